/**
 * The one way a task comes into being, for every route that creates tasks (`POST /tools/tasks` in both dialects,
 * `POST /external/translations`): prechecks on the headers alone (request length, disk, the person's limits) →
 * receive the body into the task's receiving folder → validate against the tool's definition → the webhook target →
 * judge each file by its content → is the tool available → commit the inputs → store the task → queue it. Any refusal
 * removes what was received, a full disk becomes 507, and a client that went away gets no answer; a route only says
 * how its body is read, how its fields map onto a task's form, and what its job carries beyond the inputs.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { EngineServices } from '../engine-services';
import { isConnectionLoss } from '../lib/errors/connection-loss';
import { HttpError } from '../lib/errors/http-error';
import type { Principal } from '../store/people';
import type { TaskJob, TaskRecord } from '../store/task-record';
import { roomForUpload } from '../uploads/upload-room';
import { checkFileContents } from './format-sniffing';
import { isDiskFull, notEnoughDiskSpace, requestTooLarge } from './intake-refusals';
import { ClientAbortedError, receiveMultipart, type ReceivedForm } from './multipart-intake';
import { validateSubmission, type Submission } from './task-submission';
import { checkWebhookTarget } from './webhook-target';

/** What a create request delivered, before validation: the form, and one id per file in the same order. */
export interface TaskIntake {
  form: ReceivedForm;
  fileIds: string[];
  /** Runs once the task is stored (e.g. removes the pre-uploads it consumed). */
  commit?: () => Promise<void>;
}

/** A route's reading of its body as a task's form, with any webhook of its own to check (field name for the message). */
export interface AdaptedForm {
  form: ReceivedForm;
  webhook?: { url: string; field: string };
}

export interface TaskRequest {
  req: IncomingMessage;
  principal: Principal;
  /** Reads the body into `inputsDir`, the receiving folder of the new task `taskId`; by default a multipart form. */
  receive?: (inputsDir: string, taskId: string) => Promise<TaskIntake>;
  /** The route's own field names mapped onto a task's form (type, params, name, notifyURL, files). */
  adapt?: (form: ReceivedForm) => AdaptedForm;
  /** What the task's job carries beyond its params, inputs and owner, known once the inputs passed every check. */
  jobFields: (submission: Submission, intake: TaskIntake, inputsDir: string) => Promise<Partial<TaskJob>> | Partial<TaskJob>;
}

/** `aborted`: the client went away mid-upload; nothing was kept and there is no one to answer. */
export type Accepted = { kind: 'created'; record: TaskRecord } | { kind: 'aborted' };

/** Form fields and multipart framing on top of the file bytes a request may carry. */
const FORM_OVERHEAD_BYTES = 4 * 1024 * 1024;

/** Refusals that the headers alone decide, before a byte of the body is read or stored. */
async function precheckUpload(services: EngineServices, req: IncomingMessage): Promise<void> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (!Number.isSafeInteger(declared)) return;
  const largest = services.tools.largestRequestLimit();
  if (declared > largest + FORM_OVERHEAD_BYTES) throw requestTooLarge(undefined, largest, declared);
  // Unfinished pre-uploads have the disk they will still fill promised to them.
  const usable = await roomForUpload(services.dataDir, services.minFreeDiskBytes, services.uploads.holdings().outstanding);
  if (usable !== null && declared > usable) throw notEnoughDiskSpace({ needed: declared, free: usable });
}

/** A person at one of their limits (team server) is told so before the body is read. */
async function precheckPerson(services: EngineServices, request: TaskRequest): Promise<void> {
  if (!services.people || !request.principal.userId) return;
  const declared = Number(request.req.headers['content-length'] ?? NaN);
  await services.people.precheck(request.principal, Number.isSafeInteger(declared) ? declared : null);
}

async function receiveAndStore(
  services: EngineServices,
  request: TaskRequest,
  id: string,
): Promise<{ record: TaskRecord; intake: TaskIntake }> {
  const inputsDir = await services.blobs.receiveInputs(id);
  const intake = request.receive
    ? await request.receive(inputsDir, id)
    : { form: await receiveMultipart(request.req, inputsDir, services.intakeLimits), fileIds: [] };
  const adapted = request.adapt?.(intake.form) ?? { form: intake.form };
  const submission = validateSubmission(adapted.form, services.tools);
  if (submission.notifyURL) await checkWebhookTarget(services.webhookPolicy, submission.notifyURL, 'notifyURL');
  if (adapted.webhook) await checkWebhookTarget(services.webhookPolicy, adapted.webhook.url, adapted.webhook.field);
  await checkFileContents(submission, inputsDir);
  const fileNames = submission.files.map((file) => file.name);
  const unavailable = await services.availability.taskUnavailability(submission.entry.type, submission.params, fileNames);
  if (unavailable) throw new HttpError(400, 'tool_unavailable', unavailable.text, {}, { unavailable: unavailable.reason });
  const fields = await request.jobFields(submission, intake, inputsDir);
  await services.blobs.commitInputs(id);
  const record = await services.tasks.create({
    id,
    name: submission.name,
    type: submission.entry.type,
    job: {
      params: submission.params,
      inputs: submission.files.map(({ file, name, size, mimeType }) => ({ file, name, size, mimeType })),
      notifyURL: submission.notifyURL,
      outputFile: null,
      fileIds: intake.fileIds.length > 0 ? intake.fileIds : submission.files.map(() => randomUUID()),
      ...fields,
      ...(request.principal.userId ? { ownerId: request.principal.userId } : {}),
    },
  });
  return { record, intake };
}

/** Creates and queues the task a request describes, or throws the refusal (an `HttpError`) with nothing kept. */
export async function acceptTask(services: EngineServices, request: TaskRequest): Promise<Accepted> {
  await precheckUpload(services, request.req);
  await precheckPerson(services, request);
  const id = randomUUID();
  let stored: { record: TaskRecord; intake: TaskIntake };
  try {
    stored = await receiveAndStore(services, request, id);
  } catch (err) {
    await services.blobs.removeTask(id);
    if (err instanceof ClientAbortedError) return { kind: 'aborted' };
    if (isDiskFull(err)) throw notEnoughDiskSpace();
    throw err;
  }
  // The task holds its inputs already; a leftover pre-upload would only expire later.
  await stored.intake.commit?.().catch((err: unknown) => console.warn(`task ${id}: could not remove its pre-uploads`, err));
  await services.queue.enqueue(id).catch((err: unknown) => {
    // Stored but not queued: the database went away in between. The runner's sweep queues such a task once it is back.
    if (!isConnectionLoss(err)) throw err;
    console.warn(`task ${id}: stored, queued once the database is back (${(err as Error).message})`);
  });
  return { kind: 'created', record: stored.record };
}
