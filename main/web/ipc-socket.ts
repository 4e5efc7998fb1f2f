/**
 * The IPC contract over a WebSocket (preload/contract/ws-protocol.ts): request frames go through the same
 * IpcRouter the Electron binding uses; router events are pushed to every connected page.
 */
import { WebSocketServer } from 'ws';
import type { RawData, WebSocket } from 'ws';
import type { WsEventFrame, WsResponseFrame } from '../../shared/contract/ws-protocol';
import type { IpcRouter } from '../core/ipc-router';

const MAX_FRAME_BYTES = 1024 * 1024;

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
    socket.on('message', (data) => {
      const frame = parseFrame(data);
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
      void this.router
        .handle(frame.channel, frame.payload)
        .then((result) => this.reply(socket, { kind: 'response', id: frame.id, result }));
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
