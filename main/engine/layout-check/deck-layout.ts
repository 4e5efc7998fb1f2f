/**
 * A deck as rendered: LibreOffice turns it into a PDF once, pdf.js reads the pages back, the deck's XML gives the
 * shapes, and each rendered text line is given its shape. A source deck is usually checked against many outputs
 * (every translation of it), so analyses are kept per content hash for the life of the process.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { convertWithLibreOffice, IMPRESS_PDF_EXPORT } from '../lib/office/libreoffice';
import { readDeckShapesFile, type DeckShape, type DeckShapes, type SlideShapes } from './deck-shapes';
import type { KeyedIssue } from './layout-issue';
import { assignOwners, type OwnedLine } from './line-owners';
import { readPdfLayout, type PageLayout } from './pdf-layout';
import { checkSlide, renderedSizes, type SlideCheckOptions } from './slide-checks';
import { measureBackdrops } from './text-contrast';

export interface AnalysedSlide {
  shapes: SlideShapes;
  page: PageLayout;
  owned: OwnedLine[];
  sizes: Map<DeckShape, { max: number; min: number; bottom: number; right: number }>;
  /** What the slide shows on its own (no source needed). */
  issues: KeyedIssue[];
}

export interface DeckLayout {
  shapes: DeckShapes;
  /** The rendered slides (hidden ones are not rendered). */
  slides: AnalysedSlide[];
}

const CACHE_ENTRIES = 16;

/**
 * The checker reads where things are drawn, never their pixels, but pdf.js decodes every picture it meets while
 * listing a page's operators: pictures exported at 75 dpi leave it far less to decode (docs/layout-check.md, "Cost").
 */
const LAYOUT_PDF_EXPORT = `${IMPRESS_PDF_EXPORT}:${JSON.stringify({
  ReduceImageResolution: { type: 'boolean', value: 'true' },
  MaxImageResolution: { type: 'long', value: '75' },
})}`;
const cache = new Map<string, Promise<DeckLayout>>();

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Pairs the PDF's pages with the slides: all of them, or the shown ones when LibreOffice left hidden slides out. */
function pairPages(shapes: DeckShapes, pages: PageLayout[]): { slide: SlideShapes; page: PageLayout }[] {
  const slides = pages.length === shapes.slides.length ? shapes.slides : shapes.slides.filter((slide) => !slide.hidden);
  return slides.slice(0, pages.length).map((slide, i) => ({ slide, page: pages[i]! }));
}

export function analyse(shapes: DeckShapes, pages: PageLayout[], options: SlideCheckOptions): DeckLayout {
  const slides = pairPages(shapes, pages).map(({ slide, page }) => {
    const owned = assignOwners(page.lines, slide.shapes);
    return { shapes: slide, page, owned, sizes: renderedSizes(owned), issues: checkSlide(slide, page, owned, options) };
  });
  return { shapes, slides };
}

export interface ReadLayoutOptions extends SlideCheckOptions {
  /** A private folder for LibreOffice's profile and the PDF. */
  workDir: string;
  label: string;
  signal?: AbortSignal;
  /** Keep the analysis for later calls with the same bytes (a source deck). */
  cache?: boolean;
}

async function render(file: string, options: ReadLayoutOptions): Promise<DeckLayout> {
  const jobDir = path.join(options.workDir, `layout-${Math.random().toString(36).slice(2, 10)}`);
  await mkdir(jobDir, { recursive: true });
  try {
    const [shapes, pdf] = await Promise.all([
      readDeckShapesFile(file, options.label),
      convertWithLibreOffice({
        input: file,
        displayName: options.label,
        jobDir,
        convertTo: LAYOUT_PDF_EXPORT,
        outputExtension: '.pdf',
        signal: options.signal,
      }),
    ]);
    const pages = await readPdfLayout(pdf);
    await measureBackdrops(pdf, pages, jobDir, options.signal);
    return analyse(shapes, pages, options);
  } finally {
    await rm(jobDir, { recursive: true, force: true });
  }
}

export async function readDeckLayout(file: string, options: ReadLayoutOptions): Promise<DeckLayout> {
  if (!options.cache) return render(file, options);
  const key = `${await sha256(file)}:${options.floorPt}`;
  let entry = cache.get(key);
  if (entry) {
    cache.delete(key);
    cache.set(key, entry);
    return entry;
  }
  entry = render(file, options);
  cache.set(key, entry);
  entry.catch(() => cache.delete(key));
  while (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return entry;
}
