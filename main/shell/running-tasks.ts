import { isTerminalStatus } from '../../shared/contract/service';
import type { Task } from '../../shared/contract/service';

/** Counts the tasks in progress from pushed task events, for the tray tooltip. */
export class RunningTasks {
  private readonly ids = new Set<string>();

  update(task: Pick<Task, 'id' | 'status'>): number {
    if (isTerminalStatus(task.status)) this.ids.delete(task.id);
    else this.ids.add(task.id);
    return this.ids.size;
  }

  remove(id: string): number {
    this.ids.delete(id);
    return this.ids.size;
  }

  get count(): number {
    return this.ids.size;
  }
}
