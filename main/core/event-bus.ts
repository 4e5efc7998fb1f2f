import type { IpcEventName, IpcEvents } from '../../shared/contract/ipc';

/** One pushed event as transports carry it: a discriminated union over IpcEvents. */
export type IpcEventMessage = { [E in IpcEventName]: { event: E; payload: IpcEvents[E] } }[IpcEventName];

export type IpcEventListener = (message: IpcEventMessage) => void;

/** Typed fan-out of IpcEvents to the transports (Electron webContents, WebSocket clients, tests). */
export class EventBus {
  private readonly listeners = new Set<IpcEventListener>();

  on(listener: IpcEventListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit<E extends IpcEventName>(event: E, payload: IpcEvents[E]): void {
    const message = { event, payload } as IpcEventMessage;
    for (const listener of [...this.listeners]) {
      try {
        listener(message);
      } catch (error) {
        console.error('IPC event listener failed', error);
      }
    }
  }
}
