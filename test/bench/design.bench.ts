/**
 * `npm run bench -- design`: Create's design measures (issue #35) on three outlines × every built-in design —
 * the share of each content slide its content fills (median per design; target ≥ 45 %), the smallest text and the
 * title sizes the render shows (body ≥ 18 pt, titles 32–44 pt), the layout families used, the pages the layout
 * checker flags (target 0), the mean per-page colour-histogram distance for every pair of designs on the same deck,
 * and whether the PDF embeds each design's body font (pdffonts). One LibreOffice render for all the decks, besides
 * the checker's own render in each Create.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPdfLayout } from '../../main/engine/layout-check/pdf-layout';
import { run as create } from '../../main/engine/tools/generation';
import { DECK_TEMPLATES } from '../../shared/tools/deck-templates';
import { renderDecks } from '../engine/pptx-test-support';
import { contentMeasures, histogramDistance, median, pageHistograms, slideLayoutNumbers } from './design-measures';
import { FAMILIES_OUTLINE, PLAIN_OUTLINE, SAMPLE_OUTLINE, widePicture } from './sample-outline';

const OUTLINES = { sample: SAMPLE_OUTLINE, families: FAMILIES_OUTLINE, plain: PLAIN_OUTLINE };
// LibreOffice shows Calibri and Cambria with their metric twins.
const twin = (face: string): string => ({ Calibri: 'Carlito', Cambria: 'Caladea' })[face] ?? face;
const pct = (share: number): string => `${Math.round(share * 100)} %`;

export async function runBench(log: (line: string) => void): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'deckhand-bench-design-'));
  try {
    const picture = join(scratch, 'depot.png');
    await widePicture(picture);
    const decks: { outline: string; design: string; path: string; slides: number; flagged: number; families: string[] }[] = [];
    for (const [outline, text] of Object.entries(OUTLINES)) {
      for (const template of DECK_TEMPLATES) {
        const workDir = mkdtempSync(join(scratch, 'job-'));
        const inputs = [{ path: picture, name: 'depot.png', size: statSync(picture).size, mimeType: 'image/png' }];
        const out = await create({
          inputs,
          params: { inputText: text, template: template.id },
          workDir,
          signal: new AbortController().signal,
          reportProgress: () => {},
        });
        const path = join(scratch, `${outline}-${template.id}.pptx`);
        copyFileSync(out.path, path);
        const meta = out.metadata as { slides: number; families: Record<string, number>; layoutIssues?: { slide: number | null }[] };
        const flagged = new Set((meta.layoutIssues ?? []).map((issue) => issue.slide)).size;
        decks.push({ outline, design: template.id, path, slides: meta.slides, flagged, families: Object.keys(meta.families) });
      }
    }
    const renders = await renderDecks(
      decks.map((deck) => deck.path),
      scratch,
    );
    const histograms = new Map<string, number[][]>();
    const byDesign = new Map<string, { fills: number[]; smallest: number[]; titles: number[] }>();
    for (const [i, deck] of decks.entries()) {
      const pages = await readPdfLayout(renders[i]!.pdf);
      const measures = contentMeasures(pages, slideLayoutNumbers(deck.path, deck.slides));
      const entry = byDesign.get(deck.design) ?? { fills: [], smallest: [], titles: [] };
      entry.fills.push(...measures.fills);
      entry.smallest.push(...measures.smallest);
      entry.titles.push(...measures.titleSizes);
      byDesign.set(deck.design, entry);
      histograms.set(`${deck.outline}/${deck.design}`, await pageHistograms(renders[i]!.pdf, scratch, `h${i}`));
      const fonts = execFileSync('pdffonts', [renders[i]!.pdf], { encoding: 'utf8' }).replace(/\s+/g, '');
      const body = DECK_TEMPLATES.find((t) => t.id === deck.design)!.fonts.body;
      log(
        `${deck.outline} × ${deck.design}: ${deck.slides} slides, ${deck.families.length} families (${deck.families.join(', ')}), ` +
          `${deck.flagged} flagged, fill median ${pct(median(measures.fills))} (lowest ${pct(Math.min(...measures.fills))}), ` +
          `body font ${body} ${fonts.includes(twin(body).replace(/\s+/g, '')) ? 'embedded' : 'NOT embedded'}`,
      );
    }
    log('Per design (content slides of all three outlines):');
    for (const [design, entry] of byDesign) {
      const under = entry.fills.filter((fill) => fill < 0.45).length;
      log(
        `  ${design}: fill median ${pct(median(entry.fills))}, lowest ${pct(Math.min(...entry.fills))}, ${under} of ${entry.fills.length} under 45 %; ` +
          `smallest text ${Math.min(...entry.smallest).toFixed(1)} pt; largest text on a page ${Math.min(...entry.titles).toFixed(0)}–${Math.max(...entry.titles).toFixed(0)} pt`,
      );
    }
    for (const outline of Object.keys(OUTLINES)) {
      const pairs: string[] = [];
      for (const [i, a] of DECK_TEMPLATES.entries())
        for (const b of DECK_TEMPLATES.slice(i + 1))
          pairs.push(
            `${a.id}/${b.id} ${histogramDistance(histograms.get(`${outline}/${a.id}`)!, histograms.get(`${outline}/${b.id}`)!).toFixed(2)}`,
          );
      log(`Colour-histogram distance, ${outline} outline: ${pairs.join(', ')}`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
