/**
 * DeckFlow's translation endpoint, on the engine's own task store and queue (a `translation` task underneath):
 *
 *   POST /external/translations              multipart `file`, `from`, `to`, `engine`, `model`, optional `webhook_url`
 *        → {job_id, status: "processing", estimated_time, webhook_url}
 *   GET  /external/translations/{job_id}          → {job_id, status, progress, estimated_time, download_url, error …}
 *   GET  /external/translations/{job_id}/download → the translated file
 *
 * When the job ends the engine POSTs {job_id, status, download_url, file_name | error} to `webhook_url`.
 * `engine` names the provider (apertium, openai, deepl, libretranslate); `model` is Standard or Pro.
 */
import { join } from 'node:path';
import { TRANSLATION_PROVIDER_IDS, type TranslationProviderId } from '../../../shared/contract/translation';
import type { EngineServices } from '../engine-services';
import { acceptTask, type AdaptedForm } from '../intake/accept-task';
import type { ReceivedForm } from '../intake/multipart-intake';
import { maySee, type Principal } from '../store/people';
import { isTaskId } from '../store/task-id';
import type { TaskRecord } from '../store/task-record';
import { countPages, estimateSeconds } from '../translation/estimate';
import { invalidParameter, notFound } from '../lib/errors/http-error';
import type { RequestContext, Router } from './router';
import { sendJson } from './send-json';
import { externalJob } from '../webhooks/external-jobs';

function modelOf(raw: string | undefined): 'Standard' | 'Pro' | undefined {
  const value = raw?.trim().toLowerCase();
  if (!value) return undefined;
  if (value === 'standard' || value === 'pro') return value === 'pro' ? 'Pro' : 'Standard';
  throw invalidParameter(`model must be Standard or Pro, not "${raw}".`);
}

function engineOf(raw: string | undefined): TranslationProviderId | undefined {
  const value = raw?.trim().toLowerCase();
  if (!value) return undefined;
  if ((TRANSLATION_PROVIDER_IDS as readonly string[]).includes(value)) return value as TranslationProviderId;
  throw invalidParameter(`engine must be one of ${TRANSLATION_PROVIDER_IDS.join(', ')}, not "${raw}".`);
}

/** The multipart of the external API as a `translation` task's form. */
function asTaskForm(form: ReceivedForm): ReceivedForm {
  const field = (name: string): string | undefined => form.fields.get(name)?.trim() || undefined;
  const params = {
    from: field('from') ?? 'auto',
    to: field('to'),
    ...(modelOf(field('model')) ? { model: modelOf(field('model')) } : {}),
    ...(engineOf(field('engine')) ? { provider: engineOf(field('engine')) } : {}),
  };
  if (!params.to) throw invalidParameter('Missing to: name the target language, e.g. es.');
  const fields = new Map<string, string>([
    ['type', 'translation'],
    ['params', JSON.stringify(params)],
  ]);
  const name = field('name');
  if (name) fields.set('name', name);
  return { fields, files: form.files };
}

function webhookOf(form: ReceivedForm): string | null {
  const raw = form.fields.get('webhook_url')?.trim() ?? form.fields.get('notifyURL')?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidParameter(`webhook_url "${raw}" is not a URL; give an absolute http:// or https:// address.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidParameter('webhook_url must be an http:// or https:// address.');
  return url.href;
}

/** The external API's fields as a `translation` task's form, and its webhook to check with the task's. */
function adaptForm(form: ReceivedForm): AdaptedForm {
  if (form.files.length === 0) throw invalidParameter('Missing file: send the document in the multipart field "file".');
  const webhookUrl = webhookOf(form);
  return { form: asTaskForm(form), ...(webhookUrl ? { webhook: { url: webhookUrl, field: 'webhook_url' } } : {}) };
}

async function createJob(services: EngineServices, ctx: RequestContext): Promise<void> {
  const accepted = await acceptTask(services, {
    req: ctx.req,
    principal: ctx.principal,
    adapt: adaptForm,
    jobFields: async (submission, intake, inputsDir) => {
      const choice = await services.translation.choose(submission.params);
      const first = submission.files[0];
      const pages = first ? await countPages(join(inputsDir, first.file), first.name) : null;
      const estimatedSeconds = estimateSeconds(pages, 'id' in choice ? choice.id : 'apertium');
      return { external: { webhookUrl: webhookOf(intake.form), estimatedSeconds } };
    },
  });
  if (accepted.kind === 'aborted') {
    ctx.res.destroy();
    return;
  }
  const { record } = accepted;
  const job = externalJob(record.task, record.job, ctx.origin);
  sendJson(ctx.res, 200, { job_id: job.job_id, status: 'processing', estimated_time: job.estimated_time, webhook_url: job.webhook_url });
}

async function findJob(services: EngineServices, id: string | undefined, principal: Principal): Promise<TaskRecord> {
  const record = id && isTaskId(id) ? await services.tasks.get(id) : undefined;
  if (!record?.job.external || !maySee(principal, record)) throw notFound(`No translation job with id "${id ?? ''}".`);
  return record;
}

export function addExternalTranslationRoutes(router: Router, services: EngineServices): void {
  router.add('POST', '/external/translations', (ctx) => createJob(services, ctx));

  router.add('GET', '/external/translations/:id', async (ctx) => {
    const record = await findJob(services, ctx.params.id, ctx.principal);
    sendJson(ctx.res, 200, externalJob(record.task, record.job, ctx.origin));
  });

  router.add('GET', '/external/translations/:id/download', async (ctx) => {
    const record = await findJob(services, ctx.params.id, ctx.principal);
    const fileName = record.task.result?.fileName;
    if (record.task.status !== 'completed' || !fileName) {
      throw notFound(`Job ${record.task.id} has nothing to download: it is ${externalJob(record.task, record.job, ctx.origin).status}.`);
    }
    // The same stream, ranges and headers as the task's result.url.
    const match = router.match('GET', `/files/${record.task.id}/${encodeURIComponent(fileName)}`);
    if (match.kind !== 'found') throw notFound('The translated file is not available.');
    await match.handler({ ...ctx, params: match.params });
  });
}
