import { translate } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/messages/en';
import type { StagedItem } from '../../shared/panel/intake-store';

export interface FontsOptions {
  /** Google Fonts families to embed, as Google Fonts spells them, in the order chosen. */
  chosen: string[];
  /**
   * Fonts of the deck replaced by a chosen stand-in (Calibri → Carlito): the deck is rewritten to name the stand-in,
   * the font it then uses and that is embedded. Absent in options saved before stand-ins replaced fonts.
   */
  replace?: Record<string, string>;
}

export const INITIAL_FONTS_OPTIONS: FontsOptions = { chosen: [], replace: {} };

/** The tool takes at most this many families at once (its schema). */
export const MAX_FONTS = 50;

/** Google Fonts' categories, as the search filters by them, with their names' keys. */
export const CATEGORY_KEYS: Readonly<Record<string, MessageKey>> = {
  'sans-serif': 'fonts.category.sans-serif',
  serif: 'fonts.category.serif',
  display: 'fonts.category.display',
  handwriting: 'fonts.category.handwriting',
  monospace: 'fonts.category.monospace',
};

export function isChosen(options: FontsOptions, family: string): boolean {
  return options.chosen.some((name) => name.toLowerCase() === family.toLowerCase());
}

/** Adds or removes one family; a family removed no longer stands in for any font. */
export function toggled(options: FontsOptions, family: string): FontsOptions {
  const same = (name: string) => name.toLowerCase() === family.toLowerCase();
  if (!isChosen(options, family)) return { ...options, chosen: [...options.chosen, family] };
  const replace = Object.fromEntries(Object.entries(options.replace ?? {}).filter(([, to]) => !same(to)));
  return { chosen: options.chosen.filter((name) => !same(name)), replace };
}

/** `standIn` is embedded and replaces `font` in the deck. */
export function withStandIn(options: FontsOptions, font: string, standIn: string): FontsOptions {
  const chosen = isChosen(options, standIn) ? options.chosen : [...options.chosen, standIn];
  return { chosen, replace: { ...options.replace, [font]: standIn } };
}

/** The font the chosen `family` replaces in the deck, if it stands in for one. */
export function replacedBy(options: FontsOptions, family: string): string[] {
  return Object.entries(options.replace ?? {})
    .filter(([, to]) => to.toLowerCase() === family.toLowerCase())
    .map(([from]) => from);
}

export function fontsParams(options: FontsOptions): Record<string, unknown> {
  const replaceFonts = Object.entries(options.replace ?? {})
    .filter(([, to]) => isChosen(options, to))
    .map(([from, to]) => ({ from, to }));
  return { usedFonts: [...options.chosen], ...(replaceFonts.length > 0 ? { replaceFonts } : {}) };
}

export function fontsBlocker(options: FontsOptions, _items: readonly StagedItem[]): string | null {
  if (options.chosen.length === 0) return translate('fonts.blocker.none');
  if (options.chosen.length > MAX_FONTS) return translate('fonts.blocker.tooMany', { max: MAX_FONTS });
  return null;
}
