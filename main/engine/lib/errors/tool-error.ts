import type { ErrorCode } from '../../../../shared/contract/error-codes';
import type { UnavailableReason } from '../../../../shared/contract/unavailable-reasons';

/** What a failure says beside its code and sentence: the input it concerns and a library's own words. */
export interface FailureFields {
  /** The submitted file's name (its display name, as the client sent it). */
  file?: string | undefined;
  /** The technical reason a library gave, kept out of the sentence and shown behind Details. */
  detail?: string | undefined;
  /** For `tool_unavailable`: the reason by code, for a window to word (shared/contract/unavailable-reasons.ts). */
  unavailable?: UnavailableReason | undefined;
}

/**
 * A failure the user caused or can act on (unreadable deck, zero slides, zip bomb …). The engine marks the task
 * `failed` with this code and message (and `file`, `detail` when known); any other exception becomes
 * `internal_error` with a generic message.
 */
export class ToolError extends Error {
  readonly file: string | undefined;
  readonly detail: string | undefined;
  readonly unavailable: UnavailableReason | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    fields: FailureFields = {},
  ) {
    super(message);
    this.name = 'ToolError';
    this.file = fields.file;
    this.detail = fields.detail;
    this.unavailable = fields.unavailable;
  }
}
