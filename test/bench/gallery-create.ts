/**
 * The gallery's Create section: two outlines (sample-outline.ts) as decks on two designs, every slide — the sample
 * outline on the default design and the families outline (lists, numbers, a table, a quote, steps) on Editorial.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../main/engine/tools/generation';
import { findDeckTemplate, type DeckTemplateId } from '../../shared/tools/deck-templates';
import { issuesLine, pageToPng, renderPdf } from './gallery-render';
import { FAMILIES_OUTLINE, SAMPLE_OUTLINE, widePicture } from './sample-outline';

const OUTLINES: { stem: string; outline: string; template: DeckTemplateId }[] = [
  { stem: 'create', outline: SAMPLE_OUTLINE, template: 'classic' },
  { stem: 'create-families', outline: FAMILIES_OUTLINE, template: 'editorial' },
];

export async function createGallery(out: string): Promise<string[]> {
  const lines = [
    '# Create: from a Markdown outline',
    '',
    'Made by `npm run gallery` (test/bench/gallery-create.ts): each outline below (test/bench/sample-outline.ts) given to',
    'Create as text, with no chat model, on the design named, rendered by LibreOffice at 50 dpi.',
    '',
  ];
  for (const { stem, outline, template } of OUTLINES) {
    const work = mkdtempSync(join(tmpdir(), 'deckhand-gallery-create-'));
    try {
      // The families outline shows depot.png, given with the task as design.bench.ts gives it.
      const picture = join(work, 'depot.png');
      await widePicture(picture);
      const output = await run({
        inputs: [{ path: picture, name: 'depot.png', size: statSync(picture).size, mimeType: 'image/png' }],
        params: { inputText: outline, template },
        workDir: work,
        signal: new AbortController().signal,
        reportProgress: () => undefined,
      });
      const metadata = output.metadata as {
        slides: number;
        layouts: Record<string, number>;
        families?: Record<string, number>;
        fitProblems?: unknown[];
      };
      const pdf = renderPdf(output.path, work);
      lines.push(
        `## ${findDeckTemplate(template)!.name}`,
        '',
        '```markdown',
        outline.trimEnd(),
        '```',
        '',
        `Layouts chosen: ${JSON.stringify(metadata.layouts)}; families: ${JSON.stringify(metadata.families ?? {})}. ${issuesLine(output.metadata as object)}` +
          (metadata.fitProblems?.length ? ` Fit problems: ${JSON.stringify(metadata.fitProblems)}.` : ''),
        '',
      );
      for (let slide = 1; slide <= metadata.slides; slide++) {
        pageToPng(pdf, slide, join(out, `${stem}-${slide}.png`));
        lines.push(`![slide ${slide}](${stem}-${slide}.png)`);
      }
      lines.push('');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return lines;
}
