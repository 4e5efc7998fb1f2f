export { htmlDeckPanel } from './html-deck-panel';
