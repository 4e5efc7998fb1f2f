import type { Task, TaskStatus } from '../../../shared/contract/service';
import type { JobLease } from '../queue/job-queue';
import type { TaskJob, TaskRecord } from './task-record';

export interface NewTask {
  id: string;
  name: string;
  type: string;
  job: TaskJob;
  /** The person whose key created it (team server); absent on the embedded engine, which has one key. */
  ownerId?: string;
}

export interface TaskQuery {
  type?: string;
  /** One space's tasks; every space's when absent. */
  spaceId?: string;
  /** One person's tasks (team server); everyone's when absent. */
  ownerId?: string;
  start: number;
  max: number;
}

export interface TaskPage {
  records: TaskRecord[];
  /** Every match, not only this page (`x-content-record-total`). */
  total: number;
}

export interface TaskUpdate {
  /** Fields of the stored job to change with the task (e.g. the output's name once completed). */
  job?: Partial<TaskJob>;
  /**
   * Optimistic check: apply only while the task's status is one of these (a run's outcome must not overwrite a
   * cancel that came first). A task in another status is left alone and undefined is returned.
   */
  onlyIf?: readonly TaskStatus[];
  /**
   * A run's outcome, recorded only while the run still holds its job's lease; the job is completed with it. Where
   * the queue shares the repository's database (the team server), both are one transaction: a run whose lease
   * expired and was taken by another records nothing (undefined), and a job is never completed without its outcome.
   * The embedded store, whose queue is in the same process, leaves the check and the completion to the runner.
   */
  lease?: JobLease;
}

export const UNFINISHED: readonly TaskStatus[] = ['pending', 'running'];

/**
 * The engine's task records: what the routes read and the runner writes. Each change is stored before it is announced
 * on the event bus, so whoever hears of it reads the same state. docs/engine-seams.md lists the guarantees.
 */
export interface TaskRepository {
  get(id: string): Promise<TaskRecord | undefined>;
  /** Newest first, filtered by type and space, one page of it with the total. */
  list(query: TaskQuery): Promise<TaskPage>;
  /** Pending and running tasks, oldest first (start-up reconciles them with the job queue). */
  unfinished(): Promise<TaskRecord[]>;
  /** Stores a new pending task and announces it (`created`). */
  create(input: NewTask): Promise<TaskRecord>;
  /**
   * Changes a task's status, result or error (fields set to undefined are removed), stores it and announces it
   * (`status`). Undefined when the task is unknown (deleted) or the `onlyIf` check failed.
   */
  update(id: string, patch: Partial<Task>, options?: TaskUpdate): Promise<TaskRecord | undefined>;
  /** A running task's progress: announced (`progress`), and kept as durably as the implementation likes. */
  setProgress(id: string, percent: number): Promise<void>;
  /** Forgets a task (later reads find nothing) and announces it (`deleted`); false when it was unknown. */
  delete(id: string): Promise<boolean>;
  /** Resolves once every change made so far is stored. */
  flush(): Promise<void>;
}
