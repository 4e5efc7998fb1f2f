/**
 * What `POST /tools/inspect` asks of a file and what comes back, line by line, from the worker thread that reads it
 * (inspect-file.ts): the engine's HTTP thread only receives the upload and streams these lines.
 */
import type { DeckOutline } from '../../../shared/contract/ipc';
import type { WarmOffice } from '../lib/office/office-standby';

export type Aspect = 'outline' | 'text' | 'thumbnails' | 'page';
export const ASPECTS: readonly Aspect[] = ['outline', 'text', 'thumbnails', 'page'];

/** A page drawn large (`aspects=page`): the long edge a screen asks for, kept within what a window can use. */
export const LARGE_PAGE_EDGE = { min: 320, max: 3840 } as const;

export interface InspectionParams {
  aspects: Aspect[];
  /** The file's name as the client gave it (only its extension decides anything). */
  name: string;
  /** The content's SHA-256, the thumbnails' cache key. */
  sha256: string;
  /** Where thumbnails are kept per content (thumbnail-cache.ts). */
  cacheRoot: string;
  /** `aspects=page`: which page (1-based) and at what long edge in pixels. */
  page?: { number: number; longEdge: number };
}

/** One page drawn at the size asked for. */
export interface LargePage {
  page: number;
  width: number;
  height: number;
  png: string;
}

/** One line of the answer. */
export type ThumbnailLine =
  | { pages: number }
  | { thumbnail: { page: number; width: number; height: number; png: string } }
  | { end: { pages: number; cached: boolean } };

export type InspectionLine = { outline: DeckOutline } | { text: string } | { page: LargePage } | ThumbnailLine;

/** Lends the LibreOffice the engine's thread started in advance (lib/office/office-standby.ts), null when none is ready. */
export interface StandbyLender {
  take(): Promise<WarmOffice | null>;
}

/** What an inspection's run gets beyond a tool's context. */
export interface InspectionExtras {
  emit: (line: InspectionLine) => void;
  standby: StandbyLender;
}
