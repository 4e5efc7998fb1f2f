import { isFailureCode, type FailureCode } from '../../../shared/contract/error-codes';
import type { TaskError } from '../../../shared/contract/service';
import { readFailureReason, type FailureReason } from '../../../shared/contract/failure-reasons';

/**
 * Any failure talking to the service, with the code and message the user will see.
 * `status` is null when no HTTP response arrived (network error, abort).
 */
export class ServiceError extends Error {
  readonly status: number | null;
  readonly code: FailureCode;
  readonly requestId: string | null;
  /** Seconds the server asked us to wait (429 `Retry-After`). */
  readonly retryAfterSeconds: number | null;
  /** The submitted file the failure is about, when the service named it. */
  readonly file: string | undefined;
  /** What the service or a library said beyond the sentence (a code the client does not know, a reason). */
  readonly detail: string | undefined;
  /** Why, by code (a refusal at intake, a task's failure), for an edge to word in its language. */
  readonly reason: FailureReason | undefined;

  constructor(init: {
    code: FailureCode;
    message: string;
    file?: string | undefined;
    detail?: string | undefined;
    reason?: FailureReason | undefined;
    status?: number | null;
    requestId?: string | null;
    retryAfterSeconds?: number | null;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ServiceError';
    this.code = init.code;
    this.status = init.status ?? null;
    this.requestId = init.requestId ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.file = init.file;
    this.detail = init.detail;
    this.reason = init.reason;
  }

  toJSON(): TaskError {
    return {
      code: this.code,
      message: this.message,
      ...(this.file ? { file: this.file } : {}),
      ...(this.detail ? { detail: this.detail } : {}),
      ...(this.retryAfterSeconds === null ? {} : { retryAfterSeconds: this.retryAfterSeconds }),
      ...(this.reason ? { reason: this.reason } : {}),
    };
  }
}

const DEFAULT_CODE_BY_STATUS: Record<number, FailureCode> = {
  400: 'invalid_parameter',
  401: 'unauthorized',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  413: 'file_size_exceeded',
  429: 'rate_limited',
};

function pickString(body: unknown, ...keys: string[]): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    // Some servers nest the detail: {"error": {"code", "message"}}.
    if (typeof value === 'object' && value !== null) {
      const nested = pickString(value, 'message', 'msg');
      if (nested) return nested;
    }
  }
  return null;
}

function pickCode(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  if (typeof record.code === 'string' && record.code !== '') return record.code;
  if (typeof record.error === 'object' && record.error !== null) {
    const nested = (record.error as Record<string, unknown>).code;
    if (typeof nested === 'string' && nested !== '') return nested;
  }
  return null;
}

/** A short string field of a body (`file`, `detail`), bounded: a service's words are untrusted. */
function pickField(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 1000) : undefined;
}

/**
 * The edge where another service's codes meet the union (shared/contract/error-codes.ts): a code the union has is
 * kept; any other (DeckFlow's cloud may grow codes of its own) becomes the code its HTTP status means, or `fallback`,
 * and the service's own code is kept as the detail for a bug report.
 */
export function mapServiceCode(raw: string | null, status: number | null, fallback: FailureCode): { code: FailureCode; detail?: string } {
  if (raw !== null && isFailureCode(raw)) return { code: raw };
  const byStatus = status === null ? undefined : (DEFAULT_CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal_error' : undefined));
  const code = byStatus ?? fallback;
  return raw === null ? { code } : { code, detail: `The service's code: ${raw.slice(0, 100)}` };
}

export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, (date - now) / 1000);
}

export interface HttpFailure {
  status: number;
  bodyText: string;
  contentType: string | null;
  requestId: string | null;
  retryAfter: string | null;
  baseUrl: string;
}

/** Maps a non-2xx response to the message a person can act on. */
export function errorFromResponse(failure: HttpFailure): ServiceError {
  const { status, bodyText, requestId } = failure;
  let body: unknown = null;
  try {
    body = bodyText ? JSON.parse(bodyText) : null;
  } catch {
    body = null;
  }
  const serverMessage = pickString(body, 'message', 'error', 'msg');
  const mapped = mapServiceCode(pickCode(body), status, 'http_error');
  let code = mapped.code;
  const file = pickField(body, 'file');
  const detail = pickField(body, 'detail') ?? mapped.detail;
  const reason =
    typeof body === 'object' && body !== null ? (readFailureReason((body as { reason?: unknown }).reason) ?? undefined) : undefined;
  let message: string;
  const retryAfterSeconds = status === 429 ? parseRetryAfter(failure.retryAfter) : null;

  if (status === 401) {
    code = 'unauthorized';
    message = `The key was refused by ${failure.baseUrl}. Check the API key in Settings.`;
  } else if (status === 402) {
    code = 'payment_required';
    message = 'Your DeckFlow account is out of credits. Add credits on deckflow.com, then try again.';
  } else if (status === 413) {
    code = 'file_size_exceeded';
    message = serverMessage ?? 'A file is larger than the service accepts.';
  } else if (status === 429) {
    code = 'rate_limited';
    message =
      retryAfterSeconds === null
        ? 'The service is busy (too many requests). Try again in a moment.'
        : `The service is busy (too many requests). Try again in ${Math.ceil(retryAfterSeconds)} s.`;
  } else if (serverMessage) {
    message = serverMessage;
  } else if (status >= 500) {
    message = `The service had an internal error (HTTP ${status}).`;
  } else {
    const snippet = body === null ? bodyText.replace(/\s+/g, ' ').trim().slice(0, 120) : '';
    message = snippet ? `The service answered HTTP ${status}: ${snippet}` : `The service answered HTTP ${status}.`;
  }
  return new ServiceError({ code, message, status, requestId, retryAfterSeconds, file, detail, reason });
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EPIPE',
  'UND_ERR_SOCKET',
]);

function errnoCode(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof ServiceError && error.code === 'aborted') ||
    (error instanceof Error && (error.name === 'AbortError' || errnoCode(error) === 'ABORT_ERR'))
  );
}

export function abortedError(): ServiceError {
  return new ServiceError({ code: 'aborted', message: 'Cancelled.' });
}

/** Maps a socket-level failure (no HTTP response) to a ServiceError. */
export function errorFromNetwork(error: unknown, baseUrl: string): ServiceError {
  if (error instanceof ServiceError) return error;
  if (isAbortError(error)) return abortedError();
  const code = errnoCode(error);
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH') {
    return new ServiceError({
      code: 'network_error',
      message: `Cannot reach the service at ${baseUrl} (${code}).`,
      cause: error,
    });
  }
  if (code && NETWORK_CODES.has(code)) {
    return new ServiceError({
      code: 'network_error',
      message: `The connection to ${baseUrl} was lost (${code}).`,
      cause: error,
    });
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new ServiceError({ code: 'network_error', message: `Request to ${baseUrl} failed: ${detail}`, cause: error });
}

/**
 * A failed task's `error` is `{code, message, file?, detail?}` from the local engine and a plain string from DeckFlow
 * (and the `/v1` dialect): both become one failure of the union, a string as `task_failed`.
 */
export function normaliseTaskError(error: unknown): TaskError {
  if (typeof error === 'string') return { code: 'task_failed', message: error.trim().slice(0, 2000) || 'The task failed.' };
  if (typeof error === 'object' && error !== null) {
    const record = error as Record<string, unknown>;
    const message = pickString(record, 'message', 'msg', 'error');
    const raw = typeof record.code === 'string' && record.code ? record.code : null;
    const { code, detail: unknownCode } = mapServiceCode(raw, null, 'task_failed');
    const file = pickField(record, 'file');
    const detail = pickField(record, 'detail') ?? unknownCode;
    // Why, by code, for an edge to word (shared/contract/failure-reasons.ts); dropped when of a code not known here.
    const reason = readFailureReason(record.reason);
    return {
      code,
      message: message ?? 'The task failed.',
      ...(file ? { file } : {}),
      ...(detail ? { detail } : {}),
      ...(reason ? { reason } : {}),
    };
  }
  return { code: 'task_failed', message: 'The task failed.' };
}

/** Any thrown value as the `{code, message}` the IPC envelope carries. */
export function toTaskError(error: unknown): TaskError {
  if (error instanceof ServiceError) return error.toJSON();
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { code: typeof code === 'string' && isFailureCode(code) ? code : 'internal_error', message: error.message };
  }
  return { code: 'internal_error', message: String(error) };
}
