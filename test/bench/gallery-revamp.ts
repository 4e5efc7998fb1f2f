/**
 * The gallery's Revamp section: corpus decks revamped onto different designs by the tool itself (restyle, the layout
 * checker against the source, the repair pass), each shown slide beside its source slide.
 */
import { basename } from 'node:path';
import { join } from 'node:path';
import { findDeckTemplate, type DeckTemplateId } from '../../shared/tools/deck-templates';
import { run } from '../../main/engine/tools/revamp';
import { CORPUS_ROOT } from '../helpers/corpus';
import { cleanupWorkDirs, newWorkDir, runTool } from '../helpers/tool-harness';
import { issuesLine, pageToPng, renderPdf } from './gallery-render';

/** Deck, the design, the source slides worth showing, and why. */
const PICKS: { deck: string; template: DeckTemplateId; slides: number[]; shows: string }[] = [
  {
    deck: 'poi-keyframes.pptx',
    template: 'sunrise',
    slides: [1, 5, 28],
    shows: 'a student deck whose heading and menu buttons live in its master, over a photo backdrop',
  },
  {
    deck: 'poi-45545_Comment.pptx',
    template: 'midnight',
    slides: [1, 3, 4],
    shows: 'a title slide with a logo, a chevron process diagram, a Times New Roman body',
  },
  {
    deck: 'poi-aptia.pptx',
    template: 'slate',
    slides: [1, 4, 6, 9],
    shows: 'a title slide typed in text boxes over a backdrop holding the logo, steps, slide numbers from the layouts',
  },
  { deck: 'az-SlideMasters.pptx', template: 'meadow', slides: [1, 2], shows: 'logos drawn by the layouts, not the slides' },
  { deck: 'az-SlideWithShapes.pptx', template: 'editorial', slides: [3], shows: 'a group of shapes on a title slide' },
  { deck: 'poi-chart-picture-bg.pptx', template: 'classic', slides: [1], shows: 'a chart over a picture background' },
];

export async function revampGallery(out: string): Promise<string[]> {
  const lines = [
    '# Revamp: before and after',
    '',
    'Made by `npm run gallery` (test/bench/gallery-revamp.ts): corpus decks revamped by the tool (restyle, the layout',
    'checker against the source, the repair pass) onto the design named, rendered by LibreOffice at 50 dpi. Left the',
    'source slide, right the revamped one. Below each deck: what the layout checker and the text fit reported, and',
    'which slides the repair pass laid out as they were.',
    '',
  ];
  try {
    for (const pick of PICKS) {
      const template = findDeckTemplate(pick.template)!;
      const work = await newWorkDir();
      const source = join(CORPUS_ROOT, 'pptx', pick.deck);
      const { output } = await runTool(run, [{ path: source }], { template: pick.template });
      const metadata = output.metadata as Record<string, unknown> & { layoutIssues?: unknown[]; layoutCheck?: string };
      const sourcePdf = renderPdf(source, work);
      const outputPdf = renderPdf(output.path, work);
      lines.push(`## ${pick.deck} on ${template.name}: ${pick.shows}`, '');
      for (const slide of pick.slides) {
        const stem = `revamp-${basename(pick.deck, '.pptx')}-${slide}`;
        pageToPng(sourcePdf, slide, join(out, `${stem}-before.png`));
        // Slides keep their order; continuation slides come right after their original.
        pageToPng(outputPdf, slide, join(out, `${stem}-after.png`));
        lines.push(`Slide ${slide}:`, '', `![before](${stem}-before.png) ![after](${stem}-after.png)`, '');
      }
      lines.push(
        `${issuesLine(metadata)} Layouts: ${JSON.stringify(metadata.layouts)}; continuation slides: ${JSON.stringify(metadata.continuationSlides ?? 0)}; ` +
          `fit problems: ${JSON.stringify(metadata.fitProblems ?? [])}; laid out as they were: ${JSON.stringify(metadata.slidesKeptAsLaidOut ?? [])}.`,
        '',
      );
      console.log(pick.deck, 'done');
    }
  } finally {
    await cleanupWorkDirs();
  }
  return lines;
}
