import type { IpcHandlers } from '../ipc-router';
import type { HandlerDeps } from './handler-deps';

type AppHandlers = Pick<IpcHandlers, 'app:info' | 'tools:list' | 'settings:get' | 'settings:update' | 'keys:setCloudKey'>;

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
        keyStorage: deps.keys.encrypted ? 'encrypted' : 'plaintext',
        engine:
          backend.kind === 'local' && engine.status === 'running'
            ? { running: (status?.state ?? 'running') === 'running', dataDir: engine.dataDir }
            : null,
        ...(status ? { engineStatus: status } : {}),
      };
    },

    'tools:list': () => deps.backend.tools(),

    'settings:get': () => Promise.resolve(deps.settings.get()),

    'settings:update': (patch) => deps.settings.update(patch),

    'keys:setCloudKey': async ({ key }) => {
      const trimmed = key.trim();
      await deps.keys.set('cloud', trimmed === '' ? null : trimmed);
      if (deps.settings.get().backend.kind === 'cloud') deps.onBackendChanged();
      return deps.backend.info('cloud');
    },
  };
}
