import path from 'node:path';
import type { IpcHandlers } from '../ipc-router';
import { suggestOutputName } from '../output-name';
import { ServiceError } from '../service-client/service-error';
import type { HandlerDeps, SavedPaths } from './handler-deps';

type TaskHandlers = Pick<IpcHandlers, 'tasks:submit' | 'tasks:get' | 'tasks:list' | 'tasks:delete' | 'tasks:save'>;

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
      const suggestedName = suggestOutputName(task, tool, deps.taskCenter.inputsOf(id));
      if (!deps.platform.chooseSavePath) {
        return { kind: 'browser-download', url: `/api/download/${encodeURIComponent(id)}`, fileName: suggestedName };
      }
      const extension = path.extname(suggestedName);
      const destination = await deps.platform.chooseSavePath({
        suggestedName,
        defaultDir: deps.settings.get().saveFolder,
        extensions: extension ? [extension] : [],
      });
      if (destination === null) return { kind: 'cancelled' };
      const file = await client.download(task, destination);
      saved.add(file.path);
      return { kind: 'saved', path: file.path };
    },
  };
}
