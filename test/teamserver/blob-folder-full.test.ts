/**
 * The team server's shared blob folder full (issue #23, item 5): a node whose `--blobs` is a real 4 MB file system (a
 * tmpfs mounted in a private mount namespace, as test/engine/disk-full.test.ts does for the embedded engine) fails a
 * task whose output does not fit with the reason, publishes nothing half-written, and carries on: once the failed
 * task's inputs are gone, a task that fits completes.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTask, downloadResult, waitForTask } from '../helpers/engine';
import { spawnEngine, type EngineProcess } from '../helpers/engine-process';
import { startPgCluster, withoutPostgres, type PgCluster } from '../helpers/pg-cluster';

const MB = 1024 * 1024;
const BIG = Math.floor(2.5 * MB);
const FITS = Math.floor(1.8 * MB);
const SMALL_DISK = ['unshare', '--user', '--map-root-user', '--mount', 'sh', '-c', 'mount -t tmpfs -o size=4m tmpfs "$0" && exec "$@"'];
const canMount =
  process.platform === 'linux' &&
  spawnSync('unshare', ['--user', '--map-root-user', '--mount', 'sh', '-c', 'mount -t tmpfs tmpfs /mnt'], { stdio: 'ignore' }).status === 0;
const SKIP = withoutPostgres('test/teamserver/blob-folder-full.test.ts') || !canMount;

const key = 'blob-folder-full';
let cluster: PgCluster;
let root: string;
let node: EngineProcess;

beforeAll(async () => {
  if (SKIP) return;
  cluster = await startPgCluster();
  const databaseUrl = await cluster.createDatabase('full');
  root = await mkdtemp(join(tmpdir(), 'deckhand-blobs-full-'));
  const blobs = join(root, 'blobs');
  await mkdir(blobs);
  node = await spawnEngine(['--database', databaseUrl, '--blobs', blobs, '--role', 'all', '--data', join(root, 'node'), '--key', key], {
    wrapper: [...SMALL_DISK, blobs],
  });
});
afterAll(async () => {
  if (node) {
    node.child.kill('SIGTERM');
    await node.exited;
  }
  await cluster?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

it.skipIf(SKIP)('fails a task whose output does not fit in the shared folder with the reason, and carries on', async () => {
  // 2.5 MB in, the same out: the input fits, its copy as the output does not.
  const big = await createTask(node.baseUrl, key, { type: 'test.echo', files: [{ name: 'big.txt', content: new Uint8Array(BIG) }] });
  const failed = await waitForTask(node.baseUrl, key, big.id);
  expect(failed.status).toBe('failed');
  expect(failed.error).toMatchObject({ code: 'insufficient_storage', message: expect.stringMatching(/disk is nearly full/) as unknown });
  expect(failed.result ?? null).toBeNull();

  // Nothing of it is left taking room (its half-copied output, its inputs): 2 x 1.8 MB fit in the 4 MB again.
  const fits = await createTask(node.baseUrl, key, { type: 'test.echo', files: [{ name: 'fits.txt', content: new Uint8Array(FITS) }] });
  const done = await waitForTask(node.baseUrl, key, fits.id);
  expect(done.status, JSON.stringify(done.error)).toBe('completed');
  expect((await downloadResult(key, done)).length).toBe(FITS);
  expect(node.stderr()).not.toMatch(/unhandled/i);
});
