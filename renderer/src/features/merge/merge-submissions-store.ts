import { create } from 'zustand';
import type { SubmitTaskRequest } from '../../../../shared/contract/ipc';

export interface MergeSubmission {
  id: string;
  request: SubmitTaskRequest;
}

interface MergeSubmissionsState {
  /** This session's merges, newest first. */
  submissions: MergeSubmission[];
  add: (submission: MergeSubmission) => void;
  replace: (oldId: string, next: MergeSubmission) => void;
  dismiss: (id: string) => void;
}

export const useMergeSubmissions = create<MergeSubmissionsState>()((set) => ({
  submissions: [],
  add: (submission) => set((state) => ({ submissions: [submission, ...state.submissions] })),
  replace: (oldId, next) => set((state) => ({ submissions: state.submissions.map((entry) => (entry.id === oldId ? next : entry)) })),
  dismiss: (id) => set((state) => ({ submissions: state.submissions.filter((entry) => entry.id !== id) })),
}));
