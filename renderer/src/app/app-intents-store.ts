import { create } from 'zustand';
import type { StagedFile } from '../../../shared/contract/ipc';
import type { Panel } from '../shared/panel/panel-definition';

/** Files several panels would take: the person picks one, then `deliver` sends the files there. */
export interface DropChoice {
  panels: Panel[];
  fileNames: string[];
  deliver: (panel: Panel) => void;
}

/** Requests from outside the page (menu, second launch, notification click, a drop) waiting for the views to act. */
interface AppIntentsState {
  openFiles: StagedFile[][];
  focusTaskId: string | null;
  dropChoice: DropChoice | null;
  askDropChoice: (choice: DropChoice | null) => void;
  requestOpenFiles: (files: StagedFile[]) => void;
  takeOpenFiles: () => StagedFile[][];
  requestFocusTask: (id: string) => void;
  clearFocusTask: () => void;
}

export const useAppIntents = create<AppIntentsState>()((set, get) => ({
  openFiles: [],
  focusTaskId: null,
  dropChoice: null,
  askDropChoice: (dropChoice) => set({ dropChoice }),
  requestOpenFiles: (files) => set((state) => ({ openFiles: [...state.openFiles, files] })),
  takeOpenFiles: () => {
    const pending = get().openFiles;
    if (pending.length > 0) set({ openFiles: [] });
    return pending;
  },
  requestFocusTask: (id) => set({ focusTaskId: id }),
  clearFocusTask: () => set({ focusTaskId: null }),
}));
