import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { URL } from 'node:url';
import type { IpcHandlers } from '../ipc-router';
import { serviceAddress } from '../../../shared/contract/http-url';
import { checkConnection, checkWithoutKey } from '../connection-check';
import { directoryBytes } from '../directory-usage';
import type { HandlerDeps } from './handler-deps';

type AppHandlers = Pick<
  IpcHandlers,
  | 'app:info'
  | 'engine:usage'
  | 'tools:list'
  | 'settings:get'
  | 'settings:update'
  | 'settings:chooseSaveFolder'
  | 'keys:setCloudKey'
  | 'backend:test'
>;

export function createAppHandlers(deps: HandlerDeps): AppHandlers {
  return {
    'app:info': async () => {
      const backend = await deps.backend.info();
      const engine = deps.engineState();
      const status = backend.kind === 'local' ? deps.engineStatus?.() : undefined;
      return {
        version: deps.version,
        transport: deps.platform.transport,
        platform: process.platform,
        backend,
        cloud: backend.kind === 'cloud' ? backend : await deps.backend.info('cloud'),
        keyStorage: deps.keys.encrypted ? 'encrypted' : 'plaintext',
        engine:
          backend.kind === 'local' && engine.status === 'running'
            ? { running: (status?.state ?? 'running') === 'running', dataDir: engine.dataDir }
            : null,
        ...(status ? { engineStatus: status } : {}),
      };
    },

    'engine:usage': async () => {
      const engine = deps.engineState();
      if (engine.status !== 'running') return null;
      const tasks = await readdir(path.join(engine.dataDir, 'tasks')).catch(() => []);
      return { dataDir: engine.dataDir, bytes: await directoryBytes(engine.dataDir), tasks: tasks.length };
    },

    'tools:list': () => deps.backend.tools(),

    'settings:get': () => Promise.resolve(deps.settings.get()),

    'settings:update': (patch) => deps.settings.update(patch),

    'settings:chooseSaveFolder': async () => {
      if (!deps.platform.chooseFolder) return null;
      const folder = await deps.platform.chooseFolder({
        title: 'Choose where Deckhand saves results',
        defaultDir: deps.settings.get().saveFolder,
      });
      if (folder !== null) await deps.settings.update({ saveFolder: folder });
      return folder;
    },

    'keys:setCloudKey': async ({ key, cloudBaseUrl }) => {
      await deps.cloudKey.set(key, cloudBaseUrl ?? deps.settings.get().backend.cloudBaseUrl);
      if (deps.settings.get().backend.kind === 'cloud') deps.onBackendChanged();
      return deps.backend.info('cloud');
    },

    'backend:test': async ({ kind, cloudBaseUrl }) => {
      if (kind === 'local') {
        const engine = deps.engineState();
        if (engine.status !== 'running') {
          return {
            outcome: 'unreachable',
            message:
              engine.status === 'failed'
                ? `The local engine could not start: ${engine.error.message}`
                : 'The local engine is still starting.',
          };
        }
        return checkConnection({ baseUrl: engine.handle.baseUrl, key: engine.handle.key, label: 'the local engine' });
      }
      const baseUrl = cloudBaseUrl ?? deps.settings.get().backend.cloudBaseUrl;
      const entry = await deps.cloudKey.entry();
      const label = new URL(baseUrl).host;
      // A key saved for another address is never sent here: the test then only says whether this address answers.
      if (entry && entry.baseUrl !== serviceAddress(baseUrl)) return checkWithoutKey({ baseUrl, label, keyAddress: entry.baseUrl });
      return checkConnection({ baseUrl, key: entry?.key ?? null, label });
    },
  };
}
