import { definePanel } from '../../shared/panel/panel-definition';
import { PlayerOptionsForm } from './player-options';
import { INITIAL_PLAYER_OPTIONS, playerBlocker, playerParams, playerTaskName } from './player-params';
import type { PlayerOptions } from './player-params';
import { PlayerActions, PlayerResult } from './player-result';

const playerIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="3.5" width="15" height="11" rx="1.5" />
    <path d="m8.5 6.5 4 2.5-4 2.5zM6 17.5h8" />
  </svg>
);

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
