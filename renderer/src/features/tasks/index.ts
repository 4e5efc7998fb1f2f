export { SubmissionCard } from './submission-card';
export { TaskCard } from './task-card';
