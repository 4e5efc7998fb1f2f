import { create } from 'zustand';
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
}

export interface IntakeNotice {
  id: number;
  text: string;
}

interface StagedFilesState {
  items: StagedItem[];
  /** Why files were refused, shown until dismissed. */
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

let nextNotice = 1;

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

/** The decks staged for a merge, in slide order. */
export const useStagedFiles = create<StagedFilesState>()((set, get) => ({
  items: [],
  notices: [],
  add: (items) => set((state) => ({ items: [...state.items, ...items] })),
  update: (key, patch) => set((state) => ({ items: state.items.map((item) => (item.key === key ? { ...item, ...patch } : item)) })),
  remove: (key) => set((state) => ({ items: state.items.filter((item) => item.key !== key) })),
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
  clear: () => set({ items: [] }),
  refuse: (texts) => set((state) => ({ notices: [...state.notices, ...texts.map((text) => ({ id: nextNotice++, text }))].slice(-6) })),
  dismissNotice: (id) => set((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) })),
}));
