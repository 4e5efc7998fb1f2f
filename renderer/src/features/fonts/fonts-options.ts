import type { StagedItem } from '../../shared/panel/intake-store';

export interface FontsOptions {
  /** Google Fonts families to embed, as Google Fonts spells them, in the order chosen. */
  chosen: string[];
}

export const INITIAL_FONTS_OPTIONS: FontsOptions = { chosen: [] };

/** The tool takes at most this many families at once (its schema). */
export const MAX_FONTS = 50;

export const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  'sans-serif': 'Sans serif',
  serif: 'Serif',
  display: 'Display',
  handwriting: 'Handwriting',
  monospace: 'Monospace',
};

export function isChosen(options: FontsOptions, family: string): boolean {
  return options.chosen.some((name) => name.toLowerCase() === family.toLowerCase());
}

/** Adds or removes one family. */
export function toggled(options: FontsOptions, family: string): FontsOptions {
  return isChosen(options, family)
    ? { chosen: options.chosen.filter((name) => name.toLowerCase() !== family.toLowerCase()) }
    : { chosen: [...options.chosen, family] };
}

export function fontsParams(options: FontsOptions): Record<string, unknown> {
  return { usedFonts: [...options.chosen] };
}

export function fontsBlocker(options: FontsOptions, _items: readonly StagedItem[]): string | null {
  if (options.chosen.length === 0) return 'Choose at least one font to embed.';
  if (options.chosen.length > MAX_FONTS) return `Embed at most ${MAX_FONTS} fonts at a time.`;
  return null;
}
