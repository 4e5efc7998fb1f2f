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
import { bareRunner } from '../helpers/bare-runner';

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
  const runner = bareRunner(backends, slowClaim);
  await runner.start();
  await asked;

  const stopped = runner.stop();
  openGate();
  await stopped;
  expect(await real.state('job-in-flight')).toBe('queued');
});
