import type { DeckhandApi } from '../../../shared/contract/bridge';
import { channelCalls } from '../../../shared/contract/bridge-calls';
import type { IpcChannel, IpcEventName, IpcEvents, IpcRequest, IpcResponse, SaveOutcome, StagedFile } from '../../../shared/contract/ipc';
import { previewPath } from '../../../shared/contract/preview';
import { deckhandError } from './deckhand-error';
import { uploadForStaging } from './stage-upload';
import { WsConnection } from './ws-connection';

/** Adds the page's token to a same-origin host URL that lacks it (downloads need it like every other route). */
export function withToken(url: string, token: string, base: string): string {
  const resolved = new URL(url, base);
  if (token && resolved.origin === new URL(base).origin && !resolved.searchParams.has('token')) resolved.searchParams.set('token', token);
  return resolved.origin === new URL(base).origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : resolved.href;
}

function startBrowserDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * DeckhandApi for a browser tab served by `npm run web`: the IPC contract over the host's WebSocket, files staged by
 * upload, results saved as browser downloads. The access token comes from the page address (`?token=`); after the
 * first visit the host also keeps it in an HttpOnly cookie, so a token-less address may still work.
 */
export function createWebBridge(location: Pick<Location, 'href' | 'host' | 'protocol' | 'search'>): DeckhandApi {
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const connection = new WsConnection(`${scheme}://${location.host}/ipc${query}`);

  const call = async <C extends IpcChannel>(channel: C, payload: IpcRequest<C>): Promise<IpcResponse<C>> =>
    (await connection.request(channel, payload)) as IpcResponse<C>;

  const calls = channelCalls(call);
  return {
    ...calls,
    files: {
      ...calls.files,
      async stage(files, onProgress) {
        const staged: StagedFile[] = [];
        for (const [index, file] of files.entries()) {
          staged.push(
            await uploadForStaging(file, {
              token,
              onProgress: (sentBytes, totalBytes) => onProgress?.({ index, name: file.name, sentBytes, totalBytes }),
            }),
          );
        }
        return staged;
      },
      // A browser has no native dialog main could open; the page uses its own file input.
      pick: () => Promise.resolve([]),
      showInFolder: () => Promise.reject(deckhandError('unsupported', 'A browser cannot open folders on this computer.')),
      canShowInFolder: false,
    },
    tasks: {
      ...calls.tasks,
      async save(id): Promise<SaveOutcome> {
        const outcome = await call('tasks:save', { id });
        if (outcome.kind !== 'browser-download') return outcome;
        const url = withToken(outcome.url, token, location.href);
        startBrowserDownload(url, outcome.fileName);
        return { ...outcome, url };
      },
      async saveAll(ids) {
        const outcome = await call('tasks:saveAll', { ids });
        if (outcome.kind !== 'browser-downloads') return outcome;
        const files = outcome.files.map((file) => ({ ...file, url: withToken(file.url, token, location.href) }));
        for (const file of files) startBrowserDownload(file.url, file.fileName);
        return { ...outcome, files };
      },
    },
    // Same origin: the host's cookie (set from the page's token) goes with every picture and video request.
    previewUrl: (taskId, part) => `/api/preview/${previewPath(taskId, part)}`,
    recipes: {
      ...calls.recipes,
      async saveAll(runId) {
        const outcome = await call('recipes:saveAll', { runId });
        if (outcome.kind !== 'browser-downloads') return outcome;
        const files = outcome.files.map((file) => ({ ...file, url: withToken(file.url, token, location.href) }));
        for (const file of files) startBrowserDownload(file.url, file.fileName);
        return { ...outcome, files };
      },
      pickFolder: () =>
        Promise.reject(deckhandError('unsupported', 'A browser cannot open a folder on this computer: drop its files instead.')),
    },
    on<E extends IpcEventName>(event: E, listener: (payload: IpcEvents[E]) => void): () => void {
      return connection.on(event, (payload) => listener(payload as IpcEvents[E]));
    },
  };
}
