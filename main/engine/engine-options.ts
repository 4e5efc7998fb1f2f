import type { AddressPolicy } from './lib/net/address-policy';
import type { EngineBackends } from './engine-backends';
import { TOOL_ABORT_GRACE_MS } from '../../shared/contract/engine-stop';
import type { ProviderSetup } from '../../shared/contract/translation';
import { findTool } from '../../shared/tools/catalog';
import type { TimeoutClass } from '../../shared/tools/tool-definition';
import type { RequirementProbe, TaskCheck } from './tools/availability';
import type { WorkBudgetLimits } from './queue/work-budget';
import type { ExtraTool } from './tools/tool-set';

const MINUTE = 60_000;

export interface EngineLimits {
  /** Per-type override of the catalog's per-file byte limit (tests use small ones). */
  maxFileBytes?: Record<string, number>;
  /** Files per task, whatever the tool. */
  maxFiles?: number;
  /** Bytes per non-file form field, `params` included (a clear 400 above it). */
  maxFieldBytes?: number;
  /** File bytes per request for tools that take several files (one-file tools: their per-file limit). */
  maxRequestBytes?: number;
  /** What one task may write: `ratio` × its input, at least `minBytes` (default 50 ×, at least 1 GB). */
  workBudget?: Partial<WorkBudgetLimits>;
  /** Free disk the engine leaves alone (default: 2% of the disk, at most 256 MB); uploads and outputs stay out of it. */
  minFreeDiskBytes?: number;
  /** Pre-uploads (`/v1` file/auth) announced and not yet complete (default 32). */
  maxOpenUploads?: number;
  /** Bytes of the pre-uploads not yet used by a task (default 8 GiB). */
  maxUploadBytes?: number;
}

export interface EngineOptions {
  dataDir: string;
  /** The four seams; default: the embedded ones under `dataDir` (a team server passes its own: team/team-backends.ts). */
  backends?: EngineBackends;
  /** Bearer key; default: the one stored in `<dataDir>/engine-key`, created on first start. */
  key?: string;
  host?: string;
  port?: number;
  /** Tools running at once (default 2). */
  concurrency?: number;
  limitsOverride?: EngineLimits;
  /** Per-type tool timeout in ms, or one value for all (default: 10 min, video 30 min). */
  toolTimeoutMs?: number | Record<string, number>;
  /** Test-only tools, not served by GET /tools/types. */
  extraTools?: ExtraTool[];
  /** Programs each tool type needs (default: the real probes in tools/availability.ts); tests simulate a missing one. */
  toolRequirements?: Readonly<Record<string, readonly RequirementProbe[]>>;
  /** Per-type intake checks replacing the engine's own (tests simulate a missing provider). */
  taskChecks?: Readonly<Record<string, TaskCheck>>;
  /** Translation and chat providers at start (the CLI reads them from the environment); core sends its own later. */
  providers?: ProviderSetup;
  /** Where to look for Ollama's OpenAI-compatible API at start; null: do not look. Default http://127.0.0.1:11434/v1. */
  ollamaUrl?: string | null;
  /** Webhook retries and timeout; `policy`: where they may go (a team server: the public internet and what is allowed). */
  webhook?: { retryDelaysMs?: number[]; timeoutMs?: number; policy?: AddressPolicy };
  sseHeartbeatMs?: number;
  /** Minimum interval between progress messages of one task. */
  progressIntervalMs?: number;
  /** Keep uploaded inputs after a task finished (default: removed to save disk; outputs stay). */
  keepInputs?: boolean;
  /** How long a tool may take to stop after an abort before its worker is terminated. */
  abortGraceMs?: number;
  /** How long a pre-upload (`POST /v1/spaces/{spaceId}/file/auth`) waits for a task to use it (default 1 h). */
  uploadTtlMs?: number;
  /** How long a signed result link of the SDK dialect works without the key (default 1 h). */
  signedLinkTtlMs?: number;
  /** How long a claimed job stays a runner's without a heartbeat before it is run again (default 60 s). */
  leaseMs?: number;
  /** How often a running task's work folder is measured against its budget (default 1 s). */
  budgetIntervalMs?: number;
  /** An upload that sends no byte for this long is dropped and its partial files removed. */
  uploadIdleTimeoutMs?: number;
  /**
   * How long an idle keep-alive connection stays open. Well above any client's own idle timeout (Node's agent
   * and undici drop theirs after 4–5 s), so a client never writes a request onto a socket the engine closed.
   */
  keepAliveTimeoutMs?: number;
  /**
   * Keep one LibreOffice started in advance (about 90 MB while idle), so a deck's first thumbnail does not wait for
   * LibreOffice to start (lib/office/office-standby.ts). The app and `npm run engine` turn it on; off by default, so
   * the many engines tests start do not each run one.
   */
  warmOffice?: boolean;
}

export const DEFAULT_CONCURRENCY = 2;
export const DEFAULT_MAX_FILES = 200;
export const DEFAULT_MAX_FIELD_BYTES = 64 * 1024;
export const DEFAULT_MAX_REQUEST_BYTES = 2 * 1024 * 1024 * 1024;
export const DEFAULT_UPLOAD_IDLE_TIMEOUT_MS = 60_000;
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const DEFAULT_SSE_HEARTBEAT_MS = 15_000;
export const DEFAULT_PROGRESS_INTERVAL_MS = 250;
export const DEFAULT_ABORT_GRACE_MS = TOOL_ABORT_GRACE_MS;
export const DEFAULT_WEBHOOK_RETRY_DELAYS_MS = [1_000, 2_000, 4_000];
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 5_000;
export const DEFAULT_UPLOAD_TTL_MS = 60 * MINUTE;
export const DEFAULT_SIGNED_LINK_TTL_MS = 60 * MINUTE;

/** Per timeout class of the tool definitions; video re-encoding, and decks that embed video, scale with the footage. */
export const TIMEOUT_CLASS_MS: Readonly<Record<TimeoutClass, number>> = {
  standard: 10 * MINUTE,
  long: 30 * MINUTE,
};

export function toolTimeoutFor(type: string, option: EngineOptions['toolTimeoutMs']): number {
  if (typeof option === 'number') return option;
  // Test tools outside the catalog run with the standard class.
  return option?.[type] ?? TIMEOUT_CLASS_MS[findTool(type)?.timeout ?? 'standard'];
}
