import type { IncomingMessage } from 'node:http';

export interface UnreadBodyLimits {
  /** Bytes read and dropped after the answer before the connection is cut. */
  maxBytes: number;
  /** How long the client may stay silent after the answer before the connection is cut. */
  idleMs: number;
}

/**
 * After an answer given before the request body was read in full (a refused upload, a wrong key on a POST): keep
 * reading and dropping the rest of the body, up to a bound, on a connection that stays open. Closing at once would
 * make the client's next write meet a reset, and a client busy writing when the reset comes loses the answer with
 * it: Node's fetch then reports EPIPE or ECONNRESET instead of the 400 and its message. Once the body is in, the
 * connection serves the next request as usual.
 */
export function drainUnreadBody(req: IncomingMessage, limits: UnreadBodyLimits): void {
  if (req.complete || req.destroyed) return;
  const socket = req.socket;
  let dropped = 0;
  const cut = (): void => {
    clearTimeout(idle);
    socket.destroy();
  };
  const idle = setTimeout(cut, limits.idleMs);
  idle.unref();
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limits.maxBytes) cut();
    else idle.refresh();
  });
  req.once('end', () => clearTimeout(idle));
  socket.once('close', () => clearTimeout(idle));
  req.resume();
}
