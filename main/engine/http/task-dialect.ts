/**
 * The task routes speak two dialects (docs/service-api.md, "Two dialects"): the documented shapes at the root and
 * DeckFlow's SDK shapes under /v1. Both run the same handlers over the same store; a dialect only decides how a
 * task and a download answer look, and which request bodies a create may have.
 */
import type { TaskIntake } from '../intake/accept-task';
import type { TaskRecord } from '../store/task-record';
import { publicTask } from './public-task';
import type { RequestContext } from './router';

export interface TaskDialect {
  /** Path prefix of every route: '' at the root, '/v1' for the SDK dialect. */
  readonly prefix: string;
  presentTask(record: TaskRecord, origin: string): unknown;
  /** The body of `GET …/tools/tasks/{id}/download` for a completed task. */
  presentDownload(record: TaskRecord, origin: string): unknown;
  /**
   * A create whose body is JSON naming files the engine holds already (pre-uploads, other tasks' results), received
   * into `inputsDir` (the blob store's receiving folder of the new task `taskId`); absent when multipart only.
   */
  receiveJson?: (ctx: RequestContext, inputsDir: string, taskId: string) => Promise<TaskIntake>;
}

/** The documented shapes: error objects, `result.url`, one output file as `[url, bytes, md5]`. */
export const ROOT_DIALECT: TaskDialect = {
  prefix: '',
  presentTask: (record, origin) => publicTask(record.task, origin),
  presentDownload(record, origin) {
    const { task } = record;
    return [publicTask(task, origin).result?.url, task.result?.size, task.result?.md5];
  },
};
