/**
 * The client's connections, chosen so that a request is never written onto a socket the server already closed.
 * Idle keep-alive sockets are dropped after 4 s: far below the local engine's 65 s (engine-options.ts) and the usual
 * server values (nginx 75 s, cloud load balancers 60 s), so the race at the server's timeout never comes up even
 * when this process's event loop stalls for seconds (a busy Electron main process).
 * Task creations do not reuse sockets at all (FRESH_CONNECTION): a create may only be retried when not one byte
 * of it reached the server, and on a new connection that is exactly "the connection was never established".
 */
import http from 'node:http';
import https from 'node:https';

const IDLE_SOCKET_MS = 4_000;

const keepAlive = {
  'http:': new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
  'https:': new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
};

export const FRESH_CONNECTION = false;

export function keepAliveAgent(url: URL): http.Agent {
  return url.protocol === 'https:' ? keepAlive['https:'] : keepAlive['http:'];
}
