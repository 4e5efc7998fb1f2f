import type { ToolDefinition } from '../../../shared/tools/catalog';
import type { ToolSet, ToolSource } from '../tools/tool-set';
import { HttpError, invalidParameter } from '../lib/errors/http-error';
import { fileTooLarge, type ReceivedFile, type ReceivedForm } from './multipart-intake';
import { countRefusal, fileRefusal } from '../../../shared/tools/file-acceptance';
import { checkParams } from '../../../shared/tools/params-errors';
import { precheckSubmission } from './tool-prechecks';
import { parseBoundedJson } from '../lib/json/bounded-json';

export interface Submission {
  entry: ToolDefinition;
  source: ToolSource;
  name: string;
  params: Record<string, unknown>;
  notifyURL: string | null;
  files: ReceivedFile[];
}

const FILE_FIELDS = new Set(['files', 'file']);

function checkFile(entry: ToolDefinition, file: ReceivedFile, limit: number | null): void {
  if (limit !== null && file.size > limit) throw fileTooLarge(entry, file.name, limit);
  const refusal = fileRefusal(entry, { name: file.name || 'An unnamed file', size: file.size, mimeType: file.mimeType }, limit);
  if (refusal) throw new HttpError(400, refusal.code, refusal.message, {}, { file: refusal.file });
}

function parseParams(entry: ToolDefinition, raw: string | undefined, fileNames: readonly string[]): Record<string, unknown> {
  let value: unknown = {};
  if (raw !== undefined && raw.trim() !== '') {
    try {
      value = parseBoundedJson(raw);
    } catch (err) {
      throw invalidParameter(`params is not valid JSON (${(err as Error).message}); send a JSON object such as {}.`);
    }
  }
  const checked = checkParams(entry, value, fileNames);
  if (!checked.ok) throw invalidParameter(checked.message);
  return checked.params;
}

function parseNotifyUrl(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidParameter(`notifyURL "${value}" is not a URL; give an absolute http:// or https:// address.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalidParameter(`notifyURL must be an http:// or https:// address, not ${url.protocol}.`);
  }
  return url.href;
}

/** Checks a received form against the catalog before any work starts; throws 400 with a readable message. */
export function validateSubmission(form: ReceivedForm, tools: ToolSet): Submission {
  const type = form.fields.get('type')?.trim();
  if (!type) {
    throw invalidParameter('Missing type: name the tool to run in the form field "type", e.g. pptx.join.');
  }
  const resolved = tools.resolve(type);
  if (!resolved) {
    throw invalidParameter(`Unknown type "${type}". Known types: ${tools.knownTypes().join(', ')}.`);
  }
  const { entry, source } = resolved;
  if (!entry.local) {
    throw invalidParameter(`The local engine does not run ${type}; it is a DeckFlow cloud tool. Switch to the cloud service to use it.`);
  }
  const stray = form.files.find((file) => !FILE_FIELDS.has(file.field));
  if (stray) {
    throw invalidParameter(`Unexpected file field "${stray.field}"; send every file in the field "files".`);
  }
  const countProblem = countRefusal(entry, form.files.length);
  if (countProblem) {
    throw invalidParameter(form.files.length === 0 ? `${countProblem} Send them in the field "files".` : countProblem);
  }
  const limit = tools.fileLimit(entry);
  for (const file of form.files) checkFile(entry, file, limit);
  const fileNames = form.files.map((file) => file.name);
  const params = parseParams(entry, form.fields.get('params'), fileNames);
  const precheckProblem = precheckSubmission(type, params);
  if (precheckProblem) throw invalidParameter(precheckProblem);
  const notifyURL = parseNotifyUrl(form.fields.get('notifyURL'));
  if (!source) {
    throw invalidParameter(`This version of the local engine cannot run ${type} yet.`);
  }
  const givenName = form.fields.get('name')?.trim();
  const name = (givenName ? givenName.slice(0, 255) : undefined) ?? form.files[0]?.name ?? type;
  return { entry, source, name: name || type, params, notifyURL, files: form.files };
}
