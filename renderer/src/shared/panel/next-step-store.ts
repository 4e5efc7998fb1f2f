import { create } from 'zustand';
import type { StagedFile } from '../../../../shared/contract/ipc';

/**
 * A result handed on to another panel (Convert to PDF's "then merge", "then compress"): the feature asks, the app
 * shell opens the panel and stages the files in it, so features never import each other.
 */
export interface NextStep {
  panelId: string;
  /** Files to stage in the panel; none when the panel only needs to be shown (its task was already started). */
  files: StagedFile[];
}

interface NextStepState {
  pending: NextStep[];
  request: (step: NextStep) => void;
  take: () => NextStep[];
}

export const useNextSteps = create<NextStepState>()((set, get) => ({
  pending: [],
  request: (step) => set((state) => ({ pending: [...state.pending, step] })),
  take: () => {
    const pending = get().pending;
    if (pending.length > 0) set({ pending: [] });
    return pending;
  },
}));
