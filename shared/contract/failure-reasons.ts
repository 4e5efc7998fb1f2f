/**
 * Why the engine refused a request or failed a task, by code, beyond why a tool cannot run here (unavailable-reasons.ts):
 * a failure's `reason` (`{code, params}`) beside its English `message`, for an edge to word in its language
 * (shared/i18n/failure-reason-messages.ts). Params are figures and names: sizes in bytes (`SIZE_PARAMS`), a tool by its
 * type (`tool`) with its English title (`toolTitle`), extensions as a comma list (`extensions`); a param the engine
 * does not know is sent as "". An edge shows the English `message` for a code it does not know.
 */
import { isUnavailableCode, UNAVAILABLE_REASONS, type UnavailableCode, type UnavailableReason } from './unavailable-reasons';

export const FAILURE_REASONS = {
  /** One file over a tool's size limit at intake: `size` "" while it is still arriving. */
  'file-too-large': ['file', 'size', 'limit', 'tool', 'toolTitle'],
  /** One file over the largest limit of any tool, before the request named its tool. */
  'file-too-large-any': ['file', 'limit'],
  /** All files of a request together over the cap: `size` "" when not declared, `tool` "" before it is known. */
  'upload-too-large': ['size', 'limit', 'tool', 'toolTitle'],
  /** More file parts than the engine takes in one request. */
  'too-many-files': ['max'],
  /**
   * A file whose content is another format than its name says: `expectedExt` the name's extension, `actualExt` the
   * content's ("" when it has none), `actualKind` `known` | `encrypted` | `unknown` | `other`, `then` `password` |
   * `rename` | `takes`; `expected`, `actual` the English names of the formats (the engine's message).
   */
  'content-mismatch': ['file', 'expected', 'actual', 'expectedExt', 'actualExt', 'actualKind', 'then', 'tool', 'toolTitle', 'extensions'],
  /** A notifyURL the engine will not call: `why` `unresolved` (`host` has no address) or `other` (`detail`: the check's English). */
  'address-refused': ['field', 'why', 'host', 'detail'],
  /**
   * A translation or writing provider that did not answer (`how` `silent` within `seconds`, `unreachable` at
   * `origin`, `answered` with `status`): `provider` its English name, `chat` the chat model's address when it is the
   * chat model ("" else), `detail` the network's or the provider's own words.
   */
  'provider-unreachable': ['provider', 'chat', 'how', 'seconds', 'origin', 'status', 'detail', 'attempts'],
  /** A task's run took longer than its time limit (`time`, `unit` `min` | `s`). */
  'task-timeout': ['tool', 'toolTitle', 'time', 'unit'],
  /** LibreOffice took longer than `minutes` on `file`. */
  'conversion-timeout': ['file', 'minutes'],
  /** LibreOffice could not open `file`. */
  'office-unreadable': ['file'],
  /** An Office file with a password. */
  'office-password': ['file'],
  /** A deck with no slides to convert. */
  'no-slides': ['file'],
  /** A PDF qpdf cannot read: `detail` qpdf's own words ("" when none). */
  'pdf-unreadable': ['file', 'detail'],
  /** A PDF whose password was not given or is wrong. */
  'pdf-password': ['file'],
  /** A program killed before it finished (`signal`). */
  'program-stopped': ['program', 'file', 'signal'],
  /** A result over the work budget: `limit` its bytes, `input` the task's input bytes; `while` `running` or `done`. */
  'output-too-large': ['limit', 'input', 'while'],
} as const satisfies Record<string, readonly string[]>;

export type FailureReasonCode = keyof typeof FAILURE_REASONS;
export const FAILURE_REASON_CODES = Object.keys(FAILURE_REASONS) as FailureReasonCode[];

/** The params that hold a size in bytes, worded with the language's size words. */
export const SIZE_PARAMS: ReadonlySet<string> = new Set(['size', 'limit', 'input']);
/** The params a message selects on, sent as "" when the engine does not know them: `none` to a message. */
export const OPTIONAL_PARAMS: ReadonlySet<string> = new Set(['size', 'tool', 'detail', 'signal', 'actualExt', 'chat']);

export interface CodedFailureReason {
  code: FailureReasonCode;
  params: Record<string, string | number>;
}

/** A failure's `reason`: why a tool cannot run, or one of the codes above. */
export type FailureReason = UnavailableReason | CodedFailureReason;

export function isFailureReasonCode(code: unknown): code is FailureReasonCode {
  return typeof code === 'string' && Object.hasOwn(FAILURE_REASONS, code);
}

/** A failure's reason read defensively (it crossed a process boundary); null when absent or of a code not known here. */
export function readFailureReason(value: unknown): FailureReason | null {
  if (!value || typeof value !== 'object') return null;
  const { code, params } = value as { code?: unknown; params?: unknown };
  const raw = params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  if (isUnavailableCode(code)) {
    return { code, params: pick(raw, UNAVAILABLE_REASONS[code], false) as Record<string, string> };
  }
  if (!isFailureReasonCode(code)) return null;
  return { code, params: pick(raw, FAILURE_REASONS[code], true) };
}

function pick(raw: Record<string, unknown>, names: readonly string[], numbers: boolean): Record<string, string | number> {
  const clean: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'string' || (numbers && typeof value === 'number' && Number.isFinite(value))) clean[name] = value;
  }
  // Every param a message names is present, so a message never shows its placeholder.
  for (const name of names) clean[name] ??= '';
  return clean;
}

export function isUnavailableReason(reason: FailureReason): reason is UnavailableReason {
  return isUnavailableCode(reason.code);
}

export type AnyReasonCode = UnavailableCode | FailureReasonCode;
