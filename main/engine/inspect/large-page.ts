/**
 * The `page` aspect of `POST /tools/inspect`: one page drawn at the size a screen asks for, for the large view of a
 * slide or page (a thumbnail blown up is blurred). The page is drawn by poppler from the PDF the thumbnails' cache
 * entry keeps, so after the thumbnails — which the large view always follows — it costs no LibreOffice run; a file
 * not drawn yet is drawn first. A picture is scaled from itself.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ToolError } from '../lib/errors/tool-error';
import { MAX_INPUT_PIXELS } from '../lib/media/picture-input';
import { renderPageThumbnails } from '../lib/pdf/page-thumbnails';
import type { LargePage, StandbyLender } from './inspection';
import { pngSize, sendThumbnails } from './inspect-thumbnails';
import { ENTRY_PDF, type ThumbnailCache } from './thumbnail-cache';

export interface LargePageRequest {
  path: string;
  name: string;
  sha256: string;
  cache: ThumbnailCache;
  page: number;
  longEdge: number;
  signal: AbortSignal;
  standby?: StandbyLender | undefined;
}

function asPage(page: number, bytes: Buffer): LargePage {
  return { page, ...pngSize(bytes), png: bytes.toString('base64') };
}

export async function drawLargePage(request: LargePageRequest): Promise<LargePage> {
  const { cache, name, page, longEdge, signal } = request;
  if (/\.(png|jpe?g|gif|webp|avif|tiff?|bmp|svg)$/i.test(name)) {
    if (page !== 1) throw new ToolError('invalid_parameter', `“${name}” is a picture: it has one page.`);
    const bytes = await sharp(request.path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(longEdge, longEdge, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    return asPage(1, bytes);
  }
  const key = cache.keyOf(request.sha256);
  let manifest = await cache.read(key);
  if (!manifest) {
    // Not drawn yet (or evicted): drawn and cached as the thumbnails are, the upload kept for the page after.
    await sendThumbnails({ ...request, send: () => undefined, beforeEnd: () => Promise.resolve() });
    manifest = await cache.read(key);
  }
  if (!manifest) throw new ToolError('invalid_file', `The pages of “${name}” could not be drawn.`);
  if (page > manifest.pages) {
    throw new ToolError('invalid_parameter', `“${name}” has ${manifest.pages} ${manifest.pages === 1 ? 'page' : 'pages'}, not ${page}.`);
  }
  const scratch = await mkdtemp(path.join(cache.root, '.large-'));
  try {
    let drawn: string | null = null;
    await renderPageThumbnails({
      pdf: path.join(cache.dirOf(key), ENTRY_PDF),
      pages: page,
      first: page,
      outDir: scratch,
      longEdge,
      displayName: name,
      signal,
      onPage: (_number, file) => {
        drawn = file;
      },
    });
    if (!drawn) throw new ToolError('invalid_file', `Page ${page} of “${name}” could not be drawn.`);
    return asPage(page, await readFile(drawn));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
