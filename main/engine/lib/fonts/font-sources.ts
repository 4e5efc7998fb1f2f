/**
 * Where font files come from, tried in order: fonts shipped with the app (bundled-fonts.ts), fonts installed on this
 * computer (system-fonts.ts), and — only when allowed — the Google Fonts service (google-fonts-online.ts).
 * A source answers with the faces it has for a family (regular, bold, italic, bold italic), or none.
 */
import { bundledFontSource } from './bundled-fonts';
import { googleFontsSource, type FetchLike } from './google-fonts-online';
import { systemFontSource } from './system-fonts';

export { FONT_STYLES, type FontFace, type FontSource, type FontSourceName, type FontStyle } from './font-face';
import type { FontFace, FontSource, FontSourceName } from './font-face';

export interface ResolvedFamily {
  family: string;
  source: FontSourceName;
  faces: FontFace[];
}

export interface FontSourceOptions {
  /** Allow downloads from the Google Fonts service. Default: `DECKHAND_FONTS_ONLINE=1` in the environment. */
  online?: boolean;
  fetch?: FetchLike;
}

export function onlineFontsAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DECKHAND_FONTS_ONLINE === '1';
}

export function defaultFontSources(options: FontSourceOptions = {}): FontSource[] {
  const sources: FontSource[] = [bundledFontSource, systemFontSource];
  if (options.online ?? onlineFontsAllowed()) sources.push(googleFontsSource(options.fetch ?? fetch));
  return sources;
}

/** The first source with a regular face of `family` wins; null when none has one. */
export async function resolveFamily(family: string, sources: readonly FontSource[], signal: AbortSignal): Promise<ResolvedFamily | null> {
  for (const source of sources) {
    signal.throwIfAborted();
    const faces = await source.faces(family, signal);
    if (faces.some((face) => face.style === 'regular')) return { family, source: source.name, faces };
  }
  return null;
}
