import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ENGINE_DRAIN_GRACE_MS } from '../../shared/contract/engine-stop';
import { createEngineApp } from './app';
import { loadOrCreateKey } from './engine-key';
import { DEFAULT_KEEP_ALIVE_TIMEOUT_MS, type EngineOptions } from './engine-options';
import { createEngineServices } from './engine-services';
import { isLoopbackBind } from './http/host-guard';

export type { EngineOptions } from './engine-options';

export interface RunningEngine {
  baseUrl: string;
  key: string;
  dataDir: string;
  /** Where the key is stored, when it came from the data dir rather than the caller. */
  keyFile: string | null;
  /** Resolves once every webhook notification so far was delivered or given up on (after its last retry). */
  webhooksSettled(): Promise<void>;
  /** Stops accepting, ends event streams, lets in-flight responses finish, stops tools (timed by shared/contract/engine-stop.ts). */
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

function formatOrigin(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Starts the local engine in this process (the desktop app does this; so do tests). */
export async function startEngine(options: EngineOptions): Promise<RunningEngine> {
  const host = options.host ?? '127.0.0.1';
  await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  const stored = options.key ? null : await loadOrCreateKey(options.dataDir);
  const key = options.key ?? stored?.key ?? '';

  const services = createEngineServices(options, options.backends);
  await services.start();
  const app = createEngineApp(services, { key, loopbackOnly: isLoopbackBind(host) });
  const server = createServer(
    { noDelay: true, requestTimeout: 60 * 60_000, keepAliveTimeout: options.keepAliveTimeoutMs ?? DEFAULT_KEEP_ALIVE_TIMEOUT_MS },
    (req, res) => app.handle(req, res),
  );

  let address: AddressInfo;
  try {
    address = await listen(server, options.port ?? 0, host);
  } catch (err) {
    await services.stop();
    throw err;
  }
  const baseUrl = formatOrigin(address);
  services.baseUrl = baseUrl;

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      app.closeStreams();
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), ENGINE_DRAIN_GRACE_MS);
      await closed;
      clearTimeout(timer);
      await services.stop();
    })();
    return closing;
  };

  return {
    baseUrl,
    key,
    dataDir: options.dataDir,
    keyFile: stored?.path ?? null,
    webhooksSettled: () => services.webhooksSettled(),
    close,
  };
}
