/**
 * The team server's shared blob folder full (issue #23, item 5): a node whose `--blobs` is a real 4 MB file system
 * (test/helpers/small-disk.ts, as test/engine/disk-full.test.ts uses for the embedded engine) fails a task whose
 * output does not fit with the reason, publishes nothing half-written, and carries on: once the failed task's inputs
 * are gone, a task that fits completes.
 */
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTask, downloadResult, waitForTask } from '../helpers/engine';
import type { EngineProcess } from '../helpers/engine-process';
import { withoutPostgres } from '../helpers/pg-cluster';
import { CAN_MOUNT_SMALL_DISK, smallDisk } from '../helpers/small-disk';
import { startTeamNodes, type TeamNodes } from '../helpers/team-nodes';

const MB = 1024 * 1024;
const BIG = Math.floor(2.5 * MB);
const FITS = Math.floor(1.8 * MB);
const SKIP = withoutPostgres('test/teamserver/blob-folder-full.test.ts') || !CAN_MOUNT_SMALL_DISK;

let team: TeamNodes;
let node: EngineProcess;

beforeAll(async () => {
  if (SKIP) return;
  team = await startTeamNodes();
  // The mount point must be there before the node's namespace mounts over it.
  await mkdir(team.blobsDir, { recursive: true });
  node = await team.start('all', 'node', [], [...smallDisk(4), team.blobsDir]);
});
afterAll(async () => {
  await team?.close();
});

it.skipIf(SKIP)('fails a task whose output does not fit in the shared folder with the reason, and carries on', async () => {
  const key = team.operatorKey;
  // 2.5 MB in, the same out: the input fits, its copy as the output does not.
  const big = await createTask(node.baseUrl, key, { type: 'test.echo', files: [{ name: 'big.txt', content: new Uint8Array(BIG) }] });
  const failed = await Promise.race([waitForTask(node.baseUrl, key, big.id), team.unexpectedExit]);
  expect(failed.status).toBe('failed');
  expect(failed.error).toMatchObject({ code: 'insufficient_storage', message: expect.stringMatching(/disk is nearly full/) as unknown });
  expect(failed.result ?? null).toBeNull();

  // Nothing of it is left taking room (its half-copied output, its inputs): 2 x 1.8 MB fit in the 4 MB again.
  const fits = await createTask(node.baseUrl, key, { type: 'test.echo', files: [{ name: 'fits.txt', content: new Uint8Array(FITS) }] });
  const done = await Promise.race([waitForTask(node.baseUrl, key, fits.id), team.unexpectedExit]);
  expect(done.status, JSON.stringify(done.error)).toBe('completed');
  expect((await downloadResult(key, done)).length).toBe(FITS);
  expect(node.stderr()).not.toMatch(/unhandled/i);
});
