/**
 * `POST /tools/tasks` with a JSON body whose files are other tasks' results (decided here, the local engine's own
 * extension of the service API): `{type, params, name, spaceId, notifyURL, inputs: [{task: "<id>"}, {task: "<id>",
 * entry: "<file in its ZIP>"}]}`. A recipe's next step takes the step before's output where it already is, so an
 * intermediate file never travels back to the client and up again: the blob store places a whole output, or a file
 * inside a ZIP output (a split's deck, a rendered slide), among the new task's inputs (BlobStore.inputFromOutput). The result is the same form a multipart create gives, so both go through one validation.
 *
 * `{task: "<id>", input: N}` takes the N-th (1-based) input of a task that did not complete: a failed run keeps its
 * inputs (queue/run-task.ts), so Retry works from the engine's own copy when the client no longer has the files (a
 * browser's staged upload after the web host restarted).
 */
import { randomUUID } from 'node:crypto';
import { copyFile, link, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { mimeTypeFor } from '../../../shared/tools/file-acceptance';
import type { OutputSource } from '../blobs/blob-store';
import type { EngineServices } from '../engine-services';
import type { ReceivedFile } from '../intake/multipart-intake';
import { invalidParameter } from '../lib/errors/http-error';
import { ToolError } from '../lib/errors/tool-error';
import { maySee, type Principal } from '../store/people';
import { spaceOf } from '../store/spaces';
import { baseName, inputFileName } from '../store/stored-file-names';
import { isTaskId } from '../store/task-id';
import type { TaskRecord } from '../store/task-record';
import { isJsonObject, readJsonBody } from './json-body';
import { jsonTaskFields } from './json-task-fields';
import type { RequestContext } from './router';
import type { TaskIntake } from '../intake/accept-task';

const JSON_OVERHEAD_BYTES = 1024 * 1024;

interface TaskInput {
  task: string;
  entry?: string;
  /** 1-based: the source task's own input rather than its result. */
  input?: number;
}

const INPUT_FORMS =
  'inputs must be an array of {"task": "<task id>"}, {"task": "<task id>", "entry": "<file in its ZIP>"} or ' +
  '{"task": "<task id>", "input": <1-based number of one of its inputs>}, in order.';

function inputsOf(body: Record<string, unknown>, maxFiles: number): TaskInput[] {
  const inputs = body.inputs;
  if (inputs === undefined) {
    // Pre-uploaded fileIds belong to the SDK dialect; files themselves come as multipart.
    throw invalidParameter(
      "Send the files as multipart/form-data (files, type, params), or make the task from other tasks' results with a JSON " +
        'body {"type": "…", "inputs": [{"task": "<task id>"}]}; pre-uploaded fileIds are taken at /v1/tools/tasks.',
    );
  }
  const valid =
    Array.isArray(inputs) &&
    inputs.every(
      (input) =>
        isJsonObject(input) &&
        typeof input.task === 'string' &&
        (input.entry === undefined || (typeof input.entry === 'string' && input.entry.length > 0 && input.entry.length <= 1000)) &&
        (input.input === undefined || (Number.isSafeInteger(input.input) && (input.input as number) >= 1)) &&
        !(input.entry !== undefined && input.input !== undefined) &&
        Object.keys(input).every((key) => key === 'task' || key === 'entry' || key === 'input'),
    );
  if (!valid) throw invalidParameter(INPUT_FORMS);
  if (inputs.length > maxFiles) throw invalidParameter(`Too many files: at most ${maxFiles} per task.`);
  return inputs as TaskInput[];
}

async function sourceRecord(
  services: EngineServices,
  input: TaskInput,
  index: number,
  spaceId: string,
  principal: Principal,
): Promise<TaskRecord> {
  const record = isTaskId(input.task) ? await services.tasks.get(input.task) : undefined;
  // Another person's result is as unknown as a deleted one.
  if (!record || !maySee(principal, record) || spaceOf(record.job) !== spaceId) {
    throw invalidParameter(`inputs[${index}]: no task “${input.task.slice(0, 64)}” in this space (it may have been deleted).`);
  }
  if (input.input !== undefined) return record;
  if (record.task.status !== 'completed' || !record.job.outputFile) {
    throw invalidParameter(
      `inputs[${index}]: task ${record.task.id} is ${record.task.status}; only a completed task's result can be an input.`,
    );
  }
  return record;
}

/** Places one input through the blob store, turning its refusals into a 400 that names the input. */
async function placeInput(services: EngineServices, taskId: string, file: string, from: OutputSource, index: number): Promise<number> {
  let size: number | null;
  try {
    size = await services.blobs.inputFromOutput(taskId, file, from);
  } catch (error) {
    if (error instanceof ToolError) throw invalidParameter(`inputs[${index}]: ${error.message}.`);
    throw error;
  }
  if (size === null) throw invalidParameter(`inputs[${index}]: the result of task ${from.taskId} is no longer stored.`);
  return size;
}

/** Places a source task's kept input among the new task's inputs (a hard link: inputs are never written again). */
async function placeKeptInput(
  services: EngineServices,
  inputsDir: string,
  file: string,
  record: TaskRecord,
  number: number,
  index: number,
): Promise<{ name: string; size: number }> {
  const stored = record.job.inputs[number - 1];
  if (!stored) {
    throw invalidParameter(`inputs[${index}]: task ${record.task.id} has ${record.job.inputs.length} input(s), not ${number}.`);
  }
  const gone = (): Error =>
    invalidParameter(`inputs[${index}]: task ${record.task.id} no longer keeps its inputs (only a task that did not complete does).`);
  if (record.task.status === 'completed' || !(await services.blobs.hasInputs(record.task.id, [stored]))) throw gone();
  const [source] = await services.blobs.checkoutInputs(record.task.id, [stored]);
  const target = join(inputsDir, file);
  try {
    await link(source ?? '', target).catch(() => copyFile(source ?? '', target));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw gone();
    throw error;
  }
  return { name: stored.name, size: (await stat(target)).size };
}

export async function receiveTaskInputsCreate(
  services: EngineServices,
  ctx: RequestContext,
  inputsDir: string,
  taskId: string,
): Promise<TaskIntake> {
  const body = await readJsonBody(ctx.req, services.intakeLimits.maxFieldBytes + JSON_OVERHEAD_BYTES);
  if (!isJsonObject(body)) {
    throw invalidParameter('Send the task as a JSON object: {"type": "…", "params": {…}, "inputs": [{"task": "<task id>"}]}.');
  }
  const inputs = inputsOf(body, services.intakeLimits.maxFiles);
  const { spaceId, fields } = jsonTaskFields(body, ctx.url);

  const files: ReceivedFile[] = [];
  for (const [index, input] of inputs.entries()) {
    const record = await sourceRecord(services, input, index, spaceId, ctx.principal);
    if (input.input !== undefined) {
      const file = inputFileName(index + 1, baseName(record.job.inputs[input.input - 1]?.name ?? 'input'));
      const kept = await placeKeptInput(services, inputsDir, file, record, input.input, index);
      files.push({ field: 'files', file, name: kept.name, size: kept.size, mimeType: mimeTypeFor(kept.name) });
      continue;
    }
    const outputFile = record.job.outputFile ?? '';
    const label = baseName(record.task.result?.fileName ?? outputFile);
    const name = input.entry === undefined ? label : baseName(input.entry);
    const file = inputFileName(index + 1, name);
    const from: OutputSource = { taskId: record.task.id, file: outputFile, label, entry: input.entry };
    const size = await placeInput(services, taskId, file, from, index);
    files.push({ field: 'files', file, name, size, mimeType: mimeTypeFor(name) });
  }
  return { form: { fields, files }, fileIds: inputs.map(() => randomUUID()) };
}
