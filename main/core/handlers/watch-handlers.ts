import type { IpcHandlers } from '../ipc-router';
import { ServiceError } from '../service-client/service-error';
import type { HandlerDeps } from './handler-deps';

type WatchHandlers = Pick<IpcHandlers, 'watch:list' | 'watch:add' | 'watch:remove' | 'watch:pause' | 'watch:resume'>;

export function createWatchHandlers(deps: HandlerDeps): WatchHandlers {
  return {
    'watch:list': () => Promise.resolve(deps.watchFolders.list()),
    'watch:add': async ({ recipe }) => {
      const { platform } = deps;
      if (!platform.chooseFolder) {
        throw new ServiceError({
          code: 'unsupported',
          message: 'Watch folders need the desktop app (or `deckhand watch` on the command line): a browser cannot watch a folder.',
        });
      }
      const dir = await platform.chooseFolder({ title: deps.t('dialog.chooseWatchFolder'), defaultDir: null });
      if (dir === null) return null;
      const outputDir = await platform.chooseFolder({
        title: deps.t('dialog.chooseWatchOutput'),
        defaultDir: deps.settings.get().saveFolder,
      });
      if (outputDir === null) return null;
      return deps.watchFolders.add({ dir, outputDir, recipe });
    },
    'watch:remove': ({ id }) => deps.watchFolders.remove(id),
    'watch:pause': ({ id }) => deps.watchFolders.pause(id),
    'watch:resume': ({ id }) => deps.watchFolders.resume(id),
  };
}
