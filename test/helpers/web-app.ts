/**
 * Runs `npm run web` for full-stack tests: the web host CLI (main/web/cli.ts) as a child process on a temp data
 * dir, serving the built renderer in out/renderer and running the real local engine in-process.
 * `node --import tsx` keeps it one process (npx and the tsx binary would put wrappers in between), so SIGTERM
 * reaches the CLI's own shutdown (stop the host, the engine, remove staging) directly.
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordCost } from '../support/test-costs';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const RENDERER_DIR = join(REPO_ROOT, 'out', 'renderer');

const PRINTED_URL = /Deckhand web UI: (http:\/\/127\.0\.0\.1:(\d+)\/\?token=([A-Za-z0-9_-]+))/;

export interface WebApp {
  /** The printed address, token included: what a person opens. */
  url: string;
  origin: string;
  token: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the CLI printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM and wait for a clean exit (SIGKILL after a grace period); resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** A bare `vitest run` after renderer edits would test an older UI: say so rather than rebuild behind the caller's back. */
function warnIfStale(builtAt: number): void {
  const sources = join(REPO_ROOT, 'renderer');
  const newer = readdirSync(sources, { recursive: true, encoding: 'utf8' }).find((file) => statSync(join(sources, file)).mtimeMs > builtAt);
  if (newer)
    console.warn(`out/renderer is older than renderer/${newer}; run \`npx electron-vite build\` (npm test does) to test the current UI.`);
}

/** `npm test` builds first; a bare `vitest run` of this file builds the renderer once if it is missing. */
export function ensureRendererBuilt(): void {
  const index = join(RENDERER_DIR, 'index.html');
  if (existsSync(index)) {
    warnIfStale(statSync(index).mtimeMs);
    return;
  }
  execFileSync('npx', ['electron-vite', 'build'], { cwd: REPO_ROOT, stdio: 'inherit', timeout: 300_000 });
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) throw new Error('electron-vite build made no out/renderer/index.html');
}

export interface WebAppOptions {
  dataDir?: string;
  timeoutMs?: number;
  /** Its own process group (signals to the group reach the host and its engine, as from a terminal). */
  detached?: boolean;
  env?: NodeJS.ProcessEnv;
}

/**
 * Starts the web host on an OS-picked port. With `dataDir` given the caller owns that dir (to restart on the same
 * data); otherwise a temp dir is made and removed by stop().
 */
async function runWebApp(options: WebAppOptions = {}): Promise<WebApp> {
  ensureRendererBuilt();
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'deckhand-web-e2e-')));
  const env = { ...process.env };
  // The local engine, whatever the developer's shell says about the cloud.
  delete env.DECKFLOW_API_BASE;
  delete env.DECKFLOW_API_KEY;
  const child = spawn(process.execPath, ['--import', 'tsx', 'main/web/cli.ts', '--port', '0', '--data', dataDir], {
    cwd: REPO_ROOT,
    env: { ...env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached === true,
  });
  let printed = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => (printed += chunk));
  child.stderr.on('data', (chunk: string) => (printed += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const cleanup = async () => {
    if (ownDir) await rm(dataDir, { recursive: true, force: true });
  };

  const stop = async (): Promise<number | null> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const grace = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(grace);
      await cleanup();
      return code;
    }
    await cleanup();
    return child.exitCode;
  };

  const timeoutMs = options.timeoutMs ?? 60_000;
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`the web host printed no address within ${timeoutMs} ms:\n${printed}`));
    }, timeoutMs);
    const onData = () => {
      const found = PRINTED_URL.exec(printed);
      if (!found) return;
      finish();
      resolve(found);
    };
    const onExit = (code: number | null) => {
      finish();
      reject(new Error(`the web host exited (${code}) before printing its address:\n${printed}`));
    };
    const finish = () => {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });

  const [, url = '', port = '', token = ''] = match;
  return { url, origin: `http://127.0.0.1:${port}`, token, dataDir, child, output: () => printed, stop };
}

export function startWebApp(options: WebAppOptions = {}): Promise<WebApp> {
  return recordCost('web-host', () => runWebApp(options));
}
