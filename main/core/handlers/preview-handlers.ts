import type { SaveAllOutcome } from '../../../shared/contract/ipc';
import type { IpcHandlers } from '../ipc-router';
import { distinctResultNames } from '../../../shared/file-names';
import { freeFileName } from '../free-file-name';
import { suggestOutputName } from '../output-name';
import { ServiceError } from '../service-client/service-error';
import type { HandlerDeps, SavedPaths } from './handler-deps';

type PreviewHandlers = Pick<IpcHandlers, 'tasks:previewFacts' | 'tasks:saveAll'>;

/** What a result's preview can show, and Save all for a panel's several results. */
export function createPreviewHandlers(deps: HandlerDeps, saved: SavedPaths): PreviewHandlers {
  return {
    'tasks:previewFacts': ({ id, packagePicture }) => deps.previews.facts(id, { packagePicture }),

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
