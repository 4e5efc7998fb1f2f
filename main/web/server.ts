/**
 * The `npm run web` host: the built renderer, the IPC contract over a loopback WebSocket at /ipc, and the
 * side routes of ws-protocol.ts (/api/stage, /api/download/<id>, /api/preview/<id>/<part>). Binds 127.0.0.1 only; every route needs
 * the token (made at start, good until the host stops) (query or cookie), a loopback Host header and, when sent, this origin.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { CATALOG } from '../../shared/tools/catalog';
import type { AppServices } from '../core/app-services';
import { handleDownload } from './download-route';
import { handlePreview } from './preview-route';
import { sendError, setSecurityHeaders } from './http-replies';
import { IpcSocketServer } from './ipc-socket';
import { handleStage } from './stage-route';
import { deleteStagedInputsWhenDone } from './staged-uploads';
import { serveStatic } from './static-files';
import { sendTokenRequired, wantsHtml } from './token-page';
import { WebAuth, createToken } from './web-auth';

export interface WebHostOptions {
  services: Pick<AppServices, 'router' | 'backend' | 'taskCenter' | 'previews'>;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** Where PUT /api/stage writes; AppServices' fileAccess should allow exactly this dir. */
  stageDir: string;
  port?: number;
  token?: string;
  /** Default: the largest per-file limit in the tool catalog. */
  maxStageBytes?: number;
  /** A staged upload that sends nothing for this long is dropped (default 60 s). */
  stageIdleTimeoutMs?: number;
}

export interface WebHost {
  /** What to open: http://127.0.0.1:PORT/?token=TOKEN */
  url: string;
  origin: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

export const HOST = '127.0.0.1';

export function largestToolLimit(): number {
  return Math.max(...CATALOG.map((entry) => entry.maxFileBytes ?? 0));
}

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const token = options.token ?? createToken();
  const maxStageBytes = options.maxStageBytes ?? largestToolLimit();
  const sockets = new IpcSocketServer(options.services.router);
  const stopDeletingStaged = deleteStagedInputsWhenDone(options.services, options.stageDir);
  // The port is known only after listen; requests cannot arrive before then.
  let auth = new WebAuth(token, 0);
  let origin = `http://${HOST}`;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    setSecurityHeaders(res);
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    if (!auth.hostAllowed(req)) return sendError(res, 421, 'forbidden', 'Wrong Host header.');
    if (!auth.originAllowed(req)) return sendError(res, 403, 'forbidden', 'Requests from other origins are refused.');
    const verdict = auth.check(req, url);
    if (!verdict.ok) {
      // A person at the address bar gets a page saying what to do; scripts and tools keep the JSON error.
      if (wantsHtml(req, url.pathname)) return sendTokenRequired(req, res, { origin, staleToken: url.searchParams.has('token') });
      return sendError(res, 401, 'unauthorized', 'Open Deckhand with the address `npm run web` printed: it carries the access token.');
    }
    if (verdict.setCookie) res.setHeader('set-cookie', auth.cookieHeader());

    if (url.pathname === '/api/stage') {
      if (req.method !== 'PUT') return sendError(res, 405, 'invalid_request', 'Use PUT.');
      return handleStage(req, res, url, options.stageDir, maxStageBytes, options.stageIdleTimeoutMs ?? 60_000);
    }
    const download = /^\/api\/download\/([^/]+)$/.exec(url.pathname);
    if (download?.[1]) {
      if (req.method !== 'GET') return sendError(res, 405, 'invalid_request', 'Use GET.');
      return handleDownload(res, decodeURIComponent(download[1]), options.services, url.searchParams.get('name'));
    }
    if (url.pathname.startsWith('/api/preview/')) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(res, 405, 'invalid_request', 'Use GET.');
      // The raw path: a `%2F` or `..` in it must not turn into another part of the address.
      const raw = (req.url ?? '').split('?')[0] ?? '';
      return handlePreview(req, res, raw.slice('/api/preview/'.length), options.services);
    }
    if (url.pathname.startsWith('/api/')) return sendError(res, 404, 'not_found', 'No such route.');
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(res, 405, 'invalid_request', 'Use GET.');
    return serveStatic(options.rendererDir, req, res, url.pathname);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('Web host request failed', error);
      sendError(res, 500, 'internal_error', 'The web host had an internal error.');
    });
  });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    if (url.pathname !== '/ipc') return refuseUpgrade(socket, 404, 'Not Found');
    if (!auth.hostAllowed(req) || !auth.originAllowed(req)) return refuseUpgrade(socket, 403, 'Forbidden');
    if (!auth.check(req, url).ok) return refuseUpgrade(socket, 401, 'Unauthorized');
    sockets.wss.handleUpgrade(req, socket, head, (ws) => sockets.wss.emit('connection', ws, req));
  });

  const address = await new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, HOST, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
  auth = new WebAuth(token, address.port);
  origin = `http://${HOST}:${address.port}`;

  let closing: Promise<void> | null = null;
  return {
    url: `${origin}/?token=${token}`,
    origin,
    port: address.port,
    token,
    close: () => {
      closing ??= (async () => {
        stopDeletingStaged();
        await sockets.close();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await closed;
      })();
      return closing;
    },
  };
}
