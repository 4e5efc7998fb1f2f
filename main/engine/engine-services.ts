import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isTerminalStatus } from '../../shared/contract/service';
import {
  DEFAULT_ABORT_GRACE_MS,
  DEFAULT_CONCURRENCY,
  DEFAULT_MAX_FIELD_BYTES,
  DEFAULT_MAX_FILES,
  DEFAULT_MAX_REQUEST_BYTES,
  DEFAULT_PROGRESS_INTERVAL_MS,
  DEFAULT_SSE_HEARTBEAT_MS,
  DEFAULT_UPLOAD_IDLE_TIMEOUT_MS,
  DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
  DEFAULT_WEBHOOK_TIMEOUT_MS,
  toolTimeoutFor,
  type EngineOptions,
} from './engine-options';
import { engineVersion } from './engine-version';
import { publicTask } from './http/public-task';
import type { SseOptions } from './http/sse-stream';
import type { IntakeLimits } from './intake/multipart-intake';
import { TaskProcessor } from './queue/task-processor';
import { DEFAULT_WORK_BUDGET } from './queue/work-budget';
import { sweepLeftovers } from './queue/work-dir';
import type { TaskRecord } from './store/task-record';
import { TaskStore } from './store/task-store';
import { ToolSet } from './tool-set';
import { WebhookDispatcher } from './webhooks/webhook-dispatcher';

export interface FontFamilySummary {
  family: string;
  category: string;
  variants: string[];
  bundled: boolean;
}

export type FontSearch = (opts: {
  query?: string;
  category?: string;
  limit?: number;
}) => FontFamilySummary[] | Promise<FontFamilySummary[]>;

/** Everything the HTTP app needs, without a socket: tests can build the app around these directly. */
export interface EngineServices {
  readonly version: string;
  readonly store: TaskStore;
  readonly tools: ToolSet;
  readonly processor: TaskProcessor;
  readonly intakeLimits: IntakeLimits;
  /** Free disk kept for the system (default: 2% of the disk, at most 256 MB); uploads and outputs stay out of it. */
  readonly minFreeDiskBytes: number | undefined;
  readonly sse: SseOptions;
  searchFonts: FontSearch;
  /** Used where no request tells the origin (webhook payloads); set once the server listens. */
  baseUrl: string;
  deleteTask(id: string): Promise<void>;
  /** Loads the stored tasks and requeues or fails the ones an earlier run left unfinished. */
  start(): Promise<void>;
  /** Stops tools (unfinished tasks run again at the next start), webhooks, and flushes task files. */
  stop(): Promise<void>;
}

const INTERRUPTED = {
  code: 'interrupted',
  message: 'The engine stopped while this task was running; submit it again.',
};

const searchFontsLazily: FontSearch = async (opts) => {
  const { searchFontFamilies } = await import('./fonts/font-families');
  return searchFontFamilies(opts);
};

async function inputsIntact(store: TaskStore, record: TaskRecord): Promise<boolean> {
  const dir = store.paths(record.task.id).inputs;
  for (const input of record.job.inputs) {
    const info = await stat(join(dir, input.file)).catch(() => null);
    if (!info?.isFile() || info.size !== input.size) return false;
  }
  return true;
}

export function createEngineServices(options: EngineOptions): EngineServices {
  const store = new TaskStore(options.dataDir);
  const limits = options.limitsOverride ?? {};
  const tools = new ToolSet(options.extraTools, limits.maxFileBytes, limits.maxRequestBytes ?? DEFAULT_MAX_REQUEST_BYTES);
  const processor = new TaskProcessor(store, tools, {
    concurrency: Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY),
    timeoutFor: (type) => toolTimeoutFor(type, options.toolTimeoutMs),
    progressIntervalMs: options.progressIntervalMs ?? DEFAULT_PROGRESS_INTERVAL_MS,
    abortGraceMs: options.abortGraceMs ?? DEFAULT_ABORT_GRACE_MS,
    keepInputs: options.keepInputs ?? false,
    workBudget: { ...DEFAULT_WORK_BUDGET, ...limits.workBudget },
    reserveBytes: limits.minFreeDiskBytes,
    budgetIntervalMs: options.budgetIntervalMs ?? 1000,
  });
  const webhooks = new WebhookDispatcher({
    retryDelaysMs: options.webhook?.retryDelaysMs ?? DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
    timeoutMs: options.webhook?.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS,
  });
  const intakeLimits: IntakeLimits = {
    fileLimit: (type) => {
      const resolved = type ? tools.resolve(type) : undefined;
      return resolved ? tools.fileLimit(resolved.entry) : tools.largestFileLimit();
    },
    requestLimit: (type) => {
      const resolved = type ? tools.resolve(type) : undefined;
      return resolved ? tools.requestLimit(resolved.entry) : tools.largestRequestLimit();
    },
    toolOf: (type) => (type ? tools.resolve(type)?.entry : undefined),
    idleTimeoutMs: options.uploadIdleTimeoutMs ?? DEFAULT_UPLOAD_IDLE_TIMEOUT_MS,
    maxFiles: limits.maxFiles ?? DEFAULT_MAX_FILES,
    maxFieldBytes: limits.maxFieldBytes ?? DEFAULT_MAX_FIELD_BYTES,
    maxFields: 50,
  };
  let unsubscribeWebhooks: (() => void) | undefined;

  const services: EngineServices = {
    version: engineVersion(),
    store,
    tools,
    processor,
    intakeLimits,
    minFreeDiskBytes: limits.minFreeDiskBytes,
    sse: { heartbeatMs: options.sseHeartbeatMs ?? DEFAULT_SSE_HEARTBEAT_MS, open: new Set() },
    searchFonts: searchFontsLazily,
    baseUrl: 'http://127.0.0.1',

    async deleteTask(id) {
      await store.remove(id, () => processor.cancel(id));
    },

    async start() {
      // Before any task runs again: programs an earlier engine left running would write into its work folder.
      await sweepLeftovers(options.dataDir);
      unsubscribeWebhooks = store.subscribe((event) => {
        if (event.kind !== 'status' || !event.record.job.notifyURL) return;
        webhooks.notify(event.record.job.notifyURL, publicTask(event.record.task, services.baseUrl));
      });
      const loaded = await store.load((message) => console.warn(message));
      const unfinished = loaded.filter((record) => !isTerminalStatus(record.task.status)).reverse();
      for (const record of unfinished) {
        // Re-run when the uploads survived: the task was accepted, so the user expects a result.
        if (await inputsIntact(store, record)) {
          if (record.task.status !== 'pending') await store.update(record.task.id, { status: 'pending', progress: undefined });
          processor.enqueue(record.task.id);
        } else {
          await store.update(record.task.id, { status: 'failed', error: INTERRUPTED, progress: undefined });
        }
      }
    },

    async stop() {
      await processor.stop();
      unsubscribeWebhooks?.();
      await webhooks.close();
      await store.flush();
    },
  };
  return services;
}
