import type { IpcChannel, IpcEventName, IpcRequest, IpcResult } from '../../../shared/contract/ipc';
import type { WsRequestFrame, WsServerFrame } from '../../../shared/contract/ws-protocol';
import { deckhandError } from './deckhand-error';

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 5000, 10_000] as const;

/**
 * The IPC contract over the web host's loopback WebSocket (preload/contract/ws-protocol.ts). Requests wait for the
 * socket while it opens; a dropped socket fails its open requests and reconnects with backoff.
 */
export class WsConnection {
  private socket: WebSocket | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly queued: WsRequestFrame[] = [];
  private readonly listeners = new Map<string, Set<(payload: unknown) => void>>();
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private everOpened = false;

  constructor(private readonly url: string) {}

  request<C extends IpcChannel>(channel: C, payload: IpcRequest<C>): Promise<unknown> {
    const frame: WsRequestFrame<C> = { kind: 'request', id: this.nextId++, channel, payload };
    return new Promise((resolve, reject) => {
      this.pending.set(frame.id, { resolve, reject });
      const socket = this.connect();
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
      else this.queued.push(frame);
    });
  }

  on(event: IpcEventName, listener: (payload: unknown) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    this.connect();
    return () => {
      set.delete(listener);
    };
  }

  private connect(): WebSocket {
    if (this.socket && this.socket.readyState <= WebSocket.OPEN) return this.socket;
    if (this.reconnectTimer !== null) {
      clearTimeout(this.reconnectTimer);
      this.reconnectTimer = null;
    }
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.attempt = 0;
      this.everOpened = true;
      for (const frame of this.queued.splice(0)) socket.send(JSON.stringify(frame));
    });
    socket.addEventListener('message', (message) => this.receive(message.data));
    socket.addEventListener('close', () => this.closed(socket));
    return socket;
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let frame: WsServerFrame;
    try {
      frame = JSON.parse(data) as WsServerFrame;
    } catch {
      console.warn('Ignored a malformed frame from the Deckhand host');
      return;
    }
    if (frame.kind === 'response') {
      const pending = this.pending.get(frame.id);
      if (!pending) return;
      this.pending.delete(frame.id);
      const result: IpcResult<unknown> = frame.result;
      if (result.ok) pending.resolve(result.value);
      else pending.reject(deckhandError(result.error.code, result.error.message, result.error));
    } else if (frame.kind === 'event') {
      for (const listener of this.listeners.get(frame.event) ?? []) {
        try {
          listener(frame.payload);
        } catch (error) {
          console.error(`A listener for ${frame.event} failed`, error);
        }
      }
    }
  }

  private closed(socket: WebSocket): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.queued.length = 0;
    const error = this.everOpened
      ? deckhandError('disconnected', 'The connection to Deckhand was lost. Check that npm run web is still running.')
      : deckhandError(
          'disconnected',
          'Could not connect to Deckhand. Open the exact address npm run web printed (it carries the access token), and check that it is still running.',
        );
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
    // Keep listening for events while anyone subscribes; requests reconnect on their own.
    if (this.listeners.size > 0) {
      const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
      this.attempt += 1;
      this.reconnectTimer = setTimeout(() => {
        this.reconnectTimer = null;
        this.connect();
      }, delay);
    }
  }
}
