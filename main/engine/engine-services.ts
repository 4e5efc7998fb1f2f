import type { TaskError } from '../../shared/contract/service';
import { rm } from 'node:fs/promises';
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
import { embeddedBackends, type EngineBackends } from './engine-backends';
import { engineVersion } from './engine-version';
import type { Subscription } from './events/event-bus';
import { locateSoffice } from './lib/office/libreoffice';
import { OfficeStandby } from './lib/office/office-standby';
import { OLLAMA_BASE_URL } from './lib/remote/chat-client';
import { OPEN_POLICY, type AddressPolicy } from './lib/net/address-policy';
import { publicTask } from './http/public-task';
import type { SseOptions } from './http/sse-stream';
import type { IntakeLimits } from './intake/multipart-intake';
import { TaskRunner } from './queue/task-runner';
import { DEFAULT_WORK_BUDGET } from './queue/work-budget';
import type { People } from './store/people';
import type { TaskRecord } from './store/task-record';
import { UNFINISHED } from './store/task-repository';
import { ToolSet } from './tools/tool-set';
import { TOOL_REQUIREMENTS, ToolAvailability } from './tools/availability';
import { UploadStore } from './uploads/upload-store';
import { DEFAULT_MAX_OPEN_UPLOADS, DEFAULT_MAX_UPLOAD_BYTES } from './uploads/upload-room';
import { createTaskChecks } from './intake/task-checks';
import { TranslationService } from './translation/translation-service';
import { watchExternalJobs } from './webhooks/external-jobs';
import { WebhookDispatcher } from './webhooks/webhook-dispatcher';
import { retireIdleWorkers } from './worker/worker-pool';

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
export interface EngineServices extends Pick<EngineBackends, 'tasks' | 'queue' | 'blobs' | 'events'> {
  readonly version: string;
  /** A team server's people (keys per person, limits); undefined on the embedded engine. */
  readonly people: People | undefined;
  /** This machine's data dir: where uploads arrive (its free disk decides whether one fits). */
  readonly dataDir: string;
  readonly tools: ToolSet;
  /** Which local tools lack a program they need on this machine, and what to install. */
  readonly availability: ToolAvailability;
  readonly runner: TaskRunner;
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
  /** A LibreOffice started in advance for first thumbnails (EngineOptions.warmOffice), or null. */
  readonly officeStandby: OfficeStandby | null;
  searchFonts: FontSearch;
  /** Where webhooks may go: anywhere on the desktop engine; the public internet and what its operator allowed on a team server. */
  readonly webhookPolicy: AddressPolicy;
  /** Whether the team server's database answers; null on the embedded engine, which has none. */
  databaseReachable(): Promise<boolean | null>;
  /** Used where no request tells the origin (webhook payloads); set once the server listens. */
  baseUrl: string;
  deleteTask(id: string): Promise<void>;
  /** Stops a pending or running task and records it as failed with code `cancelled`; a finished task is left as it is. */
  cancelTask(id: string): Promise<TaskRecord | undefined>;
  /** Resolves once every webhook notification so far was delivered or given up on. */
  webhooksSettled(): Promise<void>;
  /** Opens the stores, settles the tasks an earlier run left unfinished, and starts running jobs. */
  start(): Promise<void>;
  /** Stops tools (unfinished tasks run again at the next start), webhooks, and flushes task files. */
  stop(): Promise<void>;
}

/** Default lease of a claimed job: a runner that stops renewing it for this long is taken to be gone. */
const DEFAULT_LEASE_MS = 60_000;

const CANCELLED: TaskError = { code: 'cancelled', message: 'Cancelled before it finished.' };

const searchFontsLazily: FontSearch = async (opts) => {
  const { searchFontFamilies } = await import('./lib/fonts/font-families');
  return searchFontFamilies(opts);
};

export function createEngineServices(options: EngineOptions, backends: EngineBackends = embeddedBackends(options.dataDir)): EngineServices {
  const { tasks, queue, blobs, events } = backends;
  const limits = options.limitsOverride ?? {};
  const tools = new ToolSet(options.extraTools, limits.maxFileBytes, limits.maxRequestBytes ?? DEFAULT_MAX_REQUEST_BYTES);
  const translation = new TranslationService({
    setup: options.providers,
    ollamaUrl: options.ollamaUrl === undefined ? OLLAMA_BASE_URL : options.ollamaUrl,
  });
  const runner = new TaskRunner(tasks, queue, blobs, events, tools, {
    leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
    scratchFor: (id) => backends.scratchFor(id),
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
  const webhookPolicy = options.webhook?.policy ?? OPEN_POLICY;
  const webhooks = new WebhookDispatcher({
    retryDelaysMs: options.webhook?.retryDelaysMs ?? DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
    timeoutMs: options.webhook?.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS,
    policy: webhookPolicy,
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
  const uploads = new UploadStore(
    backends.sharedFolder ?? options.dataDir,
    options.uploadTtlMs ?? DEFAULT_UPLOAD_TTL_MS,
    {
      reserveBytes: limits.minFreeDiskBytes,
      maxOpen: limits.maxOpenUploads ?? DEFAULT_MAX_OPEN_UPLOADS,
      maxBytes: limits.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
    },
    { shared: backends.sharedFolder !== undefined },
  );
  const subscriptions: Subscription[] = [];
  let abandonedSweeper: NodeJS.Timeout | undefined;
  const officeStandby = options.warmOffice ? new OfficeStandby(join(options.dataDir, 'office-standby'), locateSoffice) : null;

  const services: EngineServices = {
    tasks,
    queue,
    blobs,
    events,
    people: backends.people,
    version: engineVersion(),
    dataDir: options.dataDir,
    tools,
    availability: new ToolAvailability(options.toolRequirements ?? TOOL_REQUIREMENTS, Date.now, {
      ...createTaskChecks(translation),
      ...options.taskChecks,
    }),
    runner,
    translation,
    intakeLimits,
    minFreeDiskBytes: limits.minFreeDiskBytes,
    sse: { heartbeatMs: options.sseHeartbeatMs ?? DEFAULT_SSE_HEARTBEAT_MS, open: new Set() },
    uploads,
    signedLinkTtlMs: options.signedLinkTtlMs ?? DEFAULT_SIGNED_LINK_TTL_MS,
    searchFonts: searchFontsLazily,
    officeStandby,
    baseUrl: 'http://127.0.0.1',
    webhookPolicy,
    databaseReachable: async () => (backends.databaseReachable ? backends.databaseReachable() : null),

    async deleteTask(id) {
      if (!(await tasks.delete(id))) return;
      await runner.cancel(id);
      await blobs.removeTask(id);
    },

    async cancelTask(id) {
      const record = await tasks.get(id);
      if (!record || isTerminalStatus(record.task.status)) return record;
      await runner.cancel(id);
      await rm(backends.scratchFor(id).work, { recursive: true, force: true });
      return (await tasks.update(id, { status: 'failed', progress: undefined, error: CANCELLED }, { onlyIf: UNFINISHED })) ?? tasks.get(id);
    },

    async start() {
      await translation.start();
      await backends.open();
      subscriptions.push(
        await events.subscribe(({ change }) => {
          if (change.kind !== 'status' || !change.record.job.notifyURL) return;
          webhooks.notify(change.record.job.notifyURL, publicTask(change.record.task, services.baseUrl));
        }),
      );
      await uploads.load();
      uploads.startSweeping();
      if (blobs.sweepAbandoned) {
        // Twice the idle timeout: a live upload's own node ends it after one, so by two nobody is writing it.
        const idleMs = intakeLimits.idleTimeoutMs;
        abandonedSweeper = setInterval(
          () => void blobs.sweepAbandoned?.(2 * idleMs).catch((err: unknown) => console.warn('sweeping abandoned uploads failed', err)),
          idleMs,
        );
        abandonedSweeper.unref();
      }
      subscriptions.push(
        await watchExternalJobs(
          events,
          (url, task, payload) => webhooks.notify(url, task, payload),
          () => services.baseUrl,
        ),
      );
      await runner.start();
      // Not awaited: LibreOffice's start-up is what the standby saves, so nothing waits for it.
      void officeStandby?.start();
    },

    webhooksSettled: () => webhooks.settled(),

    async stop() {
      clearInterval(abandonedSweeper);
      await officeStandby?.close();
      await runner.stop();
      retireIdleWorkers();
      uploads.stop();
      for (const subscription of subscriptions.splice(0)) subscription.close();
      await webhooks.close();
      await backends.close();
    },
  };
  return services;
}
