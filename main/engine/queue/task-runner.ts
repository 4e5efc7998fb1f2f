import type { TaskError } from '../../../shared/contract/service';
import { randomUUID } from 'node:crypto';
import { isTerminalStatus } from '../../../shared/contract/service';
import type { BlobStore } from '../blobs/blob-store';
import type { EventBus, Subscription } from '../events/event-bus';
import type { ToolSet } from '../tools/tool-set';
import { UNFINISHED, type TaskRepository } from '../store/task-repository';
import type { JobLease, JobQueue } from './job-queue';
import { runTask, type RunOptions } from './run-task';
import { isConnectionLoss } from '../lib/errors/connection-loss';
import { whileUnreachable } from '../lib/errors/while-unreachable';
import { patientTasks } from '../store/patient-task-repository';

export interface RunnerOptions extends RunOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** How long a claimed job stays ours without a heartbeat; renewed every third of it. */
  leaseMs: number;
}

/** Runs (claims) a job may have before it is given up: a task that stopped the engine twice is not tried a third time. */
export const MAX_ATTEMPTS = 2;

const INTERRUPTED: TaskError = {
  code: 'interrupted',
  message: 'The engine stopped while this task was running; submit it again.',
};

const STOPPED_TWICE: TaskError = {
  code: 'interrupted',
  message:
    'The engine stopped twice while running this task, so it was not started a third time: the task may be what stopped it (for example by needing more memory than this computer has). Try it with a smaller file, or submit it again.',
};

interface Running {
  controller: AbortController;
  /** Set when the engine stops: the job goes back to the queue without counting the attempt. */
  stopping: boolean;
  done: Promise<void>;
}

/**
 * Takes jobs from the queue and runs their tasks, at most `concurrency` at once, each holding its job's lease with a
 * heartbeat. HTTP handlers only enqueue and cancel; they never wait for a tool. A job whose lease expired (its runner
 * died) is run again, up to MAX_ATTEMPTS runs; then its task fails with the reason.
 */
export class TaskRunner {
  private readonly owner = randomUUID();
  private readonly running = new Map<string, Running>();
  private stopped = true;
  private pumping = false;
  private pumpAgain = false;
  /** The claim loop under way: stop() waits for it, so a claim it answers is released before the engine closes. */
  private filling: Promise<void> = Promise.resolve();
  private sweeper: NodeJS.Timeout | undefined;
  private unsubscribeQueue: (() => void) | undefined;
  private subscription: Subscription | undefined;
  /** A claim failed: the queue may hold a job for this runner that it never heard of (fill() gives it back). */
  private claimCut = false;
  private unreachableSaid = false;
  /** Aborted by stop(): ends every wait for an unreachable database. */
  private halt = new AbortController();

  constructor(
    private readonly tasks: TaskRepository,
    private readonly queue: JobQueue,
    private readonly blobs: BlobStore,
    private readonly events: EventBus,
    private readonly tools: ToolSet,
    private readonly options: RunnerOptions,
  ) {}

  /** Settles what an earlier run of the engine left (expired leases, unfinished tasks), then starts taking jobs. */
  async start(): Promise<void> {
    this.stopped = false;
    this.halt = new AbortController();
    // A task cancelled or deleted through another node stops here too.
    this.subscription = await this.events.subscribe(({ change }) => {
      const id = change.kind === 'deleted' ? change.id : change.record.task.id;
      const ended = change.kind === 'deleted' || (change.kind === 'status' && isTerminalStatus(change.record.task.status));
      if (ended) this.running.get(id)?.controller.abort();
    });
    await this.recover();
    this.unsubscribeQueue = this.queue.onAvailable(() => this.pump());
    this.sweeper = setInterval(
      () => void this.sweep().catch((err: unknown) => console.warn(`lease sweep failed (${(err as Error).message}); tried again shortly`)),
      this.options.leaseMs / 2,
    );
    this.sweeper.unref();
    this.pump();
  }

  /** Drops a queued job, or stops a running one and resolves once its worker is gone. */
  async cancel(id: string): Promise<void> {
    await this.queue.remove(id);
    const run = this.running.get(id);
    if (!run) return;
    run.controller.abort();
    await run.done;
  }

  /** Shutdown: stops every running tool without recording an outcome; their jobs go back to the queue uncounted. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.halt.abort();
    clearInterval(this.sweeper);
    this.unsubscribeQueue?.();
    this.subscription?.close();
    await this.filling;
    const runs = [...this.running.values()];
    for (const run of runs) {
      run.stopping = true;
      run.controller.abort();
    }
    await Promise.all(runs.map((run) => run.done));
  }

  get activeCount(): number {
    return this.running.size;
  }

  private async recover(): Promise<void> {
    await this.sweep();
    for (const record of await this.tasks.unfinished()) {
      const id = record.task.id;
      const state = await this.queue.state(id);
      // Held by a live runner (another node of a team server): its lease decides. Its run drops the inputs just
      // before it records the outcome, so they are not looked for here.
      if (state === 'leased') continue;
      // Re-run only when the uploads survived: the task was accepted, so the user expects a result.
      if (!(await this.blobs.hasInputs(id, record.job.inputs))) {
        await this.tasks.update(id, { status: 'failed', error: INTERRUPTED, progress: undefined }, { onlyIf: UNFINISHED });
        await this.queue.remove(id);
        continue;
      }
      // Created, but the engine stopped before it was queued (or stored by an engine from before the queue).
      if (state === undefined) await this.queue.enqueue(id);
      if (record.task.status !== 'pending') {
        await this.tasks.update(id, { status: 'pending', progress: undefined }, { onlyIf: UNFINISHED });
      }
    }
  }

  /** Requeues jobs whose runner stopped renewing them, and fails the tasks of jobs out of attempts. */
  private async sweep(): Promise<void> {
    const { requeued, dead } = await this.queue.expireLeases(MAX_ATTEMPTS);
    for (const id of requeued) await this.tasks.update(id, { status: 'pending', progress: undefined }, { onlyIf: UNFINISHED });
    for (const { jobId } of dead) {
      await this.tasks.update(jobId, { status: 'failed', error: STOPPED_TWICE, progress: undefined }, { onlyIf: UNFINISHED });
      await this.queue.remove(jobId);
    }
  }

  private pump(): void {
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    this.filling = this.fill()
      .then(() => {
        this.unreachableSaid = false;
      })
      .catch((err: unknown) => {
        if (!isConnectionLoss(err)) {
          console.error('the runner could not take a job', err);
          return;
        }
        // Said once per outage: the queue is looked at again every moment until the database is back.
        if (!this.unreachableSaid) console.warn(`the runner cannot reach the job queue (${(err as Error).message}); it keeps trying`);
        this.unreachableSaid = true;
      })
      .finally(() => {
        this.pumping = false;
        if (this.pumpAgain) {
          this.pumpAgain = false;
          this.pump();
        }
      });
  }

  private async fill(): Promise<void> {
    while (!this.stopped && this.running.size < this.options.concurrency) {
      // A claim that failed may have been made all the same (a restart cut its answer): given back, uncounted, first.
      if (this.claimCut) {
        await this.queue.releaseUnheld(this.owner, [...this.running.keys()]);
        this.claimCut = false;
      }
      let lease: JobLease | null;
      try {
        lease = await this.queue.claim(this.owner, this.options.leaseMs);
      } catch (err) {
        this.claimCut = true;
        throw err;
      }
      if (!lease) return;
      if (this.stopped) {
        await this.queue.release(lease);
        return;
      }
      const run: Running = { controller: new AbortController(), stopping: false, done: Promise.resolve() };
      this.running.set(lease.jobId, run);
      run.done = this.run(lease, run).finally(() => {
        this.running.delete(lease.jobId);
        this.pump();
      });
    }
  }

  private async run(lease: JobLease, run: Running): Promise<void> {
    const id = lease.jobId;
    const { signal } = run.controller;
    // The run's reads and outcome wait out a database that is out of reach for as long as the run goes on.
    const tasks = patientTasks(this.tasks, signal);
    let lost = false;
    const heartbeat = this.holdLease(lease, signal, () => {
      lost = true;
      console.warn(`task ${id}: its job was taken from this runner; its outcome is dropped`);
      run.controller.abort();
    });
    try {
      const record = await tasks.get(id);
      if (record && !isTerminalStatus(record.task.status)) {
        await runTask({ tasks, blobs: this.blobs, tools: this.tools, options: this.options }, record, signal, lease).catch(
          async (err: unknown) => {
            if (signal.aborted) return;
            if (isConnectionLoss(err)) {
              // Only a stop ends a wait for the database, and a stop gives the job back: it is run again, uncounted.
              run.stopping = true;
              return;
            }
            console.error(`task ${id}: engine error`, err);
            // Never leave a task running forever: record the failure (in memory at least, if the disk refuses).
            const message = `The engine could not finish this task: ${(err as Error).message}`;
            await tasks
              .update(id, { status: 'failed', error: { code: 'internal_error', message } }, { onlyIf: UNFINISHED, lease })
              .catch(() => undefined);
          },
        );
      }
    } finally {
      heartbeat.stop();
      const patient = patientTasks(this.tasks, this.halt.signal);
      if (run.stopping) {
        // Pending before the job is given back: once released, another node may claim it and say running.
        await patient.update(id, { status: 'pending', progress: undefined }, { onlyIf: ['running'] }).catch(() => undefined);
        await whileUnreachable(() => this.queue.release(lease), this.halt.signal).catch(() => undefined);
      }
      // Where the outcome already completed the job (the team server), this finds it done and changes nothing.
      else if (!lost)
        await whileUnreachable(() => this.queue.complete(lease), this.halt.signal).catch((err: unknown) =>
          console.warn(`task ${id}: job not completed`, err),
        );
    }
  }

  /**
   * Renews the lease every third of it while the run goes on; `onLost` when the queue says another runner has it. A
   * renewal the queue could not take (the database restarting) is tried again within moments rather than a third of
   * a lease later, so a live worker holds its job as soon as the database is back.
   */
  private holdLease(lease: JobLease, signal: AbortSignal, onLost: () => void): { stop(): void } {
    const every = this.options.leaseMs / 3;
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    let retryIn = Math.min(250, every);
    const schedule = (ms: number): void => {
      if (!stopped) timer = setTimeout(renew, ms);
    };
    const renew = (): void => {
      void this.queue.renew(lease, this.options.leaseMs).then(
        (held) => {
          retryIn = Math.min(250, every);
          if (held || signal.aborted) return schedule(every);
          onLost();
        },
        (err: unknown) => {
          console.warn(`task ${lease.jobId}: lease not renewed this time (${(err as Error).message})`);
          schedule(retryIn);
          retryIn = Math.min(retryIn * 2, every);
        },
      );
    };
    schedule(every);
    return {
      stop() {
        stopped = true;
        clearTimeout(timer);
      },
    };
  }
}
