import { definePanel } from '../../shared/panel/panel-definition';
import { playerIcon } from './player-icon';
import { PlayerOptionsForm } from './player-options';
import { INITIAL_PLAYER_OPTIONS, playerBlocker, playerParams, playerTaskName } from './player-params';
import type { PlayerOptions } from './player-params';
import { PlayerActions, PlayerResult } from './player-result';

export const playerPanel = definePanel<PlayerOptions>({
  id: 'player',
  group: 'convert',
  toolType: 'html.buildPlayer',
  navLabel: 'HTML player',
  icon: playerIcon,
  batch: 'together',
  ordered: true,
  fileNoun: ['slide', 'slides'],
  actionLabel: 'Pack',
  listLabel: 'HTML slides, in playing order',
  readyHint: 'Slides play in this order.',
  options: {
    initial: INITIAL_PLAYER_OPTIONS,
    Component: PlayerOptionsForm,
    toParams: playerParams,
    taskName: playerTaskName,
    blocker: playerBlocker,
  },
  ResultView: PlayerResult,
  ResultActions: PlayerActions,
});
