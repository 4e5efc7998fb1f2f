import { definePanel } from '../../shared/panel/panel-definition';
import { RevampForm } from './revamp-form';
import { revampIcon } from './revamp-icon';
import { INITIAL_REVAMP_OPTIONS, revampBlocker, revampParams } from './revamp-options';
import type { RevampOptions } from './revamp-options';
import { RevampResult } from './revamp-result';

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
