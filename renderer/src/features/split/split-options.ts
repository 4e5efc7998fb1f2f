import type { DeckOutline } from '../../../../shared/contract/ipc';
import { deckOutlineOf } from '../../shared/panel/deck-inspection';
import type { StagedItem } from '../../shared/panel/intake-store';
import { parseRanges } from './slide-ranges';

export interface SplitOptions {
  /** The staged deck these choices belong to (its key): another deck starts with every slide chosen. */
  deckKey: string | null;
  /** That deck's slide count. */
  total: number;
  /** The chosen slide numbers, ascending. */
  chosen: number[];
  /** The ranges as typed ("1-3,7"); ticking a slide, All and None rewrite it. */
  text: string;
}

export const INITIAL_SPLIT_OPTIONS: SplitOptions = { deckKey: null, total: 0, chosen: [], text: '' };

/** The one deck a split takes, with its slides once read. */
export function stagedDeck(items: readonly StagedItem[]): { item: StagedItem; outline: DeckOutline | undefined } | undefined {
  const item = items[0];
  return item ? { item, outline: deckOutlineOf(item) } : undefined;
}

/** `indexes` is sent only for a choice: all slides is the tool's default, and keeps the request as DeckFlow's SDK sends it. */
export function splitParams(options: SplitOptions): Record<string, unknown> {
  return options.total > 0 && options.chosen.length === options.total ? {} : { indexes: [...options.chosen] };
}

export function splitBlocker(options: SplitOptions, items: readonly StagedItem[]): string | null {
  const deck = stagedDeck(items);
  if (!deck || deck.item.state !== 'ready') return null;
  if (!deck.outline || options.deckKey !== deck.item.key) return `Reading the slides of “${deck.item.name}”…`;
  const parsed = parseRanges(options.text, options.total);
  if (!parsed.ok) return parsed.problem;
  if (options.chosen.length === 0) return 'Choose at least one slide to split out.';
  return null;
}
