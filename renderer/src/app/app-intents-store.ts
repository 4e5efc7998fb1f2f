import { create } from 'zustand';
import type { StagedFile } from '../../../shared/contract/ipc';

/** Requests from outside the page (menu, second launch, notification click) waiting for the views to act. */
interface AppIntentsState {
  openFiles: StagedFile[][];
  focusTaskId: string | null;
  requestOpenFiles: (files: StagedFile[]) => void;
  takeOpenFiles: () => StagedFile[][];
  requestFocusTask: (id: string) => void;
  clearFocusTask: () => void;
}

export const useAppIntents = create<AppIntentsState>()((set, get) => ({
  openFiles: [],
  focusTaskId: null,
  requestOpenFiles: (files) => set((state) => ({ openFiles: [...state.openFiles, files] })),
  takeOpenFiles: () => {
    const pending = get().openFiles;
    if (pending.length > 0) set({ openFiles: [] });
    return pending;
  },
  requestFocusTask: (id) => set({ focusTaskId: id }),
  clearFocusTask: () => set({ focusTaskId: null }),
}));
