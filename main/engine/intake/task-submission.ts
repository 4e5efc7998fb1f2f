import type { CatalogEntry } from '../tools/catalog';
import type { ToolSet, ToolSource } from '../tool-set';
import { invalidParameter } from '../http/http-error';
import { safeExtension } from '../store/stored-file-names';
import { fileTooLarge, type ReceivedFile, type ReceivedForm } from './multipart-intake';
import { readableParamsError } from './readable-zod-error';
import { precheckSubmission } from './tool-prechecks';

export interface Submission {
  entry: CatalogEntry;
  source: ToolSource;
  name: string;
  params: Record<string, unknown>;
  notifyURL: string | null;
  files: ReceivedFile[];
}

const FILE_FIELDS = new Set(['files', 'file']);
/** Sent by clients that do not know a file's type; the extension decides then. */
const GENERIC_MIME = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'text/plain']);

function listExtensions(entry: CatalogEntry): string {
  return entry.extensions.join(', ');
}

function countRule(entry: CatalogEntry): string {
  const kind = entry.extensions.length > 0 ? ` ${listExtensions(entry)}` : '';
  if (entry.maxFiles === entry.minFiles) return `exactly ${entry.minFiles}${kind} file${entry.minFiles === 1 ? '' : 's'}`;
  if (entry.maxFiles === null) return `at least ${entry.minFiles}${kind} file${entry.minFiles === 1 ? '' : 's'}`;
  return `${entry.minFiles} to ${entry.maxFiles}${kind} files`;
}

function mimeAccepted(entry: CatalogEntry, mime: string): boolean {
  if (GENERIC_MIME.has(mime)) return true;
  return entry.mimeTypes.some((accepted) =>
    accepted.endsWith('/*') ? mime.startsWith(accepted.slice(0, -1)) : accepted === mime,
  );
}

function checkFile(entry: CatalogEntry, file: ReceivedFile, limit: number | null): void {
  const label = file.name ? `"${file.name}"` : 'An unnamed file';
  if (limit !== null && file.size > limit) throw fileTooLarge(file.name, limit, entry.type);
  if (file.size === 0) throw invalidParameter(`File ${label} is empty.`);
  const ext = safeExtension(file.name);
  if (entry.extensions.length > 0 && !entry.extensions.includes(ext)) {
    throw invalidParameter(
      `File ${label} is not a format ${entry.type} accepts: expected ${listExtensions(entry)}${ext ? `, got ${ext}` : ' (the name has no extension)'}.`,
    );
  }
  if (!mimeAccepted(entry, file.mimeType)) {
    throw invalidParameter(
      `File ${label} was sent as ${file.mimeType}, which ${entry.type} does not accept (expected ${entry.mimeTypes.join(', ')}).`,
    );
  }
}

function parseParams(entry: CatalogEntry, raw: string | undefined): Record<string, unknown> {
  let value: unknown = {};
  if (raw !== undefined && raw.trim() !== '') {
    try {
      value = JSON.parse(raw);
    } catch (err) {
      throw invalidParameter(`params is not valid JSON (${(err as Error).message}); send a JSON object such as {}.`);
    }
  }
  const parsed = entry.params.safeParse(value);
  if (!parsed.success) throw invalidParameter(readableParamsError(entry.type, parsed.error, entry.params));
  return parsed.data as Record<string, unknown>;
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
    throw invalidParameter(
      `The local engine does not run ${type}; it is a DeckFlow cloud tool. Switch to the cloud service to use it.`,
    );
  }
  const stray = form.files.find((file) => !FILE_FIELDS.has(file.field));
  if (stray) {
    throw invalidParameter(`Unexpected file field "${stray.field}"; send every file in the field "files".`);
  }
  const count = form.files.length;
  if (count === 0 && entry.minFiles > 0) {
    throw invalidParameter(`No files were sent: ${type} needs ${countRule(entry)} in the field "files".`);
  }
  if (count < entry.minFiles || (entry.maxFiles !== null && count > entry.maxFiles)) {
    throw invalidParameter(`${type} needs ${countRule(entry)}; ${count} ${count === 1 ? 'was' : 'were'} sent.`);
  }
  const limit = tools.fileLimit(entry);
  for (const file of form.files) checkFile(entry, file, limit);
  const params = parseParams(entry, form.fields.get('params'));
  const precheckProblem = precheckSubmission(type, params, form.files.map((file) => file.name));
  if (precheckProblem) throw invalidParameter(precheckProblem);
  const notifyURL = parseNotifyUrl(form.fields.get('notifyURL'));
  if (!source) {
    throw invalidParameter(`This version of the local engine cannot run ${type} yet.`);
  }
  const givenName = form.fields.get('name')?.trim();
  const name = (givenName ? givenName.slice(0, 255) : undefined) ?? form.files[0]?.name ?? type;
  return { entry, source, name: name || type, params, notifyURL, files: form.files };
}
