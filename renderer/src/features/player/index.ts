export { playerPanel } from './player-panel';
