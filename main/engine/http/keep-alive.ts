import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Says `Connection: keep-alive` without Node's `Keep-Alive: timeout=N` hint. With the hint, undici (Node's fetch)
 * keeps an idle socket until one second before the engine drops it, and a client whose event loop stalls for that
 * second writes its next request onto a closed socket (EPIPE). Without it, clients fall back to their own idle
 * timeout (undici 4 s, Node's agent 5 s), far below the engine's (engine-options.ts, 65 s).
 */
export function announceKeepAlive(req: IncomingMessage, res: ServerResponse): void {
  const clientCloses = /(^|,)\s*close\s*(,|$)/i.test(req.headers.connection ?? '');
  if (req.httpVersion === '1.1' && !clientCloses) res.setHeader('connection', 'keep-alive');
}
