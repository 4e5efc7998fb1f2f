import type { ErrorCode } from '../../../../shared/contract/error-codes';
import { isUnavailableReason, type CodedFailureReason, type FailureReason } from '../../../../shared/contract/failure-reasons';
import type { UnavailableReason } from '../../../../shared/contract/unavailable-reasons';

/** What a failure says beside its code and sentence: the input it concerns and a library's own words. */
export interface FailureFields {
  /** The submitted file's name (its display name, as the client sent it). */
  file?: string | undefined;
  /** The technical reason a library gave, kept out of the sentence and shown behind Details. */
  detail?: string | undefined;
  /** For `tool_unavailable`: the reason by code, for a window to word (shared/contract/unavailable-reasons.ts). */
  unavailable?: UnavailableReason | undefined;
  /** Why, by code (shared/contract/failure-reasons.ts), for a window to word beside the English sentence. */
  reason?: CodedFailureReason | undefined;
}

/** The `reason` a failure's body or a failed task carries: why a tool cannot run, else the coded reason. */
export function reasonOf(fields: FailureFields): FailureReason | undefined {
  return fields.unavailable ?? fields.reason;
}

/** A reason that crossed a thread back into the field it belongs in. */
export function splitReason(reason: FailureReason | undefined): Pick<FailureFields, 'unavailable' | 'reason'> {
  if (!reason) return {};
  return isUnavailableReason(reason) ? { unavailable: reason } : { reason };
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
  readonly reason: CodedFailureReason | undefined;

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
    this.reason = fields.reason;
  }
}
