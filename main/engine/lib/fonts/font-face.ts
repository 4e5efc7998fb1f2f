/**
 * A font face and a source of them, the types every font source (bundled-fonts.ts, system-fonts.ts,
 * google-fonts-online.ts) and their chain (font-sources.ts) share: kept apart so that the sources need not import
 * the chain that imports them.
 */
export const FONT_STYLES = ['regular', 'bold', 'italic', 'boldItalic'] as const;
export type FontStyle = (typeof FONT_STYLES)[number];
export type FontSourceName = 'bundled' | 'system' | 'google';

export interface FontFace {
  style: FontStyle;
  data: Buffer;
  /** Where the bytes came from (a path or URL), for messages. */
  origin: string;
}

export interface FontSource {
  name: FontSourceName;
  /** The faces of `family` this source has (possibly none). */
  faces(family: string, signal: AbortSignal): Promise<FontFace[]>;
}
