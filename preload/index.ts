/**
 * The Electron preload: exposes `window.deckhand` (DeckhandApi) over IPC. Runs sandboxed, so it is bundled to
 * one CommonJS file and may only use the sandbox's electron modules (contextBridge, ipcRenderer, webUtils).
 */
import { contextBridge, ipcRenderer, webUtils } from 'electron';
import type { DeckhandApi } from '../shared/contract/bridge';
import { channelCalls } from '../shared/contract/bridge-calls';
import type { IpcChannel, IpcEventName, IpcEvents, IpcRequest, IpcResponse, IpcResult } from '../shared/contract/ipc';
import { PREVIEW_SCHEME, previewPath } from '../shared/contract/preview';
import type { TaskError } from '../shared/contract/service';

const EVENT_NAMES: Record<IpcEventName, true> = {
  'submission:progress': true,
  'files:thumbnail': true,
  'submission:created': true,
  'submission:failed': true,
  'task:update': true,
  'task:removed': true,
  'ui:focusTask': true,
  'ui:openFiles': true,
  'backend:changed': true,
  'tasks:resync': true,
  'engine:status': true,
  'recipe:update': true,
  'recipe:removed': true,
  'recipe:task': true,
  'watch:update': true,
  'watch:removed': true,
};

/**
 * What a failed call rejects with. contextBridge rebuilds thrown Errors from their message alone and drops every
 * other property (electron/electron#25596), which would lose `code`; a plain object crosses intact. The
 * renderer turns it back into an Error (renderer/src/shared/bridge-error.ts).
 */
export interface BridgeFailure extends TaskError {
  name: 'DeckhandError';
}

function failure(error: TaskError): BridgeFailure {
  return { ...error, name: 'DeckhandError' };
}

export async function invoke<C extends IpcChannel>(channel: C, request: IpcRequest<C>): Promise<IpcResponse<C>> {
  const result = (await ipcRenderer.invoke(channel, request)) as IpcResult<IpcResponse<C>>;
  if (result.ok) return result.value;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- see BridgeFailure: an Error would lose its code
  throw failure(result.error);
}

const calls = channelCalls(invoke);

export const api: DeckhandApi = {
  ...calls,
  files: {
    ...calls.files,
    async stage(files) {
      const paths = files.map((file) => webUtils.getPathForFile(file));
      if (paths.some((path) => path === '')) {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- see BridgeFailure
        throw failure({ code: 'invalid_parameter', message: 'Only files from your disk can be added.' });
      }
      return invoke('files:describe', { paths });
    },
    pick: (toolType) => invoke('files:pick', { toolType }),
    showInFolder: (path) => invoke('files:showInFolder', { path }),
    canShowInFolder: true,
  },
  previewUrl: (taskId, part) => `${PREVIEW_SCHEME}://task/${previewPath(taskId, part)}`,
  on<E extends IpcEventName>(event: E, listener: (payload: IpcEvents[E]) => void): () => void {
    if (!Object.hasOwn(EVENT_NAMES, event)) throw new Error(`Unknown event: ${String(event)}`);
    const forward = (_event: Electron.IpcRendererEvent, payload: IpcEvents[E]): void => listener(payload);
    ipcRenderer.on(event, forward);
    return () => {
      ipcRenderer.removeListener(event, forward);
    };
  },
};

contextBridge.exposeInMainWorld('deckhand', api);
