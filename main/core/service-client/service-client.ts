/**
 * The one client for the service API (spec: docs/service-api.md), used for the local engine and
 * the cloud alike. Plain node:http(s) so uploads stream from disk with an exact Content-Length and progress.
 */
import type { IncomingMessage } from 'node:http';
import { stat } from 'node:fs/promises';
import type { Task, ToolDescriptor } from '../../../shared/contract/service';
import { CATALOG, describeTool } from '../../../shared/tools/catalog';
import { authorizationHeader } from './auth';
import { downloadToFile, openDownload } from './download-file';
import type { DownloadOptions, DownloadedFile } from './download-file';
import { DEFAULT_FOLLOW_TIMING, followTask } from './follow-task';
import type { FollowTiming } from './follow-task';
import { ensureOk, openRequest, readJson, responseHeader, sendSimple } from './http-request';
import { FRESH_CONNECTION } from './http-agents';
import { buildMultipartBody } from './multipart-body';
import type { MultipartBody, UploadFile } from './multipart-body';
import { retry } from '../../../shared/retry';
import { ServiceError, abortedError, errorFromNetwork } from './service-error';
import { parseTask, parseTaskList, parseToolTypes } from './task-shape';
import { writeMultipartBody } from './upload-body';
import type { UploadProgress } from './upload-body';

export interface ServiceClientOptions {
  baseUrl: string;
  key: string;
  follow?: Partial<FollowTiming>;
  /** Sent as User-Agent. */
  userAgent?: string;
}

export interface CreateTaskRequest {
  type: string;
  params?: Record<string, unknown>;
  /** In upload order; `name` defaults to the path's base name. */
  files: { path: string; name?: string }[];
  name?: string;
  notifyURL?: string;
}

export interface CreateTaskOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface TaskListQuery {
  type?: string;
  startIndex?: number;
  maxResults?: number;
}

/** Waits between attempts of a create that never reached the service (about 15 s in all: an engine restart). */
const CREATE_RETRY_DELAYS_MS = [250, 500, 1_000, 2_000, 4_000, 8_000];

/** The create's connection was never established, so the service saw nothing of it. */
class NotConnectedError extends Error {
  constructor(readonly reason: ServiceError) {
    super(reason.message);
    this.name = 'NotConnectedError';
  }
}

function baseName(filePath: string): string {
  return filePath.split(/[\\/]/).pop() || filePath;
}

export class ServiceClient {
  readonly baseUrl: string;
  /** The Authorization header value every request carries (for modules that open their own requests). */
  readonly authorization: string;
  private readonly timing: FollowTiming;
  private readonly userAgent: string;

  constructor(options: ServiceClientOptions) {
    const parsed = new URL(options.baseUrl);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new ServiceError({
        code: 'invalid_request',
        message: `The service address must start with http:// or https:// (got ${options.baseUrl}).`,
      });
    }
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.authorization = authorizationHeader(options.key);
    this.timing = { ...DEFAULT_FOLLOW_TIMING, ...options.follow };
    this.userAgent = options.userAgent ?? 'Deckhand';
  }

  url(pathAndQuery: string): URL {
    return new URL(`${this.baseUrl}${pathAndQuery}`);
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { authorization: this.authorization, 'user-agent': this.userAgent, accept: 'application/json', ...extra };
  }

  /** A bodiless request answered with JSON; throws the mapped ServiceError otherwise. */
  async requestJson(method: string, pathAndQuery: string, signal?: AbortSignal): Promise<{ body: unknown; response: IncomingMessage }> {
    const response = await sendSimple({ method, url: this.url(pathAndQuery), headers: this.headers(), signal }, this.baseUrl);
    return { body: await readJson(response, this.baseUrl), response };
  }

  async createTask(request: CreateTaskRequest, options: CreateTaskOptions = {}): Promise<Task> {
    const { signal } = options;
    if (signal?.aborted) throw abortedError();
    const files: UploadFile[] = [];
    for (const file of request.files) {
      const name = file.name ?? baseName(file.path);
      let info;
      try {
        info = await stat(file.path);
      } catch (error) {
        const code = (error as { code?: string }).code ?? 'error';
        throw new ServiceError({ code: 'file_unreadable', message: `“${name}” cannot be read (${code}).`, cause: error });
      }
      if (!info.isFile()) throw new ServiceError({ code: 'file_unreadable', message: `“${name}” is not a regular file.` });
      files.push({ path: file.path, name, size: info.size });
    }
    const fields: [string, string][] = [
      ['type', request.type],
      ['params', JSON.stringify(request.params ?? {})],
    ];
    if (request.name !== undefined) fields.push(['name', request.name]);
    if (request.notifyURL !== undefined) fields.push(['notifyURL', request.notifyURL]);
    const body = buildMultipartBody(fields, files);
    try {
      return await retry(() => this.sendCreate(body, files, options), {
        // Only a create none of whose bytes reached the service may go again (no duplicate task can result): the
        // connection was refused or dropped before it was established, e.g. while the local engine restarts.
        delayFor: (failures, error) => (error instanceof NotConnectedError ? CREATE_RETRY_DELAYS_MS[failures] : undefined),
        ...(signal ? { signal } : {}),
        abortError: abortedError,
      });
    } catch (error) {
      throw error instanceof NotConnectedError ? error.reason : error;
    }
  }

  private async sendCreate(body: MultipartBody, files: UploadFile[], options: CreateTaskOptions): Promise<Task> {
    const httpRequest = openRequest({
      method: 'POST',
      url: this.url('/tools/tasks'),
      headers: this.headers({ 'content-type': body.contentType, 'content-length': String(body.length) }),
      signal: options.signal,
      agent: FRESH_CONNECTION,
    });
    let connected = false;
    httpRequest.once('socket', (socket) => socket.once('connect', () => (connected = true)));
    let answered = false;
    const response = new Promise<IncomingMessage>((resolve, reject) => {
      httpRequest.once('response', (res) => {
        answered = true;
        resolve(res);
      });
      // A server that refuses early may reset the socket while we still write; its answer is what counts.
      httpRequest.on('error', (error) => {
        if (answered) return;
        const mapped = errorFromNetwork(error, this.baseUrl);
        const code = (error as { code?: unknown }).code;
        const refused = code === 'ECONNREFUSED' || code === 'ECONNRESET';
        reject(connected || !refused || options.signal?.aborted ? mapped : new NotConnectedError(mapped));
      });
    });
    const writer = writeMultipartBody(httpRequest, body, files, () => answered, options.onProgress);
    // Settles first when a file cannot be read mid-way; then the request is torn down.
    const localFailure = writer.done.then(
      () => new Promise<never>(() => undefined),
      (error: unknown) => {
        httpRequest.destroy();
        if (error instanceof ServiceError) throw error;
        const code = (error as { code?: unknown }).code;
        throw new ServiceError({
          code: 'file_unreadable',
          message: `A file could not be read during the upload (${typeof code === 'string' ? code : String(error)}).`,
          cause: error,
        });
      },
    );
    try {
      const res = await Promise.race([response, localFailure]);
      await ensureOk(res, this.baseUrl);
      return parseTask(await readJson(res, this.baseUrl));
    } finally {
      if (!writer.complete) httpRequest.destroy();
    }
  }

  async getTask(id: string, signal?: AbortSignal): Promise<Task> {
    const { body } = await this.requestJson('GET', `/tools/tasks/${encodeURIComponent(id)}`, signal);
    return parseTask(body);
  }

  async listTasks(query: TaskListQuery = {}, signal?: AbortSignal): Promise<{ tasks: Task[]; total: number }> {
    const params = new URLSearchParams();
    if (query.type) params.set('type', query.type);
    params.set('_startIndex', String(query.startIndex ?? 0));
    params.set('_maxResults', String(query.maxResults ?? 50));
    const { body, response } = await this.requestJson('GET', `/tools/tasks?${params.toString()}`, signal);
    const tasks = parseTaskList(body);
    const header = responseHeader(response, 'x-content-record-total');
    const total = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : (query.startIndex ?? 0) + tasks.length;
    return { tasks, total };
  }

  async deleteTask(id: string, signal?: AbortSignal): Promise<void> {
    const response = await sendSimple(
      { method: 'DELETE', url: this.url(`/tools/tasks/${encodeURIComponent(id)}`), headers: this.headers(), signal },
      this.baseUrl,
    );
    response.resume();
  }

  /**
   * Stops a running task and keeps it as failed (`cancelled`). A service without the route (DeckFlow cancels only by
   * deleting) gets a ServiceError saying so.
   */
  async cancelTask(id: string, signal?: AbortSignal): Promise<Task> {
    try {
      const { body } = await this.requestJson('POST', `/tools/tasks/${encodeURIComponent(id)}/cancel`, signal);
      return parseTask(body);
    } catch (error) {
      if (!(error instanceof ServiceError) || (error.status !== 404 && error.status !== 405)) throw error;
      // A 404 means an unknown task, or a service without the route: the task itself tells which.
      if (error.status === 404) await this.getTask(id, signal);
      throw new ServiceError({
        code: 'unsupported',
        message: 'This service cannot stop a task without deleting it: delete the task instead.',
      });
    }
  }

  /** The backend's tool registry; a service without `GET /tools/types` (DeckFlow) gets the built-in catalog. */
  async getToolTypes(signal?: AbortSignal): Promise<ToolDescriptor[]> {
    try {
      const { body } = await this.requestJson('GET', '/tools/types', signal);
      return parseToolTypes(body);
    } catch (error) {
      if (error instanceof ServiceError && (error.status === 404 || error.status === 405)) return CATALOG.map(describeTool);
      throw error;
    }
  }

  /** Where a finished task's output is, with the size and md5 announced for it. */
  async resolveOutput(
    taskOrId: Task | string,
    signal?: AbortSignal,
  ): Promise<{ url: URL; size?: number; md5?: string; fileName?: string; mimeType?: string }> {
    const task = typeof taskOrId === 'string' ? await this.getTask(taskOrId, signal) : taskOrId;
    if (task.status !== 'completed') {
      throw new ServiceError({
        code: 'not_ready',
        message: task.status === 'failed' ? 'This task failed; it has no result to save.' : 'This task has not finished yet.',
      });
    }
    const result = task.result;
    if (result) {
      return {
        url: new URL(result.url, `${this.baseUrl}/`),
        size: typeof result.size === 'number' ? result.size : undefined,
        md5: typeof result.md5 === 'string' ? result.md5 : undefined,
        fileName: typeof result.fileName === 'string' ? result.fileName : undefined,
        mimeType: typeof result.mimeType === 'string' ? result.mimeType : undefined,
      };
    }
    // DeckFlow may omit `result`; its SDKs read `[url, bytes, md5]` from the download route.
    const { body } = await this.requestJson('GET', `/tools/tasks/${encodeURIComponent(task.id)}/download`, signal);
    const entry: unknown = Array.isArray(body) && Array.isArray(body[0]) ? body[0] : body;
    if (Array.isArray(entry) && typeof entry[0] === 'string') {
      return {
        url: new URL(entry[0], `${this.baseUrl}/`),
        size: typeof entry[1] === 'number' ? entry[1] : undefined,
        md5: typeof entry[2] === 'string' ? entry[2] : undefined,
      };
    }
    if (typeof body === 'object' && body !== null && typeof (body as { url?: unknown }).url === 'string') {
      return { url: new URL((body as { url: string }).url, `${this.baseUrl}/`) };
    }
    throw new ServiceError({ code: 'bad_response', message: 'The service did not say where the result is.' });
  }

  /** The output as an unread HTTP response (for re-streaming, e.g. the web host's browser download). */
  async openOutput(
    taskOrId: Task | string,
    signal?: AbortSignal,
  ): Promise<{ response: IncomingMessage; fileName?: string; mimeType?: string; size?: number }> {
    const output = await this.resolveOutput(taskOrId, signal);
    const response = await openDownload(output.url, this.authorization, this.baseUrl, signal);
    return { response, fileName: output.fileName, mimeType: output.mimeType, size: output.size };
  }

  /** Streams the output to `destPath` atomically (temp file beside it, renamed when complete and verified). */
  async download(taskOrUrl: Task | string | URL, destPath: string, options: DownloadOptions = {}): Promise<DownloadedFile> {
    let url: URL;
    let expected: { size?: number; md5?: string } = {};
    if (taskOrUrl instanceof URL) url = taskOrUrl;
    else if (typeof taskOrUrl === 'string') url = new URL(taskOrUrl, `${this.baseUrl}/`);
    else {
      const output = await this.resolveOutput(taskOrUrl, options.signal);
      url = output.url;
      expected = { size: output.size, md5: output.md5 };
    }
    return downloadToFile(url, this.authorization, this.baseUrl, destPath, expected, options);
  }

  /** Resolves with the task's terminal state (completed or failed), calling onUpdate for every change. */
  followTask(
    id: string,
    onUpdate: (task: Task) => void,
    options: { signal?: AbortSignal; onMode?: (mode: 'stream' | 'reconnect' | 'poll') => void } = {},
  ): Promise<Task> {
    return followTask(
      {
        getTask: (taskId, signal) => this.getTask(taskId, signal),
        streamUrl: (taskId) => this.url(`/tools/tasks/${encodeURIComponent(taskId)}`),
        authorization: this.authorization,
        timing: this.timing,
        onMode: options.onMode,
      },
      id,
      onUpdate,
      options.signal,
    );
  }
}
