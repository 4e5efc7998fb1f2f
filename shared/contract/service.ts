import type { UnavailableReason } from './unavailable-reasons';
import type { Failure } from './error-codes';

/**
 * The service API's wire types (docs/service-api.md). Shared by the local engine, the core's
 * service client and — through IPC — the renderer. Pure types and constants: no Node, no DOM.
 */

/** The local engine uses pending → running → completed/failed; DeckFlow also names `queued`. */
export type TaskStatus = 'pending' | 'queued' | 'running' | 'completed' | 'failed';

export const TERMINAL_STATUSES: readonly TaskStatus[] = ['completed', 'failed'];

export function isTerminalStatus(status: string): boolean {
  return status === 'completed' || status === 'failed';
}

/** A failure on the wire and across IPC: `{code, message, file?, detail?}` (shared/contract/error-codes.ts). */
export type TaskError = Failure;

export interface TaskResult {
  /** Download link; needs the bearer header. */
  url: string;
  fileName?: string;
  mimeType?: string;
  size?: number;
  md5?: string;
  /** Tool-specific metadata (inputSize, width, height, pages, …). */
  [key: string]: unknown;
}

export interface Task {
  id: string;
  name: string;
  type: string;
  status: TaskStatus;
  preview: unknown;
  /** ISO 8601 UTC with milliseconds. */
  createdAt: string;
  updatedAt: string;
  result?: TaskResult;
  /**
   * Once failed. Always the object in this (root) dialect: the engine writes it so, and core's service client
   * turns the string DeckFlow's cloud and the `/v1` dialect send into one (service-client/task-shape.ts).
   */
  error?: TaskError;
  /** 0–100, local engine only. */
  progress?: number;
}

/** A JSON Schema object (draft 2020-12 subset), as produced by zod's toJSONSchema. */
export type JsonSchema = { [key: string]: unknown };

/** One tool type as `GET /tools/types` serves it; the client builds panels and pre-upload checks from it. */
export interface ToolDescriptor {
  type: string;
  title: string;
  summary: string;
  /** Lower-case extensions with the dot, e.g. ".pptx". Empty = any extension allowed by mimeTypes. */
  extensions: string[];
  /** MIME types or prefixes ending in "/*", e.g. "image/*". */
  mimeTypes: string[];
  minFiles: number;
  /** null = no upper bound. */
  maxFiles: number | null;
  /** Per-file limit in bytes; null = not published. */
  maxFileBytes: number | null;
  /** JSON Schema of `params`. */
  params: JsonSchema;
  /** What the task produces. */
  output: { kind: 'file' | 'zip' | 'none'; extension?: string; mimeType?: string };
  /** True when the local engine runs this tool; false for cloud-only types. */
  local: boolean;
  /**
   * Set by a backend that knows this tool cannot run on it right now, saying why and what to do (e.g. "LibreOffice
   * is needed … install it with …"). Absent = the tool can run. Clients refuse before uploading and say so.
   */
  unavailable?: string;
  /** The same by code, for a client to word in its language (shared/contract/unavailable-reasons.ts); absent from older backends and the cloud. */
  unavailableReason?: UnavailableReason;
}
