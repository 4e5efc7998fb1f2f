/**
 * Owns what is in flight: uploads (submissions) and the tasks the app follows. Emits the IpcEvents the
 * renderer renders from, and a desktop notification when a followed task reaches a terminal state.
 */
import { randomUUID } from 'node:crypto';
import type { StagedFile, SubmissionProgress, SubmitTaskRequest } from '../../shared/contract/ipc';
import { isTerminalStatus } from '../../shared/contract/service';
import type { Task, ToolDescriptor } from '../../shared/contract/service';
import type { EventBus } from './event-bus';
import type { Platform } from './platform';
import { Throttle } from './progress-throttle';
import type { ServiceClient } from './service-client/service-client';
import { ServiceError, isAbortError, normaliseTaskError, toTaskError } from './service-client/service-error';
import { validateSubmission } from './submission-validation';

export interface TaskCenterDeps {
  /** The current backend's client (waits for the local engine to start). */
  client(): Promise<ServiceClient>;
  /** The current backend's tool registry. */
  tools(): Promise<ToolDescriptor[]>;
  events: EventBus;
  platform: Pick<Platform, 'notifyTaskFinished'>;
  notificationsEnabled(): boolean;
  /** Minimum interval between submission:progress events (default 100 ms, i.e. ~10/s). */
  progressIntervalMs?: number;
  /** Checks that need the backend's state (a translation pair the local engine lacks), before any upload; throws to refuse. */
  precheck?(type: string, params: Record<string, unknown>): Promise<void>;
}

export class TaskCenter {
  private readonly follows = new Map<string, AbortController>();
  private readonly uploads = new Map<string, AbortController>();
  private readonly inputs = new Map<string, StagedFile[]>();
  private readonly notified = new Set<string>();

  constructor(private readonly deps: TaskCenterDeps) {}

  /** Validates, then uploads in the background; upload progress and outcome arrive as events. */
  async submit(request: SubmitTaskRequest): Promise<{ submissionId: string }> {
    const tools = await this.deps.tools();
    const tool = tools.find((candidate) => candidate.type === request.type);
    if (!tool) {
      throw new ServiceError({ code: 'invalid_parameter', message: `The current backend does not offer the tool “${request.type}”.` });
    }
    const { files, params } = await validateSubmission(tool, request.files, request.params);
    await this.deps.precheck?.(request.type, params);
    const client = await this.deps.client();
    const submissionId = randomUUID();
    void this.upload(client, submissionId, { ...request, params }, files);
    return { submissionId };
  }

  private async upload(client: ServiceClient, submissionId: string, request: SubmitTaskRequest, files: StagedFile[]): Promise<void> {
    const controller = new AbortController();
    this.uploads.set(submissionId, controller);
    const throttle = new Throttle<SubmissionProgress>(
      this.deps.progressIntervalMs ?? 100,
      (progress) => this.deps.events.emit('submission:progress', progress),
      (progress) => progress.sentBytes === progress.totalBytes,
    );
    try {
      const task = await client.createTask(
        { type: request.type, params: request.params, files: files.map(({ path, name }) => ({ path, name })), name: request.name },
        { signal: controller.signal, onProgress: (progress) => throttle.push({ submissionId, ...progress }) },
      );
      throttle.clear();
      this.inputs.set(task.id, files);
      this.deps.events.emit('submission:created', { submissionId, task });
      this.follow(client, task.id);
    } catch (error) {
      throttle.clear();
      this.deps.events.emit('submission:failed', { submissionId, error: toTaskError(error) });
    } finally {
      this.uploads.delete(submissionId);
    }
  }

  /** The files a task was submitted with in this session (for suggested output names). */
  inputsOf(taskId: string): StagedFile[] | undefined {
    return this.inputs.get(taskId);
  }

  isFollowing(taskId: string): boolean {
    return this.follows.has(taskId);
  }

  private follow(client: ServiceClient, taskId: string): void {
    if (this.follows.has(taskId)) return;
    const controller = new AbortController();
    this.follows.set(taskId, controller);
    client
      .followTask(taskId, (task) => this.deps.events.emit('task:update', task), { signal: controller.signal })
      .then((task) => {
        if (!controller.signal.aborted) void this.notifyFinished(task);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        if (error instanceof ServiceError && error.status === 404) {
          this.deps.events.emit('task:removed', { id: taskId });
          return;
        }
        console.warn(`Stopped following task ${taskId}:`, error instanceof Error ? error.message : error);
      })
      .finally(() => {
        if (this.follows.get(taskId) === controller) this.follows.delete(taskId);
      });
  }

  private async notifyFinished(task: Task): Promise<void> {
    if (!isTerminalStatus(task.status) || this.notified.has(task.id) || !this.deps.notificationsEnabled()) return;
    this.notified.add(task.id);
    let title = task.type;
    try {
      title = (await this.deps.tools()).find((tool) => tool.type === task.type)?.title ?? task.type;
    } catch {
      // The type id is a fine title when the registry cannot be read.
    }
    const name = task.name || 'Your file';
    if (task.status === 'completed') {
      this.deps.platform.notifyTaskFinished({ taskId: task.id, title: `${title}: done`, body: `${name} is ready to save.`, failed: false });
    } else {
      const reason = task.error ? normaliseTaskError(task.error).message : 'The task failed.';
      this.deps.platform.notifyTaskFinished({ taskId: task.id, title: `${title}: failed`, body: `${name}: ${reason}`, failed: true });
    }
  }

  /** Follows the backend's unfinished tasks again (app start, backend switch). */
  async resume(): Promise<void> {
    const client = await this.deps.client();
    const { tasks } = await client.listTasks({ startIndex: 0, maxResults: 50 });
    for (const task of tasks) {
      if (!isTerminalStatus(task.status)) this.follow(client, task.id);
    }
  }

  async delete(taskId: string): Promise<void> {
    this.follows.get(taskId)?.abort();
    this.follows.delete(taskId);
    const client = await this.deps.client();
    await client.deleteTask(taskId);
    this.inputs.delete(taskId);
    this.deps.events.emit('task:removed', { id: taskId });
  }

  /** Stops following (backend switch); uploads in flight finish against the backend they started on. */
  stopFollowing(): void {
    for (const controller of this.follows.values()) controller.abort();
    this.follows.clear();
  }

  /** Cancels everything (shutdown). */
  close(): void {
    this.stopFollowing();
    for (const controller of this.uploads.values()) controller.abort();
    this.uploads.clear();
  }
}
