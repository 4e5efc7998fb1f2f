import { create } from 'zustand';
import type { StagedFile } from '../../../../shared/contract/ipc';
import { asDeckhandError } from '../../shared/bridge-error';
import { deckhand } from '../../shared/bridge';

/** The files the next run takes: dropped anywhere on the window while Automations is open, chosen, or a folder's. */
interface RunFilesState {
  files: StagedFile[];
  /** Files being staged (uploaded to the web host, or described by main). */
  staging: number;
  problem: string | null;
  add: (files: readonly StagedFile[]) => void;
  remove: (path: string) => void;
  clear: () => void;
  setProblem: (problem: string | null) => void;
  setStaging: (by: number) => void;
}

export const useRunFiles = create<RunFilesState>()((set) => ({
  files: [],
  staging: 0,
  problem: null,
  add: (files) =>
    set((state) => {
      const known = new Set(state.files.map((file) => file.path));
      return { files: [...state.files, ...files.filter((file) => !known.has(file.path))], problem: null };
    }),
  remove: (path) => set((state) => ({ files: state.files.filter((file) => file.path !== path) })),
  clear: () => set({ files: [], problem: null }),
  setProblem: (problem) => set({ problem }),
  setStaging: (by) => set((state) => ({ staging: state.staging + by })),
}));

/** Stages browser files for the next run (the app calls this for files dropped on the window). */
export async function addAutomationFiles(files: readonly File[]): Promise<void> {
  if (files.length === 0) return;
  const store = useRunFiles.getState();
  store.setStaging(files.length);
  try {
    store.add(await deckhand().files.stage([...files]));
  } catch (error) {
    store.setProblem(asDeckhandError(error).message);
  } finally {
    useRunFiles.getState().setStaging(-files.length);
  }
}
