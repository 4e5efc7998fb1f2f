import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { SaveAllOutcome, StagedFile } from '../../../shared/contract/ipc';
import type { IpcHandlers } from '../ipc-router';
import { distinctResultNames, safeFileName } from '../../../shared/file-names';
import { freeFileName } from '../free-file-name';
import { suggestOutputName } from '../output-name';
import { ServiceError } from '../service-client/service-error';
import type { HandlerDeps, SavedPaths } from './handler-deps';

type PreviewHandlers = Pick<IpcHandlers, 'tasks:previewFacts' | 'tasks:saveAll' | 'tasks:handOn'>;

/** What a result's preview can show, Save all for a panel's several results, and a result handed on to a next step. */
export function createPreviewHandlers(deps: HandlerDeps, saved: SavedPaths): PreviewHandlers {
  return {
    'tasks:previewFacts': ({ id, packagePicture }) => deps.previews.facts(id, { packagePicture }),

    'tasks:handOn': async ({ id }): Promise<StagedFile> => {
      const client = await deps.backend.client();
      const task = await client.getTask(id);
      if (task.status !== 'completed') throw new ServiceError({ code: 'not_ready', message: 'This result is not ready yet.' });
      const tools = await deps.backend.tools().catch(() => []);
      const name = suggestOutputName(
        task,
        tools.find((tool) => tool.type === task.type),
        deps.taskCenter.requestOf(task.id),
      );
      // A folder of its own, as a staged upload has: the web host deletes it once the task made from it is done.
      const dir = path.join(deps.handOnDir, randomUUID());
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = await client.download(task, path.join(dir, safeFileName(name, 'result')));
      return { path: file.path, name: path.basename(file.path), size: file.size };
    },

    'tasks:saveAll': async ({ ids }): Promise<SaveAllOutcome> => {
      const client = await deps.backend.client();
      const tools = await deps.backend.tools().catch(() => []);
      const tasks = await Promise.all([...new Set(ids)].map((id) => client.getTask(id)));
      const ready = tasks.filter((task) => task.status === 'completed');
      if (ready.length === 0) throw new ServiceError({ code: 'not_ready', message: 'No result is ready to save yet.' });
      const suggested = ready.map((task) =>
        suggestOutputName(
          task,
          tools.find((tool) => tool.type === task.type),
          deps.taskCenter.requestOf(task.id),
        ),
      );
      // x.jpg and x.gif both make x.webp: saved as x-jpg.webp and x-gif.webp; two photo.png from different folders as
      // photo.webp and photo (2).webp.
      const names = distinctResultNames(
        suggested.map((name, index) => ({ name, inputName: deps.taskCenter.inputsOf(ready[index]?.id ?? '')?.[0]?.name })),
      );
      if (!deps.platform.chooseFolder) {
        return {
          kind: 'browser-downloads',
          // The name goes with the address: the download's own header names the file, so it must say `photo (2).webp` too.
          files: ready.map((task, index) => {
            const fileName = names[index] ?? 'result';
            return { url: `/api/download/${encodeURIComponent(task.id)}?name=${encodeURIComponent(fileName)}`, fileName };
          }),
        };
      }
      const settings = deps.settings.get();
      const folder = await deps.platform.chooseFolder({ title: deps.t('dialog.chooseResultsFolder'), defaultDir: settings.saveFolder });
      if (folder === null) return { kind: 'cancelled' };
      for (const [index, task] of ready.entries()) {
        // One after another: each free name is taken before the next is looked for.
        const file = await client.download(task, await freeFileName(folder, names[index] ?? 'result'));
        saved.add(file.path);
        deps.onSaved(task.id, file.path);
      }
      saved.add(folder);
      return { kind: 'saved', folder, files: ready.length };
    },
  };
}
