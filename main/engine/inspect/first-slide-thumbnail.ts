/**
 * The first slide of a deck drawn ahead of the others: LibreOffice cannot show any page of a deck before it has
 * exported all of them, so while it does, the first slide alone — cut out as a one-slide deck by the PPTX library,
 * with its layout, master, theme and media — is drawn by a LibreOffice that was already running
 * (lib/office/office-standby.ts). Best effort: anything going wrong here only means the first picture comes with
 * the others.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildDeck } from '../lib/pptx/deck-builder';
import { CUT_OUT_DECK } from '../lib/pptx/deck-plan';
import { writePackage } from '../lib/pptx/package-writer';
import { SourceDeck } from '../lib/pptx/source-deck';
import { convertWithLibreOffice, IMPRESS_PDF_EXPORT } from '../lib/office/libreoffice';
import type { WarmOffice } from '../lib/office/office-standby';
import { renderPageThumbnails } from '../lib/pdf/page-thumbnails';

/** A one-slide deck converts in well under a second once LibreOffice runs; past this, the full export is as near. */
const FIRST_SLIDE_TIMEOUT_MS = 60_000;

export interface FirstSlideRequest {
  deck: string;
  name: string;
  /** A private folder for the one-slide deck, its PDF and its picture. */
  dir: string;
  longEdge: number;
  warm: WarmOffice;
  signal: AbortSignal;
}

/** The first slide's thumbnail (a PNG file), or null when it could not be drawn this way. */
export async function drawFirstSlide(request: FirstSlideRequest): Promise<string | null> {
  const { dir, signal, warm } = request;
  try {
    await mkdir(dir, { recursive: true });
    const oneSlide = path.join(dir, 'first.pptx');
    const source = await SourceDeck.open(request.deck, request.name, 0);
    try {
      const first = source.slides[0];
      if (!first) return null;
      // Shown even when hidden: thumbnails draw hidden slides too, so a hidden first slide is still page 1.
      const built = await buildDeck(source, [{ deck: source, slide: first }], { ...CUT_OUT_DECK, signal });
      await writePackage(built.pkg, oneSlide, { signal });
    } finally {
      source.close();
    }
    const pdf = await convertWithLibreOffice({
      input: oneSlide,
      format: 'pptx',
      displayName: request.name,
      jobDir: path.join(dir, 'lo'),
      convertTo: IMPRESS_PDF_EXPORT,
      outputExtension: '.pdf',
      signal,
      timeoutMs: FIRST_SLIDE_TIMEOUT_MS,
      warm,
    });
    let picture: string | null = null;
    await renderPageThumbnails({
      pdf,
      pages: 1,
      outDir: dir,
      longEdge: request.longEdge,
      displayName: request.name,
      signal,
      onPage: (_page, file) => {
        picture = file;
      },
    });
    return picture;
  } catch {
    warm.end();
    return null;
  }
}
