import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SubmitTaskRequest } from '../../../../shared/contract/ipc';

export interface PanelTask {
  panelId: string;
  submissionId: string;
  /** Known once the upload created the task. */
  taskId?: string;
  request: SubmitTaskRequest;
}

interface PanelTasksState {
  /** Newest first, across panels. */
  entries: PanelTask[];
  add: (entry: PanelTask) => void;
  /** A retry: the new submission takes the old one's place in its panel. */
  replace: (submissionId: string, next: PanelTask) => void;
  dismiss: (submissionId: string) => void;
  linkTask: (submissionId: string, taskId: string) => void;
  /** The task was deleted (here, in History, or by another client): its card goes. */
  forgetTask: (taskId: string) => void;
}

const KEEP_PER_PANEL = 30;

function capped(entries: PanelTask[]): PanelTask[] {
  const counts = new Map<string, number>();
  return entries.filter((entry) => {
    const count = (counts.get(entry.panelId) ?? 0) + 1;
    counts.set(entry.panelId, count);
    return count <= KEEP_PER_PANEL;
  });
}

/**
 * What each panel sent in this and earlier sessions of this window, so a reload or a reopened window still shows a
 * running merge with its live status (the task id is enough: its state comes from main).
 */
export const usePanelTasks = create<PanelTasksState>()(
  persist(
    (set) => ({
      entries: [],
      add: (entry) => set((state) => ({ entries: capped([entry, ...state.entries]) })),
      replace: (submissionId, next) =>
        set((state) => ({ entries: state.entries.map((entry) => (entry.submissionId === submissionId ? next : entry)) })),
      dismiss: (submissionId) => set((state) => ({ entries: state.entries.filter((entry) => entry.submissionId !== submissionId) })),
      linkTask: (submissionId, taskId) =>
        set((state) => ({ entries: state.entries.map((entry) => (entry.submissionId === submissionId ? { ...entry, taskId } : entry)) })),
      forgetTask: (taskId) => set((state) => ({ entries: state.entries.filter((entry) => entry.taskId !== taskId) })),
    }),
    {
      name: 'deckhand.panel-tasks.v1',
      storage: createJSONStorage(() => localStorage),
      // An upload cut short by the reload cannot be shown again (its progress lived in the old page): keep tasks only.
      partialize: (state) => ({ entries: state.entries.filter((entry) => entry.taskId !== undefined) }),
    },
  ),
);
