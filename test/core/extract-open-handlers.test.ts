/**
 * tasks:extract and files:open through the one IPC router, on the real local engine: a real deck is split, its ZIP
 * unpacked into a new folder inside the one "chosen" in the (fake) dialog and checked with unzip; Show in folder then
 * takes that folder. "Open" hands only files this app saved — and only documents, never programs — to the system.
 * In web mode (no folder dialog, no viewer) both say so instead.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServices } from '../../main/core/app-services';
import type { AppServices } from '../../main/core/app-services';
import type { IpcEventMessage } from '../../main/core/event-bus';
import { createExtractHandlers } from '../../main/core/handlers/extract-handlers';
import { createFileHandlers } from '../../main/core/handlers/file-handlers';
import type { HandlerDeps } from '../../main/core/handlers/handler-deps';
import { SavedPaths } from '../../main/core/handlers/handler-deps';
import { createWebPlatform } from '../../main/web/web-platform';
import type { Task } from '../../shared/contract/service';
import { CORPUS_ROOT } from '../helpers/corpus';
import { startTestEngine } from '../helpers/engine';
import { createFakePlatform, xorCipher } from './fixtures/fake-platform';
import type { FakePlatform } from './fixtures/fake-platform';

const DECK = path.join(CORPUS_ROOT, 'pptx', 'pp-tbl-cell.pptx');

let dataDir: string;
let services: AppServices;
let platform: FakePlatform;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'deckhand-extract-ipc-'));
  platform = createFakePlatform();
  services = await createAppServices({
    dataDir,
    platform,
    cipher: xorCipher,
    version: '9.9.9',
    env: {},
    startEngine: ({ dataDir: engineDir, key }) => startTestEngine({ dataDir: engineDir, key }),
    follow: { pollIntervalMs: 100 },
  });
  await services.engineReady;
});

afterAll(async () => {
  await services?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Resolves with the first pushed event that matches, from now on. */
function nextEvent(predicate: (message: IpcEventMessage) => boolean): Promise<IpcEventMessage> {
  return new Promise((resolve) => {
    const off = services.router.onEvent((message) => {
      if (!predicate(message)) return;
      off();
      resolve(message);
    });
  });
}

async function splitTask(indexes: number[]): Promise<Task> {
  const described = await services.router.invoke('files:describe', { paths: [DECK] });
  if (!described.ok) throw new Error(described.error.message);
  const created = nextEvent((m) => m.event === 'submission:created');
  const submitted = await services.router.invoke('tasks:submit', { type: 'pptx.split', params: { indexes }, files: described.value });
  if (!submitted.ok) throw new Error(submitted.error.message);
  const { task } = (await created).payload as { task: Task };
  const finished = nextEvent(
    (m) => m.event === 'task:update' && m.payload.id === task.id && ['completed', 'failed'].includes(m.payload.status),
  );
  const current = await services.router.invoke('tasks:get', { id: task.id });
  if (current.ok && current.value.status === 'completed') return current.value;
  const done = (await finished).payload as Task;
  expect(done.status).toBe('completed');
  return done;
}

describe('tasks:extract', () => {
  it('unpacks a real split into a new folder named after the deck, which Show in folder then takes', async () => {
    const task = await splitTask([1, 3]);
    const chosen = path.join(dataDir, 'chosen');
    await mkdir(chosen);

    platform.folderAnswer = null;
    expect(await services.router.invoke('tasks:extract', { id: task.id })).toEqual({ ok: true, value: { kind: 'cancelled' } });
    expect(platform.folderRequests.at(-1)).toEqual({ title: 'Choose where to put the slides', defaultDir: null });

    platform.folderAnswer = chosen;
    const first = await services.router.invoke('tasks:extract', { id: task.id });
    const folder = path.join(chosen, 'pp-tbl-cell-slides');
    expect(first).toEqual({ ok: true, value: { kind: 'extracted', folder, files: 2 } });
    const names = (await readdir(folder)).sort();
    expect(names).toEqual(['pp-tbl-cell-slide-1.pptx', 'pp-tbl-cell-slide-3.pptx']);
    for (const name of names) {
      const deck = path.join(folder, name);
      execFileSync('unzip', ['-tq', deck]);
      const slides = execFileSync('unzip', ['-Z1', deck])
        .toString()
        .split('\n')
        .filter((entry) => /^ppt\/slides\/slide\d+\.xml$/.test(entry));
      expect(slides, name).toHaveLength(1);
    }

    // Nothing is overwritten: the same result again goes to a new folder beside the first.
    const second = await services.router.invoke('tasks:extract', { id: task.id });
    expect(second).toEqual({ ok: true, value: { kind: 'extracted', folder: `${folder} (2)`, files: 2 } });
    expect((await readdir(chosen)).sort()).toEqual(['pp-tbl-cell-slides', 'pp-tbl-cell-slides (2)']);

    expect(await services.router.invoke('files:showInFolder', { path: folder })).toEqual({ ok: true, value: undefined });
    expect(platform.shown.at(-1)).toBe(folder);
  });

  it('refuses tasks that are not a finished split, and malformed ids', async () => {
    const client = await services.backend.client();
    const running = await client.createTask({ type: 'test.sleep', params: { ms: 5000 }, files: [{ path: DECK, name: 'x.pptx' }] });
    expect(await services.router.invoke('tasks:extract', { id: running.id })).toMatchObject({
      ok: false,
      error: { code: 'invalid_parameter', message: 'Only the result of a split can be extracted to a folder.' },
    });
    await client.deleteTask(running.id);
    expect(await services.router.handle('tasks:extract', { id: '../../etc' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
  });
});

describe('files:open', () => {
  it('opens only what this app saved, and only documents', async () => {
    const task = await splitTask([2]);
    const saved = path.join(dataDir, 'saved-split.zip');
    platform.saveAnswer = saved;
    expect(await services.router.invoke('tasks:save', { id: task.id })).toEqual({ ok: true, value: { kind: 'saved', path: saved } });
    expect(await services.router.invoke('files:open', { path: saved })).toEqual({ ok: true, value: undefined });
    expect(platform.opened).toEqual([saved]);

    // A file this app did not write, even beside one it did.
    const stranger = path.join(dataDir, 'stranger.pdf');
    await writeFile(stranger, '%PDF-1.4');
    expect(await services.router.invoke('files:open', { path: stranger })).toMatchObject({
      ok: false,
      error: { code: 'forbidden', message: 'Only files this app saved can be opened.' },
    });

    // A result saved under a name the person typed as a program is saved, but never launched.
    const script = path.join(dataDir, 'run-me.sh');
    platform.saveAnswer = script;
    expect(await services.router.invoke('tasks:save', { id: task.id })).toMatchObject({ ok: true });
    expect(await services.router.invoke('files:open', { path: script })).toMatchObject({
      ok: false,
      error: { code: 'forbidden', message: 'Deckhand opens documents, pictures and videos only, not “run-me.sh”.' },
    });
    expect(platform.opened).toEqual([saved]);
  });
});

describe('in web mode', () => {
  it('has no folder dialog or viewer: extract and open say so', async () => {
    const deps = { platform: createWebPlatform() } as unknown as HandlerDeps;
    const saved = new SavedPaths();
    saved.add('/home/ada/Downloads/deck.pdf');
    await expect(createExtractHandlers(deps, saved)['tasks:extract']({ id: 'task-1' })).rejects.toMatchObject({ code: 'unsupported' });
    await expect(createFileHandlers(deps, saved)['files:open']({ path: '/home/ada/Downloads/deck.pdf' })).rejects.toMatchObject({
      code: 'unsupported',
    });
  });
});
