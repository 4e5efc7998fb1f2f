/**
 * The browser's files live in the staging folder for as long as a task made from them may need them again: Retry
 * (History) and Try again (a panel's card) send the same staged files anew, so a failed or cancelled task keeps its
 * inputs. A staged file goes once every task made from it has completed or been deleted, so a long session does not
 * pile up every file ever dropped. Files dropped but never sent, and those of failed tasks never deleted, stay until
 * the host stops (cli.ts empties the folder at start and stop). Quiet tasks (a panel reading a deck for itself) are
 * not noted and do not count: the file is still in the panel's list. The inputs of a tool whose result is shown
 * against them (a before/after preview, by its definition's `preview`) stay until their task is deleted or the host
 * stops, so the preview can show the "before".
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { findTool } from '../../shared/tools/catalog';
import { previewShowsInputs } from '../../shared/tools/tool-definition';
import type { AppServices } from '../core/app-services';

/** Whether this type's preview compares the result with the files it was made from. */
function keepsInputs(type: string): boolean {
  const definition = findTool(type);
  return definition !== undefined && previewShowsInputs(definition.preview);
}

/** Which of this session's tasks were made from each staged folder. */
class StagedUsers {
  private readonly tasksByFolder = new Map<string, Set<string>>();
  private readonly foldersByTask = new Map<string, string[]>();

  add(taskId: string, folders: readonly string[]): void {
    this.foldersByTask.set(taskId, [...folders]);
    for (const folder of folders) {
      const tasks = this.tasksByFolder.get(folder) ?? new Set<string>();
      tasks.add(taskId);
      this.tasksByFolder.set(folder, tasks);
    }
  }

  /** Forgets the task; the folders no other task of this session was made from. */
  release(taskId: string): string[] {
    const folders = this.foldersByTask.get(taskId) ?? [];
    this.foldersByTask.delete(taskId);
    const unused: string[] = [];
    for (const folder of folders) {
      const tasks = this.tasksByFolder.get(folder);
      tasks?.delete(taskId);
      if (tasks && tasks.size > 0) continue;
      this.tasksByFolder.delete(folder);
      unused.push(folder);
    }
    return unused;
  }
}

/**
 * Deletes a submission's staged files once no task made from them may need them again (completed or deleted);
 * returns the unsubscribe.
 */
export function deleteStagedInputsWhenDone(services: Pick<AppServices, 'router' | 'taskCenter'>, stageDir: string): () => void {
  const root = path.resolve(stageDir);
  const users = new StagedUsers();
  const remove = (folders: readonly string[]) => {
    for (const folder of folders) {
      rm(folder, { recursive: true, force: true }).catch((error: unknown) => {
        console.warn(`Could not delete a staged upload: ${(error as Error).message}`);
      });
    }
  };
  return services.router.onEvent((message) => {
    if (message.event === 'submission:created') {
      const id = message.payload.task.id;
      // Each staged file has a folder of its own directly below the staging folder (stage-route.ts).
      const folders = (services.taskCenter.inputsOf(id) ?? [])
        .map((file) => path.dirname(path.resolve(file.path)))
        .filter((folder) => path.dirname(folder) === root);
      if (folders.length > 0) users.add(id, folders);
      // A task can finish before its creation is announced to this listener: the status says.
      if (message.payload.task.status === 'completed' && !keepsInputs(message.payload.task.type)) remove(users.release(id));
    } else if (message.event === 'task:update' && message.payload.status === 'completed' && !keepsInputs(message.payload.type)) {
      remove(users.release(message.payload.id));
    } else if (message.event === 'task:removed') {
      remove(users.release(message.payload.id));
    }
  });
}
