/**
 * However the engine stops, no LibreOffice of it is left running (issue #33): `npm run web` stopped by SIGTERM or
 * SIGINT to its whole process group (a terminal, a service manager, a test harness), or killed outright with SIGKILL
 * (its engine process with it), and `npm run engine` stopped by SIGTERM to its group. Each starts with the LibreOffice
 * the engine keeps started in advance, in a group of its own; afterwards nothing naming its data folder runs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, type ExpectStatic } from 'vitest';
import { standbyPipePath } from '../../main/engine/lib/office/office-standby';
import { spawnEngine } from '../helpers/engine-process';
import { startWebApp } from '../helpers/web-app';

/** LibreOffice processes whose command line names `dataDir` (their profile is under it). */
function libreOfficeOf(dataDir: string): string[] {
  return execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(dataDir) && /soffice|oosplash/.test(line));
}

/** Whether a standby under `root` can take conversions: its LibreOffice is up, not only starting (its pipe exists). */
function standbyReady(root: string): boolean {
  const names = existsSync(root) ? readdirSync(root) : [];
  return names.some((name) => name !== 'template' && existsSync(standbyPipePath(join(root, name)) ?? ''));
}

/** Waits for the standby to be up, signals the whole group, waits for the leader to go; then none may be left. */
async function stopAndCount(
  expect: ExpectStatic,
  pid: number,
  dataDir: string,
  signal: NodeJS.Signals,
  exited: Promise<unknown>,
  standbyRoot: string,
): Promise<void> {
  await expect.poll(() => standbyReady(standbyRoot), { timeout: 120_000 }).toBe(true);
  expect(libreOfficeOf(dataDir).length).toBeGreaterThan(0);
  process.kill(-pid, signal);
  await exited;
  // A bound for processes that are being ended, not a speed target: what is still there after it was left behind.
  await expect.poll(() => libreOfficeOf(dataDir), { timeout: 60_000 }).toEqual([]);
}

const WARM = { DECKHAND_WARM_OFFICE: '1' };

describe.concurrent('no LibreOffice outlives the engine', () => {
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGKILL'] as const) {
    it(`npm run web, its process group sent ${signal}`, async ({ expect }) => {
      const dataDir = await mkdtemp(join(tmpdir(), `deckhand-leftovers-${signal}-`));
      try {
        const app = await startWebApp({ dataDir, detached: true, env: WARM });
        const exited = new Promise((resolve) => app.child.once('exit', resolve));
        await stopAndCount(expect, app.child.pid ?? 0, dataDir, signal, exited, join(dataDir, 'engine', 'office-standby'));
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  }

  it('npm run engine, its process group sent SIGTERM', async ({ expect }) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'deckhand-leftovers-engine-'));
    try {
      const engine = await spawnEngine(['--port', '0', '--data', dataDir], { detached: true, env: WARM });
      await stopAndCount(expect, engine.child.pid ?? 0, dataDir, 'SIGTERM', engine.exited, join(dataDir, 'office-standby'));
      expect((await engine.exited).code).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
