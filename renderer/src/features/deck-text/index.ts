export { deckTextPanel } from './deck-text-panel';
