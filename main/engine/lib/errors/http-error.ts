import type { ErrorCode } from '../../../../shared/contract/error-codes';
import type { FailureFields } from './tool-error';

/** An error with a status and an API error code (shared/contract/error-codes.ts); the app turns it into `{code, message}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly fields: FailureFields = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function invalidParameter(message: string): HttpError {
  return new HttpError(400, 'invalid_parameter', message);
}

export function notFound(message: string): HttpError {
  return new HttpError(404, 'not_found', message);
}
