/**
 * Tasks a panel starts for itself (SubmitTaskRequest.quiet: the font picker reading a deck's fonts): the person did
 * not ask for them, so they make no "is ready" toast and no History row while they live (they are deleted once read).
 * Marked by submission as soon as `tasks.submit` answers, which is before the task exists.
 */
const submissions = new Set<string>();
const tasks = new Set<string>();

export function markQuietSubmission(submissionId: string): void {
  submissions.add(submissionId);
}

/** Called when a quiet submission's task is created; true when the submission was quiet. */
export function adoptQuietTask(submissionId: string, taskId: string): boolean {
  if (!submissions.delete(submissionId)) return false;
  tasks.add(taskId);
  return true;
}

/** A task known to be quiet from the start (a recipe run's step: the run's card shows it). */
export function markQuietTask(taskId: string): void {
  tasks.add(taskId);
}

export function isQuietTask(taskId: string): boolean {
  return tasks.has(taskId);
}

export function forgetQuietTask(taskId: string): void {
  tasks.delete(taskId);
}
