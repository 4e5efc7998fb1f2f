import path from 'node:path';
import { isTerminalStatus } from '../../../shared/contract/service';
import type { IpcHandlers } from '../ipc-router';
import { suggestOutputName } from '../output-name';
import { freeFileName } from '../free-file-name';
import { smallImageResult, smallTextResult } from '../service-client/engine-extras';
import { ServiceError } from '../service-client/service-error';
import type { HandlerDeps, SavedPaths } from './handler-deps';

type TaskHandlers = Pick<
  IpcHandlers,
  | 'tasks:submit'
  | 'tasks:get'
  | 'tasks:list'
  | 'tasks:delete'
  | 'tasks:save'
  | 'tasks:preview'
  | 'tasks:readText'
  | 'tasks:cancel'
  | 'tasks:retry'
  | 'tasks:clearFinished'
>;

/** Thumbnails stay small: a bigger result is simply not previewed. */
const PREVIEW_LIMIT = 4 * 1024 * 1024;
/** A result read into the window as text (a deck's text shapes) stays small too; a bigger one is shown by its counts. */
const TEXT_LIMIT = 4 * 1024 * 1024;

export function createTaskHandlers(deps: HandlerDeps, saved: SavedPaths): TaskHandlers {
  return {
    'tasks:submit': async (request) => {
      if (deps.fileAccess) {
        for (const file of request.files) {
          if (!deps.fileAccess(path.resolve(file.path))) {
            throw new ServiceError({ code: 'forbidden', message: `“${file.name}” is not a file this app may read.` });
          }
        }
      }
      return deps.taskCenter.submit(request);
    },

    'tasks:get': async ({ id }) => (await deps.backend.client()).getTask(id),

    'tasks:list': async ({ type, startIndex, maxResults }) => (await deps.backend.client()).listTasks({ type, startIndex, maxResults }),

    'tasks:delete': ({ id }) => deps.taskCenter.delete(id),

    'tasks:cancel': ({ id }) => deps.taskCenter.cancel(id),

    'tasks:retry': ({ id }) => deps.taskCenter.retry(id),

    'tasks:clearFinished': async () => {
      const client = await deps.backend.client();
      const finished: string[] = [];
      for (let start = 0; ; start += 200) {
        const { tasks, total } = await client.listTasks({ startIndex: start, maxResults: 200 });
        finished.push(...tasks.filter((task) => isTerminalStatus(task.status)).map((task) => task.id));
        if (tasks.length === 0 || start + tasks.length >= total) break;
      }
      for (const id of finished) await deps.taskCenter.delete(id);
      return { deleted: finished.length };
    },

    'tasks:preview': async ({ id }) => {
      const client = await deps.backend.client();
      const dataUrl = await smallImageResult(client, await client.getTask(id), PREVIEW_LIMIT);
      return dataUrl ? { dataUrl } : null;
    },

    'tasks:readText': async ({ id }) => {
      const client = await deps.backend.client();
      const text = await smallTextResult(client, await client.getTask(id), TEXT_LIMIT);
      return text === null ? null : { text };
    },

    'tasks:save': async ({ id }) => {
      const client = await deps.backend.client();
      const task = await client.getTask(id);
      if (task.status !== 'completed') {
        throw new ServiceError({
          code: 'not_ready',
          message: task.status === 'failed' ? 'This task failed; it has no result to save.' : 'This task has not finished yet.',
        });
      }
      const tools = await deps.backend.tools().catch(() => []);
      const tool = tools.find((candidate) => candidate.type === task.type);
      const suggestedName = suggestOutputName(task, tool, deps.taskCenter.requestOf(id));
      if (!deps.platform.chooseSavePath) {
        return { kind: 'browser-download', url: `/api/download/${encodeURIComponent(id)}`, fileName: suggestedName };
      }
      const settings = deps.settings.get();
      const extension = path.extname(suggestedName);
      // "Ask where to save" off: straight into the chosen folder, under a name no file there has yet.
      const destination =
        !settings.askWhereToSave && settings.saveFolder
          ? await freeFileName(settings.saveFolder, suggestedName)
          : await deps.platform.chooseSavePath({
              suggestedName,
              defaultDir: settings.saveFolder,
              extensions: extension ? [extension] : [],
            });
      if (destination === null) return { kind: 'cancelled' };
      const file = await client.download(task, destination);
      saved.add(file.path);
      deps.onSaved(id, file.path);
      return { kind: 'saved', path: file.path };
    },
  };
}
