import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, homedir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultDataDir } from '../../main/engine/data-dir';
import { startEngine } from '../../main/engine/server';
import type { Task } from '../../shared/contract/service';
import { authHeaders, createTask, getTask, readTaskEvents } from '../helpers/engine';
import { ENGINE_TEST_TOOLS } from '../helpers/engine-test-tools';
import { REPO_ROOT, spawnEngine, waitForListening, type EngineProcess } from '../helpers/engine-process';

let dataDir: string;
const children: EngineProcess[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'deckhand-cli-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.child.exitCode === null && child.child.signalCode === null) child.child.kill('SIGKILL');
    await child.exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

async function spawnTracked(args: string[], testTools = true): Promise<EngineProcess> {
  const engine = await spawnEngine(args, { testTools });
  children.push(engine);
  return engine;
}

async function refusesConnections(baseUrl: string): Promise<boolean> {
  try {
    await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2000) });
    return false;
  } catch {
    return true;
  }
}

/** Resolves once no process of the group is left (the data folder is then no longer written to). */
async function groupGone(groupId: number): Promise<void> {
  for (;;) {
    try {
      process.kill(-groupId, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('engine CLI', () => {
  it('prints exactly one line with its base URL, creates an owner-only key once and reuses it', async () => {
    const first = await spawnTracked(['--port', '0', '--data', dataDir], false);
    expect(first.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const keyFile = join(dataDir, 'engine-key');
    const key = readFileSync(keyFile, 'utf8').trim();
    expect(key.length).toBeGreaterThanOrEqual(40);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const lines = first.stdout().split('\n');
    expect(lines.filter((line) => line.includes('http://'))).toEqual([`Deckhand engine listening on ${first.baseUrl}`]);
    expect(first.stdout()).toContain(`stored in ${keyFile}`);
    expect(first.stdout()).not.toContain(key);

    expect((await fetch(`${first.baseUrl}/tools/types`, { headers: authHeaders(key) })).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(await refusesConnections(first.baseUrl)).toBe(true);

    const second = await spawnTracked(['--port', '0', '--data', dataDir], false);
    expect(readFileSync(keyFile, 'utf8').trim()).toBe(key);
    expect((await fetch(`${second.baseUrl}/tools/types`, { headers: authHeaders(key) })).status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  });

  it('uses --key as given and stores no key file', async () => {
    const engine = await spawnTracked(['--port', '0', '--data', dataDir, '--key', 'Bearer given-key'], false);
    expect(existsSync(join(dataDir, 'engine-key'))).toBe(false);
    expect((await fetch(`${engine.baseUrl}/tools/types`, { headers: authHeaders('given-key') })).status).toBe(200);
    expect((await fetch(`${engine.baseUrl}/tools/types`, { headers: authHeaders('other') })).status).toBe(401);
  });

  it('listens on the address given with --host and prints it in its base URL', async () => {
    const engine = await spawnTracked(['--port', '0', '--host', '127.0.0.2', '--data', dataDir, '--key', 'host-key'], false);
    expect(engine.baseUrl).toMatch(/^http:\/\/127\.0\.0\.2:\d+$/);
    expect(engine.stdout()).toContain(`Deckhand engine listening on ${engine.baseUrl}`);
    expect((await fetch(`${engine.baseUrl}/tools/types`, { headers: authHeaders('host-key') })).status).toBe(200);
  });

  it('on SIGTERM closes event streams, stops the running tool and exits 0; the task runs again next start', async () => {
    const engine = await spawnTracked(['--port', '0', '--data', dataDir, '--key', 'term']);
    const task = await createTask(engine.baseUrl, 'term', {
      type: 'test.sleep',
      files: [{ name: 'a.txt', content: 'a' }],
      params: { ms: 60_000, steps: 1 },
    });
    const stream = readTaskEvents(engine.baseUrl, 'term', task.id, { timeoutMs: 20_000 });
    const deadline = Date.now() + 20_000;
    while ((await getTask(engine.baseUrl, 'term', task.id)).status !== 'running' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const stopAt = Date.now();
    engine.child.kill('SIGTERM');
    const capture = await stream;
    expect(capture.closedByServer).toBe(true);
    expect(await engine.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - stopAt).toBeLessThan(10_000);
    // Back in the queue, not failed: it runs again at the next start.
    const stored = JSON.parse(readFileSync(join(dataDir, 'tasks', task.id, 'task.json'), 'utf8')) as { task: Task };
    expect(stored.task.status).toBe('pending');
  });

  it('rejects bad arguments with a usage message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'main/engine/cli.ts', '--port', 'abc', '--data', dataDir], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toMatch(/--port must be a whole number from 0 to 65535/);
    expect(stderr).toMatch(/Usage: npm run engine --/);
  });

  it('starts with `npm run engine` and stops when its process group gets SIGTERM', async () => {
    const child = spawn('npm', ['run', '--silent', 'engine', '--', '--port', '0', '--data', dataDir], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const engine = await waitForListening(child);
    children.push(engine);
    const key = readFileSync(join(dataDir, 'engine-key'), 'utf8').trim();
    expect((await fetch(`${engine.baseUrl}/tools/types`, { headers: authHeaders(key) })).status).toBe(200);
    // A terminal's Ctrl-C or a service manager signals the whole group; npm itself does not forward signals.
    process.kill(-(child.pid ?? 0), 'SIGTERM');
    await engine.exited;
    // npm exits at the signal; the engine in its group is still closing (and ends its LibreOffice) for a while.
    await groupGone(child.pid ?? 0);
    const deadline = Date.now() + 10_000;
    while (!(await refusesConnections(engine.baseUrl)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await refusesConnections(engine.baseUrl)).toBe(true);
  });
});

describe('startEngine (in-process)', () => {
  it('generates and stores a key when none is given, and close() releases the port', async () => {
    const engine = await startEngine({ dataDir, port: 0 });
    expect(engine.keyFile).toBe(join(dataDir, 'engine-key'));
    expect(engine.key).toBe(readFileSync(join(dataDir, 'engine-key'), 'utf8').trim());
    expect((await fetch(`${engine.baseUrl}/tools/types`, { headers: authHeaders(engine.key) })).status).toBe(200);
    await engine.close();
    expect(await refusesConnections(engine.baseUrl)).toBe(true);
  });
});

describe('graceful close (in-process)', () => {
  it('refuses new connections but lets an in-flight upload finish and answer', async () => {
    const engine = await startEngine({ dataDir, port: 0, key: 'k', extraTools: ENGINE_TEST_TOOLS, abortGraceMs: 300 });
    let closing: Promise<void> | undefined;
    let newConnectionRefused = false;
    const boundary = 'close-test-boundary';
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="a.txt"\r\ncontent-type: text/plain\r\n\r\n`;
    const tail = `\r\n--${boundary}\r\ncontent-disposition: form-data; name="type"\r\n\r\ntest.echo\r\n--${boundary}--\r\n`;
    const content = 'x'.repeat(1000);
    const url = new URL(engine.baseUrl);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: '/tools/tasks',
          method: 'POST',
          headers: {
            authorization: 'k',
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': Buffer.byteLength(head + content + tail),
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write(head + content.slice(0, 500));
      const tasksDir = join(dataDir, 'tasks');
      const waitForUpload = (): void => {
        if (readdirSync(tasksDir).length > 0) {
          closing = engine.close();
          setTimeout(() => {
            void refusesConnections(engine.baseUrl).then((refused) => {
              newConnectionRefused = refused;
              req.end(content.slice(500) + tail);
            });
          }, 100);
        } else {
          setTimeout(waitForUpload, 20);
        }
      };
      waitForUpload();
    });
    const { status, body } = await answer;
    expect(status).toBe(200);
    expect(newConnectionRefused).toBe(true);
    const task = JSON.parse(body) as Task;
    expect(task.status).toBe('pending');
    await closing;
    const stored = JSON.parse(readFileSync(join(dataDir, 'tasks', task.id, 'task.json'), 'utf8')) as { task: Task };
    expect(['pending', 'running', 'completed']).toContain(stored.task.status);
  });
});

describe('default data dir', () => {
  it('follows each platform’s per-user convention', () => {
    expect(defaultDataDir({ XDG_DATA_HOME: '/x/data' }, 'linux')).toBe('/x/data/deckhand/engine');
    expect(defaultDataDir({}, 'linux')).toBe(join(homedir(), '.local/share/deckhand/engine'));
    expect(defaultDataDir({}, 'darwin')).toBe(join(homedir(), 'Library/Application Support/Deckhand/engine'));
    expect(defaultDataDir({ LOCALAPPDATA: 'C:\\Users\\a\\AppData\\Local' }, 'win32')).toBe(
      join('C:\\Users\\a\\AppData\\Local', 'Deckhand', 'engine'),
    );
  });
});
