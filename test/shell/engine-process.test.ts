/**
 * The desktop app's engine in a process of its own (issue #12, Isolation), with `electron` faked and its
 * utilityProcess standing in as a real child process: killing that process leaves the app up, the page hears
 * "restarting" then "running", and the task that was running when it died runs again to completion.
 */
import { fake } from './electron-mock';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppInfo, EngineStatus } from '../../shared/contract/ipc';
import type { Task } from '../../shared/contract/service';
import { startDesktopApp } from '../../main/shell/desktop-app';
import type { DesktopApp } from '../../main/shell/desktop-app';
import { FakeBrowserWindow, FakeUtilityProcess, resetInstances } from './electron-fake';
import { buildPhotoDeck } from '../helpers/photo-deck';
import { waitUntil } from '../helpers/wait-until';

let dataDir: string;
let desktop: DesktopApp;
let window: FakeBrowserWindow;

function call<T>(
  channel: string,
  payload?: unknown,
): Promise<{ ok: true; value: T } | { ok: false; error: { code: string; message: string } }> {
  const handler = fake.ipcMain.handlers.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  return handler({ sender: window.webContents, senderFrame: window.webContents.mainFrame }, payload) as Promise<
    { ok: true; value: T } | { ok: false; error: { code: string; message: string } }
  >;
}

function sent<T>(channel: string): T[] {
  return window.webContents.sent.filter((entry) => entry.channel === channel).map((entry) => entry.payload as T);
}

beforeAll(async () => {
  resetInstances();
  fake.ipcMain.handlers.clear();
  dataDir = await mkdtemp(join(tmpdir(), 'deckhand-shell-engine-'));
  fake.app.getPath.mockImplementation((name: string) => (name === 'userData' ? dataDir : join(dataDir, name)));
  desktop = await startDesktopApp();
  const [created] = FakeBrowserWindow.instances;
  if (!created) throw new Error('no window');
  window = created;
  window.webContents.emit('did-finish-load');
});

afterAll(async () => {
  await desktop?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the engine in a utility process', () => {
  it('runs the engine in a utility process started from the bundled entry', async () => {
    await waitUntil(async () => {
      const info = await call<AppInfo>('app:info');
      return info.ok && info.value.engineStatus?.state === 'running';
    });
    expect(FakeUtilityProcess.instances).toHaveLength(1);
    expect(FakeUtilityProcess.instances[0]?.modulePath).toMatch(/engine-process\.js$/);
    expect(FakeUtilityProcess.instances[0]?.options).toMatchObject({ serviceName: 'Deckhand engine' });
    expect(FakeUtilityProcess.instances[0]?.pid).not.toBe(process.pid);
  });

  it('starts the engine again after its process is killed, and the running task runs again to completion', async () => {
    // Long enough to be running when the engine's process is killed.
    const input = join(dataDir, 'long.pptx');
    await buildPhotoDeck(input, { slides: Array.from({ length: 1500 }, () => []) });
    const before = await call<AppInfo>('app:info');
    if (!before.ok) throw new Error(before.error.message);
    const submitted = await call<{ submissionId: string }>('tasks:submit', {
      type: 'convertor.ppt2pdf',
      params: {},
      files: [{ path: input, name: 'long.pptx', size: (await stat(input)).size }],
    });
    expect(submitted, JSON.stringify(submitted)).toMatchObject({ ok: true });
    await waitUntil(() => sent<Task>('task:update').some((task) => task.status === 'running'));
    const taskId = sent<Task>('task:update').find((task) => task.status === 'running')?.id ?? '';

    const [first] = FakeUtilityProcess.instances;
    // Only what follows the kill: the first start was announced too.
    const announcedBefore = sent<EngineStatus>('engine:status').length;
    first?.child.kill('SIGKILL');

    await waitUntil(() => sent<EngineStatus>('engine:status').some((status) => status.state === 'running' && status.restarts === 1));
    expect(
      sent<EngineStatus>('engine:status')
        .slice(announcedBefore)
        .map((status) => status.state),
    ).toEqual(['restarting', 'running']);
    expect(FakeUtilityProcess.instances).toHaveLength(2);
    const after = await call<AppInfo>('app:info');
    expect(after).toMatchObject({ ok: true, value: { engineStatus: { state: 'running', restarts: 1 }, engine: { running: true } } });
    // The same port: clients and open follows find the engine where it was.
    expect(after.ok && after.value.backend.baseUrl).toBe(before.value.backend.baseUrl);

    await waitUntil(() => sent<Task>('task:update').some((task) => task.id === taskId && task.status === 'completed'));
    const done = await call<Task>('tasks:get', { id: taskId });
    expect(done).toMatchObject({ ok: true, value: { status: 'completed', result: { pages: 1500 } } });
  });

  it("a fatal error Electron reports for the process (its 'error' event) ends it, and the engine starts again", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const live = FakeUtilityProcess.instances.at(-1);
    if (!live) throw new Error('no engine process');
    const restartsBefore = FakeUtilityProcess.instances.length;
    const announcedBefore = sent<EngineStatus>('engine:status').length;
    // What Electron emits on a V8 fatal error; with no listener an EventEmitter would throw it into main.
    expect(() => live.emit('error', 'FatalError', 'v8::ToLocalChecked Empty MaybeLocal', '{}')).not.toThrow();
    await waitUntil(() => live.child.exitCode !== null || live.child.signalCode !== null);
    await waitUntil(() =>
      sent<EngineStatus>('engine:status')
        .slice(announcedBefore)
        .some((status) => status.state === 'running'),
    );
    expect(
      sent<EngineStatus>('engine:status')
        .slice(announcedBefore)
        .map((status) => status.state),
    ).toEqual(['restarting', 'running']);
    expect(FakeUtilityProcess.instances).toHaveLength(restartsBefore + 1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('FatalError'));
    logged.mockRestore();
    const info = await call<AppInfo>('app:info');
    expect(info).toMatchObject({ ok: true, value: { engineStatus: { state: 'running' }, engine: { running: true } } });
  });
});
