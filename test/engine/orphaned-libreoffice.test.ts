/**
 * LibreOffice must not outlive an engine crash (issue #12, item 4): a `kill -9` of the engine ends its soffice at once
 * (the group's reaper, lib/process/group-reaper.ts); and where the reaper died too, the orphan is ended before the
 * next engine on the same data folder listens, then the task re-run from a clean work folder to a complete PDF.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../shared/contract/service';
import { createTask, waitForTask } from '../helpers/engine';
import { spawnEngine, type EngineProcess } from '../helpers/engine-process';
import { buildPhotoDeck } from '../helpers/photo-deck';
import { waitUntil } from '../helpers/wait-until';

const SLIDES = 800;
const key = 'orphans';
let dir: string;
let deck: string;
const engines: EngineProcess[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-orphans-'));
  deck = join(dir, 'long.pptx');
  // Long enough that soffice is still converting when the engine is killed, which happens as soon as its reaper shows
  // (800 empty slides: ~6 s of converting on the project's machine; 2,500 cost the re-run half a minute of CPU).
  await buildPhotoDeck(deck, { slides: Array.from({ length: SLIDES }, () => []) });
});
afterEach(async () => {
  for (const engine of engines.splice(0)) {
    if (engine.child.exitCode === null && engine.child.signalCode === null) engine.child.kill('SIGKILL');
    await engine.exited;
  }
  await rm(join(dir, 'data'), { recursive: true, force: true });
});

/** Live (not zombie) processes of a process group, from /proc. */
function groupMembers(pgid: number): number[] {
  const members: number[] = [];
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] !== 'Z' && Number(fields[2]) === pgid) members.push(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return members;
}

/** The reapers watching a process group (their command line ends with its id). */
function reapersOf(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((name) => {
      const args = (() => {
        try {
          return readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').filter(Boolean);
        } catch {
          return [];
        }
      })();
      return args[0] === '/bin/sh' && args[2]?.includes('kill -KILL') === true && args[3] === String(pgid);
    })
    .map(Number);
}

async function runningConversion(engine: EngineProcess, dataDir: string): Promise<{ task: Task; pgid: number }> {
  const task: Task = await createTask(engine.baseUrl, key, { type: 'convertor.ppt2pdf', files: [{ path: deck }] });
  const records = join(dataDir, 'tasks', task.id, 'processes');
  const recorded = (): string[] => (existsSync(records) ? readdirSync(records).filter((name) => name.endsWith('.json')) : []);
  // A record appears whole (written aside, then renamed) but can be removed between listing and reading it.
  const pidOf = (): number | null => {
    const record = recorded()[0];
    try {
      return record ? (JSON.parse(readFileSync(join(records, record), 'utf8')) as { pid: number }).pid : null;
    } catch {
      return null;
    }
  };
  await waitUntil(() => pidOf() !== null);
  return { task, pgid: pidOf()! };
}

async function startEngine(dataDir: string): Promise<EngineProcess> {
  const engine = await spawnEngine(['--port', '0', '--data', dataDir, '--key', key], { testTools: false });
  engines.push(engine);
  return engine;
}

describe.skipIf(process.platform !== 'linux')('LibreOffice after an engine crash', () => {
  it('ends the orphaned soffice at the next start and re-runs the task from a clean work folder', async () => {
    const dataDir = join(dir, 'data');
    const first = await startEngine(dataDir);
    const { task, pgid } = await runningConversion(first, dataDir);

    // A crash that takes the engine and the reaper that would end soffice with it (lib/process/group-reaper.ts): the
    // OOM killer, or a kill -9 of everything but LibreOffice.
    // The reaper is started with soffice; its command line shows once it has exec'd the shell.
    await waitUntil(() => reapersOf(pgid).length > 0);
    for (const reaper of reapersOf(pgid)) process.kill(reaper, 'SIGKILL');
    first.child.kill('SIGKILL');
    await first.exited;
    // The bug's condition: soffice kept running without its engine.
    expect(groupMembers(pgid).length).toBeGreaterThan(0);

    const second = await startEngine(dataDir);
    // Ended during start-up, before the engine listened: no orphan writes into the folder the re-run gets.
    expect(groupMembers(pgid)).toEqual([]);
    const done = await waitForTask(second.baseUrl, key, task.id);
    expect(done.status, JSON.stringify(done.error)).toBe('completed');
    expect(done.result?.pages).toBe(SLIDES);
    await expect.poll(() => readdirSync(join(dataDir, 'tasks', task.id)).sort()).toEqual(['output', 'task.json']);
  });

  it('ends soffice as soon as a kill -9 ends the engine, before anything starts again', async () => {
    const dataDir = join(dir, 'data');
    const engine = await startEngine(dataDir);
    const { pgid } = await runningConversion(engine, dataDir);
    await waitUntil(() => reapersOf(pgid).length > 0);
    engine.child.kill('SIGKILL');
    await engine.exited;
    // A bound for a group being ended, not a speed target.
    await expect.poll(() => groupMembers(pgid), { timeout: 60_000 }).toEqual([]);
  });
});
