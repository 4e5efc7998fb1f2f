/**
 * The SDK dialect's pre-uploads on a team server (issue #33), two API nodes on one real Postgres and one shared
 * folder, as behind a load balancer: an upload announced through one node is filled through both and used through the
 * other; only the person who announced it may name it in a task (a leaked id opens nothing for another key); and
 * what a dead node leaves half-done in the shared folder (an upload under `incoming/`, a pre-upload never used) is
 * swept by the others.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedFolderBlobStore } from '../../main/engine/team/shared-folder-blob-store';
import { teamBackends } from '../../main/engine/team/team-backends';
import { UploadStore } from '../../main/engine/uploads/upload-store';
import { authHeaders, startTestEngine, waitForTask, downloadResult, type TestEngine } from '../helpers/engine';
import { startPgCluster, withoutPostgres, type PgCluster } from '../helpers/pg-cluster';
import { md5Hex, type UploadAuthResponse } from '../helpers/sdk-wire';
import { createKey } from '../helpers/team-nodes';

const SKIP = withoutPostgres('test/teamserver/shared-uploads.test.ts');
const MiB = 1024 * 1024;

let cluster: PgCluster;
let root: string;
let blobsDir: string;
const nodes: TestEngine[] = [];
const keys: Record<string, string> = {};

beforeAll(async () => {
  if (SKIP) return;
  cluster = await startPgCluster();
  const databaseUrl = await cluster.createDatabase('uploads');
  root = await mkdtemp(join(tmpdir(), 'deckhand-shared-uploads-'));
  blobsDir = join(root, 'blobs');
  keys.alice = await createKey(databaseUrl, 'alice');
  keys.bob = await createKey(databaseUrl, 'bob');
  for (const name of ['a', 'b']) {
    const dataDir = join(root, name);
    nodes.push(
      await startTestEngine({ dataDir, backends: teamBackends({ databaseUrl, blobsDir, dataDir, role: 'all', canRun: () => true }) }),
    );
  }
});
afterAll(async () => {
  for (const node of nodes) await node.close().catch(() => undefined);
  await cluster?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

const as = (who: string): Record<string, string> => authHeaders(keys[who] ?? '');

/** A URL the engine answered, sent to another node instead (a load balancer's choice). */
const via = (url: string, node: TestEngine): string => `${node.baseUrl}${new URL(url).pathname}${new URL(url).search}`;

async function createWith(node: TestEngine, who: string, fileIds: string[]): Promise<Response> {
  return fetch(`${node.baseUrl}/v1/tools/tasks`, {
    method: 'POST',
    headers: { ...as(who), 'content-type': 'application/json' },
    body: JSON.stringify({ fileIds, type: 'test.echo', params: {}, spaceId: 'default' }),
  });
}

describe.skipIf(SKIP)('pre-uploads on a team server', () => {
  it('are announced on one node, filled through both, used through the other, and only by their owner', async () => {
    const [a, b] = nodes as [TestEngine, TestEngine];
    const data = randomBytes(2 * MiB + 10);
    const announced = await fetch(`${a.baseUrl}/v1/spaces/default/file/auth`, {
      method: 'POST',
      headers: { ...as('alice'), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'a.txt', bytes: data.length, hash: md5Hex(data), chunkSize: MiB }),
    });
    expect(announced.status).toBe(200);
    const auth = (await announced.json()) as UploadAuthResponse;
    const parts = auth.multipartPartAuths ?? [];
    expect(parts).toHaveLength(3);
    const receipts: Array<{ partNumber: number; hash: string }> = [];
    for (const [index, part] of parts.entries()) {
      const node = index % 2 === 0 ? a : b;
      const sent = await fetch(via(part.url, node), { method: 'PUT', body: data.subarray(index * MiB, (index + 1) * MiB) });
      expect(sent.status).toBe(200);
      receipts.push({ partNumber: index + 1, hash: ((await sent.json()) as { hash: string }).hash });
    }
    const completion = via(auth.auth?.url ?? `${a.baseUrl}/v1/uploads/${auth.id}`, b);
    const completed = await fetch(completion, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ parts: receipts }),
    });
    expect(completed.status).toBe(200);

    // Bob has the id (leaked): to his key it is no upload at all.
    const stolen = await createWith(a, 'bob', [auth.id]);
    expect(stolen.status).toBe(400);
    expect(((await stolen.json()) as { error: string }).error).toContain('is not a finished upload');

    const created = await createWith(b, 'alice', [auth.id]);
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const done = await waitForTask(b.baseUrl, keys.alice ?? '', id);
    expect(done.status).toBe('completed');
    expect((await downloadResult(keys.alice ?? '', done)).equals(data)).toBe(true);
  });

  it('sweeps what a dead node left: an upload half-received under incoming/, a pre-upload that expired', async () => {
    const store = new SharedFolderBlobStore(blobsDir);
    const abandoned = join(blobsDir, 'incoming', randomUUID());
    const live = join(blobsDir, 'incoming', randomUUID());
    await mkdir(abandoned, { recursive: true });
    await mkdir(live, { recursive: true });
    await writeFile(join(abandoned, 'input-001.pptx'), 'half');
    await writeFile(join(live, 'input-001.pptx'), 'arriving');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(join(abandoned, 'input-001.pptx'), hourAgo, hourAgo);
    await utimes(abandoned, hourAgo, hourAgo);
    expect(await store.sweepAbandoned(120_000)).toEqual([abandoned.split('/').pop()]);
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(live)).toBe(true);

    // A pre-upload another node announced and nobody used: gone once it expired, whoever sweeps.
    const uploads = new UploadStore(blobsDir, 60_000, undefined, { shared: true });
    const leftover = randomUUID();
    const folder = join(blobsDir, 'uploads', leftover);
    await mkdir(folder, { recursive: true });
    const upload = {
      id: leftover,
      spaceId: 'default',
      name: 'x',
      bytes: 1,
      hash: '',
      partSize: MiB,
      partCount: 1,
      parts: {},
      complete: false,
    };
    await writeFile(join(folder, 'upload.json'), JSON.stringify({ version: 1, upload: { ...upload, createdAt: 0, expiresAt: 1 } }));
    await uploads.sweep();
    expect(existsSync(folder)).toBe(false);
  });
});
