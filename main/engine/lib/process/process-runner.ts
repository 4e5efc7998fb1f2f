/**
 * Runs an external program (ffmpeg, ffprobe, soffice, pdfinfo) for a tool: no shell, bounded stderr capture,
 * a timeout, and the task's AbortSignal. On abort or timeout the child is killed — with its whole process tree
 * when `killTree` is set, because `soffice` is a launcher that leaves `soffice.bin` running when only it is killed.
 */
import { reapWithThisProcess } from './group-reaper';
import { spawn } from 'node:child_process';
import { markedEnvironment, recordChildProcess } from './process-records';

export interface RunOptions {
  signal?: AbortSignal;
  /** Kill the program and reject with ProcessTimeoutError after this long. */
  timeoutMs?: number;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Called for each complete stdout line; stdout is then not collected. */
  onStdoutLine?: (line: string) => void;
  /** Kill the program's descendants too (POSIX process group, Windows `taskkill /T`). */
  killTree?: boolean;
  /** Bytes of stdout kept when collecting it (default 8 MiB). */
  maxStdoutBytes?: number;
  /** Bytes of stderr kept, the last ones (default 64 KiB): ffmpeg's last lines say what went wrong. */
  maxStderrBytes?: number;
}

export interface RunResult {
  exitCode: number | null;
  /** Set when the program died from a signal it did not get from us. */
  exitSignal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  durationMs: number;
}

export class ProcessTimeoutError extends Error {
  constructor(
    readonly command: string,
    readonly timeoutMs: number,
  ) {
    super(`${command} did not finish within ${Math.round(timeoutMs / 1000)} s`);
    this.name = 'ProcessTimeoutError';
  }
}

/** The program could not be started at all (missing, not executable). */
export class ProcessStartError extends Error {
  constructor(
    readonly command: string,
    cause: Error,
  ) {
    super(`could not start ${command}: ${cause.message}`, { cause });
    this.name = 'ProcessStartError';
  }
}

/** Process groups still running, killed if this process (or worker) exits first. */
const liveTrees = new Set<number>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const pid of liveTrees) killProcessTree(pid);
  });
}

/**
 * A detached program that outlives the call that started it (office-standby.ts) ends with this process all the same:
 * its group is killed at exit unless the returned function says it is gone.
 */
export function killTreeAtExit(pid: number): () => void {
  installExitHook();
  liveTrees.add(pid);
  // The exit hook does not run when a signal ends this process: the reaper covers that.
  const stopReaper = reapWithThisProcess(pid);
  return () => {
    liveTrees.delete(pid);
    stopReaper();
  };
}

export function killProcessTree(pid: number): void {
  try {
    if (process.platform === 'win32') {
      spawn('taskkill', ['/pid', String(pid), '/T', '/F'], { stdio: 'ignore', windowsHide: true }).on('error', () => {});
    } else {
      process.kill(-pid, 'SIGKILL');
    }
  } catch {
    // Already gone.
  }
}

class TailBuffer {
  private chunks: Buffer[] = [];
  private size = 0;
  constructor(private readonly limit: number) {}
  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.size > this.limit && this.chunks.length > 1) {
      this.size -= this.chunks.shift()!.length;
    }
  }
  toString(): string {
    const all = Buffer.concat(this.chunks);
    return all.subarray(Math.max(0, all.length - this.limit)).toString('utf8');
  }
}

export function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error) return reason;
  return new DOMException(typeof reason === 'string' ? reason : 'The operation was aborted', 'AbortError');
}

export function runProcess(command: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  const { signal, timeoutMs, onStdoutLine, killTree = false } = options;
  if (signal?.aborted) return Promise.reject(abortError(signal));
  const started = Date.now();
  const treeKill = killTree && process.platform !== 'win32';

  return new Promise<RunResult>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      // The marker lets the next engine start find this program (and its children) should this engine crash.
      env: markedEnvironment(options.env ?? process.env),
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
      detached: treeKill,
    });
    const unrecord = child.pid === undefined ? () => undefined : recordChildProcess(child.pid, treeKill);
    const stderr = new TailBuffer(options.maxStderrBytes ?? 64 * 1024);
    const stdoutChunks: Buffer[] = [];
    const maxStdout = options.maxStdoutBytes ?? 8 * 1024 * 1024;
    let stdoutSize = 0;
    let pendingLine = '';
    let settled = false;
    let failure: Error | null = null;
    let timer: NodeJS.Timeout | undefined;

    const kill = (): void => {
      if (child.pid === undefined) return;
      if (killTree) killProcessTree(child.pid);
      else child.kill('SIGKILL');
    };
    const onAbort = (): void => {
      failure ??= abortError(signal!);
      kill();
    };
    const cleanup = (): void => {
      if (timer) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      forgetTree();
      unrecord();
    };

    const forgetTree = treeKill && child.pid !== undefined ? killTreeAtExit(child.pid) : () => undefined;
    signal?.addEventListener('abort', onAbort, { once: true });
    if (timeoutMs !== undefined) {
      timer = setTimeout(() => {
        failure ??= new ProcessTimeoutError(command, timeoutMs);
        kill();
      }, timeoutMs);
    }

    child.stdout.on('data', (chunk: Buffer) => {
      if (onStdoutLine) {
        const lines = (pendingLine + chunk.toString('utf8')).split(/\r?\n/);
        pendingLine = lines.pop() ?? '';
        for (const line of lines) onStdoutLine(line);
      } else if (stdoutSize < maxStdout) {
        stdoutChunks.push(chunk);
        stdoutSize += chunk.length;
      }
    });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));

    child.on('error', (error) => {
      if (settled) return;
      settled = true;
      cleanup();
      reject(new ProcessStartError(command, error));
    });
    child.on('close', (exitCode, exitSignal) => {
      if (settled) return;
      settled = true;
      cleanup();
      // The launcher may exit while its children hold the pipes or linger: nothing of the tree outlives the run.
      if (treeKill && child.pid !== undefined) killProcessTree(child.pid);
      if (onStdoutLine && pendingLine) onStdoutLine(pendingLine);
      if (failure) {
        reject(failure);
        return;
      }
      resolve({
        exitCode,
        exitSignal,
        stdout: Buffer.concat(stdoutChunks).subarray(0, maxStdout).toString('utf8'),
        stderr: stderr.toString(),
        durationMs: Date.now() - started,
      });
    });
  });
}

/** The last non-empty lines of a program's stderr, for an error message a person can read. */
export function lastLines(text: string, count = 3): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .slice(-count)
    .join(' / ');
}
