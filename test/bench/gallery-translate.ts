/** The gallery's Translate section: corpus decks translated by Apertium en→es, each shown slide beside its source. */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { run } from '../../main/engine/tools/translation';
import { CORPUS_ROOT } from '../helpers/corpus';
import { pageToPng, renderPdf } from './gallery-render';

/** Deck and the slides worth showing (long Spanish text in tight boxes, a table, chevrons with single words). */
const PICKS: { deck: string; slides: number[] }[] = [
  { deck: 'poi-aptia.pptx', slides: [7] },
  { deck: 'poi-45545_Comment.pptx', slides: [3] },
  { deck: 'pp-tbl-cell.pptx', slides: [1] },
  { deck: 'poi-SampleShow.pptx', slides: [2] },
];

export async function translateGallery(out: string): Promise<string[]> {
  const lines = [
    '# Translate: before and after',
    '',
    'Made by `npm run gallery` (test/bench/gallery-translate.ts): corpus decks translated English → Spanish by Apertium,',
    'rendered by LibreOffice at 50 dpi. Left the source slide, right the translation. Below each pair: what the layout',
    'checker (`layoutIssues`) and the text fit (`unfitShapes`) reported for the whole deck.',
    '',
  ];
  for (const pick of PICKS) {
    const work = mkdtempSync(join(tmpdir(), 'deckhand-gallery-'));
    try {
      const source = join(CORPUS_ROOT, 'pptx', pick.deck);
      const output = await run({
        inputs: [
          { path: source, name: pick.deck, size: 0, mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
        ],
        params: { from: 'en', to: 'es' },
        workDir: work,
        signal: new AbortController().signal,
        reportProgress: () => undefined,
      });
      const translated = join(work, `${basename(pick.deck, '.pptx')}.es.pptx`);
      copyFileSync(output.path, translated);
      const metadata = output.metadata as { layoutIssues?: unknown[]; unfitShapes?: unknown[] };
      const sourcePdf = renderPdf(source, work);
      const translatedPdf = renderPdf(translated, work);
      for (const slide of pick.slides) {
        const stem = `${basename(pick.deck, '.pptx')}-${slide}`;
        pageToPng(sourcePdf, slide, join(out, `${stem}-before.png`));
        pageToPng(translatedPdf, slide, join(out, `${stem}-after.png`));
        lines.push(`## ${pick.deck}, slide ${slide}`, '', `![before](${stem}-before.png) ![after](${stem}-after.png)`, '');
      }
      lines.push(
        `Layout issues: ${JSON.stringify(metadata.layoutIssues ?? [])}; shapes that could not fit: ${JSON.stringify(metadata.unfitShapes ?? [])}.`,
        '',
      );
      console.log(pick.deck, 'done');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return lines;
}
