/**
 * `POST /tools/tasks` with a JSON body whose files are other tasks' results (decided here, the local engine's own
 * extension of the service API): `{type, params, name, spaceId, notifyURL, inputs: [{task: "<id>"}, {task: "<id>",
 * entry: "<file in its ZIP>"}]}`. A recipe's next step takes the step before's output where it already is, so an
 * intermediate file never travels back to the client and up again: a whole output is hard-linked into the new
 * task's inputs (one copy on disk), a file inside a ZIP output (a split's deck, a rendered slide) is unpacked into
 * them. The result is the same form a multipart create gives, so both go through one validation.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, link, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { mimeTypeFor } from '../../../shared/tools/file-acceptance';
import type { EngineServices } from '../engine-services';
import type { ReceivedFile } from '../intake/multipart-intake';
import { HttpError, invalidParameter } from '../lib/errors/http-error';
import { ToolError } from '../lib/errors/tool-error';
import { entryNameToPartName } from '../lib/pptx/part-names';
import { ZipSource } from '../lib/zip/zip-source';
import { parseSpaceId, spaceOf } from '../store/spaces';
import { baseName, inputFileName } from '../store/stored-file-names';
import { isTaskId } from '../store/task-paths';
import type { TaskRecord } from '../store/task-record';
import { isJsonObject, readJsonBody } from './json-body';
import type { RequestContext } from './router';
import type { TaskIntake } from './task-dialect';

const JSON_OVERHEAD_BYTES = 1024 * 1024;

interface TaskInput {
  task: string;
  entry?: string;
}

function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidParameter(`${field} must be a string.`);
  return value;
}

function inputsOf(body: Record<string, unknown>, maxFiles: number): TaskInput[] {
  const inputs = body.inputs;
  const valid =
    Array.isArray(inputs) &&
    inputs.every(
      (input) =>
        isJsonObject(input) &&
        typeof input.task === 'string' &&
        (input.entry === undefined || (typeof input.entry === 'string' && input.entry.length > 0 && input.entry.length <= 1000)) &&
        Object.keys(input).every((key) => key === 'task' || key === 'entry'),
    );
  if (!valid) {
    throw invalidParameter(
      'inputs must be an array of {"task": "<task id>"} or {"task": "<task id>", "entry": "<file in its ZIP>"}, in order.',
    );
  }
  if (inputs.length > maxFiles) throw invalidParameter(`Too many files: at most ${maxFiles} per task.`);
  return inputs as TaskInput[];
}

function sourceRecord(services: EngineServices, input: TaskInput, index: number, spaceId: string): TaskRecord {
  const record = isTaskId(input.task) ? services.store.get(input.task) : undefined;
  if (!record || spaceOf(record.job) !== spaceId) {
    throw invalidParameter(`inputs[${index}]: no task “${input.task.slice(0, 64)}” in this space (it may have been deleted).`);
  }
  if (record.task.status !== 'completed' || !record.job.outputFile) {
    throw invalidParameter(
      `inputs[${index}]: task ${record.task.id} is ${record.task.status}; only a completed task's result can be an input.`,
    );
  }
  return record;
}

/** Hard-links the output into the task (one copy of the bytes on disk); copies where links are not possible. */
async function placeWhole(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

async function placeEntry(output: string, label: string, entry: string, to: string, index: number): Promise<void> {
  let zip: ZipSource;
  try {
    zip = await ZipSource.open(output, label);
  } catch (error) {
    throw invalidParameter(`inputs[${index}]: ${error instanceof ToolError ? error.message : `${label} is not a ZIP`}.`);
  }
  try {
    const partName = entryNameToPartName(entry);
    if (!zip.has(partName)) throw invalidParameter(`inputs[${index}]: ${label} has no file named “${entry.slice(0, 200)}”.`);
    await pipeline(await zip.openStream(partName), createWriteStream(to, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof ToolError) throw invalidParameter(`inputs[${index}]: ${error.message}.`);
    throw error;
  } finally {
    zip.close();
  }
}

export async function receiveTaskInputsCreate(services: EngineServices, ctx: RequestContext, inputsDir: string): Promise<TaskIntake> {
  const body = await readJsonBody(ctx.req, services.intakeLimits.maxFieldBytes + JSON_OVERHEAD_BYTES);
  if (!isJsonObject(body)) {
    throw invalidParameter('Send the task as a JSON object: {"type": "…", "params": {…}, "inputs": [{"task": "<task id>"}]}.');
  }
  const inputs = inputsOf(body, services.intakeLimits.maxFiles);
  const spaceId = parseSpaceId(optionalString(body, 'spaceId') ?? ctx.url.searchParams.get('spaceId'));
  const fields = new Map<string, string>([['spaceId', spaceId]]);
  for (const field of ['type', 'name', 'notifyURL']) {
    const value = optionalString(body, field);
    if (value !== undefined) fields.set(field, value);
  }
  if (body.params !== undefined && body.params !== null) fields.set('params', JSON.stringify(body.params));

  const files: ReceivedFile[] = [];
  for (const [index, input] of inputs.entries()) {
    const record = sourceRecord(services, input, index, spaceId);
    const output = join(services.store.paths(record.task.id).output, record.job.outputFile ?? '');
    const resultName = baseName(record.task.result?.fileName ?? record.job.outputFile ?? 'result');
    const name = input.entry === undefined ? resultName : baseName(input.entry);
    const file = inputFileName(index + 1, name);
    const target = join(inputsDir, file);
    if (input.entry === undefined) await placeWhole(output, target);
    else await placeEntry(output, resultName, input.entry, target, index);
    files.push({ field: 'files', file, name, size: (await stat(target)).size, mimeType: mimeTypeFor(name) });
  }
  return { form: { fields, files }, fileIds: inputs.map(() => randomUUID()) };
}
