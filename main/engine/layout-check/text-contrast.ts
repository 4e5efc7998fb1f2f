/**
 * Text that hardly stands out from what is drawn under it: the slide's background, a background picture, a shape's
 * fill or a gradient. The deck's XML cannot say what a line lies on (inherited backgrounds, pictures, transparency),
 * so the rendered page is looked at: the PDF is drawn at a low resolution (mutool, else pdftoppm), and under each text
 * line the pixels are compared with the colour the PDF paints its letters in (pdf-layout.ts). The letters' own
 * pixels are as dark or light as the ink, so the line's contrast is read at the upper part of its pixels' contrasts
 * (CONTRAST_RANK): for a plain ground that is the ground's, for a photo the better part of it. WCAG's ratios: 4.5:1
 * for body text, 3:1 for large text (18 pt, or 14 pt bold). See docs/layout-check.md.
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { locateMutool } from '../lib/pdf/mutool';
import { locatePdftoppm } from '../lib/pdf/poppler';
import { runProcess } from '../lib/process/process-runner';
import { channelsOf, hexOf, luminanceRatio, rgbLuminance } from '../templates/color-contrast';
import type { DeckShape } from './deck-shapes';
import { round1 } from './geometry';
import { excerpt, type KeyedIssue } from './layout-issue';
import type { OwnedLine } from './line-owners';
import type { PageLayout, TextLine } from './pdf-layout';

/** Pixels per inch of the page drawing: enough to sample a 10 pt line's ground (7 pixels high), cheap to draw. */
const DPI = 48;
/** Of a line's pixels sorted by their contrast with its ink, the one read as its ground's. */
const CONTRAST_RANK = 0.7;
export const BODY_CONTRAST = 4.5;
export const LARGE_CONTRAST = 3;
const RENDER_TIMEOUT_MS = 5 * 60_000;

interface Raster {
  width: number;
  height: number;
  /** RGB, 3 bytes a pixel, rows top to bottom. */
  data: Buffer;
}

/** A binary PPM (P6, 8 bits), as mutool and pdftoppm write it. */
function readPpm(buffer: Buffer): Raster | null {
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(buffer.subarray(0, 64).toString('latin1'));
  if (!header || header[3] !== '255') return null;
  const width = Number(header[1]);
  const height = Number(header[2]);
  const data = buffer.subarray(header[0].length);
  return data.length >= width * height * 3 ? { width, height, data } : null;
}

/** How the line's ink stands out from the pixels under its box; null when it cannot be told. */
export function lineBackdrop(line: TextLine, raster: Raster, scale: number): TextLine['backdrop'] | null {
  if (!line.ink || line.rotated) return null;
  const x0 = Math.max(0, Math.floor(line.box.x * scale));
  const y0 = Math.max(0, Math.floor(line.box.y * scale));
  const x1 = Math.min(raster.width, Math.ceil((line.box.x + line.box.w) * scale));
  const y1 = Math.min(raster.height, Math.ceil((line.box.y + line.box.h) * scale));
  if (x1 - x0 < 2 || y1 - y0 < 2) return null;
  const [ir, ig, ib] = channelsOf(line.ink.color);
  const alpha = Math.min(1, Math.max(0, line.ink.alpha));
  const samples: { ratio: number; at: number }[] = [];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * raster.width + x) * 3;
      const [r, g, b] = [raster.data[i]!, raster.data[i + 1]!, raster.data[i + 2]!];
      // Translucent ink shows the ground through it.
      const shown = rgbLuminance(ir * alpha + r * (1 - alpha), ig * alpha + g * (1 - alpha), ib * alpha + b * (1 - alpha));
      samples.push({ ratio: luminanceRatio(shown, rgbLuminance(r, g, b)), at: i });
    }
  }
  samples.sort((a, b) => a.ratio - b.ratio);
  const pick = samples[Math.floor(CONTRAST_RANK * (samples.length - 1))]!;
  const color = hexOf(raster.data[pick.at]!, raster.data[pick.at + 1]!, raster.data[pick.at + 2]!);
  return { color, contrast: pick.ratio };
}

/**
 * Draws the PDF's pages and measures every text line's contrast with what lies under it (`line.backdrop`). Skipped
 * (lines left unmeasured) where neither mutool nor pdftoppm can draw it: the other checks do not depend on it.
 */
export async function measureBackdrops(pdf: string, pages: readonly PageLayout[], jobDir: string, signal?: AbortSignal): Promise<void> {
  if (!pages.some((page) => page.lines.some((line) => line.ink))) return;
  const dir = path.join(jobDir, 'pixels');
  await mkdir(dir, { recursive: true });
  try {
    if (!(await drawPages(pdf, dir, signal))) return;
    // Numbered page-1.ppm, page-01.ppm or page-0001.ppm: in page order by their number.
    const pageNumber = (name: string): number => Number(/(\d+)\.ppm$/.exec(name)?.[1] ?? 0);
    const files = (await readdir(dir)).filter((name) => name.endsWith('.ppm')).sort((a, b) => pageNumber(a) - pageNumber(b));
    for (const [index, page] of pages.entries()) {
      const file = files[index];
      if (!file) break;
      const raster = readPpm(await readFile(path.join(dir, file)));
      if (!raster) continue;
      const scale = raster.width / page.width;
      for (const line of page.lines) line.backdrop = lineBackdrop(line, raster, scale) ?? undefined;
    }
  } catch (error) {
    if (signal?.aborted) throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Draws every page as a PPM into `dir`. MuPDF's mutool first: it draws a 28-page deck of photos at 48 dpi in 0.6 s of
 * CPU without antialiasing (which sampling a line's ground does not need), where pdftoppm takes 3.4 s
 * (docs/layout-check.md); poppler's pdftoppm where mutool is missing or fails.
 */
async function drawPages(pdf: string, dir: string, signal?: AbortSignal): Promise<boolean> {
  const options = { signal, timeoutMs: RENDER_TIMEOUT_MS };
  const mutool = await locateMutool().catch(() => null);
  if (mutool) {
    const drawn = await runProcess(
      mutool,
      ['draw', '-q', '-A', '0', '-r', String(DPI), '-o', path.join(dir, 'page-%04d.ppm'), pdf],
      options,
    );
    if (drawn.exitCode === 0) return true;
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
  }
  const pdftoppm = await locatePdftoppm();
  return (await runProcess(pdftoppm, ['-r', String(DPI), '--', pdf, path.join(dir, 'page')], options)).exitCode === 0;
}

/** The ratio WCAG asks of text this size. */
export function neededContrast(line: TextLine): number {
  return line.size >= 17.95 || (line.bold && line.size >= 13.95) ? LARGE_CONTRAST : BODY_CONTRAST;
}

/** Text of a shape (or table) whose line stands out from its ground less than WCAG asks: one finding per shape. */
export function contrastIssues(slide: number, groups: ReadonlyMap<DeckShape, OwnedLine[]>): KeyedIssue[] {
  const issues: KeyedIssue[] = [];
  for (const [owner, lines] of groups) {
    if (owner.kind !== 'text' && owner.kind !== 'table') continue;
    let worst: { line: TextLine; needed: number; shortfall: number } | null = null;
    for (const { line } of lines) {
      if (!line.backdrop) continue;
      const needed = neededContrast(line);
      const shortfall = line.backdrop.contrast / needed;
      if (shortfall < 1 && (!worst || shortfall < worst.shortfall)) worst = { line, needed, shortfall };
    }
    if (!worst) continue;
    const ratio = round1(Math.floor(worst.line.backdrop!.contrast * 10) / 10);
    issues.push({
      slide,
      kind: 'low-contrast',
      key: `low-contrast:s${owner.id}`,
      shapeId: owner.id,
      excerpt: excerpt(worst.line.text),
      code: 'text-low-contrast',
      params: { ratio, needed: worst.needed },
      detail: `Its text stands out from what lies under it by ${ratio}:1, less than the ${worst.needed}:1 it needs to be read.`,
      ground: worst.line.backdrop!.color,
    });
  }
  return issues;
}
