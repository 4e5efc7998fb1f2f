/**
 * The supervisor of the engine's own process (issue #12, Isolation), driving real child processes the way web mode
 * does: a killed engine comes back on its port, on another when that port is taken, and a crash loop ends in
 * `failed` instead of restarting forever.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineStatus } from '../../shared/contract/ipc';
import type { Task } from '../../shared/contract/service';
import { superviseEngine, type EngineChild, type SpawnEngineChild } from '../../main/core/engine-supervisor';
import { engineChildProcess } from '../../main/web/engine-child-process';
import { createTask } from '../helpers/engine';
import { buildPhotoDeck } from '../helpers/photo-deck';
import { waitUntil } from '../helpers/wait-until';

const CRASHING = fileURLToPath(new URL('./fixtures/crashing-engine.ts', import.meta.url));
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'deckhand-supervisor-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The web spawner, remembering each child so a test can kill it. */
function recording(spawn: SpawnEngineChild): { spawn: SpawnEngineChild; children: EngineChild[] } {
  const children: EngineChild[] = [];
  return {
    children,
    spawn: () => {
      const child = spawn();
      children.push(child);
      return child;
    },
  };
}

/** Whether a process (or, for a negative id, any process of that group) runs; a zombie waiting to be reaped does not. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // /proc/<pid>/stat: "pid (comm) state ppid pgrp …"; comm may hold spaces and parentheses, so read after the last ")".
  const fields = (id: number): string[] => {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    } catch {
      return [];
    }
  };
  if (pid > 0) return fields(pid)[0] !== 'Z';
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => fields(Number(name)))
    .some((stat) => stat[2] === String(-pid) && stat[0] !== 'Z');
}

async function health(baseUrl: string): Promise<number> {
  return (await fetch(`${baseUrl}/health`)).status;
}

describe('the engine supervisor', () => {
  it('starts the engine in a child process, restarts it on the same port when it dies, and stops it', async () => {
    const spawner = recording(engineChildProcess());
    const engine = await superviseEngine(spawner.spawn, { dataDir: path.join(dir, 'a'), key: 'k' });
    const statuses: EngineStatus[] = [];
    engine.onStatus((status) => statuses.push(status));
    const first = engine.baseUrl;
    expect(await health(first)).toBe(200);
    spawner.children[0]?.kill();
    await waitUntil(() => statuses.some((status) => status.state === 'running'));
    expect(statuses.map((status) => status.state)).toEqual(['restarting', 'running']);
    expect(engine.baseUrl).toBe(first);
    expect(await health(first)).toBe(200);
    await engine.close();
    expect(engine.status()).toEqual({ state: 'stopped', restarts: 1 });
    await expect(fetch(`${first}/health`)).rejects.toThrow();
  });

  it('moves to another port when its own was taken while it was down', async () => {
    const spawner = recording(engineChildProcess());
    const engine = await superviseEngine(spawner.spawn, { dataDir: path.join(dir, 'b'), key: 'k', restartDelayMs: 300 });
    const first = new URL(engine.baseUrl);
    let squatter: Server | undefined;
    const taken = new Promise<void>((resolve) => {
      engine.onStatus((status) => {
        if (status.state !== 'restarting') return;
        squatter = createServer();
        squatter.listen(Number(first.port), '127.0.0.1', resolve);
      });
    });
    spawner.children[0]?.kill();
    await taken;
    try {
      await waitUntil(() => engine.status().state === 'running' && engine.status().restarts === 1);
      expect(new URL(engine.baseUrl).port).not.toBe(first.port);
      expect(await health(engine.baseUrl)).toBe(200);
    } finally {
      squatter?.close();
      await engine.close();
    }
  });

  it('on stop, the engine ends a running tool with its programs (LibreOffice’s process group) and exits by itself before the supervisor would kill it', async () => {
    const dataDir = path.join(dir, 'd');
    const deck = path.join(dir, 'long.pptx');
    // Long enough to be converting when the stop comes.
    await buildPhotoDeck(deck, { slides: Array.from({ length: 1500 }, () => []) });
    const exits: (number | null)[] = [];
    const kills: number[] = [];
    const web = engineChildProcess();
    const engine = await superviseEngine(
      () => {
        const child = web();
        child.onExit((code) => exits.push(code));
        return { ...child, kill: () => (kills.push(Date.now()), child.kill()) };
      },
      { dataDir, key: 'k' },
    );
    const task = await createTask(engine.baseUrl, 'k', { type: 'convertor.ppt2pdf', files: [{ path: deck }] });
    // The tool writes down each program it starts (process-records.ts): wait until LibreOffice runs.
    const records = path.join(dataDir, 'tasks', task.id, 'processes');
    const recorded = (): string[] => readdirSync(records).filter((name) => name.endsWith('.json'));
    await waitUntil(() => existsSync(records) && recorded().length > 0);
    const programs = recorded().map(
      (file) => JSON.parse(readFileSync(path.join(records, file), 'utf8')) as { pid: number; group: boolean },
    );
    expect(programs.some((program) => program.group)).toBe(true);
    expect(programs.every((program) => alive(program.group ? -program.pid : program.pid))).toBe(true);

    await engine.close();
    // Exit code 0: engine-process.ts stopped the engine and exited; a kill by the supervisor would show as null.
    expect(exits).toEqual([0]);
    expect(kills).toEqual([]);
    // SIGKILL ends them within moments, and orphans are reaped by whoever adopts them: wait for that, no longer. Left
    // alone, LibreOffice would convert for minutes (its own process group: the engine's exit does not end it).
    for (const program of programs) await waitUntil(() => !alive(program.group ? -program.pid : program.pid));
    // The task was not failed by the stop: it is back in the queue and runs again at the next start.
    const stored = JSON.parse(readFileSync(path.join(dataDir, 'tasks', task.id, 'task.json'), 'utf8')) as { task: Task };
    expect(stored.task.status).toBe('pending');
  });

  it('gives up with a message after a crash loop', async () => {
    const engine = await superviseEngine(engineChildProcess(CRASHING), {
      dataDir: path.join(dir, 'c'),
      key: 'k',
      maxCrashes: 2,
      restartDelayMs: 50,
    });
    await waitUntil(() => engine.status().state === 'failed');
    expect(engine.status()).toEqual({
      state: 'failed',
      restarts: 2,
      message: 'The local engine stopped 3 times within 60 s (last exit code 3); restart Deckhand.',
    });
    await engine.close();
  });
});
