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
  | 'keys:setServerKey'
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
        server: backend.kind === 'server' ? backend : await deps.backend.info('server'),
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
        title: deps.t('dialog.chooseSaveFolder'),
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

    'keys:setServerKey': async ({ key, serverBaseUrl }) => {
      const address = serverBaseUrl ?? deps.settings.get().backend.serverBaseUrl;
      if (!address) throw new Error('Give the Deckhand server’s address before its key: the key is only ever sent there.');
      await deps.serverKey.set(key, address);
      if (deps.settings.get().backend.kind === 'server') deps.onBackendChanged();
      return deps.backend.info('server');
    },

    'backend:test': async ({ kind, cloudBaseUrl, serverBaseUrl }) => {
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
      const server = kind === 'server';
      const baseUrl = server
        ? (serverBaseUrl ?? deps.settings.get().backend.serverBaseUrl)
        : (cloudBaseUrl ?? deps.settings.get().backend.cloudBaseUrl);
      if (!baseUrl) return { outcome: 'error', message: 'Enter the Deckhand server’s address first.' };
      const entry = await (server ? deps.serverKey : deps.cloudKey).entry();
      const label = new URL(baseUrl).host;
      // A key saved for another address is never sent here: the test then only says whether this address answers.
      if (entry && entry.baseUrl !== serviceAddress(baseUrl)) return checkWithoutKey({ baseUrl, label, keyAddress: entry.baseUrl });
      return checkConnection({ baseUrl, key: entry?.key ?? null, label });
    },
  };
}
