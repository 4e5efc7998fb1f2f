import { create } from 'zustand';
import type { StoreApi, UseBoundStore } from 'zustand';
import type { StagedFile } from '../../../../shared/contract/ipc';

export interface StagedItem {
  /** Local identity for React keys and reordering (the same file may be added twice). */
  key: string;
  name: string;
  size: number;
  state: 'staging' | 'ready' | 'failed';
  sentBytes: number;
  staged?: StagedFile;
  error?: string;
  /** A blob: URL of a picture the user dropped, for a thumbnail; revoked when the item goes. */
  previewUrl?: string;
  /** What the panel's `inspect` read from the file (a deck's slides …). */
  facts?: unknown;
}

export interface IntakeNotice {
  id: number;
  text: string;
}

export interface IntakeState {
  items: StagedItem[];
  /** Why files were refused: shown until dismissed or until they expire (intake-notices.tsx). */
  notices: IntakeNotice[];
  add: (items: StagedItem[]) => void;
  update: (key: string, patch: Partial<Omit<StagedItem, 'key'>>) => void;
  remove: (key: string) => void;
  /** Moves by -1/+1; returns the new index, or null at either end. */
  move: (key: string, delta: -1 | 1) => number | null;
  moveTo: (key: string, index: number) => void;
  clear: () => void;
  refuse: (texts: string[]) => void;
  dismissNotice: (id: number) => void;
}

export type IntakeStore = UseBoundStore<StoreApi<IntakeState>>;

let nextNotice = 1;

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

function release(items: readonly StagedItem[]): void {
  for (const item of items) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
}

/** The files staged in one panel, in the order they will be sent. */
export function createIntakeStore(): IntakeStore {
  return create<IntakeState>()((set, get) => ({
    items: [],
    notices: [],
    add: (items) => set((state) => ({ items: [...state.items, ...items] })),
    update: (key, patch) => set((state) => ({ items: state.items.map((item) => (item.key === key ? { ...item, ...patch } : item)) })),
    remove: (key) => {
      release(get().items.filter((item) => item.key === key));
      set((state) => ({ items: state.items.filter((item) => item.key !== key) }));
    },
    move: (key, delta) => {
      const items = get().items;
      const from = items.findIndex((item) => item.key === key);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= items.length) return null;
      set({ items: moved(items, from, to) });
      return to;
    },
    moveTo: (key, index) => {
      const items = get().items;
      const from = items.findIndex((item) => item.key === key);
      const to = Math.max(0, Math.min(items.length - 1, index));
      if (from < 0 || from === to) return;
      set({ items: moved(items, from, to) });
    },
    clear: () => {
      release(get().items);
      set({ items: [] });
    },
    refuse: (texts) => set((state) => ({ notices: [...state.notices, ...texts.map((text) => ({ id: nextNotice++, text }))].slice(-6) })),
    dismissNotice: (id) => set((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) })),
  }));
}

const stores = new Map<string, IntakeStore>();

/** Each panel's own staging, kept while the app runs (switching panels keeps what was staged). */
export function intakeStoreFor(panelId: string): IntakeStore {
  let store = stores.get(panelId);
  if (!store) {
    store = createIntakeStore();
    stores.set(panelId, store);
  }
  return store;
}
