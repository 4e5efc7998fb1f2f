/**
 * `npm run web -- --port N --data DIR`: the whole app in a browser tab, for machines without Electron.
 * Prints one line with the address (and its token, good until the host stops) to open.
 */
import { readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createAppServices } from '../core/app-services';
import { superviseEngine } from '../core/engine-supervisor';
import { plaintextCipher } from '../core/key-store';
import { startWebHost } from './server';
import { engineChildProcess } from './engine-child-process';
import { defaultWebDataDir, isInside } from './web-data-dir';
import { createWebPlatform } from './web-platform';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      data: { type: 'string' },
      renderer: { type: 'string' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0–65535, got ${values.port}`);
  const dataDir = path.resolve(values.data ?? defaultWebDataDir());
  const rendererDir = path.resolve(values.renderer ?? path.join(repoRoot, 'out', 'renderer'));
  const stageDir = path.join(dataDir, 'staging');
  await rm(stageDir, { recursive: true, force: true });
  await mkdir(stageDir, { recursive: true, mode: 0o700 });

  const services = await createAppServices({
    dataDir,
    platform: createWebPlatform(),
    // No OS keychain in web mode: keys.json holds the keys in plain text, readable by this user only (0600).
    cipher: plaintextCipher,
    version: readVersion(),
    fileAccess: (candidate) => isInside(stageDir, candidate),
    handOnDir: stageDir,
    // The engine in a child process, started again if it dies: a crashing tool cannot take the host down.
    startEngine: (engine) => superviseEngine(engineChildProcess(), engine),
  });
  const host = await startWebHost({ services, rendererDir, stageDir, port });
  console.log(`Deckhand web UI: ${host.url}`);
  console.warn(`Note: web mode stores API keys unencrypted (file mode 0600) in ${path.join(dataDir, 'keys.json')}.`);

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void (async () => {
      await host.close();
      await services.close();
      await rm(stageDir, { recursive: true, force: true });
      process.exit(0);
    })();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
