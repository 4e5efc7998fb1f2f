/** The gallery's Create section: the sample outline (sample-outline.ts) as a deck on the default design, every slide. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../main/engine/tools/generation';
import { issuesLine, pageToPng, renderPdf } from './gallery-render';
import { SAMPLE_OUTLINE } from './sample-outline';

export async function createGallery(out: string): Promise<string[]> {
  const work = mkdtempSync(join(tmpdir(), 'deckhand-gallery-create-'));
  try {
    const output = await run({
      inputs: [],
      params: { inputText: SAMPLE_OUTLINE },
      workDir: work,
      signal: new AbortController().signal,
      reportProgress: () => undefined,
    });
    const metadata = output.metadata as { slides: number; layouts: Record<string, number>; fitProblems?: unknown[] };
    const pdf = renderPdf(output.path, work);
    const lines = [
      '# Create: from a Markdown outline',
      '',
      'Made by `npm run gallery` (test/bench/gallery-create.ts): the outline below (test/bench/sample-outline.ts) given to',
      'Create as text, with no chat model and the default design, rendered by LibreOffice at 50 dpi.',
      '',
      '```markdown',
      SAMPLE_OUTLINE.trimEnd(),
      '```',
      '',
      `Layouts chosen: ${JSON.stringify(metadata.layouts)}. ${issuesLine(output.metadata as object)}` +
        (metadata.fitProblems?.length ? ` Fit problems: ${JSON.stringify(metadata.fitProblems)}.` : ''),
      '',
    ];
    for (let slide = 1; slide <= metadata.slides; slide++) {
      pageToPng(pdf, slide, join(out, `create-${slide}.png`));
      lines.push(`![slide ${slide}](create-${slide}.png)`);
    }
    lines.push('');
    return lines;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
