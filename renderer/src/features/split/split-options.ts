import type { BackendKind, DeckOutline } from '../../../../shared/contract/ipc';
import { deckOutlineOf } from '../../shared/panel/deck-inspection';
import type { StagedItem } from '../../shared/panel/intake-store';
import { localOnlyRefusal } from '../../../../shared/tools/tool-definition';
import { pptxSplit } from '../../../../shared/tools/definitions/pptx-split';
import { parseRangeGroups, parseRanges } from './slide-ranges';

/** What becomes a deck: each chosen slide, each range of chosen slides, every N slides, each section. */
export type SplitMode = 'slides' | 'ranges' | 'every' | 'sections';

export interface SplitOptions {
  mode: SplitMode;
  /** Slides per deck for 'every'. */
  every: number;
  /** The backend files go to: DeckFlow's cloud splits into single slides only. */
  backend: BackendKind | undefined;
  /** The staged deck these choices belong to (its key): another deck starts with every slide chosen. */
  deckKey: string | null;
  /** That deck's slide count. */
  total: number;
  /** The chosen slide numbers, ascending. */
  chosen: number[];
  /** The ranges as typed ("1-3,7"); ticking a slide, All and None rewrite it. */
  text: string;
}

export const INITIAL_SPLIT_OPTIONS: SplitOptions = {
  mode: 'slides',
  every: 2,
  backend: undefined,
  deckKey: null,
  total: 0,
  chosen: [],
  text: '',
};

/** [1, 2, 3, 7] → [[1, 2, 3], [7]]: the runs of consecutive slides, as the range field shows them ("1-3,7"). */
export function runsOf(numbers: readonly number[]): number[][] {
  const runs: number[][] = [];
  for (const n of [...numbers].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last.at(-1) === n - 1) last.push(n);
    else runs.push([n]);
  }
  return runs;
}

/**
 * A deck per range, as typed ("1-5, 6-12" is two decks, "1-3, 3-5" two with slide 3 in both); the runs of the ticked
 * slides where the text is not a valid list (the blocker says why before anything is sent).
 */
function rangeGroups(options: SplitOptions): number[][] {
  const parsed = parseRangeGroups(options.text, options.total);
  return parsed.ok ? parsed.groups : runsOf(options.chosen);
}

/** How many decks the ZIP will hold, said before anything is sent. */
export function plannedDecks(options: SplitOptions, sections: number): number {
  switch (options.mode) {
    case 'slides':
      return options.chosen.length;
    case 'ranges':
      return rangeGroups(options).length;
    case 'every':
      return Number.isInteger(options.every) && options.every > 0 ? Math.ceil(options.total / options.every) : 0;
    case 'sections':
      return sections;
  }
}

/** The one deck a split takes, with its slides once read. */
export function stagedDeck(items: readonly StagedItem[]): { item: StagedItem; outline: DeckOutline | undefined } | undefined {
  const item = items[0];
  return item ? { item, outline: deckOutlineOf(item) } : undefined;
}

/** `indexes` is sent only for a choice: all slides is the tool's default, and keeps the request as DeckFlow's SDK sends it. */
export function splitParams(options: SplitOptions): Record<string, unknown> {
  switch (options.mode) {
    case 'ranges':
      return { groups: rangeGroups(options) };
    case 'every':
      return { every: options.every };
    case 'sections':
      return { bySections: true };
    case 'slides':
      return options.total > 0 && options.chosen.length === options.total ? {} : { indexes: [...options.chosen] };
  }
}

export function splitBlocker(options: SplitOptions, items: readonly StagedItem[]): string | null {
  const deck = stagedDeck(items);
  if (!deck || deck.item.state !== 'ready') return null;
  if (!deck.outline || options.deckKey !== deck.item.key) return `Reading the slides of “${deck.item.name}”…`;
  if (options.mode === 'slides' || options.mode === 'ranges') {
    const parsed = parseRanges(options.text, options.total);
    if (!parsed.ok) return parsed.problem;
    if (options.chosen.length === 0) return 'Choose at least one slide to split out.';
  }
  if (options.mode === 'every' && !(Number.isInteger(options.every) && options.every >= 1 && options.every <= 10_000)) {
    return 'Say how many slides each deck holds: a whole number, 1 or more.';
  }
  if (options.mode === 'sections' && !deck.outline.sections?.length) return `“${deck.item.name}” has no sections: split it another way.`;
  return options.backend === 'cloud' ? localOnlyRefusal(pptxSplit, splitParams(options)) : null;
}
