import { ipcMain } from 'electron';
import type { BrowserWindow, IpcMainInvokeEvent } from 'electron';
import type { IpcEventName, IpcEvents, IpcResult } from '../../shared/contract/ipc';
import type { IpcRouter } from '../core/ipc-router';

/** What the binding needs from core's router: its channels, the untrusted-input entry point and pushed events. */
export type IpcRouterPort = Pick<IpcRouter, 'channels' | 'handle' | 'onEvent'>;

export interface IpcBinding {
  /** Pushes an event to the window (the only way main talks to the renderer unasked). */
  emit: <E extends IpcEventName>(event: E, payload: IpcEvents[E]) => void;
  dispose: () => void;
}

type SenderEvent = Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>;

/**
 * The one choke point for IPC senders: the call must come from our window's top frame while it shows our
 * renderer. Anything else (another webContents, a sub-frame, a frame that left the app) is refused.
 */
export function isTrustedSender(event: SenderEvent, window: BrowserWindow | null, isRendererUrl: (url: string) => boolean): boolean {
  if (!window || window.isDestroyed()) return false;
  if (event.sender.id !== window.webContents.id) return false;
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null) return false;
  return isRendererUrl(frame.url);
}

const FORBIDDEN: IpcResult<never> = {
  ok: false,
  error: { code: 'forbidden', message: 'This request did not come from the Deckhand window.' },
};

const UNEXPECTED: IpcResult<never> = {
  ok: false,
  error: { code: 'internal_error', message: 'Deckhand hit an unexpected error. Try again; if it keeps happening, restart the app.' },
};

export function bindIpc(options: {
  router: IpcRouterPort;
  getWindow: () => BrowserWindow | null;
  isRendererUrl: (url: string) => boolean;
}): IpcBinding {
  const { router, getWindow, isRendererUrl } = options;

  for (const channel of router.channels) {
    ipcMain.handle(channel, async (event, payload: unknown): Promise<IpcResult<unknown>> => {
      if (!isTrustedSender(event, getWindow(), isRendererUrl)) {
        console.warn(`Refused IPC ${channel} from an untrusted sender (${event.senderFrame?.url ?? 'no frame'})`);
        return FORBIDDEN;
      }
      try {
        return await router.handle(channel, payload);
      } catch (error) {
        // The router answers with envelopes itself; reaching here is a bug, so keep the detail in the log only.
        console.error(`IPC ${channel} failed`, error);
        return UNEXPECTED;
      }
    });
  }

  const emit = <E extends IpcEventName>(event: E, payload: IpcEvents[E]): void => {
    const window = getWindow();
    if (window && !window.isDestroyed()) window.webContents.send(event, payload);
  };
  const unsubscribe = router.onEvent((message) => emit(message.event, message.payload));

  return {
    emit,
    dispose() {
      unsubscribe();
      for (const channel of router.channels) ipcMain.removeHandler(channel);
    },
  };
}
