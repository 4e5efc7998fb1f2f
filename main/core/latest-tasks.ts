import { isTerminalStatus, type Task } from '../../shared/contract/service';

const KEEP = 2000;

/**
 * The newest state the app has shown of each task, so that a state read late (a re-read racing the live feed) never
 * replaces a newer one, a finished task never goes back to running, and the same state is not sent twice.
 */
export class LatestTasks {
  private readonly seen = new Map<string, { task: Task; json: string }>();

  /** Whether `task` is news; if so it becomes the latest. */
  accept(task: Task): boolean {
    const previous = this.seen.get(task.id);
    if (previous) {
      if (isTerminalStatus(previous.task.status)) return false;
      if (task.updatedAt && previous.task.updatedAt && task.updatedAt < previous.task.updatedAt) return false;
    }
    const json = JSON.stringify(task);
    if (previous?.json === json) return false;
    this.seen.delete(task.id);
    this.seen.set(task.id, { task, json });
    if (this.seen.size > KEEP) this.seen.delete(this.seen.keys().next().value ?? '');
    return true;
  }

  get(id: string): Task | undefined {
    return this.seen.get(id)?.task;
  }

  forget(id: string): void {
    this.seen.delete(id);
  }

  clear(): void {
    this.seen.clear();
  }
}
