/**
 * Tool-agnostic helpers for tests that talk to a real local engine over a loopback socket.
 *
 *   const engine = await startTestEngine();              // temp data dir, random key, OS-picked port
 *   const task = await createTask(engine.baseUrl, engine.key, {
 *     type: 'pptx.join',
 *     files: [{ path: '<corpus>/pptx/a.pptx' }, { name: 'b.pptx', content: bytes }],
 *     params: {},
 *   });
 *   const done = await waitForTask(engine.baseUrl, engine.key, task.id);   // completed or failed
 *   const bytes = await downloadResult(engine.key, done);
 *   await engine.close();                                  // stops the engine, removes the data dir
 *
 * or in one go: `const { task, output } = await runTask(engine, spec)`.
 */
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { isTerminalStatus, type Task } from '../../shared/contract/service';
import { startEngine, type EngineOptions } from '../../main/engine/server';
import { ENGINE_TEST_TOOLS } from './engine-test-tools';
import { startTestTeam, wantsTeamBackends } from './team-backends';
import { sseFrames } from './sse-frames';
import { recordCost } from '../support/test-costs';

export interface TestEngine {
  baseUrl: string;
  key: string;
  dataDir: string;
  /** Resolves once every webhook notification so far was delivered or given up on. */
  webhooksSettled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts an engine in this process on 127.0.0.1:0 with a fresh temp data dir (removed by close()).
 * The test-only tools (test.echo, test.sleep, test.fail) are registered unless `testTools: false`.
 */
async function createTestEngine(options: Partial<EngineOptions> & { testTools?: boolean } = {}): Promise<TestEngine> {
  const { testTools = true, ...rest } = options;
  const dataDir = rest.dataDir ?? (await mkdtemp(join(tmpdir(), 'deckhand-engine-test-')));
  // DECKHAND_TEST_BACKEND=postgres: the same test against the team server's seams (helpers/team-backends.ts).
  const team = wantsTeamBackends() && !rest.backends ? await startTestTeam() : undefined;
  const engine = await startEngine({
    key: randomBytes(16).toString('hex'),
    port: 0,
    // A developer's own Ollama must not change what the tests see.
    ollamaUrl: null,
    ...rest,
    ...(team ? { backends: team.backends(dataDir) } : {}),
    dataDir,
    extraTools: [...(testTools ? ENGINE_TEST_TOOLS : []), ...(rest.extraTools ?? [])],
  });
  return {
    baseUrl: engine.baseUrl,
    key: engine.key,
    dataDir,
    webhooksSettled: () => engine.webhooksSettled(),
    async close() {
      await engine.close();
      await team?.close();
      if (!rest.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TaskFileSpec = { path: string; name?: string; type?: string } | { name: string; content: string | Uint8Array; type?: string };

export interface TaskSpec {
  type?: string;
  files?: TaskFileSpec[];
  /** Serialized with JSON.stringify unless already a string. */
  params?: unknown;
  name?: string;
  notifyURL?: string;
  /** Put `type`/`params` before the files; default after them, as DeckFlow's SDKs send. */
  fieldsFirst?: boolean;
}

export function authHeaders(key: string): Record<string, string> {
  return { authorization: `Bearer ${key}` };
}

/** The multipart body of `POST /tools/tasks`; files on disk are streamed (fs.openAsBlob), not read whole. */
export async function buildTaskForm(spec: TaskSpec): Promise<FormData> {
  const form = new FormData();
  const fields = (): void => {
    if (spec.type !== undefined) form.append('type', spec.type);
    if (spec.params !== undefined) form.append('params', typeof spec.params === 'string' ? spec.params : JSON.stringify(spec.params));
    if (spec.name !== undefined) form.append('name', spec.name);
    if (spec.notifyURL !== undefined) form.append('notifyURL', spec.notifyURL);
  };
  if (spec.fieldsFirst) fields();
  for (const file of spec.files ?? []) {
    if ('path' in file) {
      const blob = await openAsBlob(file.path, { type: file.type ?? '' });
      form.append('files', blob, file.name ?? basename(file.path));
    } else {
      // Copied into a plain ArrayBuffer-backed view: Blob parts may not be SharedArrayBuffer views.
      const bytes = typeof file.content === 'string' ? file.content : new Uint8Array(file.content);
      form.append('files', new Blob([bytes], { type: file.type ?? '' }), file.name);
    }
  }
  if (!spec.fieldsFirst) fields();
  return form;
}

/** An engine answer that was not 2xx. */
export class EngineHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`${status} ${code}: ${message}`);
    this.name = 'EngineHttpError';
  }
}

async function expectOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  const text = await response.text();
  let body: { code?: string; message?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { message: text };
  }
  throw new EngineHttpError(response.status, body.code ?? 'unknown', body.message ?? '');
}

/** `POST /tools/tasks`, returning the raw Response (for tests of error answers). */
export async function postTask(baseUrl: string, key: string, spec: TaskSpec | FormData): Promise<Response> {
  const body = spec instanceof FormData ? spec : await buildTaskForm(spec);
  return fetch(`${baseUrl}/tools/tasks`, { method: 'POST', headers: authHeaders(key), body });
}

/** Submits a task; throws EngineHttpError (status, code, message) unless the engine accepted it. */
export async function createTask(baseUrl: string, key: string, spec: TaskSpec): Promise<Task> {
  const response = await expectOk(await postTask(baseUrl, key, spec));
  return (await response.json()) as Task;
}

export async function getTask(baseUrl: string, key: string, id: string): Promise<Task> {
  const response = await expectOk(await fetch(`${baseUrl}/tools/tasks/${id}`, { headers: authHeaders(key) }));
  return (await response.json()) as Task;
}

/**
 * Polls until the task is completed or failed. No deadline unless one is given: on a busy machine a slow task is not
 * a failure, and the test's own timeout bounds a task that never finishes.
 */
export async function waitForTask(baseUrl: string, key: string, id: string, options: { timeoutMs?: number } = {}): Promise<Task> {
  const deadline = options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + options.timeoutMs;
  for (;;) {
    const task = await getTask(baseUrl, key, id);
    if (isTerminalStatus(task.status)) return task;
    if (Date.now() > deadline) throw new Error(`task ${id} still ${task.status} after ${options.timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Downloads a completed task's output through `result.url` with the bearer header. */
export async function downloadResult(key: string, task: Task): Promise<Buffer> {
  if (!task.result?.url) throw new Error(`task ${task.id} has no result (status ${task.status})`);
  const response = await expectOk(await fetch(task.result.url, { headers: authHeaders(key) }));
  return Buffer.from(await response.arrayBuffer());
}

/** Creates a task, waits for it, and downloads the output when it completed. */
export async function runTask(
  engine: Pick<TestEngine, 'baseUrl' | 'key'>,
  spec: TaskSpec,
  options: { timeoutMs?: number } = {},
): Promise<{ task: Task; output: Buffer | null }> {
  const created = await createTask(engine.baseUrl, engine.key, spec);
  const task = await waitForTask(engine.baseUrl, engine.key, created.id, options);
  return { task, output: task.status === 'completed' ? await downloadResult(engine.key, task) : null };
}

export interface EventStreamCapture {
  status: number;
  contentType: string | null;
  /** The raw bytes as text, for framing checks. */
  raw: string;
  /** Parsed `data:` messages, in order. */
  messages: Task[];
  /** Comment lines (heartbeats), without the leading colon. */
  comments: string[];
  /** True when the server ended the stream (false when it hit the timeout). */
  closedByServer: boolean;
}

/**
 * Opens `GET /tools/tasks/{id}` with `response-event-stream: yes` and reads until the server closes the
 * stream or timeoutMs passes. `onMessage` sees each parsed Task as it arrives.
 */
export async function readTaskEvents(
  baseUrl: string,
  key: string,
  id: string,
  options: { timeoutMs?: number; onMessage?: (task: Task) => void } = {},
): Promise<EventStreamCapture> {
  const controller = new AbortController();
  // Gives up only on a stream that hangs (below vitest's test timeout), so a stream closed by the engine is told apart.
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 240_000);
  const response = await fetch(`${baseUrl}/tools/tasks/${id}`, {
    headers: { ...authHeaders(key), 'response-event-stream': 'yes' },
    signal: controller.signal,
  });
  const capture: EventStreamCapture = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    raw: '',
    messages: [],
    comments: [],
    closedByServer: false,
  };
  try {
    for await (const frame of sseFrames(response.body, (text) => (capture.raw += text))) {
      capture.comments.push(...frame.comments);
      if (!frame.hasData) continue;
      const task = JSON.parse(frame.data) as Task;
      capture.messages.push(task);
      options.onMessage?.(task);
    }
    capture.closedByServer = true;
  } catch (err) {
    if (!controller.signal.aborted) throw err;
  } finally {
    clearTimeout(timer);
  }
  return capture;
}

export function startTestEngine(options: Partial<EngineOptions> & { testTools?: boolean } = {}): Promise<TestEngine> {
  return recordCost('engine', () => createTestEngine(options));
}
