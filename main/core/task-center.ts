/**
 * Owns what is in flight: uploads (submissions), the tasks the app follows, and the backend's task event stream.
 * Emits the IpcEvents the renderer renders from, and a desktop notification when a task this app sent finishes.
 *
 * One live feed per backend: where the backend has the events stream (the local engine), every task's state comes
 * from it, caught up after a reconnect; only a backend without it (DeckFlow's cloud) has each task followed by its own
 * stream.
 */
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { StagedFile, SubmissionProgress, SubmitTaskRequest } from '../../shared/contract/ipc';
import { isTerminalStatus } from '../../shared/contract/service';
import type { Task, TaskError, ToolDescriptor } from '../../shared/contract/service';
import type { EventBus } from './event-bus';
import { FinishNotifier } from './finish-notifier';
import type { AppTranslate } from './i18n/app-texts';
import type { Platform } from './platform';
import { Throttle } from '../../shared/throttle';
import type { ServiceClient } from './service-client/service-client';
import { createTaskFromResults } from './service-client/result-inputs';
import { ServiceError, isAbortError, toTaskError } from './service-client/service-error';
import { watchTaskEvents } from './service-client/task-events';
import { LatestTasks } from './latest-tasks';
import { fileGoneError, validateSubmission } from './submission-validation';
import type { TaskNotes } from './task-notes';
import { TaskWaiters } from './task-waiters';
import type { LocaleCode } from '../../shared/i18n/locales';
import { catalogWording } from '../../shared/i18n/recipes/recipe-words';
import { failureReasonText } from '../../shared/i18n/unavailable-words';

export interface TaskCenterDeps {
  /** The notifications' words in the app's current language (English when not given). */
  t?: AppTranslate;
  /** The app's current language, for a failure's sentence by its code (English when not given). */
  locale?: () => LocaleCode;
  /** The current backend's client (waits for the local engine to start). */
  client(): Promise<ServiceClient>;
  /** The current backend's tool registry. */
  tools(): Promise<ToolDescriptor[]>;
  /** Names the current backend in task notes (`local`, or the cloud's address). */
  backendId(): string;
  notes: TaskNotes;
  events: EventBus;
  platform: Pick<Platform, 'notifyTaskFinished'>;
  notificationsEnabled(): boolean;
  /** Minimum interval between submission:progress events (default 100 ms, i.e. ~10/s). */
  progressIntervalMs?: number;
  /**
   * Whether the backend keeps a failed task's inputs and makes a new task from them (the local engine's JSON create
   * with `inputs: [{task, input}]`): Retry then works when the files this app sent are gone.
   */
  keepsFailedInputs?(): boolean;
  /** Checks that need the backend's state (a translation pair the local engine lacks), before any upload; throws to refuse. */
  precheck?(type: string, params: Record<string, unknown>, files: readonly StagedFile[]): Promise<void>;
}

type Feed = 'none' | 'events' | 'per-task';

export class TaskCenter {
  /** Tasks followed by their own stream (backends without the events stream). */
  private readonly follows = new Map<string, AbortController>();
  /** Unfinished tasks this app follows: sent by it, or found unfinished when it (re)started following. */
  private readonly tracked = new Set<string>();
  private readonly uploads = new Map<string, AbortController>();
  private watching: AbortController | null = null;
  private feed: Feed = 'none';
  private readonly latest = new LatestTasks();
  private readonly notifier: FinishNotifier;
  /** Core's own waits on tasks (a recipe's steps), served by the same feed. */
  private readonly waiters = new TaskWaiters();

  constructor(private readonly deps: TaskCenterDeps) {
    this.notifier = new FinishNotifier({
      tools: () => deps.tools(),
      platform: deps.platform,
      enabled: () => deps.notificationsEnabled(),
      notedEarlier: (taskId) => deps.notes.get(taskId, deps.backendId()) !== undefined,
      ...(deps.t ? { t: deps.t } : {}),
      ...(deps.locale ? { locale: deps.locale } : {}),
    });
  }

  /** Validates files and params, then uploads in the background; upload progress and outcome arrive as events. */
  async submit(request: SubmitTaskRequest): Promise<{ submissionId: string }> {
    const tools = await this.deps.tools();
    const tool = tools.find((candidate) => candidate.type === request.type);
    if (!tool) {
      throw new ServiceError({ code: 'invalid_parameter', message: `The current backend does not offer the tool “${request.type}”.` });
    }
    const words = this.deps.locale ? catalogWording(this.deps.locale()) : undefined;
    const { files, params } = await validateSubmission(tool, request.files, request.params, words);
    await this.deps.precheck?.(request.type, params, files);
    const client = await this.deps.client();
    const submissionId = randomUUID();
    void this.upload(client, this.deps.backendId(), submissionId, { ...request, params, files });
    return { submissionId };
  }

  private async upload(client: ServiceClient, backend: string, submissionId: string, request: SubmitTaskRequest): Promise<void> {
    const controller = new AbortController();
    this.uploads.set(submissionId, controller);
    const throttle = new Throttle<SubmissionProgress>(
      this.deps.progressIntervalMs ?? 100,
      (progress) => this.deps.events.emit('submission:progress', progress),
      { isFinal: (progress) => progress.sentBytes === progress.totalBytes },
    );
    try {
      const task = await client.createTask(
        { type: request.type, params: request.params, files: request.files.map(({ path, name }) => ({ path, name })), name: request.name },
        { signal: controller.signal, onProgress: (progress) => throttle.push({ submissionId, ...progress }) },
      );
      throttle.clear();
      await this.announce(client, backend, submissionId, request, task);
    } catch (error) {
      throttle.clear();
      this.deps.events.emit('submission:failed', { submissionId, error: this.worded(toTaskError(error)) });
    } finally {
      this.uploads.delete(submissionId);
    }
  }

  /** A refusal at intake that says by code why the tool cannot run, in the app's language (the window shows it). */
  private worded(error: TaskError): TaskError {
    if (!error.reason || !this.deps.locale) return error;
    return { ...error, message: failureReasonText(catalogWording(this.deps.locale()), error) };
  }

  /** Notes a created task, tells the window and follows it. */
  private async announce(
    client: ServiceClient,
    backend: string,
    submissionId: string,
    request: SubmitTaskRequest,
    task: Task,
  ): Promise<void> {
    // A quiet task (a panel reading a deck for itself) is neither announced nor noted: noted tasks notify too.
    if (!request.quiet) {
      this.notifier.expect(task.id, request.batch);
      await this.deps.notes.set(task.id, { backend, request }).catch((error: unknown) => console.warn('Could not note a task:', error));
    }
    this.deps.events.emit('submission:created', { submissionId, task });
    this.follow(client, task.id);
  }

  /** What this app sent for a task (files, params, names), when it sent it; undefined for tasks from elsewhere. */
  requestOf(taskId: string): SubmitTaskRequest | undefined {
    return this.deps.notes.get(taskId, this.deps.backendId());
  }

  /** The files a task was submitted with (for suggested output names). */
  inputsOf(taskId: string): StagedFile[] | undefined {
    return this.requestOf(taskId)?.files;
  }

  /** Sends a task's inputs and params again as a new task. */
  async retry(taskId: string): Promise<{ submissionId: string; request: SubmitTaskRequest }> {
    const noted = this.requestOf(taskId);
    if (!noted) {
      throw new ServiceError({
        code: 'not_retryable',
        message: 'Deckhand does not know which files this task was made from (it was started elsewhere): start it again from its tool.',
      });
    }
    const { batch: _batch, ...request } = noted;
    if (this.deps.keepsFailedInputs?.() && (await firstFileGone(request.files))) {
      return { submissionId: await this.resubmitKeptInputs(taskId, request), request };
    }
    const { submissionId } = await this.submit(request);
    return { submissionId, request };
  }

  /**
   * A retry whose files are gone (a browser's staged upload after the web host restarted, a moved file): the backend
   * makes the new task from the failed task's own inputs, so nothing travels again.
   */
  private async resubmitKeptInputs(taskId: string, request: SubmitTaskRequest): Promise<string> {
    const client = await this.deps.client();
    let task: Task;
    try {
      task = await createTaskFromResults(client, {
        type: request.type,
        params: request.params,
        inputs: request.files.map((_file, index) => ({ task: taskId, input: index + 1 })),
        name: request.name,
      });
    } catch (error) {
      if (!(error instanceof ServiceError) || error.code !== 'invalid_parameter') throw error;
      // The engine no longer has them either (the task completed, or was cleaned up): ask for the files.
      const gone = await firstFileGone(request.files);
      throw gone ? fileGoneError(gone.name) : error;
    }
    const submissionId = randomUUID();
    await this.announce(client, this.deps.backendId(), submissionId, request, task);
    return submissionId;
  }

  isFollowing(taskId: string): boolean {
    return this.tracked.has(taskId) || this.follows.has(taskId);
  }

  /**
   * Resolves with a task's terminal state, calling `onUpdate` with each state on the way, from the one feed this app
   * follows the backend with (a recipe's steps wait here; they open no stream of their own).
   */
  readonly waitForTask = async (taskId: string, onUpdate: (task: Task) => void, signal: AbortSignal): Promise<Task> => {
    const waiting = this.waiters.wait(taskId, onUpdate, signal, this.latest.get(taskId));
    if (!this.waiters.has(taskId)) return waiting;
    const client = await this.deps.client();
    this.tracked.add(taskId);
    if (this.feed === 'per-task') this.followOne(client, taskId);
    else if (this.feed === 'none') this.watch(client);
    return waiting;
  };

  /** Shows a task's state if it is news, and notifies once it finished. */
  private update(task: Task): void {
    if (!this.latest.accept(task)) return;
    this.waiters.update(task);
    this.deps.events.emit('task:update', task);
    if (isTerminalStatus(task.status)) {
      this.tracked.delete(task.id);
      this.notifier.finished(task);
    }
  }

  private removed(id: string): void {
    this.waiters.removed(id);
    this.tracked.delete(id);
    this.latest.forget(id);
    this.deps.events.emit('task:removed', { id });
  }

  private follow(client: ServiceClient, taskId: string): void {
    // The feed may have brought its end before this app knew the task was its own.
    const known = this.latest.get(taskId);
    if (known && isTerminalStatus(known.status)) {
      this.notifier.finished(known);
      return;
    }
    this.tracked.add(taskId);
    if (this.feed === 'per-task') this.followOne(client, taskId);
    else if (this.feed === 'none') this.watch(client);
  }

  /** A task's own stream (read first, reconnected, polled as a last resort): for backends without the events stream. */
  private followOne(client: ServiceClient, taskId: string): void {
    if (this.follows.has(taskId)) return;
    const controller = new AbortController();
    this.follows.set(taskId, controller);
    client
      .followTask(taskId, (task) => this.update(task), { signal: controller.signal })
      .then((task) => {
        if (!controller.signal.aborted) this.update(task);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        if (error instanceof ServiceError && error.status === 404) {
          this.removed(taskId);
          return;
        }
        console.warn(`Stopped following task ${taskId}:`, error instanceof Error ? error.message : error);
      })
      .finally(() => {
        if (this.follows.get(taskId) === controller) this.follows.delete(taskId);
      });
  }

  /** Reads the followed tasks once: the feed may have missed their changes (first connection, or no catch-up). */
  private async reread(client: ServiceClient, signal: AbortSignal): Promise<void> {
    for (const id of [...this.tracked]) {
      if (signal.aborted) return;
      try {
        this.update(await client.getTask(id, signal));
      } catch (error) {
        if (error instanceof ServiceError && error.status === 404) this.removed(id);
        else if (!signal.aborted && !isAbortError(error)) {
          console.warn(`Could not read task ${id}:`, error instanceof Error ? error.message : error);
        }
      }
    }
  }

  /** Follows the backend's unfinished tasks again (app start, backend switch) and its task event stream. */
  async resume(): Promise<void> {
    const client = await this.deps.client();
    this.watch(client);
    const { tasks } = await client.listTasks({ startIndex: 0, maxResults: 50 });
    for (const task of tasks) {
      if (!isTerminalStatus(task.status)) this.follow(client, task.id);
    }
  }

  /**
   * Every task change on the backend (any client's), for a live History and for the tasks this app follows. A backend
   * that refuses the stream has its followed tasks followed one by one instead.
   */
  private watch(client: ServiceClient): void {
    this.watching?.abort();
    const controller = new AbortController();
    this.watching = controller;
    this.feed = 'events';
    void watchTaskEvents(
      client,
      {
        onTask: (task) => this.update(task),
        onDeleted: (id) => this.removed(id),
        onConnected: ({ resumed, caughtUp }) => {
          if (caughtUp) return;
          if (resumed) this.deps.events.emit('tasks:resync', {});
          void this.reread(client, controller.signal);
        },
      },
      controller.signal,
    ).then((outcome) => {
      if (outcome !== 'unsupported' || controller.signal.aborted) return;
      this.feed = 'per-task';
      for (const id of this.tracked) this.followOne(client, id);
    });
  }

  async cancel(taskId: string): Promise<void> {
    const client = await this.deps.client();
    this.update(await client.cancelTask(taskId));
  }

  async delete(taskId: string): Promise<void> {
    this.follows.get(taskId)?.abort();
    this.follows.delete(taskId);
    this.tracked.delete(taskId);
    const client = await this.deps.client();
    await client.deleteTask(taskId);
    this.notifier.forget(taskId);
    await this.deps.notes.delete(taskId).catch(() => undefined);
    this.removed(taskId);
  }

  /** Stops following (backend switch); uploads in flight finish against the backend they started on. */
  stopFollowing(): void {
    this.waiters.rejectAll(new ServiceError({ code: 'backend_changed', message: 'The backend changed before this task finished.' }));
    for (const controller of this.follows.values()) controller.abort();
    this.follows.clear();
    this.tracked.clear();
    this.latest.clear();
    this.watching?.abort();
    this.watching = null;
    this.feed = 'none';
  }

  /** Cancels everything (shutdown). */
  close(): void {
    this.stopFollowing();
    for (const controller of this.uploads.values()) controller.abort();
    this.uploads.clear();
  }
}

async function firstFileGone(files: readonly StagedFile[]): Promise<StagedFile | undefined> {
  for (const file of files) {
    const info = await stat(file.path).catch(() => null);
    if (!info?.isFile()) return file;
  }
  return undefined;
}
