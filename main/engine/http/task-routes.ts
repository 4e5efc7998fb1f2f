import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import type { EngineServices } from '../engine-services';
import { isDiskFull, notEnoughDiskSpace, requestTooLarge } from '../intake/intake-refusals';
import { receiveMultipart, ClientAbortedError } from '../intake/multipart-intake';
import { usableDiskBytes } from '../store/disk-space';
import { validateSubmission } from '../intake/task-submission';
import { isTaskId } from '../store/task-paths';
import type { TaskRecord } from '../store/task-record';
import { invalidParameter, notFound } from './http-error';
import { publicTask } from './public-task';
import type { RequestContext, Router } from './router';
import { sendJson } from './send-json';
import { streamTask } from './sse-stream';

const MAX_PAGE = 200;
const DEFAULT_PAGE = 50;

function findRecord(services: EngineServices, id: string | undefined): TaskRecord {
  const record = id && isTaskId(id) ? services.store.get(id) : undefined;
  if (!record) throw notFound(`No task with id "${id ?? ''}" (it may have been deleted).`);
  return record;
}

function intParam(url: URL, name: string, fallback: number, min: number, max: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) throw invalidParameter(`${name} must be a whole number ≥ ${min}, got "${raw}".`);
  return Math.min(max, Number(raw));
}

/** Form fields and multipart framing on top of the file bytes a request may carry. */
const FORM_OVERHEAD_BYTES = 4 * 1024 * 1024;

/** Refusals that the headers alone decide, before a byte of the body is read or stored. */
async function precheckUpload(services: EngineServices, ctx: RequestContext): Promise<void> {
  const declared = Number(ctx.req.headers['content-length'] ?? NaN);
  if (!Number.isSafeInteger(declared)) return;
  const largest = services.tools.largestRequestLimit();
  if (declared > largest + FORM_OVERHEAD_BYTES) throw requestTooLarge(undefined, largest, declared);
  const usable = await usableDiskBytes(services.store.dataDir, services.minFreeDiskBytes);
  if (usable !== null && declared > usable) throw notEnoughDiskSpace({ needed: declared, free: usable });
}

async function createTask(services: EngineServices, ctx: RequestContext): Promise<void> {
  await precheckUpload(services, ctx);
  const id = randomUUID();
  const paths = services.store.paths(id);
  let record: TaskRecord;
  try {
    await mkdir(paths.inputs, { recursive: true, mode: 0o700 });
    const form = await receiveMultipart(ctx.req, paths.inputs, services.intakeLimits);
    const submission = validateSubmission(form, services.tools);
    record = await services.store.add({
      id,
      name: submission.name,
      type: submission.entry.type,
      job: {
        params: submission.params,
        inputs: submission.files.map(({ file, name, size, mimeType }) => ({ file, name, size, mimeType })),
        notifyURL: submission.notifyURL,
        outputFile: null,
      },
    });
  } catch (err) {
    await rm(paths.dir, { recursive: true, force: true });
    if (err instanceof ClientAbortedError) {
      ctx.res.destroy();
      return;
    }
    if (isDiskFull(err)) throw notEnoughDiskSpace();
    throw err;
  }
  services.processor.enqueue(id);
  sendJson(ctx.res, 200, publicTask(record.task, ctx.origin));
}

export function addTaskRoutes(router: Router, services: EngineServices): void {
  router.add('POST', '/tools/tasks', (ctx) => createTask(services, ctx));

  router.add('GET', '/tools/tasks', (ctx) => {
    const start = intParam(ctx.url, '_startIndex', 0, 0, Number.MAX_SAFE_INTEGER);
    const max = intParam(ctx.url, '_maxResults', DEFAULT_PAGE, 1, MAX_PAGE);
    const type = ctx.url.searchParams.get('type') || undefined;
    const page = services.store.list({ type, start, max });
    sendJson(
      ctx.res,
      200,
      page.records.map((record) => publicTask(record.task, ctx.origin)),
      { 'x-content-record-total': page.total, 'access-control-expose-headers': 'x-content-record-total, x-request-id' },
    );
  });

  router.add('GET', '/tools/tasks/:id', (ctx) => {
    const record = findRecord(services, ctx.params.id);
    if (ctx.req.headers['response-event-stream']?.toString().toLowerCase() === 'yes' && ctx.req.method === 'GET') {
      streamTask(ctx.res, services.store, record.task.id, ctx.origin, services.sse);
      return;
    }
    sendJson(ctx.res, 200, publicTask(record.task, ctx.origin));
  });

  router.add('DELETE', '/tools/tasks/:id', async (ctx) => {
    const record = findRecord(services, ctx.params.id);
    await services.deleteTask(record.task.id);
    ctx.res.writeHead(204);
    ctx.res.end();
  });

  router.add('GET', '/tools/tasks/:id/download', (ctx) => {
    const record = findRecord(services, ctx.params.id);
    const { task } = record;
    if (task.status !== 'completed' || !task.result) {
      throw notFound(`Task ${task.id} has no result to download: it is ${task.status}.`);
    }
    const url = publicTask(task, ctx.origin).result?.url;
    sendJson(ctx.res, 200, [url, task.result.size, task.result.md5]);
  });

  router.add('PUT', '/tools/tasks/:id/start', (ctx) => {
    // DeckFlow starts guest tasks with this call; the local engine starts every task on its own.
    const record = findRecord(services, ctx.params.id);
    sendJson(ctx.res, 200, publicTask(record.task, ctx.origin));
  });
}
