/**
 * The supervisor of the engine's own process (issue #12, Isolation), driving real child processes the way web mode
 * does: a killed engine comes back on its port, on another when that port is taken, and a crash loop ends in
 * `failed` instead of restarting forever.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineStatus } from '../../shared/contract/ipc';
import { superviseEngine, type EngineChild, type SpawnEngineChild } from '../../main/core/engine-supervisor';
import { engineChildProcess } from '../../main/web/engine-child-process';
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
