import type pg from 'pg';
import PgBoss from 'pg-boss';
import { PgListener } from './listener';
import type { ExpiredLeases, JobLease, JobQueue, JobState } from '../queue/job-queue';

const PREFIX = 'deckhand.';
/** Jobs that used every attempt are copied here for whoever looks after the cluster; the runner fails their task. */
export const DEAD_LETTER_QUEUE = 'deckhand-dead';
/** Told on every enqueue and release, so idle workers on any node claim at once instead of at their next look. */
const JOBS_CHANNEL = 'deckhand_jobs';
/**
 * How often a worker looks for jobs anyway: a job whose retry delay ran out is announced by nobody, and a wake-up may
 * be missed while the listener reconnects.
 */
const POLL_MS = 500;
/** The first retry waits about this long, later ones longer (pg-boss's backoff with jitter). */
const RETRY_DELAY_S = 1;
/**
 * Added to every lease in the job's `expire_in`. pg-boss's own supervision fails a job at `started_on + expire_in`,
 * blind to a database that was down meanwhile (no worker could renew); with this margin it only backs up
 * expireLeases, which reads `expire_in` minus the margin and knows when the database started.
 */
const SUPERVISION_MARGIN_S = 600;
/** A lease's `expire_in` as stored, and the lease it holds (SQL over a pgboss.job row). */
const storedLease = (seconds: string): string => `make_interval(secs => ${seconds}::float8 + ${SUPERVISION_MARGIN_S})`;
const LEASE = `(expire_in - make_interval(secs => ${SUPERVISION_MARGIN_S}))`;

export interface PgBossQueueOptions {
  /** Whether this worker can run a tool type (its programs are installed): it claims only those jobs. */
  canRun(type: string): boolean | Promise<boolean>;
  /** Runs attempted per job before it is dead (the runner's MAX_ATTEMPTS). */
  maxAttempts: number;
  /** An API node takes no jobs (and does not poll for them). */
  claims: boolean;
}

const queueOf = (type: string): string => `${PREFIX}${type}`;

/** Whether a lease's token is one this queue hands out (an attempt count); any other never matches a job. */
function issuedToken(lease: JobLease): boolean {
  return /^\d{1,9}$/.test(lease.token);
}

/**
 * The team server's job queue on pg-boss: one pg-boss queue per tool type, so a worker claims only what it can run
 * (`SKIP LOCKED` fetch), with pg-boss's retries with backoff, expiry, dead letters and archiving. pg-boss 10 (the last
 * release for Node 20) has no heartbeat, so renewing a lease moves the job's `started_on` forward on its own row; the
 * attempt (pg-boss's `retry_count`) is the lease's token, so a run whose job was taken again can neither renew nor
 * complete it.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly known = new Map<string, Promise<void>>();
  private readonly runnable = new Map<string, boolean>();
  private readonly listeners = new Set<() => void>();
  private poller: NodeJS.Timeout | undefined;
  private jobsListener: PgListener | undefined;
  private next = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
    private readonly options: PgBossQueueOptions,
  ) {
    this.boss = new PgBoss({ connectionString, max: 4, supervise: options.claims, schedule: false });
    this.boss.on('error', (err: Error) => console.warn(`pg-boss: ${err.message}`));
  }

  async open(): Promise<void> {
    await this.boss.start();
    await this.ensureQueue(DEAD_LETTER_QUEUE);
    if (!this.options.claims) return;
    this.jobsListener = new PgListener(this.connectionString, JOBS_CHANNEL, () => this.wake());
    await this.jobsListener.open();
    this.poller = setInterval(() => this.wake(), POLL_MS);
    this.poller.unref();
  }

  async enqueue(jobId: string): Promise<void> {
    const { rows } = await this.pool.query<{ type: string }>('SELECT type FROM deckhand_tasks WHERE id = $1', [jobId]);
    const type = rows[0]?.type;
    if (!type) return;
    const name = queueOf(type);
    await this.ensureQueue(name);
    // With the task's id: a second enqueue of the same job is a conflict pg-boss ignores.
    await this.boss.send(name, {}, { id: jobId, retryLimit: this.options.maxAttempts - 1, deadLetter: DEAD_LETTER_QUEUE });
    await this.announce();
  }

  async claim(owner: string, leaseMs: number): Promise<JobLease | null> {
    if (!this.options.claims) return null;
    const { rows } = await this.pool.query<{ name: string }>(
      `SELECT DISTINCT name FROM pgboss.job WHERE name LIKE 'deckhand.%' AND state < 'active' AND start_after < now()`,
    );
    const names: string[] = [];
    for (const { name } of rows) if (await this.canRun(name)) names.push(name);
    // Round robin over the types waiting, so one busy type does not starve the others.
    for (let i = 0; i < names.length; i++) {
      const name = names[(this.next + i) % names.length]!;
      // pg-boss's own fetch, with the lease and its holder set in the same statement: a claim that a restart cuts
      // leaves a job that names its holder (releaseUnheld gives it back) and that holds only one lease, never
      // pg-boss's default 15-minute expiry.
      const claimed = await this.pool.query<{ id: string; retry_count: number }>(
        `WITH next AS (
           SELECT id FROM pgboss.job
            WHERE name = $1 AND state < 'active' AND start_after < now()
            ORDER BY priority DESC, created_on, id
            LIMIT 1 FOR UPDATE SKIP LOCKED)
         UPDATE pgboss.job j
            SET state = 'active', started_on = now(),
                retry_count = CASE WHEN j.started_on IS NOT NULL THEN j.retry_count + 1 ELSE j.retry_count END,
                expire_in = ${storedLease('$2')}, output = jsonb_build_object('holder', $3::text)
           FROM next
          WHERE j.name = $1 AND j.id = next.id
          RETURNING j.id, j.retry_count`,
        [name, leaseMs / 1000, owner],
      );
      const job = claimed.rows[0];
      if (!job) continue;
      this.next++;
      return { jobId: job.id, attempt: job.retry_count + 1, token: String(job.retry_count) };
    }
    return null;
  }

  async releaseUnheld(owner: string, held: readonly string[]): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>(
      `UPDATE pgboss.job SET state = 'created', started_on = NULL, output = NULL
        WHERE name LIKE 'deckhand.%' AND state = 'active' AND output ->> 'holder' = $1 AND NOT (id = ANY($2::uuid[]))
        RETURNING id`,
      [owner, [...held]],
    );
    if (rows.length > 0) await this.announce();
    return rows.map((row) => row.id);
  }

  async renew(lease: JobLease, leaseMs: number): Promise<boolean> {
    if (!issuedToken(lease)) return false;
    const { rowCount } = await this.pool.query(
      `UPDATE pgboss.job SET started_on = now(), expire_in = ${storedLease('$3')}
        WHERE id = $1 AND name LIKE 'deckhand.%' AND state = 'active' AND retry_count = $2`,
      [lease.jobId, Number(lease.token), leaseMs / 1000],
    );
    return rowCount === 1;
  }

  async complete(lease: JobLease): Promise<boolean> {
    if (!issuedToken(lease)) return false;
    const { rowCount } = await this.pool.query(
      `UPDATE pgboss.job SET state = 'completed', completed_on = now()
        WHERE id = $1 AND name LIKE 'deckhand.%' AND state = 'active' AND retry_count = $2`,
      [lease.jobId, Number(lease.token)],
    );
    return rowCount === 1;
  }

  async release(lease: JobLease): Promise<void> {
    if (!issuedToken(lease)) return;
    // started_on back to null: pg-boss's next fetch then does not count an attempt.
    await this.pool.query(
      `UPDATE pgboss.job SET state = 'created', started_on = NULL
        WHERE id = $1 AND name LIKE 'deckhand.%' AND state = 'active' AND retry_count = $2`,
      [lease.jobId, Number(lease.token)],
    );
    await this.announce();
  }

  async remove(jobId: string): Promise<void> {
    await this.pool.query(`DELETE FROM pgboss.job WHERE id = $1 AND name LIKE 'deckhand.%'`, [jobId]);
  }

  async state(jobId: string): Promise<JobState | undefined> {
    const { rows } = await this.pool.query<{ state: string }>(`SELECT state FROM pgboss.job WHERE id = $1 AND name LIKE 'deckhand.%'`, [
      jobId,
    ]);
    const state = rows[0]?.state;
    if (state === 'created' || state === 'retry') return 'queued';
    if (state === 'active') return 'leased';
    if (state === 'failed') return 'dead';
    return undefined;
  }

  async expireLeases(maxAttempts: number): Promise<ExpiredLeases> {
    // A lease runs out only once the database has been up for as long as the lease: after a restart every live
    // worker gets a whole lease to reconnect and renew, so only the jobs of workers that are gone are taken back
    // (otherwise a job on its last attempt would die of the database's restart).
    const expired = await this.pool.query<{ id: string; name: string; state: string; retry_count: number }>(
      `UPDATE pgboss.job
          SET state = CASE WHEN retry_count + 1 < $1 THEN 'retry'::pgboss.job_state ELSE 'failed'::pgboss.job_state END,
              start_after = now() + make_interval(secs => $2 * power(2, retry_count)),
              completed_on = CASE WHEN retry_count + 1 < $1 THEN NULL ELSE now() END,
              output = '{"message": "lease expired: its worker stopped renewing it"}'::jsonb
        WHERE name LIKE 'deckhand.%' AND state = 'active' AND started_on + ${LEASE} < now()
          AND pg_postmaster_start_time() + ${LEASE} < now()
        RETURNING id, name, state, retry_count`,
      [maxAttempts, RETRY_DELAY_S],
    );
    for (const row of expired.rows) {
      if (row.state === 'failed')
        await this.boss.send(DEAD_LETTER_QUEUE, { jobId: row.id, queue: row.name, attempts: row.retry_count + 1 });
    }
    // Also what pg-boss's own supervision requeued, whose task still says running. Only jobs waiting out a retry's
    // backoff: a released job ('created') may be claimed at once, and its new run's "running" must not be undone.
    const requeued = await this.pool.query<{ id: string }>(
      `SELECT j.id FROM pgboss.job j JOIN deckhand_tasks t ON t.id = j.id
        WHERE j.name LIKE 'deckhand.%' AND j.state = 'retry' AND t.status = 'running'`,
    );
    const dead = await this.pool.query<{ id: string; retry_count: number }>(
      `SELECT id, retry_count FROM pgboss.job WHERE name LIKE 'deckhand.%' AND state = 'failed'`,
    );
    // Tasks stored whose enqueue a lost connection cut (the create answered: the task exists): queued now.
    const jobless = await this.pool.query<{ id: string }>(
      `SELECT t.id FROM deckhand_tasks t
        WHERE t.status = 'pending' AND t.created_at < now() - interval '10 seconds'
          AND NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.id = t.id AND j.name LIKE 'deckhand.%')`,
    );
    for (const { id } of jobless.rows) await this.enqueue(id);
    if (requeued.rows.length > 0) this.wake();
    return {
      requeued: requeued.rows.map((row) => row.id),
      dead: dead.rows.map((row) => ({ jobId: row.id, attempts: row.retry_count + 1 })),
    };
  }

  onAvailable(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    clearInterval(this.poller);
    await this.jobsListener?.close();
    this.listeners.clear();
    await this.boss.stop({ graceful: false, wait: true });
  }

  /** Wakes this node's runner, and every claiming node's through NOTIFY (its own too: one wake-up more is harmless). */
  private async announce(): Promise<void> {
    this.wake();
    await this.pool.query('SELECT pg_notify($1, $2)', [JOBS_CHANNEL, '']);
  }

  private wake(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private async canRun(name: string): Promise<boolean> {
    let known = this.runnable.get(name);
    if (known === undefined) {
      known = await this.options.canRun(name.slice(PREFIX.length));
      this.runnable.set(name, known);
    }
    return known;
  }

  private ensureQueue(name: string): Promise<void> {
    let made = this.known.get(name);
    if (!made) {
      made = (async () => {
        if (await this.boss.getQueue(name)) return;
        // Two nodes may create it at once: the loser finds it made.
        await this.boss.createQueue(name).catch(async (err: unknown) => {
          if (!(await this.boss.getQueue(name))) throw err;
        });
      })();
      made.catch(() => this.known.delete(name));
      this.known.set(name, made);
    }
    return made;
  }
}
