import { definePanel } from '../../shared/panel/panel-definition';
import { ExtractAction } from './extract-action';
import { SlidePicker } from './slide-picker';
import { splitIcon } from './split-icon';
import { inspectSplitDeck } from './split-inspect';
import { INITIAL_SPLIT_OPTIONS, splitBlocker, splitParams } from './split-options';
import type { SplitOptions } from './split-options';
import { SplitResult } from './split-result';

export const splitPanel = definePanel<SplitOptions>({
  id: 'split',
  group: 'decks',
  toolType: 'pptx.split',
  navLabel: 'Split',
  icon: splitIcon,
  batch: 'together',
  ordered: false,
  fileNoun: ['deck', 'decks'],
  actionLabel: 'Split',
  listLabel: 'Deck to split',
  readyHint: 'The decks come in one ZIP.',
  options: {
    initial: INITIAL_SPLIT_OPTIONS,
    Component: SlidePicker,
    toParams: splitParams,
    blocker: splitBlocker,
  },
  inspect: inspectSplitDeck,
  ResultView: SplitResult,
  ResultActions: ExtractAction,
});
