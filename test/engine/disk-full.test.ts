/**
 * A full disk during an upload (issue #12, item 9): 507 "not enough disk space", the partial file removed, the engine
 * still serving. The engine runs on a real 4 MB file system: a tmpfs mounted in a private mount namespace (Linux user
 * namespaces, no root needed), so the test fills nothing but that.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTask, postTask, waitForTask } from '../helpers/engine';
import { spawnEngine, type EngineProcess } from '../helpers/engine-process';
import { buildMediaDeck } from '../helpers/media-deck';
import { CAN_MOUNT_SMALL_DISK, smallDisk } from '../helpers/small-disk';

const MB = 1024 * 1024;

const key = 'disk-full';
let dataDir: string;
let engine: EngineProcess;

beforeAll(async () => {
  if (!CAN_MOUNT_SMALL_DISK) return;
  dataDir = await mkdtemp(join(tmpdir(), 'deckhand-disk-full-'));
  engine = await spawnEngine(['--port', '0', '--data', dataDir, '--key', key], { wrapper: [...smallDisk(4), dataDir] });
});
afterAll(async () => {
  if (!engine) return;
  engine.child.kill('SIGTERM');
  await engine.exited;
  await rm(dataDir, { recursive: true, force: true });
});

/** A chunked upload (no Content-Length), so the engine only learns the size as the disk fills. */
async function chunkedUpload(size: number): Promise<Response> {
  const boundary = 'disk-full-boundary';
  const head = new TextEncoder().encode(
    `--${boundary}\r\ncontent-disposition: form-data; name="type"\r\n\r\ntest.echo\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="big.txt"\r\ncontent-type: text/plain\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(head);
      if (sent >= size) {
        controller.enqueue(tail);
        controller.close();
        return;
      }
      controller.enqueue(new Uint8Array(256 * 1024).fill(0x61));
      sent += 256 * 1024;
    },
  });
  return fetch(`${engine.baseUrl}/tools/tasks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe.skipIf(!CAN_MOUNT_SMALL_DISK)('a full disk', () => {
  it('refuses an upload that announces more bytes than the disk has left, before storing any', async () => {
    const response = await postTask(engine.baseUrl, key, {
      type: 'test.echo',
      files: [{ name: 'big.txt', content: new Uint8Array(6 * MB) }],
    });
    expect(response.status).toBe(507);
    expect(await response.json()).toMatchObject({
      code: 'insufficient_storage',
      message: expect.stringMatching(
        /^The engine has not enough disk space to store this upload \(this upload needs 6\.0 MB, [\d.]+ [KM]B is free\)\./,
      ) as unknown,
    });
  });

  it('answers 507 when the disk fills during an upload, removes the partial file and keeps serving', async () => {
    const response = await chunkedUpload(6 * MB);
    expect(response.status).toBe(507);
    expect(await response.json()).toMatchObject({
      code: 'insufficient_storage',
      message: expect.stringMatching(/^The engine has not enough disk space to store this upload\. Free some space/) as unknown,
    });
    expect((await fetch(`${engine.baseUrl}/health`)).status).toBe(200);
    // The space the partial file took is free again: an upload of most of the disk fits.
    const fits = await postTask(engine.baseUrl, key, { type: 'test.echo', files: [{ name: 'fits.txt', content: new Uint8Array(2 * MB) }] });
    expect(fits.status).toBe(200);
  });

  it('fails a task whose output fills the disk with "not enough disk space", and frees what it wrote', async () => {
    const deck = join(dataDir, '..', `${basename(dataDir)}-deck.pptx`);
    // One 700 KB picture of noise on 8 slides: the split writes every slide's deck twice (scratch, then the ZIP).
    await buildMediaDeck(deck, { slides: 8, media: [randomBytes(700 * 1024)] });
    try {
      const created = await createTask(engine.baseUrl, key, { type: 'pptx.split', files: [{ path: deck }] });
      const task = await waitForTask(engine.baseUrl, key, created.id);
      expect(task.status).toBe('failed');
      expect(task.error).toEqual({
        code: 'insufficient_storage',
        message:
          "Stopped: the engine's disk is nearly full. Free some space on the disk that holds the engine's data, or delete old tasks, then run the task again.",
      });
      const fits = await postTask(engine.baseUrl, key, {
        type: 'test.echo',
        files: [{ name: 'fits.txt', content: new Uint8Array(2 * MB) }],
      });
      expect(fits.status).toBe(200);
    } finally {
      await rm(deck, { force: true });
    }
  });
});
