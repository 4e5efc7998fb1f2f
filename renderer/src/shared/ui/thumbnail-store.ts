import { useCallback, useSyncExternalStore } from 'react';
import type { PageThumbnail } from '../../../../shared/contract/ipc';
import { deckhand } from '../bridge';
import { asDeckhandError } from '../bridge-error';

/** What the window knows of one file's thumbnails while the engine draws them. */
export interface ThumbnailState {
  /** Unknown (undefined) until the engine has counted the pages. */
  pages?: number;
  /** By page number. */
  thumbnails: ReadonlyMap<number, PageThumbnail>;
  done: boolean;
  error?: string;
}

interface Entry {
  state: ThumbnailState;
  listeners: Set<() => void>;
  requestId: string;
  users: number;
}

const EMPTY: ThumbnailState = { thumbnails: new Map(), done: false };
/** Kept per file path for the window's life: a deck shown by two panels (or shown again) is drawn once. */
const entries = new Map<string, Entry>();
let nextRequest = 1;

function patch(entry: Entry, change: Partial<ThumbnailState>): void {
  entry.state = { ...entry.state, ...change };
  for (const listener of entry.listeners) listener();
}

function start(path: string): Entry {
  const entry: Entry = { state: EMPTY, listeners: new Set(), requestId: `thumbnails-${nextRequest++}`, users: 0 };
  entries.set(path, entry);
  const api = deckhand();
  const stop = api.on('files:thumbnail', (event) => {
    if (event.requestId !== entry.requestId) return;
    const thumbnails = event.thumbnail
      ? new Map(entry.state.thumbnails).set(event.thumbnail.page, event.thumbnail)
      : entry.state.thumbnails;
    patch(entry, { pages: event.pages, thumbnails });
  });
  api.files
    .thumbnails(path, entry.requestId)
    .then(({ pages }) => patch(entry, { pages, done: true }))
    .catch((reason: unknown) => {
      const error = asDeckhandError(reason);
      if (error.code !== 'cancelled') return patch(entry, { done: true, error: error.message });
      // Stopped because nobody was looking; whoever looks again gets a fresh request.
      if (entries.get(path) === entry) entries.delete(path);
      if (entry.users > 0) {
        const fresh = start(path);
        fresh.users = entry.users;
        for (const listener of entry.listeners) fresh.listeners.add(listener);
        for (const listener of entry.listeners) listener();
      }
    })
    .finally(stop);
  return entry;
}

function subscribe(path: string | undefined, listener: () => void): () => void {
  if (!path) return () => undefined;
  const entry = entries.get(path) ?? start(path);
  entry.listeners.add(listener);
  entry.users += 1;
  return () => {
    entry.listeners.delete(listener);
    entry.users -= 1;
    // Checked once React has finished re-rendering: a list that re-mounts its rows keeps the request.
    setTimeout(() => {
      if (entry.users > 0 || entry.state.done) return;
      // Nobody shows this file any more: the engine stops drawing it (what it finished stays in its cache).
      deckhand()
        .files.cancelThumbnails(entry.requestId)
        .catch(() => undefined);
    }, 0);
  };
}

/** The store's subscribe for one file, stable while the path is: useSyncExternalStore resubscribes when it changes. */
function usePathSubscription(path: string | undefined): (listener: () => void) => () => void {
  return useCallback((listener: () => void) => subscribe(path, listener), [path]);
}

/** Every page's thumbnail of a staged file (by its path), filled in as the engine draws them. */
export function useThumbnails(path: string | undefined): ThumbnailState {
  const subscribeToPath = usePathSubscription(path);
  return useSyncExternalStore(subscribeToPath, () => (path ? (entries.get(path)?.state ?? EMPTY) : EMPTY));
}

/**
 * One page's thumbnail of a staged file, or the reason there are none: a card re-renders when its own page is drawn,
 * not when any of the file's pages is (a list of 300 slides gets a picture a few ms apart while the engine draws).
 */
export function usePageThumbnail(path: string | undefined, page: number): { thumbnail?: PageThumbnail; error?: string } {
  const subscribeToPath = usePathSubscription(path);
  const found = useSyncExternalStore(subscribeToPath, () => {
    const state = path ? entries.get(path)?.state : undefined;
    return state?.error ?? state?.thumbnails.get(page);
  });
  return typeof found === 'string' ? { error: found } : { thumbnail: found };
}

/** Why a staged file has no thumbnails (the backend draws none, the file cannot be drawn), once that is known. */
export function useThumbnailProblem(path: string | undefined): string | undefined {
  const subscribeToPath = usePathSubscription(path);
  return useSyncExternalStore(subscribeToPath, () => (path ? entries.get(path)?.state.error : undefined));
}

/** What `usePageCounts` knows of one file: its page count, not yet, or why it cannot be drawn. */
export type PageCount = number | 'pending' | { error: string };

/**
 * The page counts of several staged files at once (a PDF panel's page grid), each known once the engine has counted
 * it; asking starts drawing the files' thumbnails, which the grid shows next.
 */
export function usePageCounts(paths: readonly string[]): PageCount[] {
  const joined = paths.join('\n');
  const subscribeAll = useCallback(
    (listener: () => void) => {
      const stops = (joined ? joined.split('\n') : []).map((path) => subscribe(path, listener));
      return () => stops.forEach((stop) => stop());
    },
    [joined],
  );
  // A string snapshot, so an unchanged set of counts is the same value and does not re-render.
  const snapshot = useSyncExternalStore(subscribeAll, () =>
    JSON.stringify(
      paths.map((path) => {
        const state = entries.get(path)?.state;
        return state?.error !== undefined ? { error: state.error } : (state?.pages ?? 'pending');
      }),
    ),
  );
  return JSON.parse(snapshot) as PageCount[];
}
