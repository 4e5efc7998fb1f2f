import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeJsonAtomic } from '../store/atomic-json';
import type { ExpiredLeases, JobLease, JobQueue, JobState } from './job-queue';

interface StoredJob {
  id: string;
  state: JobState;
  /** Claims so far, a release not counted. */
  attempts: number;
  /** Who holds the lease (a run of the engine), while leased. */
  owner?: string;
}

interface QueueFileV1 {
  version: 1;
  jobs: StoredJob[];
}

interface Lease {
  token: string;
  expiresAt: number;
}

/**
 * The embedded job queue: FIFO in memory, stored in `DATA/queue.json` (each claim is on disk before the run starts,
 * so an attempt that ends the engine is counted). One engine process owns a data dir: a lease lives in memory, renewed
 * by its runner, and a lease stored by an earlier run of the engine (which died or was killed holding it) is expired
 * from the start.
 */
export class EmbeddedJobQueue implements JobQueue {
  private jobs: StoredJob[] = [];
  private readonly leases = new Map<string, Lease>();
  private readonly listeners = new Set<() => void>();
  private readonly owner = randomUUID();
  private readonly file: string;
  private writing: Promise<void> = Promise.resolve();
  private nextWrite: Promise<void> | null = null;

  constructor(
    dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.file = join(dataDir, 'queue.json');
  }

  async open(): Promise<void> {
    let stored: QueueFileV1 | null = null;
    try {
      stored = JSON.parse(await readFile(this.file, 'utf8')) as QueueFileV1;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') console.warn(`The job queue starts empty: ${(err as Error).message}`);
    }
    this.jobs = stored?.version === 1 && Array.isArray(stored.jobs) ? stored.jobs : [];
    // Held by an earlier run of the engine, which is gone: expired now.
    for (const job of this.jobs) if (job.state === 'leased') this.leases.set(job.id, { token: '', expiresAt: 0 });
  }

  async enqueue(jobId: string): Promise<void> {
    if (!this.find(jobId)) {
      this.jobs.push({ id: jobId, state: 'queued', attempts: 0 });
      await this.save();
    }
    this.available();
  }

  async claim(_owner: string, leaseMs: number): Promise<JobLease | null> {
    const job = this.jobs.find((candidate) => candidate.state === 'queued');
    if (!job) return null;
    job.state = 'leased';
    job.attempts += 1;
    job.owner = this.owner;
    const lease: Lease = { token: randomUUID(), expiresAt: this.now() + leaseMs };
    this.leases.set(job.id, lease);
    await this.save();
    return { jobId: job.id, attempt: job.attempts, token: lease.token };
  }

  renew(lease: JobLease, leaseMs: number): Promise<boolean> {
    const held = this.held(lease);
    if (held) held.expiresAt = this.now() + leaseMs;
    return Promise.resolve(held !== null);
  }

  async complete(lease: JobLease): Promise<boolean> {
    if (!this.held(lease)) return false;
    await this.remove(lease.jobId);
    return true;
  }

  async release(lease: JobLease): Promise<void> {
    const job = this.find(lease.jobId);
    if (!job || !this.held(lease)) return;
    job.state = 'queued';
    job.attempts = Math.max(0, job.attempts - 1);
    delete job.owner;
    this.leases.delete(job.id);
    await this.save();
  }

  async releaseUnheld(_owner: string, held: readonly string[]): Promise<string[]> {
    // One runner per engine: a job leased in this run of it that its runner does not hold came from a claim whose
    // write to disk failed after the job was marked.
    const given = this.jobs.filter((job) => job.state === 'leased' && job.owner === this.owner && !held.includes(job.id));
    for (const job of given) {
      job.state = 'queued';
      job.attempts = Math.max(0, job.attempts - 1);
      delete job.owner;
      this.leases.delete(job.id);
    }
    if (given.length > 0) {
      await this.save();
      this.available();
    }
    return given.map((job) => job.id);
  }

  async remove(jobId: string): Promise<void> {
    this.leases.delete(jobId);
    const before = this.jobs.length;
    this.jobs = this.jobs.filter((job) => job.id !== jobId);
    if (this.jobs.length !== before) await this.save();
  }

  state(jobId: string): Promise<JobState | undefined> {
    return Promise.resolve(this.find(jobId)?.state);
  }

  async expireLeases(maxAttempts: number): Promise<ExpiredLeases> {
    const now = this.now();
    const requeued: string[] = [];
    for (const job of this.jobs) {
      const lease = this.leases.get(job.id);
      if (job.state !== 'leased' || (lease && lease.expiresAt > now)) continue;
      this.leases.delete(job.id);
      delete job.owner;
      job.state = job.attempts >= maxAttempts ? 'dead' : 'queued';
      if (job.state === 'queued') requeued.push(job.id);
    }
    const dead = this.jobs.filter((job) => job.state === 'dead').map((job) => ({ jobId: job.id, attempts: job.attempts }));
    if (requeued.length > 0 || dead.length > 0) await this.save();
    if (requeued.length > 0) this.available();
    return { requeued, dead };
  }

  onAvailable(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.nextWrite;
    await this.writing;
  }

  private find(jobId: string): StoredJob | undefined {
    return this.jobs.find((job) => job.id === jobId);
  }

  private held(lease: JobLease): Lease | null {
    const held = this.leases.get(lease.jobId);
    return held && held.token === lease.token && this.find(lease.jobId)?.state === 'leased' ? held : null;
  }

  private available(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /**
   * Resolves once a write that started after this call is on disk. Changes made while a write is under way share the
   * next one, so a burst of enqueues costs two writes, not one each.
   */
  private save(): Promise<void> {
    if (this.nextWrite) return this.nextWrite;
    const next = this.writing
      .catch(() => undefined)
      .then(() => {
        this.nextWrite = null;
        const file: QueueFileV1 = { version: 1, jobs: this.jobs.map((job) => ({ ...job })) };
        return writeJsonAtomic(this.file, file);
      });
    this.nextWrite = next;
    this.writing = next;
    return next;
  }
}
