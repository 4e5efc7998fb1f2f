/**
 * Child processes of a tool run, written down on disk so that they can be ended even when the engine cannot do it
 * itself: a `kill -9` or a crash of the engine leaves `soffice` (its own process group, see process-runner.ts) running
 * with no timeout, writing into a work folder the next run wants to clear. The next start, and every re-run, reads
 * these records and ends what is left.
 *
 * Each run gets a marker that every program it starts carries in its environment (and passes on to its own
 * children), so on Linux the leftovers are found by that marker in /proc: a recycled process id can never point the
 * engine at somebody else's program. Elsewhere the recorded process group is ended when the machine has not been
 * restarted since (process ids start over at boot).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, readdir, rm } from 'node:fs/promises';
import { uptime } from 'node:os';
import path from 'node:path';

export const RUN_MARKER_ENV = 'DECKHAND_TOOL_RUN';

interface ProcessRecord {
  pid: number;
  /** The process leads its own group (started detached): the whole group goes. */
  group: boolean;
  marker: string;
  /** When the machine booted (ms since epoch, ±1 s): records from before a restart name nothing of ours. */
  bootTime: number;
}

let current: { dir: string; marker: string } | null = null;

function bootTime(): number {
  return Date.now() - uptime() * 1000;
}

/** Called once per tool run by the worker: where to record, and the marker for this run's programs. */
export function recordChildProcessesIn(dir: string | null): void {
  current = dir ? { dir, marker: randomUUID() } : null;
}

/** The environment a child should get: the given one plus this run's marker (unchanged when nothing records). */
export function markedEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return current ? { ...env, [RUN_MARKER_ENV]: current.marker } : env;
}

/** Writes the record synchronously (the engine may die right after the spawn); returns its remover. */
export function recordChildProcess(pid: number, group: boolean): () => void {
  if (!current) return () => undefined;
  const file = path.join(current.dir, `${pid}.json`);
  const record: ProcessRecord = { pid, group, marker: current.marker, bootTime: bootTime() };
  try {
    mkdirSync(current.dir, { recursive: true });
    // Written aside and renamed: a reader (the reaper after a crash, a test) never sees a record half written.
    writeFileSync(`${file}.part`, JSON.stringify(record));
    renameSync(`${file}.part`, file);
  } catch {
    return () => undefined;
  }
  return () => rmSync(file, { force: true });
}

async function readRecords(dir: string): Promise<ProcessRecord[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const records: ProcessRecord[] = [];
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    try {
      const record = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as ProcessRecord;
      if (Number.isSafeInteger(record.pid) && record.pid > 1 && typeof record.marker === 'string') records.push(record);
    } catch {
      // A record cut short by a crash names nothing reliable.
    }
  }
  return records;
}

/** Live (not zombie) processes whose environment carries one of `markers`. */
async function markedProcesses(markers: ReadonlySet<string>): Promise<number[]> {
  const found: number[] = [];
  for (const name of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = await readFile(`/proc/${name}/stat`, 'latin1');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue;
      const environ = await readFile(`/proc/${name}/environ`, 'latin1');
      for (const entry of environ.split('\0')) {
        if (entry.startsWith(`${RUN_MARKER_ENV}=`) && markers.has(entry.slice(RUN_MARKER_ENV.length + 1))) {
          found.push(Number(name));
          break;
        }
      }
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

function kill(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** Linux: end every process carrying a recorded marker, and wait until none is left. */
async function endMarkedProcesses(markers: ReadonlySet<string>): Promise<number> {
  let ended = 0;
  // Bounded, so a process the kernel cannot end (stuck in uninterruptible I/O) cannot hold up the engine forever.
  for (let round = 0; round < 200; round++) {
    const alive = await markedProcesses(markers);
    if (alive.length === 0) break;
    if (round === 0) ended = alive.length;
    for (const pid of alive) kill(pid);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return ended;
}

/** Other systems: the recorded process (group) when the machine has not restarted since the record was written. */
function endRecordedProcess(record: ProcessRecord): number {
  if (Math.abs(record.bootTime - bootTime()) > 10_000) return 0;
  if (process.platform === 'win32') {
    spawn('taskkill', ['/pid', String(record.pid), '/T', '/F'], { stdio: 'ignore', windowsHide: true }).on('error', () => undefined);
    return 1;
  }
  try {
    process.kill(record.group ? -record.pid : record.pid, 'SIGKILL');
    return 1;
  } catch {
    return 0;
  }
}

/**
 * Ends every process recorded in `dir` that still runs, then removes the records. Resolves with how many were
 * ended; on Linux only once they are gone, so their folders can be cleared.
 */
export async function endRecordedProcesses(dir: string): Promise<number> {
  const records = await readRecords(dir);
  if (records.length === 0) return 0;
  let ended: number;
  if (process.platform === 'linux') {
    ended = await endMarkedProcesses(new Set(records.map((record) => record.marker)));
  } else {
    ended = records.reduce((sum, record) => sum + endRecordedProcess(record), 0);
  }
  await rm(dir, { recursive: true, force: true });
  return ended;
}
