/**
 * The IPC contract over a WebSocket (preload/contract/ws-protocol.ts): request frames go through the same
 * IpcRouter the Electron binding uses; router events are pushed to every connected page.
 */
import { WebSocketServer } from 'ws';
import type { RawData, WebSocket } from 'ws';
import type { WsEventFrame, WsResponseFrame } from '../../shared/contract/ws-protocol';
import type { IpcRouter } from '../core/ipc-router';

/** No request of the contract comes near this; a bigger frame closes its socket (1009), nothing else. */
const MAX_FRAME_BYTES = 1024 * 1024;
/** Requests one page may have waiting for an answer; a page that floods the host gets errors, not memory. */
const MAX_PENDING_PER_SOCKET = 64;

function parseFrame(data: RawData): { id: number; channel: unknown; payload: unknown } | { id: number | null; error: string } {
  let frame: unknown;
  try {
    frame = JSON.parse(
      Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]).toString('utf8'),
    );
  } catch {
    return { id: null, error: 'The frame is not JSON.' };
  }
  if (typeof frame !== 'object' || frame === null) return { id: null, error: 'The frame is not an object.' };
  const record = frame as Record<string, unknown>;
  const id = typeof record.id === 'number' && Number.isSafeInteger(record.id) ? record.id : null;
  if (id === null) return { id: null, error: 'The frame has no numeric id.' };
  if (record.kind !== 'request') return { id, error: 'Only request frames are accepted.' };
  return { id, channel: record.channel, payload: record.payload };
}

export class IpcSocketServer {
  readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  private readonly unsubscribe: () => void;

  constructor(private readonly router: IpcRouter) {
    this.unsubscribe = router.onEvent((message) => {
      const frame: WsEventFrame = { kind: 'event', event: message.event, payload: message.payload };
      const data = JSON.stringify(frame);
      for (const client of this.wss.clients) if (client.readyState === client.OPEN) client.send(data);
    });
    this.wss.on('connection', (socket) => this.attach(socket));
  }

  private attach(socket: WebSocket): void {
    // ws reports a malformed or oversized frame as an 'error' on the socket, then closes it; unhandled, that error
    // would end the whole process (host and engine). Only this socket goes.
    socket.on('error', (error) => {
      console.warn(`Closed a page's IPC socket after a bad frame: ${error.message}`);
      socket.terminate();
    });
    let pending = 0;
    socket.on('message', (data, isBinary) => {
      const frame = isBinary ? { id: null, error: 'Frames are JSON text.' } : parseFrame(data);
      if ('error' in frame) {
        if (frame.id === null) {
          socket.close(1003, frame.error);
          return;
        }
        this.reply(socket, {
          kind: 'response',
          id: frame.id,
          result: { ok: false, error: { code: 'invalid_request', message: frame.error } },
        });
        return;
      }
      if (pending >= MAX_PENDING_PER_SOCKET) {
        const message = `More than ${MAX_PENDING_PER_SOCKET} requests are waiting for an answer; wait for some before sending more.`;
        this.reply(socket, { kind: 'response', id: frame.id, result: { ok: false, error: { code: 'rate_limited', message } } });
        return;
      }
      pending += 1;
      void this.router
        .handle(frame.channel, frame.payload)
        .catch((error: unknown) => ({
          ok: false as const,
          error: {
            code: 'internal_error' as const,
            message: `The host could not answer: ${error instanceof Error ? error.message : String(error)}`,
          },
        }))
        .then((result) => {
          pending -= 1;
          this.reply(socket, { kind: 'response', id: frame.id, result });
        });
    });
  }

  private reply(socket: WebSocket, frame: WsResponseFrame): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  }

  close(): Promise<void> {
    this.unsubscribe();
    for (const client of this.wss.clients) client.terminate();
    return new Promise((resolve) => this.wss.close(() => resolve()));
  }
}
