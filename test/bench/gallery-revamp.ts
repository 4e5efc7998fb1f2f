/**
 * The gallery's Revamp section: corpus decks restyled on the default design, each shown slide beside its source
 * slide. Done as the tool does it (restyleDeck, then the layout checker) to know which output slide came from which.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { DEFAULT_DECK_TEMPLATE, findDeckTemplate } from '../../shared/tools/deck-templates';
import { restyleDeck } from '../../main/engine/revamp/restyle-deck';
import { layoutMetadata } from '../../main/engine/tools/support/layout-report';
import { CORPUS_ROOT } from '../helpers/corpus';
import { issuesLine, pageToPng, renderPdf } from './gallery-render';

/** Deck, the source slides worth showing, and why. */
const PICKS: { deck: string; slides: number[]; shows: string }[] = [
  { deck: 'poi-45545_Comment.pptx', slides: [1, 3], shows: 'a title slide with a logo, and a chevron process diagram' },
  { deck: 'poi-chart-picture-bg.pptx', slides: [1], shows: 'a chart over a picture background' },
  { deck: 'poi-SmartArt.pptx', slides: [1], shows: 'a SmartArt diagram (the corpus has one, without text)' },
];

export async function revampGallery(out: string): Promise<string[]> {
  const template = findDeckTemplate(DEFAULT_DECK_TEMPLATE)!;
  const lines = [
    '# Revamp: before and after',
    '',
    'Made by `npm run gallery` (test/bench/gallery-revamp.ts): corpus decks revamped onto the default design',
    `(“${template.name}”), rendered by LibreOffice at 50 dpi. Left the source slide, right the revamped one. Below each`,
    'deck: what the layout checker (`layoutIssues`, against the source) and the text fit reported for the whole deck.',
    '',
  ];
  for (const pick of PICKS) {
    const work = mkdtempSync(join(tmpdir(), 'deckhand-gallery-revamp-'));
    try {
      const source = join(CORPUS_ROOT, 'pptx', pick.deck);
      const output = join(work, 'revamped.pptx');
      const report = await restyleDeck(source, pick.deck, output, { template, signal: new AbortController().signal });
      const layout = await layoutMetadata({
        deck: output,
        source,
        label: pick.deck,
        slideMap: (slide) => report.slideMap[slide - 1] ?? null,
        workDir: work,
      });
      const sourcePdf = renderPdf(source, work);
      const outputPdf = renderPdf(output, work);
      lines.push(`## ${pick.deck}: ${pick.shows}`, '');
      for (const slide of pick.slides) {
        const stem = `revamp-${basename(pick.deck, '.pptx')}-${slide}`;
        pageToPng(sourcePdf, slide, join(out, `${stem}-before.png`));
        pageToPng(outputPdf, report.slideMap.indexOf(slide) + 1, join(out, `${stem}-after.png`));
        lines.push(`Slide ${slide}:`, '', `![before](${stem}-before.png) ![after](${stem}-after.png)`, '');
      }
      lines.push(
        `${issuesLine(layout)} Layouts: ${JSON.stringify(Object.fromEntries(Object.entries(report.layouts).filter(([, n]) => n > 0)))}; continuation slides: ${report.continuations}; ` +
          `fit problems: ${JSON.stringify(report.problems)}.`,
        '',
      );
      console.log(pick.deck, 'done');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return lines;
}
