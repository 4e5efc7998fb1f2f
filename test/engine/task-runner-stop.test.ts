/**
 * Stopping the runner while a claim is on its way: the job the claim brings back is given back to the queue before
 * stop() resolves. Otherwise a closed engine writes its queue afterwards, into a data folder the next engine (or a
 * cleanup) already owns.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { embeddedBackends, type EngineBackends } from '../../main/engine/engine-backends';
import type { JobLease, JobQueue } from '../../main/engine/queue/job-queue';
import { TaskRunner } from '../../main/engine/queue/task-runner';
import { DEFAULT_WORK_BUDGET } from '../../main/engine/queue/work-budget';
import { ToolSet } from '../../main/engine/tools/tool-set';

let dir: string;
let backends: EngineBackends;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-runner-stop-'));
  backends = embeddedBackends(dir);
  await backends.open();
});
afterAll(async () => {
  await backends?.close();
  await rm(dir, { recursive: true, force: true });
});

it('gives back the job a claim in flight brings, before stop() resolves', async () => {
  const real = backends.queue;
  let openGate: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  let claimAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (claimAsked = resolve));
  const slowClaim: JobQueue = Object.assign(Object.create(real) as JobQueue, {
    claim: async (owner: string, leaseMs: number): Promise<JobLease | null> => {
      claimAsked();
      await gate;
      return real.claim(owner, leaseMs);
    },
  });
  await real.enqueue('job-in-flight');
  const runner = new TaskRunner(backends.tasks, slowClaim, backends.blobs, backends.events, new ToolSet(), {
    leaseMs: 60_000,
    concurrency: 1,
    scratchFor: (id) => backends.scratchFor(id),
    timeoutFor: () => 60_000,
    progressIntervalMs: 100,
    abortGraceMs: 100,
    keepInputs: false,
    workBudget: DEFAULT_WORK_BUDGET,
    reserveBytes: 0,
    budgetIntervalMs: 1000,
  });
  await runner.start();
  await asked;

  const stopped = runner.stop();
  openGate();
  await stopped;
  expect(await real.state('job-in-flight')).toBe('queued');
});
