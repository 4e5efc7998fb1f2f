import type { Task } from '../../../shared/contract/service';

/** An uploaded input as kept on disk: `file` is the engine-chosen name inside the task's inputs/ folder. */
export interface StoredInput {
  file: string;
  /** The client's file name, metadata only; it never decides a path. */
  name: string;
  size: number;
  mimeType: string;
}

export interface TaskJob {
  params: Record<string, unknown>;
  inputs: StoredInput[];
  notifyURL: string | null;
  /** Engine-chosen name inside output/, set once the task completed. */
  outputFile: string | null;
  /** The space the task was created in; absent (tasks from before spaces) = the default space. */
  spaceId?: string;
  /** The person whose key created it (team server, docs/team-server.md); absent = the engine's own key. */
  ownerId?: string;
  /** One id per input, in order: the pre-upload ids of a `fileIds` create, fresh ids for inline files. */
  fileIds?: string[];
  /** Set for jobs made through `POST /external/translations`: their webhook and the estimate given at creation. */
  external?: { webhookUrl: string | null; estimatedSeconds: number };
}

/**
 * A task and what the engine needs to (re)run and serve it. `task.result.url` is kept as a path
 * (`/files/<id>/<name>`) and made absolute per response, because the base URL depends on how the client
 * reached the engine.
 */
export interface TaskRecord {
  task: Task;
  job: TaskJob;
}

export interface TaskFileV1 {
  version: 1;
  task: Task;
  job: TaskJob;
}
