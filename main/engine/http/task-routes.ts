import type { EngineServices } from '../engine-services';
import { acceptTask } from '../intake/accept-task';
import { maySee } from '../store/people';
import { parseSpaceId, spaceOf } from '../store/spaces';
import { isTaskId } from '../store/task-id';
import type { TaskRecord } from '../store/task-record';
import { invalidParameter, notFound } from '../lib/errors/http-error';
import type { RequestContext, Router } from './router';
import { sendJson } from './send-json';
import { streamTask } from './sse-stream';
import { streamTaskEvents } from './task-events-stream';
import type { TaskDialect } from './task-dialect';

const MAX_PAGE = 200;
const DEFAULT_PAGE = 50;

/**
 * A task of the space the request names (query `spaceId`, none = the default space); other spaces' tasks are not
 * found, nor are other people's (404, not 403: whether an id exists is not told to someone who may not see it). `anySpace`: a request that names no space may reach any task by its id (DeckFlow's SDK asks for
 * downloads without its spaceId).
 */
async function findRecord(services: EngineServices, ctx: RequestContext, options: { anySpace?: boolean } = {}): Promise<TaskRecord> {
  const id = ctx.params.id;
  const record = id && isTaskId(id) ? await services.tasks.get(id) : undefined;
  const named = ctx.url.searchParams.get('spaceId');
  const anySpace = options.anySpace === true && !named;
  if (!record || !maySee(ctx.principal, record) || (!anySpace && spaceOf(record.job) !== parseSpaceId(named))) {
    throw notFound(`No task with id "${id ?? ''}" in this space (it may have been deleted).`);
  }
  return record;
}

function intParam(url: URL, name: string, fallback: number, min: number, max: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) throw invalidParameter(`${name} must be a whole number ≥ ${min}, got "${raw}".`);
  return Math.min(max, Number(raw));
}

async function createTask(services: EngineServices, dialect: TaskDialect, ctx: RequestContext): Promise<void> {
  const json = /^application\/json/i.test(ctx.req.headers['content-type'] ?? '');
  const receiveJson = json ? dialect.receiveJson : undefined;
  const accepted = await acceptTask(services, {
    req: ctx.req,
    principal: ctx.principal,
    ...(receiveJson ? { receive: (inputsDir: string, id: string) => receiveJson(ctx, inputsDir, id) } : {}),
    jobFields: (_submission, intake) => ({
      spaceId: parseSpaceId(intake.form.fields.get('spaceId') ?? ctx.url.searchParams.get('spaceId')),
    }),
  });
  if (accepted.kind === 'aborted') {
    ctx.res.destroy();
    return;
  }
  sendJson(ctx.res, 200, dialect.presentTask(accepted.record, ctx.origin));
}

/** The task routes under `dialect.prefix`, answering in that dialect's shapes. */
export function addTaskRoutes(router: Router, services: EngineServices, dialect: TaskDialect): void {
  const at = (path: string): string => `${dialect.prefix}${path}`;

  router.add('POST', at('/tools/tasks'), (ctx) => createTask(services, dialect, ctx));

  router.add('GET', at('/tools/tasks'), async (ctx) => {
    const start = intParam(ctx.url, '_startIndex', 0, 0, Number.MAX_SAFE_INTEGER);
    const max = intParam(ctx.url, '_maxResults', DEFAULT_PAGE, 1, MAX_PAGE);
    const type = ctx.url.searchParams.get('type') || undefined;
    const spaceId = parseSpaceId(ctx.url.searchParams.get('spaceId'));
    // An admin lists everyone's tasks; anyone else their own.
    const ownerId = ctx.principal.admin ? undefined : ctx.principal.userId;
    const page = await services.tasks.list({ type, spaceId, start, max, ownerId });
    sendJson(
      ctx.res,
      200,
      page.records.map((record) => dialect.presentTask(record, ctx.origin)),
      { 'x-content-record-total': page.total, 'access-control-expose-headers': 'x-content-record-total, x-request-id' },
    );
  });

  router.add('GET', at('/tools/events'), async (ctx) => {
    const spaceId = parseSpaceId(ctx.url.searchParams.get('spaceId'));
    const lastEventId = ctx.req.headers['last-event-id']?.toString() || ctx.url.searchParams.get('lastEventId') || undefined;
    await streamTaskEvents(ctx.res, services.events, {
      present: (record) => dialect.presentTask(record, ctx.origin),
      includes: (record) => spaceOf(record.job) === spaceId && maySee(ctx.principal, record),
      includesDeleted: (ownerId) => ctx.principal.admin || ownerId === ctx.principal.userId,
      sse: services.sse,
      lastEventId,
    });
  });

  router.add('POST', at('/tools/tasks/:id/cancel'), async (ctx) => {
    const record = await findRecord(services, ctx);
    const after = (await services.cancelTask(record.task.id)) ?? record;
    sendJson(ctx.res, 200, dialect.presentTask(after, ctx.origin));
  });

  router.add('GET', at('/tools/tasks/:id'), async (ctx) => {
    const record = await findRecord(services, ctx);
    if (ctx.req.headers['response-event-stream']?.toString().toLowerCase() === 'yes' && ctx.req.method === 'GET') {
      await streamTask(ctx.res, services, record.task.id, (current) => dialect.presentTask(current, ctx.origin), services.sse);
      return;
    }
    sendJson(ctx.res, 200, dialect.presentTask(record, ctx.origin));
  });

  router.add('DELETE', at('/tools/tasks/:id'), async (ctx) => {
    const record = await findRecord(services, ctx);
    await services.deleteTask(record.task.id);
    ctx.res.writeHead(204);
    ctx.res.end();
  });

  router.add('GET', at('/tools/tasks/:id/download'), async (ctx) => {
    const record = await findRecord(services, ctx, { anySpace: true });
    const { task } = record;
    if (task.status !== 'completed' || !task.result) {
      throw notFound(`Task ${task.id} has no result to download: it is ${task.status}.`);
    }
    sendJson(ctx.res, 200, dialect.presentDownload(record, ctx.origin));
  });

  router.add('PUT', at('/tools/tasks/:id/start'), async (ctx) => {
    // DeckFlow starts guest tasks with this call; the local engine starts every task on its own.
    const record = await findRecord(services, ctx);
    sendJson(ctx.res, 200, dialect.presentTask(record, ctx.origin));
  });
}
