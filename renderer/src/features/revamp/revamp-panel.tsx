import { definePanel } from '../../shared/panel/panel-definition';
import { RevampForm } from './revamp-form';
import { INITIAL_REVAMP_OPTIONS, revampBlocker, revampParams } from './revamp-options';
import type { RevampOptions } from './revamp-options';
import { RevampResult } from './revamp-result';

const revampIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="4" width="15" height="10.5" rx="1.5" />
    <path d="M5.5 11.5l3-3 2 2 4-4" />
    <path d="M7 17.5h6" />
  </svg>
);

export const revampPanel = definePanel<RevampOptions>({
  id: 'revamp',
  group: 'language',
  toolType: 'revamp',
  navLabel: 'Revamp',
  icon: revampIcon,
  batch: 'together',
  ordered: false,
  fileNoun: ['deck', 'decks'],
  actionLabel: 'Revamp',
  listLabel: 'Deck to revamp',
  readyHint: 'The deck gets the new design; its content and order stay.',
  options: {
    initial: INITIAL_REVAMP_OPTIONS,
    Component: RevampForm,
    toParams: revampParams,
    blocker: revampBlocker,
  },
  ResultView: RevampResult,
});
