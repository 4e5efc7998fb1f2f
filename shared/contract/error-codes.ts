/**
 * Every code the local engine answers a refused request with (`{code, message}`, http/error-boundary.ts) or fails a
 * task with (`task.error.code`), with the facts a client needs to act on it without reading the message: the HTTP
 * status it comes with (null when only a failed task carries it), whether sending the same thing again can help, and
 * what it concerns. `HttpError` and `ToolError` take only these codes, so a new one is added here first.
 */
import { readFailureReason, type FailureReason } from './failure-reasons';

/** What a code is about: the file sent, the options chosen, the engine's machine, the request itself, the account. */
export type ErrorConcern = 'file' | 'params' | 'engine' | 'request' | 'account';

export interface ErrorCodeFacts {
  status: number | null;
  retry: boolean;
  concerns: ErrorConcern;
}

export const ERROR_CODES = {
  invalid_parameter: { status: 400, retry: false, concerns: 'params' },
  invalid_file: { status: 422, retry: false, concerns: 'file' },
  unsupported_format: { status: 400, retry: false, concerns: 'file' },
  file_size_exceeded: { status: 400, retry: false, concerns: 'file' },
  zip_bomb: { status: 422, retry: false, concerns: 'file' },
  font_not_found: { status: null, retry: false, concerns: 'params' },
  font_restricted: { status: null, retry: false, concerns: 'file' },
  all_slides_hidden: { status: null, retry: false, concerns: 'file' },
  target_too_small: { status: null, retry: false, concerns: 'params' },
  language_unknown: { status: null, retry: false, concerns: 'params' },
  no_text_layer: { status: null, retry: false, concerns: 'file' },
  conversion_failed: { status: null, retry: false, concerns: 'file' },
  // pdf.redact re-read its output and found a word it was asked to remove: the output is withheld.
  redaction_incomplete: { status: null, retry: false, concerns: 'file' },
  // The result grew past what the engine keeps for a task of this input's size (queue/work-budget.ts).
  output_too_large: { status: null, retry: false, concerns: 'file' },
  generation_failed: { status: null, retry: true, concerns: 'engine' },
  provider_auth: { status: null, retry: false, concerns: 'engine' },
  tool_unavailable: { status: 400, retry: false, concerns: 'engine' },
  provider_unavailable: { status: null, retry: true, concerns: 'engine' },
  translation_failed: { status: null, retry: true, concerns: 'engine' },
  insufficient_storage: { status: 507, retry: true, concerns: 'engine' },
  timeout: { status: 422, retry: false, concerns: 'file' },
  interrupted: { status: null, retry: true, concerns: 'engine' },
  cancelled: { status: null, retry: true, concerns: 'request' },
  internal_error: { status: 500, retry: true, concerns: 'engine' },
  database_unavailable: { status: 503, retry: true, concerns: 'engine' },
  unauthorized: { status: 401, retry: false, concerns: 'account' },
  forbidden: { status: 403, retry: false, concerns: 'account' },
  forbidden_host: { status: 403, retry: false, concerns: 'request' },
  payment_required: { status: 402, retry: false, concerns: 'account' },
  not_found: { status: 404, retry: false, concerns: 'request' },
  method_not_allowed: { status: 405, retry: false, concerns: 'request' },
  upload_stalled: { status: 408, retry: true, concerns: 'request' },
  length_required: { status: 411, retry: false, concerns: 'request' },
  range_not_satisfiable: { status: 416, retry: false, concerns: 'request' },
  rate_limited: { status: 429, retry: true, concerns: 'account' },
  too_many_tasks: { status: 429, retry: true, concerns: 'account' },
  daily_limit_reached: { status: 429, retry: true, concerns: 'account' },
} as const satisfies Record<string, ErrorCodeFacts>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CODES, code);
}

/**
 * Codes the client side raises itself (core's service client and handlers, the shell, the web bridge): no engine
 * answers them, so they carry no HTTP status. With the engine's codes they make the one union a failure in the window
 * can have (`FailureCode`); a code from elsewhere (DeckFlow's cloud, an older engine) is mapped onto it at the
 * service client's edge (main/core/service-client/service-error.ts).
 */
export const CLIENT_ERROR_CODES = {
  // The person cancelled, or a newer request replaced this one.
  aborted: { status: null, retry: true, concerns: 'request' },
  backend_changed: { status: null, retry: true, concerns: 'request' },
  bad_response: { status: null, retry: true, concerns: 'engine' },
  disconnected: { status: null, retry: true, concerns: 'engine' },
  download_corrupt: { status: null, retry: true, concerns: 'engine' },
  download_incomplete: { status: null, retry: true, concerns: 'engine' },
  engine_unavailable: { status: null, retry: true, concerns: 'engine' },
  // A file changed on disk while it was being sent: sending it again reads it anew.
  file_changed: { status: null, retry: true, concerns: 'file' },
  file_exists: { status: null, retry: false, concerns: 'file' },
  file_unreadable: { status: null, retry: false, concerns: 'file' },
  // A status the client has no code for (a proxy's 418…).
  http_error: { status: null, retry: true, concerns: 'engine' },
  invalid_recipe: { status: null, retry: false, concerns: 'params' },
  invalid_request: { status: null, retry: false, concerns: 'request' },
  network_error: { status: null, retry: true, concerns: 'engine' },
  no_key: { status: null, retry: false, concerns: 'account' },
  not_ready: { status: null, retry: true, concerns: 'request' },
  not_retryable: { status: null, retry: false, concerns: 'request' },
  open_failed: { status: null, retry: false, concerns: 'file' },
  // DeckFlow's cloud fails a task with a message only: the client cannot tell whether the file is to blame.
  task_failed: { status: null, retry: true, concerns: 'engine' },
  too_large: { status: null, retry: false, concerns: 'file' },
  unsafe_archive: { status: null, retry: false, concerns: 'file' },
  unsupported: { status: null, retry: false, concerns: 'request' },
  write_failed: { status: null, retry: true, concerns: 'engine' },
} as const satisfies Record<string, ErrorCodeFacts>;

export type ClientErrorCode = keyof typeof CLIENT_ERROR_CODES;

/** Every code a failure shown to a person can have. */
export type FailureCode = ErrorCode | ClientErrorCode;

export const FAILURE_CODES: Readonly<Record<FailureCode, ErrorCodeFacts>> = { ...ERROR_CODES, ...CLIENT_ERROR_CODES };

export const FAILURE_CODE_LIST = Object.keys(FAILURE_CODES) as readonly FailureCode[];

export function isFailureCode(code: string): code is FailureCode {
  return Object.hasOwn(FAILURE_CODES, code);
}

/** Whether sending the very same thing again may succeed: false where the input itself (or the account) must change. */
export function retryCanHelp(code: FailureCode): boolean {
  return FAILURE_CODES[code].retry;
}

/** The codes about the file sent, which a failure may name with its `file`. */
export type FileFailureCode = {
  [C in FailureCode]: (typeof ERROR_CODES & typeof CLIENT_ERROR_CODES)[C]['concerns'] extends 'file' ? C : never;
}[FailureCode];

export function concernsFile(code: FailureCode): code is FileFailureCode {
  return FAILURE_CODES[code].concerns === 'file';
}

/**
 * A failure as it travels from the engine (a refused request's body, a failed task's `error`) through core to the
 * window: the code a client acts on, the engine's English sentence (a log's and a bug report's words, and the
 * fallback), the input it concerns as a field rather than inside the sentence, and a library's technical detail.
 */
export interface Failure<C extends string = FailureCode> {
  code: C;
  message: string;
  /** The submitted file's name the failure is about. */
  file?: string;
  /** What a library said (a ZIP reader's reason, a program's last line): for Details, never the sentence. */
  detail?: string;
  /** Seconds the service asked to wait (429 `Retry-After`). */
  retryAfterSeconds?: number;
  /**
   * Why, by code, for an edge to word: a tool that cannot run (`tool_unavailable` at intake,
   * shared/contract/unavailable-reasons.ts), or a refusal or failure of shared/contract/failure-reasons.ts.
   */
  reason?: FailureReason;
}

/** The optional fields of a failure found on `source` (a body, a bridge's plain object), each only if of its type. */
export function failureFields(source: object): Pick<Failure, 'file' | 'detail' | 'retryAfterSeconds' | 'reason'> {
  const { file, detail, retryAfterSeconds, reason } = source as Record<string, unknown>;
  const coded = readFailureReason(reason);
  return {
    ...(coded ? { reason: coded } : {}),
    ...(typeof file === 'string' && file !== '' ? { file } : {}),
    ...(typeof detail === 'string' && detail !== '' ? { detail } : {}),
    ...(typeof retryAfterSeconds === 'number' && Number.isFinite(retryAfterSeconds) ? { retryAfterSeconds } : {}),
  };
}
