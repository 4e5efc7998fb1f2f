/**
 * PUT /api/stage?name=… — the web equivalent of a dropped file's path: the browser uploads the bytes, they
 * land in the staging dir under the sanitised name, and the page gets a StagedFile naming that host path.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StagedFile } from '../../shared/contract/ipc';
import { formatBytes } from '../../shared/format-bytes';
import { safeFileName } from '../../shared/file-names';
import { sendError, sendJson } from './http-replies';

class TooLarge extends Error {}
class Stalled extends Error {}

export async function handleStage(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  stageDir: string,
  maxBytes: number,
  idleTimeoutMs: number,
): Promise<void> {
  const given = url.searchParams.get('name') ?? '';
  const name = safeFileName(path.basename(given.replace(/\\/g, '/')), 'file');
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > maxBytes) {
    res.setHeader('connection', 'close');
    sendError(
      res,
      413,
      'file_size_exceeded',
      `“${name}” is ${formatBytes(Number(declared))}; no tool accepts files over ${formatBytes(maxBytes)}.`,
    );
    req.resume();
    return;
  }
  const dir = path.join(stageDir, randomUUID());
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const target = path.join(dir, name);
  let size = 0;
  // A browser tab that stops sending (sleep, lost network) would otherwise hold the connection and a partial file.
  const idle = setTimeout(() => limiter.destroy(new Stalled()), idleTimeoutMs);
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      idle.refresh();
      size += chunk.length;
      callback(size > maxBytes ? new TooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(req, limiter, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if (error instanceof Stalled) {
      // Usually unread (the socket goes with the stalled request); said for a client that is still listening.
      sendError(
        res,
        408,
        'upload_stalled',
        `The upload of “${name}” stopped: no data arrived for ${Math.round(idleTimeoutMs / 1000)} s. Add the file again.`,
      );
    } else if (error instanceof TooLarge) {
      res.setHeader('connection', 'close');
      sendError(res, 413, 'file_size_exceeded', `“${name}” is over ${formatBytes(maxBytes)}, more than any tool accepts.`);
    } else {
      res.destroy();
    }
    return;
  } finally {
    clearTimeout(idle);
  }
  const staged: StagedFile = { path: target, name, size };
  sendJson(res, 200, staged);
}
