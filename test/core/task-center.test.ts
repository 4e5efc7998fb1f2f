import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IpcEventMessage } from '../../main/core/event-bus';
import { EventBus } from '../../main/core/event-bus';
import { ServiceClient } from '../../main/core/service-client/service-client';
import { TaskCenter } from '../../main/core/task-center';
import { TaskNotes } from '../../main/core/task-notes';
import { smallTextResult } from '../../main/core/service-client/engine-extras';
import { describeTool } from '../../shared/tools/catalog';
import type { StagedFile } from '../../shared/contract/ipc';
import type { LocaleCode } from '../../shared/i18n/locales';
import type { Task, ToolDescriptor } from '../../shared/contract/service';
import { startTestEngine } from '../helpers/engine';
import type { TestEngine } from '../helpers/engine';
import { ENGINE_TEST_TOOLS } from '../helpers/engine-test-tools';
import { CORPUS_ROOT } from '../helpers/corpus';

const PPTX = `${CORPUS_ROOT}/pptx/pp-minimal.pptx`;

let engine: TestEngine;
let dir: string;
let tools: ToolDescriptor[];

beforeAll(async () => {
  engine = await startTestEngine();
  dir = await mkdtemp(path.join(tmpdir(), 'deckhand-task-center-'));
  const client = new ServiceClient({ baseUrl: engine.baseUrl, key: engine.key });
  tools = [...(await client.getToolTypes()), ...ENGINE_TEST_TOOLS.map((tool) => describeTool(tool.entry))];
});

afterAll(async () => {
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
});

interface Notice {
  taskId: string;
  title: string;
  body: string;
  failed: boolean;
}

type LogEntry = IpcEventMessage | { event: 'notification'; payload: Notice };

async function setup(options: { notifications?: boolean; notesDir?: string; keepsFailedInputs?: boolean; locale?: LocaleCode } = {}) {
  const events = new EventBus();
  const log: LogEntry[] = [];
  const waiters = new Set<() => void>();
  const record = (entry: LogEntry) => {
    log.push(entry);
    for (const wake of [...waiters]) wake();
  };
  events.on(record);
  const client = new ServiceClient({ baseUrl: engine.baseUrl, key: engine.key, follow: { pollIntervalMs: 100 } });
  const notes = await TaskNotes.open(options.notesDir ?? (await mkdtemp(path.join(dir, 'notes-'))));
  const center = new TaskCenter({
    client: () => Promise.resolve(client),
    tools: () => Promise.resolve(tools),
    backendId: () => 'local',
    keepsFailedInputs: () => options.keepsFailedInputs ?? false,
    notes,
    events,
    platform: { notifyTaskFinished: (notice) => record({ event: 'notification', payload: notice }) },
    notificationsEnabled: () => options.notifications ?? true,
    ...(options.locale ? { locale: () => options.locale! } : {}),
  });
  /** Resolves with the first entry (already logged or still to come) that matches: no deadline but the test's own. */
  const waitFor = (predicate: (entry: LogEntry) => boolean) =>
    new Promise<LogEntry>((resolve) => {
      const check = () => {
        const found = log.find(predicate);
        if (!found) return;
        waiters.delete(check);
        resolve(found);
      };
      waiters.add(check);
      check();
    });
  return { center, client, notes, log, waitFor };
}

async function staged(name: string, content: string | Buffer): Promise<StagedFile> {
  const file = path.join(dir, name);
  await writeFile(file, content);
  return { path: file, name, size: Buffer.byteLength(content) };
}

describe('TaskCenter', () => {
  it('emits progress, created, updates and a notification only after completion, in that order', async () => {
    const { center, log, waitFor } = await setup();
    const files = [
      { path: PPTX, name: 'first deck.pptx', size: 0 },
      { path: PPTX, name: 'second.pptx', size: 0 },
    ];
    const { submissionId } = await center.submit({ type: 'test.sleep', params: { ms: 600, steps: 3 }, files });
    const notice = await waitFor((entry) => entry.event === 'notification');
    center.close();

    const names = log.map((entry) => entry.event);
    const firstCreated = names.indexOf('submission:created');
    const lastProgress = names.lastIndexOf('submission:progress');
    expect(lastProgress).toBeGreaterThanOrEqual(0);
    expect(lastProgress).toBeLessThan(firstCreated);
    expect(names.indexOf('task:update')).toBeGreaterThan(firstCreated);
    expect(names[names.length - 1]).toBe('notification');
    expect(names).not.toContain('submission:failed');

    const progress = log.filter((entry) => entry.event === 'submission:progress').map((entry) => entry.payload);
    const finalProgress = progress[progress.length - 1]!;
    expect(finalProgress).toMatchObject({ submissionId });
    expect(finalProgress.sentBytes).toBe(finalProgress.totalBytes);
    const created = log.find((entry) => entry.event === 'submission:created');
    expect(created?.payload).toMatchObject({ submissionId, task: { type: 'test.sleep', status: 'pending', name: 'first deck.pptx' } });
    const updates = log.filter((entry) => entry.event === 'task:update').map((entry) => entry.payload);
    // The last task:update before the notification is the completed task: no "done" before it is done.
    expect(updates[updates.length - 1]).toMatchObject({ status: 'completed' });
    expect(updates.slice(0, -1).every((task) => task.status !== 'completed')).toBe(true);
    expect(updates.some((task) => task.status === 'running')).toBe(true);
    expect(notice.payload).toMatchObject({ failed: false, title: 'test.sleep: done', body: 'first deck.pptx is ready to save.' });
    expect(center.inputsOf((created?.payload as { task: { id: string } }).task.id)?.map((file) => file.name)).toEqual([
      'first deck.pptx',
      'second.pptx',
    ]);
  });

  it('notifies a failure with the reason, and not at all when notifications are off', async () => {
    const { center, waitFor } = await setup();
    await center.submit({ type: 'test.fail', params: { mode: 'tool' }, files: [await staged('x.txt', 'x')] });
    const notice = await waitFor((entry) => entry.event === 'notification');
    expect(notice.payload).toMatchObject({ failed: true, title: 'test.fail: failed', body: 'x.txt: The deck has no slides.' });
    center.close();

    const quiet = await setup({ notifications: false });
    await quiet.center.submit({ type: 'test.echo', params: {}, files: [await staged('y.txt', 'y')] });
    await quiet.waitFor((entry) => entry.event === 'task:update' && entry.payload.status === 'completed');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(quiet.log.some((entry) => entry.event === 'notification')).toBe(false);
    quiet.center.close();
  });

  it('refuses files the tool cannot take before uploading, saying which file and why', async () => {
    const { center, log } = await setup();
    const deck = { path: PPTX, name: 'deck.pptx', size: 1 };
    const cases: [Parameters<TaskCenter['submit']>[0], RegExp][] = [
      [{ type: 'pptx.join', params: {}, files: [deck] }, /Merge decks needs at least 2 \.pptx files; 1 was given/],
      [
        { type: 'pptx.join', params: {}, files: [deck, { ...deck, name: 'notes.txt' }] },
        /“notes\.txt” is not a file Merge decks takes: it takes \.pptx files, not \.txt/,
      ],
      [
        { type: 'pptx.join', params: {}, files: [deck, { path: path.join(dir, 'gone.pptx'), name: 'gone.pptx', size: 1 }] },
        /“gone.pptx” is no longer where Deckhand read it/,
      ],
      [{ type: 'pptx.split', params: {}, files: [deck, deck] }, /Split deck takes exactly 1 \.pptx file; 2 were given/],
      [{ type: 'no.such', params: {}, files: [deck] }, /does not offer the tool “no.such”/],
      // Params are checked with the tool's own schema before any upload (a wrong param must not cost one).
      [
        { type: 'image.resize', params: { maxWidth: 640, maxHeight: 480 }, files: [{ path: PPTX, name: 'photo.png', size: 1 }] },
        /give exactly one of maxWidth or maxHeight/,
      ],
      [{ type: 'pptx.split', params: { indexes: [0] }, files: [deck] }, /params\.indexes\[0\] must be > 0/],
    ];
    const folder = path.join(dir, 'folder.pptx');
    await mkdir(folder, { recursive: true });
    cases.push([{ type: 'pptx.split', params: {}, files: [{ path: folder, name: 'folder.pptx', size: 0 }] }, /“folder.pptx” is a folder/]);
    const big = path.join(dir, 'big.txt');
    await writeFile(big, '');
    await truncate(big, 10 * 1024 * 1024 + 1);
    cases.push([
      { type: 'test.echo', params: {}, files: [{ path: big, name: 'big.txt', size: 1 }] },
      /“big\.txt” is 10\.0 MB; test\.echo takes files up to 10 MB/,
    ]);

    for (const [request, message] of cases) {
      await expect(center.submit(request)).rejects.toThrow(message);
    }
    expect(log).toEqual([]);
    // In the app's language: a tool's own check of its params, and the schema's, by their codes.
    const german = await setup({ locale: 'de' });
    const photo = { path: PPTX, name: 'photo.png', size: 1 };
    await expect(german.center.submit({ type: 'image.resize', params: { maxWidth: 640, maxHeight: 480 }, files: [photo] })).rejects.toThrow(
      'Geben Sie genau eines an, die größte Breite oder die größte Höhe, in Pixeln (nicht beides, nicht keines).',
    );
    await expect(german.center.submit({ type: 'pptx.split', params: { indexes: [0] }, files: [deck] })).rejects.toThrow(
      'Die Optionen sind ungültig: params.indexes[0] muss größer als 0 sein.',
    );
    // A file's size, the count of files and a tool that cannot run here, in German too.
    await expect(german.center.submit(cases.at(-1)![0])).rejects.toThrow(
      /^„big\.txt“ ist 10,0 MB groß; „test\.echo“ nimmt Dateien bis 10 MB\.$/,
    );
    await expect(german.center.submit({ type: 'pptx.join', params: {}, files: [deck] })).rejects.toThrow(
      '„Präsentationen zusammenführen“ braucht mindestens 2 Dateien vom Typ .pptx; angegeben wurde 1.',
    );
    const missing = {
      unavailable: 'qpdf is needed for this task but was not found: install qpdf (…).',
      unavailableReason: {
        code: 'program-missing' as const,
        params: { program: 'qpdf', install: 'apt', env: 'DECKHAND_QPDF', envTo: 'path' },
      },
    };
    tools = tools.map((tool) => (tool.type === 'pdf.protect' ? { ...tool, ...missing } : tool));
    try {
      await expect(german.center.submit({ type: 'pdf.protect', params: { password: 'x' }, files: [photo] })).rejects.toThrow(
        /^Dieses Werkzeug braucht qpdf, das auf diesem Computer nicht gefunden wurde/,
      );
      await expect(center.submit({ type: 'pdf.protect', params: { password: 'x' }, files: [photo] })).rejects.toThrow(missing.unavailable);
    } finally {
      tools = tools.map((tool) => (tool.type === 'pdf.protect' ? { ...tool, unavailable: undefined, unavailableReason: undefined } : tool));
    }
  });

  it('words an intake refusal that says by code why the tool cannot run, in the app’s language', async () => {
    const german = await setup({ locale: 'de' });
    const pdf = await staged('talk.pdf', '%PDF-1.4\n%%EOF\n');
    await german.center.submit({ type: 'revamp', params: {}, files: [pdf] });
    const failed = await german.waitFor((entry) => entry.event === 'submission:failed');
    german.center.close();
    expect(failed.payload).toMatchObject({
      error: {
        code: 'tool_unavailable',
        message:
          '„talk.pdf“: Die lokale Engine gestaltet nur .pptx-Präsentationen neu; wandeln Sie die Datei zuerst in .pptx um, oder nutzen Sie den Cloud-Dienst von DeckFlow.',
        reason: { code: 'revamp-pptx-only', params: { file: 'talk.pdf' } },
      },
    });
  });

  it('reports an upload the server refuses as submission:failed with its message', async () => {
    const { center, waitFor } = await setup();
    const { submissionId } = await center.submit({ type: 'test.sleep', params: { ms: 'soon' }, files: [await staged('z.txt', 'z')] });
    const failed = await waitFor((entry) => entry.event === 'submission:failed');
    expect(failed.payload).toMatchObject({ submissionId, error: { code: 'invalid_parameter' } });
    expect((failed.payload as { error: { message: string } }).error.message).toMatch(/ms/);
    center.close();
  });

  it('resumes following unfinished tasks on start, and stops on delete', async () => {
    const { center, client, notes, waitFor, log } = await setup();
    const file = await staged('slow.txt', 'slow');
    const slow = await client.createTask({ type: 'test.sleep', params: { ms: 800, steps: 4 }, files: [{ path: file.path }] });
    const doomed = await client.createTask({ type: 'test.sleep', params: { ms: 20_000, steps: 4 }, files: [{ path: file.path }] });
    // `slow` was sent by this app in an earlier session (it is noted); `doomed` by another client.
    await notes.set(slow.id, { backend: 'local', request: { type: 'test.sleep', params: {}, files: [file] } });
    await center.resume();
    expect(center.isFollowing(slow.id)).toBe(true);
    expect(center.isFollowing(doomed.id)).toBe(true);

    await center.delete(doomed.id);
    expect(center.isFollowing(doomed.id)).toBe(false);
    expect(log.some((entry) => entry.event === 'task:removed' && entry.payload.id === doomed.id)).toBe(true);
    await expect(client.getTask(doomed.id)).rejects.toMatchObject({ status: 404 });

    const notice = await waitFor((entry) => entry.event === 'notification');
    expect(notice.payload).toMatchObject({ taskId: slow.id, failed: false });
    expect(log.some((entry) => entry.event === 'task:update' && entry.payload.id === slow.id && entry.payload.status === 'completed')).toBe(
      true,
    );
    center.close();
  });

  it('retries a task with the files and params it was sent with, also after a restart, and refuses tasks it did not send', async () => {
    const notesDir = await mkdtemp(path.join(dir, 'notes-'));
    const first = await setup({ notesDir });
    const file = await staged('again.txt', 'again');
    await first.center.submit({ type: 'test.echo', params: { suffix: '!' }, files: [file], name: 'Again', outputName: 'chosen' });
    const created = (await first.waitFor((entry) => entry.event === 'submission:created')) as Extract<
      LogEntry,
      { event: 'submission:created' }
    >;
    first.center.close();

    // A new session reads the notes from disk.
    const second = await setup({ notesDir });
    expect(second.center.requestOf(created.payload.task.id)).toMatchObject({
      name: 'Again',
      outputName: 'chosen',
      params: { suffix: '!' },
    });
    const { request } = await second.center.retry(created.payload.task.id);
    expect(request).toMatchObject({ type: 'test.echo', params: { suffix: '!' }, files: [{ path: file.path, name: 'again.txt' }] });
    const again = (await second.waitFor((entry) => entry.event === 'submission:created')) as Extract<
      LogEntry,
      { event: 'submission:created' }
    >;
    expect(again.payload.task.id).not.toBe(created.payload.task.id);

    const foreign = await second.client.createTask({ type: 'test.echo', files: [{ path: file.path }] });
    await expect(second.center.retry(foreign.id)).rejects.toMatchObject({ code: 'not_retryable' });
    second.center.close();
  });

  it('retries from the engine’s copy of a failed task’s inputs when the files are gone, and names a file only a completed task had', async () => {
    const { center, client, waitFor } = await setup({ keepsFailedInputs: true });
    const createdTask = async (skip: Set<string>) => {
      const entry = await waitFor((e) => e.event === 'submission:created' && !skip.has(e.payload.task.id));
      return (entry as Extract<LogEntry, { event: 'submission:created' }>).payload.task;
    };
    const seen = new Set<string>();
    const failing = await staged('gone-later.txt', 'kept by the engine');
    await center.submit({ type: 'test.fail', params: { mode: 'tool' }, files: [failing] });
    const failed = await createdTask(seen);
    seen.add(failed.id);
    expect(await client.followTask(failed.id, () => undefined)).toMatchObject({ status: 'failed' });
    await rm(failing.path);

    await center.retry(failed.id);
    const again = await createdTask(seen);
    seen.add(again.id);
    expect(again.id).not.toBe(failed.id);
    expect(await client.followTask(again.id, () => undefined)).toMatchObject({ status: 'failed', error: { code: 'invalid_file' } });

    // A completed task keeps only its result: with the file gone, Retry names the file, never its path.
    const done = await staged('done.txt', 'done');
    await center.submit({ type: 'test.echo', params: {}, files: [done] });
    const completed = await createdTask(seen);
    expect(await client.followTask(completed.id, () => undefined)).toMatchObject({ status: 'completed' });
    await rm(done.path);
    const refusal = center.retry(completed.id);
    await expect(refusal).rejects.toMatchObject({ code: 'file_unreadable' });
    await expect(refusal).rejects.toThrow(/“done\.txt” is no longer where Deckhand read it/);
    await expect(refusal).rejects.not.toThrow(done.path);
    center.close();
  });

  it('cancels a running task, which stays listed as failed with code cancelled', async () => {
    const { center, waitFor } = await setup();
    await center.submit({ type: 'test.sleep', params: { ms: 60_000, steps: 60 }, files: [await staged('long.txt', 'long')] });
    const running = (await waitFor((entry) => entry.event === 'task:update' && entry.payload.status === 'running')) as Extract<
      LogEntry,
      { event: 'task:update' }
    >;
    await center.cancel(running.payload.id);
    const cancelled = await waitFor(
      (entry) => entry.event === 'task:update' && entry.payload.id === running.payload.id && entry.payload.status === 'failed',
    );
    expect(cancelled.payload).toMatchObject({ error: { code: 'cancelled' } });
    center.close();
  });

  it('notifies a batch once, with a summary, when its last task finishes', async () => {
    const { center, log, waitFor } = await setup();
    const batch = { id: 'batch-1', size: 3 };
    await center.submit({ type: 'test.echo', params: {}, files: [await staged('b1.txt', '1')], batch });
    await center.submit({ type: 'test.echo', params: {}, files: [await staged('b2.txt', '2')], batch });
    await center.submit({ type: 'test.fail', params: { mode: 'tool' }, files: [await staged('b3.txt', '3')], batch });
    const notice = await waitFor((entry) => entry.event === 'notification');
    expect(notice.payload).toMatchObject({ failed: true, body: '2 ready, 1 failed (b3.txt).' });
    // This batch's tasks: the engine is shared, and the last test's cancelled task may still report on a busy machine.
    const finished = log.filter(
      (entry) =>
        entry.event === 'task:update' &&
        ['b1.txt', 'b2.txt', 'b3.txt'].includes(entry.payload.name) &&
        (entry.payload.status === 'completed' || entry.payload.status === 'failed'),
    );
    expect(new Set(finished.map((entry) => (entry.payload as { id: string }).id)).size).toBe(3);
    expect(log.filter((entry) => entry.event === 'notification')).toHaveLength(1);
    center.close();
  });

  it('keeps History live: tasks another client creates, changes and deletes arrive as events', async () => {
    const { center, client, waitFor } = await setup();
    await center.resume();
    const file = await staged('elsewhere.txt', 'elsewhere');
    const other = new ServiceClient({ baseUrl: engine.baseUrl, key: engine.key });
    // A long task with frequent progress: whenever the stream connects after resume(), its next change arrives.
    const task = await other.createTask({ type: 'test.sleep', params: { ms: 60_000, steps: 120 }, files: [{ path: file.path }] });
    await waitFor((entry) => entry.event === 'task:update' && entry.payload.id === task.id);
    expect(center.isFollowing(task.id)).toBe(false);
    await client.deleteTask(task.id);
    await waitFor((entry) => entry.event === 'task:removed' && entry.payload.id === task.id);
    center.close();
  });

  it('keeps a quiet task (a panel reading a deck for itself) out of notifications and Retry, and reads its text result', async () => {
    const { center, client, log, waitFor } = await setup();
    const quiet = await center.submit({
      type: 'test.echo',
      params: { suffix: '!' },
      files: [await staged('fonts.txt', 'fonts')],
      quiet: true,
    });
    const created = await waitFor((entry) => entry.event === 'submission:created' && entry.payload.submissionId === quiet.submissionId);
    const quietId = (created.payload as { task: { id: string } }).task.id;
    const done = await waitFor(
      (entry) => entry.event === 'task:update' && entry.payload.id === quietId && entry.payload.status === 'completed',
    );
    expect(await smallTextResult(client, done.payload as Task, 1024)).toBe('fonts!');
    // Too large for the limit: no text, the panel shows counts instead.
    expect(await smallTextResult(client, done.payload as Task, 3)).toBeNull();

    // A task the person asked for, sent after the quiet one finished, notifies; the quiet one never does.
    await center.submit({ type: 'test.echo', params: {}, files: [await staged('asked.txt', 'asked')] });
    const notice = await waitFor((entry) => entry.event === 'notification');
    expect(notice.payload).toMatchObject({ body: 'asked.txt is ready to save.' });
    expect(log.filter((entry) => entry.event === 'notification')).toHaveLength(1);
    expect(center.requestOf(quietId)).toBeUndefined();
    await expect(center.retry(quietId)).rejects.toMatchObject({ code: 'not_retryable' });
    center.close();
  });
});
