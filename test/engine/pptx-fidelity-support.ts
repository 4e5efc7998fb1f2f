/**
 * Fidelity checks for merge and split, independent of the engine's package code: LibreOffice renders decks to PDF
 * (hidden slides included), poppler rasterises every page to a small grayscale image and reads its text with font,
 * size and colour. A page of an output is compared with the page of the source slide it came from: SSIM over the
 * region where that slide is expected (the whole page, or the centred box of a deck fitted to another size), the
 * words on it, and how its text is set (family, weight, colour, size in proportion to the page).
 */
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { ssim } from 'ssim.js';
import { sofficeConvert } from '../helpers/soffice';

/** Rasterising resolution: a 10-inch slide becomes 480 pixels wide. */
const DPI = 48;
/**
 * Both images of a pair are compared at this width (grayscale, aspect of the source slide), after a 1-pixel blur:
 * coarse enough that anti-aliasing, a re-rounded font size or a slide-number field does not count, fine enough that
 * a table header turning from white to black, a picture squeezed or shifted, or chart labels appearing do.
 */
const COMPARE_WIDTH = 128;
const BLUR_SIGMA = 1;
const EXPORT_HIDDEN = 'pdf:impress_pdf_Export:{"ExportHiddenSlides":{"type":"boolean","value":"true"}}';

export interface FidelityPage {
  /** Page size in points. */
  width: number;
  height: number;
  /** Grayscale PNG of the page at DPI. */
  png: string;
  /** Words on the page, page numbers left out (slide-number fields change when slides move). */
  words: string[];
  /** Characters (spaces left out) by how they are set: "family|b|i|colour" → count and size-weighted sum (pt). */
  styles: Map<string, { chars: number; sizeSum: number }>;
}

export interface FidelityDeck {
  file: string;
  pdf: string;
  pages: FidelityPage[];
}

/** Renders every file in one soffice run (a fresh profile), then rasterises and reads each page. */
export async function renderFidelity(files: readonly string[], dir: string): Promise<FidelityDeck[]> {
  const inDir = join(dir, 'in');
  const outDir = join(dir, 'pdf');
  await mkdir(inDir, { recursive: true });
  const profile = await mkdtemp(join(tmpdir(), 'deckhand-lo-profile-'));
  try {
    const inputs = files.map((_, i) => join(inDir, `deck${i}.pptx`));
    await Promise.all(files.map((file, i) => copyFile(file, inputs[i] as string)));
    await sofficeConvert(inputs, { outDir, profile, target: EXPORT_HIDDEN });
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
  const made = new Set(await readdir(outDir));
  return Promise.all(
    files.map(async (file, i) => {
      const pdf = join(outDir, `deck${i}.pdf`);
      if (!made.has(`deck${i}.pdf`)) throw new Error(`LibreOffice made no PDF from ${basename(file)}`);
      return { file, pdf, pages: await readPages(pdf, join(dir, `deck${i}`)) };
    }),
  );
}

async function readPages(pdf: string, prefix: string): Promise<FidelityPage[]> {
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '99999', pdf], { encoding: 'utf8' });
  const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)/gm)].map((m) => ({ width: Number(m[1]), height: Number(m[2]) }));
  execFileSync('pdftoppm', ['-r', String(DPI), '-gray', '-png', pdf, prefix], { stdio: 'ignore' });
  const dir = join(prefix, '..');
  const stem = basename(prefix);
  const pngs = (await readdir(dir))
    .filter((n) => n.startsWith(`${stem}-`) && n.endsWith('.png'))
    .sort((a, b) => pageNumber(a) - pageNumber(b))
    .map((n) => join(dir, n));
  const text = execFileSync('pdftotext', ['-raw', pdf, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const texts = text.split('\f');
  const styles = textStyles(pdf);
  if (pngs.length !== sizes.length) throw new Error(`${pdf}: ${sizes.length} pages but ${pngs.length} images`);
  return sizes.map((size, i) => ({ ...size, png: pngs[i] as string, words: wordsOf(texts[i] ?? ''), styles: styles[i] ?? new Map() }));
}

/** Per page, the text's characters by font family, weight, slant and colour, with their sizes (pdftohtml -xml). */
function textStyles(pdf: string): Array<FidelityPage['styles']> {
  const xml = execFileSync('pdftohtml', ['-xml', '-i', '-q', '-zoom', '1', '-stdout', pdf], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const fonts = new Map<string, { family: string; size: number; color: string }>();
  const pages: Array<FidelityPage['styles']> = [];
  for (const page of xml.split(/<page /).slice(1)) {
    const styles: FidelityPage['styles'] = new Map();
    for (const m of page.matchAll(/<fontspec id="(\d+)" size="([\d.-]+)" family="([^"]*)" color="([^"]*)"\/>/g)) {
      fonts.set(m[1] as string, { family: (m[3] as string).replace(/^[A-Z]{6}\+/, ''), size: Number(m[2]), color: m[4] as string });
    }
    for (const m of page.matchAll(/<text [^>]*font="(\d+)"[^>]*>(.*?)<\/text>/g)) {
      const font = fonts.get(m[1] as string);
      const body = m[2] as string;
      const chars = body
        .replace(/<[^>]+>/g, '')
        .replace(/&[a-z]+;|&#\d+;/g, 'x')
        .replace(/\s/g, '').length;
      if (!font || chars === 0) continue;
      const key = [font.family, body.includes('<b>') ? 'b' : '', body.includes('<i>') ? 'i' : '', font.color].join('|');
      const entry = styles.get(key) ?? { chars: 0, sizeSum: 0 };
      entry.chars += chars;
      entry.sizeSum += chars * font.size;
      styles.set(key, entry);
    }
    pages.push(styles);
  }
  return pages;
}

function pageNumber(name: string): number {
  return Number(/-(\d+)\.png$/.exec(name)?.[1] ?? NaN);
}

function wordsOf(text: string): string[] {
  return text
    .split(/\s+/)
    .map((w) => w.trim())
    .filter((w) => w !== '' && !/^[\d\W_]+$/.test(w));
}

/** Where a slide of `source` size lands on a page of `target` size: scaled to fit and centred, or kept at its size (shrunk only to fit). */
export type FitMode = 'scale' | 'keep';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function expectedBox(source: { width: number; height: number }, target: { width: number; height: number }, mode: FitMode): Box {
  const fit = Math.min(target.width / source.width, target.height / source.height);
  const s = mode === 'scale' ? fit : Math.min(1, fit);
  const width = source.width * s;
  const height = source.height * s;
  return { left: (target.width - width) / 2, top: (target.height - height) / 2, width, height };
}

export interface PageMatch {
  ssim: number;
  /** Words of the source page the output page lacks, and words it has in excess. */
  missing: string[];
  extra: string[];
  /** How the text is set differently: a style with other character counts, or a mean size off by more than 0.75 pt. */
  styleChanges: string[];
}

/** Raw grayscale pixels of the page region `box` (points), resized to the comparison size. */
async function region(page: FidelityPage, box: Box, width: number, height: number): Promise<Buffer> {
  const scale = DPI / 72;
  const meta = await sharp(page.png).metadata();
  const left = Math.max(0, Math.round(box.left * scale));
  const top = Math.max(0, Math.round(box.top * scale));
  const w = Math.min((meta.width ?? 0) - left, Math.round(box.width * scale));
  const h = Math.min((meta.height ?? 0) - top, Math.round(box.height * scale));
  return sharp(page.png)
    .extract({ left, top, width: w, height: h })
    .resize(width, height, { fit: 'fill' })
    .greyscale()
    .blur(BLUR_SIGMA)
    .raw()
    .toBuffer();
}

function rgba(gray: Buffer): Uint8ClampedArray {
  const out = new Uint8ClampedArray(gray.length * 4);
  for (let i = 0; i < gray.length; i++) {
    const v = gray[i] as number;
    out[i * 4] = v;
    out[i * 4 + 1] = v;
    out[i * 4 + 2] = v;
    out[i * 4 + 3] = 255;
  }
  return out;
}

function compareSize(source: FidelityPage): { width: number; height: number } {
  return { width: COMPARE_WIDTH, height: Math.round((COMPARE_WIDTH * source.height) / source.width) };
}

/** Compares an output page with the source page it should show (in the box `mode` puts it). */
export async function comparePage(source: FidelityPage, output: FidelityPage, mode: FitMode = 'scale'): Promise<PageMatch> {
  const { width, height } = compareSize(source);
  const whole = { left: 0, top: 0, width: source.width, height: source.height };
  const [a, b] = await Promise.all([
    region(source, whole, width, height),
    region(output, expectedBox(source, output, mode), width, height),
  ]);
  const value = ssim({ data: rgba(a), width, height }, { data: rgba(b), width, height }, { ssim: 'weber', downsample: false }).mssim;
  const counts = new Map<string, number>();
  for (const w of source.words) counts.set(w, (counts.get(w) ?? 0) + 1);
  const extra: string[] = [];
  for (const w of output.words) {
    const n = counts.get(w) ?? 0;
    if (n > 0) counts.set(w, n - 1);
    else extra.push(w);
  }
  const missing = [...counts].flatMap(([w, n]) => Array.from({ length: n }, () => w));
  const box = expectedBox(source, output, mode);
  return { ssim: value, missing, extra, styleChanges: styleChanges(source.styles, output.styles, box.width / source.width) };
}

/** Styles whose share of the text differs by more than 3 %, or whose mean size (scaled back) is off by 0.75 pt. */
function styleChanges(source: FidelityPage['styles'], output: FidelityPage['styles'], scale: number): string[] {
  const total = [...source.values()].reduce((n, s) => n + s.chars, 0) || 1;
  const changes: string[] = [];
  for (const key of new Set([...source.keys(), ...output.keys()])) {
    const a = source.get(key) ?? { chars: 0, sizeSum: 0 };
    const b = output.get(key) ?? { chars: 0, sizeSum: 0 };
    if (Math.abs(a.chars - b.chars) > Math.max(2, 0.03 * total)) {
      changes.push(`${key}: ${a.chars} → ${b.chars} characters`);
      continue;
    }
    if (a.chars === 0 || b.chars === 0) continue;
    const sizeA = a.sizeSum / a.chars;
    const sizeB = b.sizeSum / b.chars / scale;
    if (Math.abs(sizeA - sizeB) > 0.75) changes.push(`${key}: ${sizeA.toFixed(1)} → ${sizeB.toFixed(1)} pt`);
  }
  return changes;
}

/** Writes the source page and the output page side by side (the output whole, for looking at the bands too). */
export async function sideBySide(source: FidelityPage, output: FidelityPage, file: string): Promise<void> {
  const height = 360;
  const scaled = async (page: FidelityPage): Promise<{ data: Buffer; width: number }> => {
    const { data, info } = await sharp(page.png).resize({ height }).png().toBuffer({ resolveWithObject: true });
    return { data, width: info.width };
  };
  const [a, b] = await Promise.all([scaled(source), scaled(output)]);
  await sharp({ create: { width: a.width + b.width + 12, height, channels: 3, background: '#ff00ff' } })
    .composite([
      { input: a.data, left: 0, top: 0 },
      { input: b.data, left: a.width + 12, top: 0 },
    ])
    .png()
    .toFile(file);
}
