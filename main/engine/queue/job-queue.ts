/** A claimed job: held by one runner until it completes, releases, or stops renewing it. */
export interface JobLease {
  jobId: string;
  /** Which attempt this is, from 1: every claim counts one, a release gives it back. */
  attempt: number;
  /** Proves the holder: a lease taken again by another runner has another token. */
  token: string;
}

export type JobState = 'queued' | 'leased' | 'dead';

export interface ExpiredLeases {
  /** Jobs put back in the queue after their holder stopped renewing them. */
  requeued: string[];
  /** Jobs that used every attempt: left in the queue as dead until removed (the runner fails their task first). */
  dead: Array<{ jobId: string; attempts: number }>;
}

/**
 * The work to do, one job per task (the job id is the task id). Runners claim jobs with a lease they renew while the
 * task runs; a lease that is not renewed expires and the job goes back to the queue, or dies once it has used its
 * attempts. docs/engine-seams.md lists the guarantees.
 */
export interface JobQueue {
  /** Adds a job at the end of the queue; a job already there (in any state) stays as it is. */
  enqueue(jobId: string): Promise<void>;
  /** Takes the oldest queued job for `owner`, counting an attempt, leased for `leaseMs`; null when none is queued. */
  claim(owner: string, leaseMs: number): Promise<JobLease | null>;
  /** Extends a lease (the runner's heartbeat); false when it was lost: the run must stop and its outcome be dropped. */
  renew(lease: JobLease, leaseMs: number): Promise<boolean>;
  /** The run ended (the task records how): the job leaves the queue. False when the lease was lost. */
  complete(lease: JobLease): Promise<boolean>;
  /**
   * Gives back, uncounted, every job leased to `owner` that it does not hold: a claim the queue made but whose answer
   * never reached its runner (a database restart cut it). Only while `owner` has no claim under way. The ids given back.
   */
  releaseUnheld(owner: string, held: readonly string[]): Promise<string[]>;
  /** Gives a job back without counting the attempt (the engine is stopping, not failing). */
  release(lease: JobLease): Promise<void>;
  /** Removes a job in any state (a cancelled or deleted task, a dead job whose task was failed). */
  remove(jobId: string): Promise<void>;
  state(jobId: string): Promise<JobState | undefined>;
  /** Requeues every job whose lease expired, or gives it up once it used `maxAttempts`; lists every dead job. */
  expireLeases(maxAttempts: number): Promise<ExpiredLeases>;
  /** Calls `listener` when a job may be waiting (after enqueue, release or a requeue). */
  onAvailable(listener: () => void): () => void;
  /** Stores what is not stored yet and stops. */
  close(): Promise<void>;
}
