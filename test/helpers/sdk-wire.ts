/**
 * DeckFlow's TypeScript SDK (@deckops/sdk 0.7.4, deckflow/deckops `sdks/typescript`) as the engine sees it on the
 * wire, rebuilt from reading its source, for tests: the SDK is not on the npm registry and CI reaches no other host.
 * Written for this project; each method names the SDK behaviour it stands for. What it reproduces:
 * - every SDK request carries `Content-Type: application/json` (dropped for forms), `Authorization: Bearer <key>`
 *   and `X-Auth-UUID`, and names its space (`spaceId` query on task routes, in the body on creates);
 * - a create with files under 10 MiB in total sends them inline (fields spaceId, type, params, name, then files);
 *   otherwise each file is pre-uploaded (`POST /spaces/{spaceId}/file/auth`, then a PUT of the whole file or of
 *   10 MiB parts, five at a time, plus a completion POST, all sent with a bare client: no SDK headers) and the task
 *   is created with JSON `{fileIds, type, params, spaceId, name}`;
 * - without a configured space, `GET /user` gives it; after a 401 the key is dropped, the space is resolved again
 *   as a guest (`GET /user` without a key) and the request is sent once more;
 * - `wait` reads the task once, then follows the event stream (or polls), and throws `Task failed: <error>`;
 * - errors read as `API Error (<status>): <message|error|msg>`.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';

const MiB = 1024 * 1024;
/** INLINE_TASK_FILES_MAX_BYTES and DEFAULT_CHUNK_SIZE of the SDK. */
export const SDK_INLINE_MAX_BYTES = 10 * MiB;
export const SDK_CHUNK_SIZE = 10 * MiB;
const PART_CONCURRENCY = 5;

/** DeckTask as the SDK types it (the fields tests read). */
export interface SdkTask {
  id: string;
  spaceId: string;
  type: string;
  status: 'pending' | 'running' | 'completed' | 'failed';
  fileIds?: string[];
  name?: string;
  params?: Record<string, unknown>;
  preview?: unknown;
  result?: unknown;
  error?: string | null;
  createdAt?: string;
  updatedAt?: string;
}

export interface UploadAuthResponse {
  id: string;
  key: string;
  hash: string;
  platform: 'oss' | 'local';
  multipart: boolean;
  auth?: { url: string; headers: Record<string, string>; Authorization?: string };
  multipartUploadId?: string;
  multipartPartSize?: number;
  multipartPartAuths?: Array<{ url: string; headers: Record<string, string>; Authorization?: string }>;
}

export type SdkFile = string | { name: string; data: Uint8Array };

interface Prepared {
  name: string;
  bytes: number;
  hash: string;
  data: Uint8Array;
}

/** The SDK's APIError: status and the server's message. */
export class SdkApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    requestId: string | null,
  ) {
    const data = body as { message?: unknown; error?: unknown; msg?: unknown } | null;
    const text = [data?.message, data?.error, data?.msg].find((value) => typeof value === 'string' && value.trim()) as string | undefined;
    super(`API Error (${status}): ${text ?? `Request failed with status ${status}`}${requestId ? ` [X-RequestId: ${requestId}]` : ''}`);
    this.name = 'SdkApiError';
  }
}

/** One request as it left the client, for tests that check the sequence (e.g. the guest fallback after a 401). */
export interface SentRequest {
  method: string;
  url: string;
  authorized: boolean;
  status: number;
}

interface CallOptions {
  query?: Record<string, string | number | undefined>;
  json?: Record<string, unknown>;
  form?: FormData;
  headers?: Record<string, string>;
}

function md5(data: Uint8Array): string {
  return createHash('md5').update(data).digest('hex');
}

function blobOf(data: Uint8Array): Blob {
  return new Blob([new Uint8Array(data)]);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export class SdkWire {
  readonly sent: SentRequest[] = [];
  readonly authUuid: string;
  private apiKey: string | undefined;
  private spaceId: string | undefined;
  private downgraded = false;

  constructor(
    readonly root: string,
    options: { apiKey?: string; spaceId?: string; authUuid?: string } = {},
  ) {
    this.apiKey = options.apiKey;
    this.spaceId = options.spaceId;
    this.authUuid = options.authUuid ?? randomUUID();
  }

  // ---- transport (HttpClient) ----

  private async send(method: string, path: string, options: CallOptions, withKey: boolean): Promise<Response> {
    const url = new URL(`${this.root}/${path.replace(/^\//, '')}`);
    for (const [name, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Auth-UUID': this.authUuid, ...options.headers };
    if (withKey && this.apiKey) headers.Authorization = `Bearer ${this.apiKey}`;
    let body: BodyInit | undefined;
    if (options.form) {
      delete headers['Content-Type'];
      body = options.form;
    } else if (options.json) {
      body = JSON.stringify(options.json);
    }
    const response = await fetch(url, { method, headers, body });
    this.sent.push({ method, url: url.href, authorized: 'Authorization' in headers, status: response.status });
    return response;
  }

  /** One SDK call: a 401 drops the credentials, resolves a guest space and retries once (the response interceptor). */
  private async call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
    let response = await this.send(method, path, options, true);
    if (response.status === 401 && (this.apiKey || this.downgraded)) {
      await response.arrayBuffer();
      const oldSpace = (options.query?.spaceId as string | undefined) ?? (options.json?.spaceId as string | undefined) ?? this.spaceId;
      this.apiKey = undefined;
      this.spaceId = undefined;
      this.downgraded = true;
      const guestSpace = await this.resolveSpaceId();
      const retry: CallOptions = { ...options };
      if (oldSpace && options.query?.spaceId === oldSpace) retry.query = { ...options.query, spaceId: guestSpace };
      if (oldSpace && options.json?.spaceId === oldSpace) retry.json = { ...options.json, spaceId: guestSpace };
      const retryPath = oldSpace
        ? path.replace(`/spaces/${encodeURIComponent(oldSpace)}/`, `/spaces/${encodeURIComponent(guestSpace)}/`)
        : path;
      response = await this.send(method, retryPath, retry, true);
    }
    if (!response.ok) throw new SdkApiError(response.status, await readBody(response), response.headers.get('x-request-id'));
    return response;
  }

  private async callJson<T>(method: string, path: string, options: CallOptions = {}): Promise<{ data: T; headers: Headers }> {
    const response = await this.call(method, path, options);
    return { data: (await readBody(response)) as T, headers: response.headers };
  }

  /** resolveSpaceId: the configured space, else `GET /user` (which needs only X-Auth-UUID). */
  async resolveSpaceId(explicit?: string): Promise<string> {
    if (explicit) return explicit;
    if (this.spaceId) return this.spaceId;
    const { data } = await this.callJson<{ id?: string }>('GET', '/user');
    if (!data.id) throw new Error('user.self did not return an id');
    this.spaceId = data.id;
    return data.id;
  }

  private taskQuery(): Record<string, string | undefined> {
    return { spaceId: this.spaceId };
  }

  // ---- files (FilesApi) ----

  private async prepare(file: SdkFile): Promise<Prepared> {
    const data = typeof file === 'string' ? new Uint8Array(await readFile(file)) : file.data;
    const name = typeof file === 'string' ? basename(file) : file.name;
    return { name, bytes: data.byteLength, hash: md5(data), data };
  }

  /** files.requestUpload */
  async requestUpload(spaceId: string, file: { name: string; bytes: number; hash: string }): Promise<UploadAuthResponse> {
    const { data } = await this.callJson<UploadAuthResponse>('POST', `/spaces/${encodeURIComponent(spaceId)}/file/auth`, {
      json: { name: file.name, bytes: file.bytes, hash: file.hash, chunkSize: SDK_CHUNK_SIZE },
    });
    return data;
  }

  /** A request of the upload itself: a bare client, with only the headers the auth answer gave. */
  private async bare(
    method: string,
    target: { url: string; headers: Record<string, string>; Authorization?: string },
    body: BodyInit,
    json = false,
  ): Promise<unknown> {
    const headers: Record<string, string> = { ...target.headers };
    if (target.Authorization) headers.Authorization = target.Authorization;
    if (json) headers['Content-Type'] = 'application/json';
    const response = await fetch(target.url, { method, headers, body });
    this.sent.push({ method, url: target.url, authorized: 'Authorization' in headers, status: response.status });
    if (!response.ok) throw new SdkApiError(response.status, await readBody(response), response.headers.get('x-request-id'));
    return readBody(response);
  }

  private fileForm(name: string, data: Uint8Array): FormData {
    const form = new FormData();
    form.append('file', blobOf(data), name);
    return form;
  }

  /** files.upload, as the CLI uses it for every input: always a pre-upload, whatever the size. */
  async uploadFile(file: SdkFile, spaceId?: string): Promise<string> {
    return this.upload(await this.prepare(file), await this.resolveSpaceId(spaceId));
  }

  /** files.uploadPrepared: announce, then the whole file or its parts, then complete; returns the upload id. */
  private async upload(file: Prepared, spaceId: string): Promise<string> {
    const auth = await this.requestUpload(spaceId, file);
    if (!auth.auth) return auth.id;
    if (!auth.multipart) {
      await this.bare('PUT', auth.auth, this.fileForm(file.name, file.data));
      return auth.id;
    }
    const partAuths = auth.multipartPartAuths ?? [];
    if (partAuths.length === 0) throw new Error('Multipart upload authorization missing');
    const chunk = auth.multipartPartSize ?? SDK_CHUNK_SIZE;
    const parts: Array<{ partNumber: number; hash: string }> = [];
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < partAuths.length) {
        const index = next++;
        const partAuth = partAuths[index] as { url: string; headers: Record<string, string> };
        const slice = file.data.slice(index * chunk, (index + 1) * chunk);
        const answer = (await this.bare('PUT', partAuth, this.fileForm(file.name, slice))) as { hash?: unknown };
        parts.push({ partNumber: index + 1, hash: typeof answer.hash === 'string' ? answer.hash : '' });
      }
    };
    await Promise.all(Array.from({ length: PART_CONCURRENCY }, worker));
    parts.sort((a, b) => a.partNumber - b.partNumber);
    await this.bare('POST', auth.auth, JSON.stringify({ parts }), true);
    return auth.id;
  }

  // ---- tasks (TasksApi) ----

  /** tasks.create: inline under 10 MiB in total, otherwise pre-uploads and a JSON create with fileIds. */
  async create(params: {
    type: string;
    files?: SdkFile[];
    fileIds?: string[];
    params?: Record<string, unknown>;
    name?: string;
    spaceId?: string;
  }): Promise<SdkTask> {
    const spaceId = await this.resolveSpaceId(params.spaceId);
    const prepared = await Promise.all((params.files ?? []).map((file) => this.prepare(file)));
    const total = prepared.reduce((sum, file) => sum + file.bytes, 0);
    if (prepared.length > 0 && !params.fileIds?.length && total < SDK_INLINE_MAX_BYTES) {
      const form = new FormData();
      form.append('spaceId', spaceId);
      form.append('type', params.type);
      form.append('params', JSON.stringify(params.params ?? {}));
      if (params.name) form.append('name', params.name);
      for (const file of prepared) form.append('files', blobOf(file.data), file.name);
      return (await this.callJson<SdkTask>('POST', '/tools/tasks', { form })).data;
    }
    const uploaded = await Promise.all(prepared.map((file) => this.upload(file, spaceId)));
    const payload: Record<string, unknown> = {
      fileIds: [...(params.fileIds ?? []), ...uploaded],
      type: params.type,
      params: params.params ?? {},
    };
    payload.spaceId = spaceId;
    if (params.name) payload.name = params.name;
    return (await this.callJson<SdkTask>('POST', '/tools/tasks', { json: payload })).data;
  }

  /** tasks.get (plain JSON). */
  async get(id: string): Promise<SdkTask> {
    return (await this.callJson<SdkTask>('GET', `/tools/tasks/${encodeURIComponent(id)}`, { query: this.taskQuery() })).data;
  }

  /** tasks.list */
  async list(
    params: { type?: string; startIndex?: number; maxResults?: number; spaceId?: string } = {},
  ): Promise<{ tasks: SdkTask[]; total: number }> {
    const spaceId = await this.resolveSpaceId(params.spaceId);
    const { data, headers } = await this.callJson<SdkTask[]>('GET', '/tools/tasks', {
      query: { _startIndex: params.startIndex ?? 0, _maxResults: params.maxResults ?? 50, spaceId, type: params.type },
    });
    const total = headers.get('x-content-record-total');
    return { tasks: data, total: total === null ? data.length : Number.parseInt(total, 10) };
  }

  /** tasks.delete */
  async delete(id: string): Promise<void> {
    await this.call('DELETE', `/tools/tasks/${encodeURIComponent(id)}`, { query: this.taskQuery() });
  }

  /** tasks.start (the CLI calls it after every create made without a user token). */
  async start(id: string): Promise<SdkTask> {
    return (await this.callJson<SdkTask>('PUT', `/tools/tasks/${encodeURIComponent(id)}/start`, { query: this.taskQuery() })).data;
  }

  /** tasks.down: the result in its SDK shape (sent without the spaceId). */
  async down<T = unknown>(id: string): Promise<T> {
    return (await this.callJson<T>('GET', `/tools/tasks/${encodeURIComponent(id)}/download`)).data;
  }

  /** tasks.wait: one read, then the event stream (default) or polling; a failed task throws `Task failed: …`. */
  async wait(
    id: string,
    options: { useEventStream?: boolean; pollInterval?: number; onProgress?: (task: SdkTask) => void } = {},
  ): Promise<SdkTask> {
    const settle = (task: SdkTask): SdkTask | null => {
      options.onProgress?.(task);
      if (task.status === 'completed') return task;
      if (task.status === 'failed') throw new Error(`Task failed: ${task.error || 'Unknown error'}`);
      return null;
    };
    const first = settle(await this.get(id));
    if (first) return first;
    if (options.useEventStream === false) {
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, options.pollInterval ?? 2000));
        const done = settle(await this.get(id));
        if (done) return done;
      }
    }
    for (;;) {
      const done = await this.followStream(id, settle);
      if (done) return done;
    }
  }

  /** One event-stream connection; null when it ended before a terminal state (the SDK then reconnects). */
  private async followStream(id: string, settle: (task: SdkTask) => SdkTask | null): Promise<SdkTask | null> {
    const response = await this.call('GET', `/tools/tasks/${encodeURIComponent(id)}`, {
      query: this.taskQuery(),
      headers: { 'response-event-stream': 'yes' },
    });
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('application/json')) return settle((await response.json()) as SdkTask);
    if (!type.includes('text/event-stream')) throw new Error(`Unexpected Content-Type: ${type}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of (response.body ?? []) as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).replace(/^ /, ''))
          .join('\n');
        if (!data) continue;
        const done = settle(JSON.parse(data) as SdkTask);
        if (done) {
          await response.body?.cancel().catch(() => undefined);
          return done;
        }
      }
    }
    return null;
  }
}

/** What the CLI does with a result URL: a plain GET, no headers at all. */
export async function fetchWithoutHeaders(url: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(url);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

export function md5Hex(data: Uint8Array): string {
  return md5(data);
}
