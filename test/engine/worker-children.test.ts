/**
 * Tool workers leave no child processes behind (issue #19, item 7: after about 50 tasks the engine had 29 defunct
 * esbuild processes). The engine runs from source as `npm run engine` does, with tsx's cache off so every worker
 * starts its own esbuild service; tasks that complete, fail, are cancelled, use Chromium and hit the page deadline
 * all pass through; then, once the kept workers retired (worker-pool.ts; a short idle time here), the engine's children
 * are counted, zombies included. A worker that reported its job runs the next one with its modules loaded.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTask, waitForTask } from '../helpers/engine';
import { spawnEngine, type EngineProcess } from '../helpers/engine-process';

const key = 'worker-children';
let dataDir: string;
let engine: EngineProcess;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'deckhand-worker-children-'));
  engine = await spawnEngine(['--port', '0', '--data', dataDir, '--key', key], {
    env: { TSX_DISABLE_CACHE: '1', DECKHAND_PAGE_DEADLINE_MS: '3000', DECKHAND_WORKER_IDLE_MS: '10000' },
  });
});
afterAll(async () => {
  if (engine) {
    engine.child.kill('SIGTERM');
    await engine.exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

interface Child {
  pid: string;
  state: string;
  command: string;
}

/** The engine process's children, as ps lists them (`Z` = a zombie nobody reaped). */
function children(): Child[] {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=,stat=,comm=', '--ppid', String(engine.child.pid)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when there are none
  }
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 3)
    .map(([pid = '', state = '', command = '']) => ({ pid, state, command }));
}

async function run(type: string, files: Array<{ name: string; content: string }>, params: unknown = {}): Promise<string> {
  const task = await createTask(engine.baseUrl, key, { type, files, params });
  const done = await waitForTask(engine.baseUrl, key, task.id);
  return done.status === 'failed' ? `failed: ${JSON.stringify(done.error)}` : done.status;
}

describe('tool workers', { timeout: 600_000 }, () => {
  it('leave no child process, running or defunct, after tasks of every outcome', async () => {
    const before = children();
    expect(before.filter((child) => child.state.startsWith('Z'))).toEqual([]);

    // A worker really starts an esbuild service of its own: seen while a task runs, then the task is cancelled.
    const sleeping = await createTask(engine.baseUrl, key, {
      type: 'test.sleep',
      files: [{ name: 'a.txt', content: 'x' }],
      params: { ms: 120_000 },
    });
    await expect
      .poll(() => children().filter((child) => child.command === 'esbuild').length)
      .toBeGreaterThan(before.filter((child) => child.command === 'esbuild').length);
    const cancelled = await fetch(`${engine.baseUrl}/tools/tasks/${sleeping.id}/cancel`, { method: 'POST', headers: authHeaders(key) });
    expect(cancelled.status).toBe(200);

    for (let i = 0; i < 4; i++) expect(await run('test.echo', [{ name: `n${i}.txt`, content: 'hello' }])).toBe('completed');
    expect(await run('test.fail', [{ name: 'f.txt', content: 'x' }], { mode: 'tool' })).toMatch(/^failed/);
    // Chromium in a worker; on a busy machine the short page deadline may stop even this page, which is fine here.
    expect(await run('convertor.html2png', [{ name: 'page.html', content: '<body>hi</body>' }], { width: 64, height: 64 })).toMatch(
      /^(completed|failed: \{"code":"timeout")/,
    );
    expect(
      await run('convertor.html2png', [{ name: 'spin.html', content: '<body><script>onload = () => { for (;;) {} };</script></body>' }], {
        allowScripts: true,
      }),
    ).toMatch(/^failed: \{"code":"timeout"/);

    // The kept workers retire once idle, ending their loaders' services; what stays is the engine's own (tsx in its
    // main thread), as before the tasks.
    const esbuilds = (list: Child[]): number => list.filter((child) => child.command === 'esbuild').length;
    await expect.poll(() => esbuilds(children()), { timeout: 120_000 }).toBeLessThanOrEqual(esbuilds(before));
    const after = children();
    expect(after.filter((child) => child.state.startsWith('Z'))).toEqual([]);
    expect(after.filter((child) => child.command !== 'esbuild')).toEqual([]);
  });

  it('run one job after another in a kept thread, its modules loaded; a thread that ended with its job is not reused', async () => {
    const ran = async (): Promise<{ thread: number; runs: number }> => {
      const task = await createTask(engine.baseUrl, key, { type: 'test.thread', files: [{ name: 'a.txt', content: 'x' }] });
      const done = await waitForTask(engine.baseUrl, key, task.id);
      expect(done.status).toBe('completed');
      return done.result as unknown as { thread: number; runs: number };
    };
    const first = await ran();
    const second = await ran();
    expect(second.thread).toBe(first.thread);
    expect(second.runs).toBe(first.runs + 1);
    // A tool that ends its thread: the next job gets a new one, with the module loaded afresh.
    expect(await run('test.fail', [{ name: 'a.txt', content: 'x' }], { mode: 'exit' })).toMatch(/^failed: /);
    const third = await ran();
    expect(third.thread).not.toBe(first.thread);
    expect(third.runs).toBe(1);
  });
});
