import type { Task } from '../../../shared/contract/service';

/** The Task as clients see it: the stored result path becomes an absolute URL on the given origin. */
export function publicTask(task: Task, origin: string): Task {
  if (!task.result || /^https?:\/\//.test(task.result.url)) return task;
  return { ...task, result: { ...task.result, url: `${origin}${task.result.url}` } };
}
