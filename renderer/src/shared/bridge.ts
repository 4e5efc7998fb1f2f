import type { DeckhandApi } from '../../../shared/contract/bridge';

declare global {
  interface Window {
    /** Exposed by the Electron preload, or installed by the web bridge before the app renders. */
    deckhand?: DeckhandApi;
  }
}

export function deckhand(): DeckhandApi {
  const api = window.deckhand;
  if (!api) throw new Error('The Deckhand bridge is not installed.');
  return api;
}
