/**
 * The design measures of issue #35, read from LibreOffice's render of Create's decks: how much of each content
 * slide its content fills (layout-check/content-fill.ts), the text sizes the slides show, the mean per-page
 * colour-histogram distance between two designs' renders of the same deck, and the fonts the PDF embeds.
 */
import { execFileSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { contentFill } from '../../main/engine/layout-check/content-fill';
import type { PageLayout } from '../../main/engine/layout-check/pdf-layout';

/** Per page: a colour histogram, 4 bins per channel, as shares of the page. */
export async function pageHistograms(pdf: string, dir: string, stem: string): Promise<number[][]> {
  execFileSync('pdftoppm', ['-r', '12', '-png', pdf, join(dir, stem)]);
  const files = (await readdir(dir)).filter((name) => name.startsWith(`${stem}-`) && name.endsWith('.png')).sort();
  return Promise.all(
    files.map(async (file) => {
      const { data, info } = await sharp(join(dir, file)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const histogram = new Array<number>(64).fill(0);
      const count = info.width * info.height;
      for (let i = 0; i < data.length; i += 3)
        histogram[(data[i]! >> 6) * 16 + (data[i + 1]! >> 6) * 4 + (data[i + 2]! >> 6)]! += 1 / count;
      return histogram;
    }),
  );
}

/** The mean over pages of half the L1 distance of two renders' histograms: 0 the same colours, 1 none in common. */
export function histogramDistance(a: readonly number[][], b: readonly number[][]): number {
  const pages = Math.min(a.length, b.length);
  let sum = 0;
  for (let p = 0; p < pages; p++) sum += a[p]!.reduce((total, share, i) => total + Math.abs(share - b[p]![i]!), 0) / 2;
  return sum / Math.max(1, pages);
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The layouts of a deck's slides, by number (1-based), from each slide's relationship to its layout part. */
export function slideLayoutNumbers(deck: string, slides: number): number[] {
  return Array.from({ length: slides }, (_, i) => {
    const rels = execFileSync('unzip', ['-p', deck, `ppt/slides/_rels/slide${i + 1}.xml.rels`], { encoding: 'utf8' });
    return Number(/slideLayout(\d+)\.xml/.exec(rels)?.[1] ?? 0);
  });
}

/** Title and section slides (layouts 1 and 2) are not content slides. */
export const isContentLayout = (layout: number): boolean => layout > 2;

export interface FillReport {
  fills: number[];
  /** Text sizes shown on content slides: the title's (largest) and the smallest body text. */
  titleSizes: number[];
  smallest: number[];
}

/** Fill and type sizes of a deck's content pages. Captions in the full-bleed band and table cells are body text too. */
export function contentMeasures(pages: readonly PageLayout[], layouts: readonly number[]): FillReport {
  const report: FillReport = { fills: [], titleSizes: [], smallest: [] };
  pages.forEach((page, i) => {
    if (!isContentLayout(layouts[i] ?? 0)) return;
    report.fills.push(contentFill(page));
    const sizes = page.lines.filter((line) => line.text.trim()).map((line) => line.size);
    if (sizes.length === 0) return;
    report.smallest.push(Math.min(...sizes));
    report.titleSizes.push(Math.max(...sizes));
  });
  return report;
}
