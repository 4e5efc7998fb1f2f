/**
 * The `thumbnails` aspect of `POST /tools/inspect`: a small PNG of every slide or page, sent line by line as each is
 * drawn. Decks and documents go through LibreOffice once to a PDF, PDFs straight to poppler, pictures through sharp;
 * the result is cached by content (thumbnail-cache.ts), so the second request only reads files. Runs in a worker
 * thread (inspect-file.ts).
 */
import { copyFile, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ToolError } from '../lib/errors/tool-error';
import { countPdfPages } from '../lib/pdf/pdf-page-count';
import { renderPageThumbnails, thumbnailFile } from '../lib/pdf/page-thumbnails';
import { readDeckOutline } from '../lib/pptx/deck-outline';
import { MAX_INPUT_PIXELS } from '../lib/media/picture-input';
import { officeToPdf, type OfficeKind } from '../lib/office/office-to-pdf';
import type { WarmOffice } from '../lib/office/office-standby';
import type { StandbyLender, ThumbnailLine } from './inspection';
import { drawFirstSlide } from './first-slide-thumbnail';
import { ENTRY_PDF, THUMBNAIL_LONG_EDGE, type ThumbnailCache } from './thumbnail-cache';

/** Where the first slide is drawn ahead, inside the entry being drawn (first-slide-thumbnail.ts). */
const AHEAD = 'first-slide';

type Source = { kind: 'pdf' } | { kind: 'picture' } | { kind: 'office'; office: OfficeKind };

const PICTURES = /\.(png|jpe?g|gif|webp|avif|tiff?|bmp|svg)$/i;
const DECKS = /\.(pptx|pptm|ppt|pps|ppsx|pot|potx|odp|otp|key)$/i;
const OOXML_DECKS = /\.(pptx|pptm|ppsx|potx)$/i;
const DOCUMENTS = /\.(docx|docm|doc|dotx|dot|odt|rtf)$/i;

function sourceOf(name: string): Source {
  if (/\.pdf$/i.test(name)) return { kind: 'pdf' };
  if (PICTURES.test(name)) return { kind: 'picture' };
  if (DECKS.test(name)) return { kind: 'office', office: /\.key$/i.test(name) ? 'keynote' : 'presentation' };
  if (DOCUMENTS.test(name)) return { kind: 'office', office: 'document' };
  throw new ToolError('invalid_file', `Deckhand cannot show the pages of “${name}”: send a deck, a document, a PDF or a picture.`);
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  return bytes.length >= 24 ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : { width: 0, height: 0 };
}

async function thumbnailLine(page: number, file: string): Promise<ThumbnailLine> {
  const bytes = await readFile(file);
  return { thumbnail: { page, ...pngSize(bytes), png: bytes.toString('base64') } };
}

export interface ThumbnailRequest {
  path: string;
  name: string;
  sha256: string;
  cache: ThumbnailCache;
  signal: AbortSignal;
  send: (line: ThumbnailLine) => void;
  /** Called before the last line: the upload is no longer needed, and is gone by the time the client has the answer. */
  beforeEnd: () => Promise<void>;
  /** LibreOffice started in advance, to draw a deck's first slide while the whole deck is exported. */
  standby?: StandbyLender;
}

async function draw(request: ThumbnailRequest, dir: string): Promise<number> {
  const { path: file, name, signal, send } = request;
  const source = sourceOf(name);
  if (source.kind === 'picture') {
    const target = thumbnailFile(dir, 1);
    await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(THUMBNAIL_LONG_EDGE, THUMBNAIL_LONG_EDGE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toFile(target)
      .catch((error: unknown) => {
        throw new ToolError(
          'invalid_file',
          `“${name}” could not be read as a picture (${error instanceof Error ? error.message : String(error)}).`,
        );
      });
    send({ pages: 1 });
    send(await thumbnailLine(1, target));
    return 1;
  }
  // Each page is sent once: the first slide drawn ahead is not sent again when the whole deck's pages come.
  const sent = new Set<number>();
  const sendPage = async (page: number, picture: string): Promise<void> => {
    if (sent.has(page)) return;
    sent.add(page);
    send(await thumbnailLine(page, picture));
  };
  let pdf = file;
  let pages: number;
  let counted = 0;
  let ahead: Promise<void> = Promise.resolve();
  let warm: WarmOffice | null | undefined = null;
  const stopAhead = new AbortController();
  const aheadSignal = AbortSignal.any([signal, stopAhead.signal]);
  try {
    if (source.kind === 'office') {
      if (OOXML_DECKS.test(name)) {
        // LibreOffice would draw a broken deck as a page of text: say what a merge or split would say instead.
        const { problem, slides } = await readDeckOutline(file, name);
        if (problem) throw new ToolError('invalid_file', problem);
        warm = slides.length > 1 ? await request.standby?.take() : null;
        if (warm) {
          counted = slides.length;
          send({ pages: counted });
          const drawing = drawFirstSlide({
            deck: file,
            name,
            dir: path.join(dir, AHEAD),
            longEdge: THUMBNAIL_LONG_EDGE,
            warm,
            signal: aheadSignal,
          });
          ahead = drawing
            .then((picture) => (picture && !aheadSignal.aborted ? sendPage(1, picture) : undefined))
            // Best effort: the page comes with the others.
            .catch(() => undefined);
        }
      }
      const input = { path: file, name, size: 0, mimeType: 'application/octet-stream' };
      // Hidden slides are drawn too: the panels show every slide of a deck, and page N must be slide N.
      ({ pdf, pages } = await officeToPdf({ input, kind: source.office, workDir: dir, signal, includeHidden: true }));
    } else {
      pages = (await countPdfPages(file, signal)) ?? 0;
      if (pages === 0) throw new ToolError('invalid_file', `“${name}” is not a PDF with pages Deckhand can read.`);
    }
    if (pages !== counted) send({ pages });
    // Kept with the pictures: a page drawn large later needs only poppler (large-page.ts).
    const kept = path.join(dir, ENTRY_PDF);
    await (pdf === file ? copyFile(file, kept) : rename(pdf, kept));
    pdf = kept;
    await renderPageThumbnails({
      pdf,
      pages,
      outDir: dir,
      longEdge: THUMBNAIL_LONG_EDGE,
      displayName: name,
      signal,
      onPage: async (page, picture) => {
        // The real first page is here: the one drawn ahead is no longer needed.
        if (page === 1) stopAhead.abort();
        await sendPage(page, picture);
      },
    });
  } finally {
    stopAhead.abort();
    // The engine's thread starts the next standby once this run is over (worker/run-in-worker.ts).
    await ahead;
  }
  return pages;
}

/** Sends every page's thumbnail, from the cache or drawn now (and then cached). */
export async function sendThumbnails(request: ThumbnailRequest): Promise<void> {
  const { cache, send } = request;
  const key = cache.keyOf(request.sha256);
  const cached = await cache.read(key);
  if (cached) {
    send({ pages: cached.pages });
    for (let page = 1; page <= cached.pages; page++) send(await thumbnailLine(page, thumbnailFile(cache.dirOf(key), page)));
    await request.beforeEnd();
    send({ end: { pages: cached.pages, cached: true } });
    return;
  }
  const dir = await cache.begin();
  try {
    const pages = await draw(request, dir);
    // LibreOffice's scratch and the first slide drawn ahead are not part of the entry.
    await Promise.all([cache.abandon(path.join(dir, 'lo')), cache.abandon(path.join(dir, AHEAD))]);
    await cache.commit(key, dir, { pages });
    await request.beforeEnd();
    send({ end: { pages, cached: false } });
  } catch (error) {
    await cache.abandon(dir);
    throw error;
  }
}
