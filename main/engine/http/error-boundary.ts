/**
 * The one place a failed request becomes an answer. Domain errors carry their own status and code (`HttpError`), a
 * tool's refusal (`ToolError`) the status of its code (shared/contract/error-codes.ts; 422 for a code only failed
 * tasks carry), a team server's database out of reach is a 503 the client may retry; anything else is a defect: it is logged with the request's id and answered with a generic 500 that names
 * nothing internal (no message, path or stack reaches a client, a team server's people included), only that id.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERROR_CODES } from '../../../shared/contract/error-codes';
import { DATABASE_UNAVAILABLE, isConnectionLoss, RETRY_AFTER_SECONDS } from '../lib/errors/connection-loss';
import { HttpError } from '../lib/errors/http-error';
import { ToolError, type FailureFields } from '../lib/errors/tool-error';
import { sendError as sendRootError } from './send-json';
import { drainUnreadBody, type UnreadBodyLimits } from './unread-body';
import { isSdkPath, sendSdkError } from './v1/sdk-errors';

export interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
  headers?: Record<string, string>;
  /** The input the refusal is about and a library's detail (`ToolError`, `HttpError`). */
  fields?: FailureFields;
}

/** What the client is told about `err`; `undefined` for an unexpected error (the caller logs it). */
export function domainErrorAnswer(err: unknown): ErrorAnswer | undefined {
  if (err instanceof HttpError) {
    return { status: err.status, code: err.code, message: err.message, headers: err.headers, fields: err.fields };
  }
  if (err instanceof ToolError) {
    const fields = { file: err.file, detail: err.detail, unavailable: err.unavailable, reason: err.reason };
    return { status: ERROR_CODES[err.code].status ?? 422, code: err.code, message: err.message, fields };
  }
  if (isConnectionLoss(err)) {
    return { ...DATABASE_UNAVAILABLE, status: 503, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } };
  }
  return undefined;
}

export function internalErrorAnswer(requestId: string): ErrorAnswer {
  return {
    status: 500,
    code: 'internal_error',
    message: `The engine hit an unexpected error and did not finish this request. Try again; if it keeps happening, the engine's log has the details under request ${requestId}.`,
  };
}

/** Answers `err` in the dialect of the request's path (docs/service-api.md, "Two dialects"). */
export function answerError(
  req: IncomingMessage,
  res: ServerResponse,
  err: unknown,
  requestId: string,
  unreadBody: UnreadBodyLimits,
): void {
  const pathname = new URL(req.url ?? '/', 'http://engine.invalid').pathname;
  if (res.headersSent) {
    console.error(`request ${requestId} ${req.method} ${pathname} failed after the response started`, err);
    res.destroy();
    return;
  }
  drainUnreadBody(req, unreadBody);
  let answer = domainErrorAnswer(err);
  if (answer?.status === 503) {
    console.warn(`request ${requestId} ${req.method} ${pathname}: the database is out of reach (${(err as Error).message})`);
  }
  if (!answer) {
    console.error(`request ${requestId} ${req.method} ${pathname} failed`, err);
    answer = internalErrorAnswer(requestId);
  }
  if (isSdkPath(pathname)) sendSdkError(res, answer.status, answer.code, answer.message, answer.headers);
  else sendRootError(res, answer.status, answer.code, answer.message, answer.headers, answer.fields);
}
