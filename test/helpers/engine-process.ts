/**
 * Runs the engine CLI as a child process (for restart, signal and CLI tests). `node --import tsx` keeps it a
 * single process, so a signal sent to `child.pid` reaches the engine itself (the `tsx` binary and `npm run`
 * would put wrapper processes in between).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { recordCost } from '../support/test-costs';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const TEST_TOOLS_MODULE = fileURLToPath(new URL('./engine-test-tools.ts', import.meta.url));

export interface EngineProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything printed so far. */
  stdout(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const LISTENING = /Deckhand engine listening on (http:\/\/\S+)/;

/**
 * Starts a child and resolves once it printed its base URL; rejects if it exits or stays silent first. The silence
 * bound is for an engine that hangs, not a speed target: with two suites and LibreOffice running, loading the engine
 * through tsx alone has taken over 30 s. It stays under the hooks' 300 s so the hung child is killed and its output
 * shown.
 */
export function waitForListening(child: ChildProcess, timeoutMs = 240_000): Promise<EngineProcess> {
  let out = '';
  let err = '';
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => (out += chunk));
  child.stderr?.on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`engine did not print its URL within ${timeoutMs} ms\nstdout: ${out}\nstderr: ${err}`));
    }, timeoutMs);
    const onData = (): void => {
      const match = LISTENING.exec(out);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve({ child, baseUrl: match[1], stdout: () => out, stderr: () => err, exited });
    };
    child.stdout?.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`engine exited (${code ?? signal}) before listening\nstdout: ${out}\nstderr: ${err}`));
    });
  });
}

/**
 * `node --import tsx main/engine/cli.ts ...args`, with the test tools registered unless `testTools: false`.
 * `wrapper` runs the engine through another program (e.g. `unshare … sh -c '…; exec "$@"'`), which must exec it.
 */
export function spawnEngine(
  args: string[],
  options: { testTools?: boolean; env?: NodeJS.ProcessEnv; wrapper?: string[]; detached?: boolean } = {},
): Promise<EngineProcess> {
  const command = [process.execPath, '--import', 'tsx', 'main/engine/cli.ts', ...args];
  const [program = process.execPath, ...programArgs] = [...(options.wrapper ?? []), ...command];
  const child = spawn(program, programArgs, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      // Tests end these engines with SIGKILL, which a LibreOffice started in advance would outlive; it is tested on
      // its own (test/core/first-slide-ahead.test.ts).
      DECKHAND_WARM_OFFICE: '0',
      ...options.env,
      ...(options.testTools === false ? {} : { DECKHAND_ENGINE_TEST_TOOLS: TEST_TOOLS_MODULE }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached === true,
  });
  return recordCost('engine-process', () => waitForListening(child));
}
