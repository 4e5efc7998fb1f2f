/**
 * The browser's files live in the staging folder only until their task has them: once the engine (or the cloud)
 * accepted a task, its staged copies are deleted, so a long session does not pile up every file ever dropped. Files
 * dropped but never sent stay until the host stops (cli.ts empties the folder at start and stop).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { AppServices } from '../core/app-services';

/** Deletes a submission's staged files once `submission:created` says its task has them; returns the unsubscribe. */
export function deleteStagedInputsOnceUploaded(services: Pick<AppServices, 'router' | 'taskCenter'>, stageDir: string): () => void {
  const root = path.resolve(stageDir);
  return services.router.onEvent((message) => {
    if (message.event !== 'submission:created') return;
    for (const file of services.taskCenter.inputsOf(message.payload.task.id) ?? []) {
      // Each staged file has a folder of its own directly below the staging folder (stage-route.ts).
      const folder = path.dirname(path.resolve(file.path));
      if (path.dirname(folder) !== root) continue;
      rm(folder, { recursive: true, force: true }).catch((error: unknown) => {
        console.warn(`Could not delete the staged copy of ${file.name}: ${(error as Error).message}`);
      });
    }
  });
}
