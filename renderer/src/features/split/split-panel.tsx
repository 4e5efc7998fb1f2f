import { definePanel } from '../../shared/panel/panel-definition';
import { ExtractAction } from './extract-action';
import { SlidePicker } from './slide-picker';
import { inspectSplitDeck } from './split-inspect';
import { INITIAL_SPLIT_OPTIONS, splitBlocker, splitParams } from './split-options';
import type { SplitOptions } from './split-options';
import { SplitResult } from './split-result';

const splitIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="5" y="2.5" width="10" height="7" rx="1.2" />
    <path d="M10 9.5v2M5.5 13.5 3.5 12M14.5 13.5l2-1.5" />
    <rect x="2" y="13.5" width="7" height="4.5" rx="1" />
    <rect x="11" y="13.5" width="7" height="4.5" rx="1" />
  </svg>
);

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
