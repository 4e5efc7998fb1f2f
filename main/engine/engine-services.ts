import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isTerminalStatus } from '../../shared/contract/service';
import {
  DEFAULT_ABORT_GRACE_MS,
  DEFAULT_CONCURRENCY,
  DEFAULT_MAX_FIELD_BYTES,
  DEFAULT_MAX_FILES,
  DEFAULT_MAX_REQUEST_BYTES,
  DEFAULT_PROGRESS_INTERVAL_MS,
  DEFAULT_SIGNED_LINK_TTL_MS,
  DEFAULT_SSE_HEARTBEAT_MS,
  DEFAULT_UPLOAD_TTL_MS,
  DEFAULT_UPLOAD_IDLE_TIMEOUT_MS,
  DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
  DEFAULT_WEBHOOK_TIMEOUT_MS,
  toolTimeoutFor,
  type EngineOptions,
} from './engine-options';
import { engineVersion } from './engine-version';
import { watchExternalJobs } from './http/external-translation-routes';
import { OLLAMA_BASE_URL } from './lib/remote/chat-client';
import { publicTask } from './http/public-task';
import type { SseOptions } from './http/sse-stream';
import type { IntakeLimits } from './intake/multipart-intake';
import { TaskProcessor } from './queue/task-processor';
import { DEFAULT_WORK_BUDGET } from './queue/work-budget';
import { sweepLeftovers } from './queue/work-dir';
import type { TaskRecord } from './store/task-record';
import { TaskStore } from './store/task-store';
import { ToolSet } from './tools/tool-set';
import { TOOL_REQUIREMENTS, ToolAvailability } from './tools/availability';
import { UploadStore } from './uploads/upload-store';
import { DEFAULT_MAX_OPEN_UPLOADS, DEFAULT_MAX_UPLOAD_BYTES } from './uploads/upload-room';
import { createTaskChecks } from './intake/task-checks';
import { TranslationService } from './translation/translation-service';
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
  /** Which local tools lack a program they need on this machine, and what to install. */
  readonly availability: ToolAvailability;
  readonly processor: TaskProcessor;
  /** Translation and chat providers: what core set up (keys in memory only), Ollama, installed Apertium pairs. */
  readonly translation: TranslationService;
  readonly intakeLimits: IntakeLimits;
  /** Free disk kept for the system (default: 2% of the disk, at most 256 MB); uploads and outputs stay out of it. */
  readonly minFreeDiskBytes: number | undefined;
  readonly sse: SseOptions;
  /** Pre-uploads of the SDK dialect, waiting for a task to name them. */
  readonly uploads: UploadStore;
  /** Lifetime of signed result links (SDK dialect). */
  readonly signedLinkTtlMs: number;
  searchFonts: FontSearch;
  /** Used where no request tells the origin (webhook payloads); set once the server listens. */
  baseUrl: string;
  deleteTask(id: string): Promise<void>;
  /** Stops a pending or running task and records it as failed with code `cancelled`; a finished task is left as it is. */
  cancelTask(id: string): Promise<TaskRecord | undefined>;
  /** Loads the stored tasks and requeues or fails the ones an earlier run left unfinished. */
  start(): Promise<void>;
  /** Stops tools (unfinished tasks run again at the next start), webhooks, and flushes task files. */
  stop(): Promise<void>;
}

const CANCELLED = { code: 'cancelled', message: 'Cancelled before it finished.' };

const INTERRUPTED = {
  code: 'interrupted',
  message: 'The engine stopped while this task was running; submit it again.',
};

const searchFontsLazily: FontSearch = async (opts) => {
  const { searchFontFamilies } = await import('./lib/fonts/font-families');
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
  const translation = new TranslationService({
    setup: options.providers,
    ollamaUrl: options.ollamaUrl === undefined ? OLLAMA_BASE_URL : options.ollamaUrl,
  });
  const processor = new TaskProcessor(store, tools, {
    concurrency: Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY),
    timeoutFor: (type) => toolTimeoutFor(type, options.toolTimeoutMs),
    progressIntervalMs: options.progressIntervalMs ?? DEFAULT_PROGRESS_INTERVAL_MS,
    abortGraceMs: options.abortGraceMs ?? DEFAULT_ABORT_GRACE_MS,
    keepInputs: options.keepInputs ?? false,
    providers: () => translation.effective(),
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
  const uploads = new UploadStore(options.dataDir, options.uploadTtlMs ?? DEFAULT_UPLOAD_TTL_MS, {
    reserveBytes: limits.minFreeDiskBytes,
    maxOpen: limits.maxOpenUploads ?? DEFAULT_MAX_OPEN_UPLOADS,
    maxBytes: limits.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
  });
  let unsubscribeWebhooks: (() => void) | undefined;
  let unsubscribeExternal: (() => void) | undefined;

  const services: EngineServices = {
    version: engineVersion(),
    store,
    tools,
    availability: new ToolAvailability(options.toolRequirements ?? TOOL_REQUIREMENTS, Date.now, {
      ...createTaskChecks(translation),
      ...options.taskChecks,
    }),
    processor,
    translation,
    intakeLimits,
    minFreeDiskBytes: limits.minFreeDiskBytes,
    sse: { heartbeatMs: options.sseHeartbeatMs ?? DEFAULT_SSE_HEARTBEAT_MS, open: new Set() },
    uploads,
    signedLinkTtlMs: options.signedLinkTtlMs ?? DEFAULT_SIGNED_LINK_TTL_MS,
    searchFonts: searchFontsLazily,
    baseUrl: 'http://127.0.0.1',

    async deleteTask(id) {
      await store.remove(id, () => processor.cancel(id));
    },

    async cancelTask(id) {
      const record = store.get(id);
      if (!record || isTerminalStatus(record.task.status)) return record;
      await processor.cancel(id);
      await rm(store.paths(id).work, { recursive: true, force: true });
      return store.update(id, { status: 'failed', progress: undefined, error: CANCELLED });
    },

    async start() {
      await translation.start();
      // Before any task runs again: programs an earlier engine left running would write into its work folder.
      await sweepLeftovers(options.dataDir);
      unsubscribeWebhooks = store.subscribe((event) => {
        if (event.kind !== 'status' || !event.record.job.notifyURL) return;
        webhooks.notify(event.record.job.notifyURL, publicTask(event.record.task, services.baseUrl));
      });
      await uploads.load();
      uploads.startSweeping();
      unsubscribeExternal = watchExternalJobs(
        store,
        (url, task, payload) => webhooks.notify(url, task, payload),
        () => services.baseUrl,
      );
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
      uploads.stop();
      unsubscribeWebhooks?.();
      unsubscribeExternal?.();
      await webhooks.close();
      await store.flush();
    },
  };
  return services;
}
