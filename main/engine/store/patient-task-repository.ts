import { whileUnreachable } from '../lib/errors/while-unreachable';
import type { TaskRepository } from './task-repository';

/**
 * The task records as a run uses them: a read or a status change that meets the database out of reach (a team
 * server's Postgres restarting or stopped) is tried again until it goes through or `signal` ends the run, so a
 * finished conversion is recorded as completed once the database is back instead of failing on the outage. Other
 * callers (HTTP requests) use the repository as it is and answer 503 at once.
 */
export function patientTasks(tasks: TaskRepository, signal: AbortSignal): TaskRepository {
  return {
    get: (id) => whileUnreachable(() => tasks.get(id), signal),
    update: (id, patch, options) => whileUnreachable(() => tasks.update(id, patch, options), signal),
    list: (query) => tasks.list(query),
    unfinished: () => tasks.unfinished(),
    create: (input) => tasks.create(input),
    // Progress is a hint: one lost while the database is down is replaced by the next.
    setProgress: (id, percent) => tasks.setProgress(id, percent),
    delete: (id) => tasks.delete(id),
    flush: () => tasks.flush(),
  };
}
