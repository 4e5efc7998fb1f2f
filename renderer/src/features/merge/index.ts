export { MergePanel } from './merge-panel';
export { useMergeIntake } from './use-merge-intake';
export { useMergeSubmissions } from './merge-submissions-store';
