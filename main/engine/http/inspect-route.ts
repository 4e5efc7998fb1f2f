/**
 * `POST /tools/inspect?aspects=outline,thumbnails&name=<file name>` with the file's bytes as the body
 * (`content-length` required): an engine extension that reads a file without making a task and answers one member per
 * aspect asked for, each read from the same one upload.
 * - `outline`: `{"outline": {"slides": [{number, title, hidden}], "problem"?: "…"}}` (a file the PPTX library cannot
 *   read gets `problem`, in the words a merge or split would fail with).
 * - `text`: `{"text": "…"}`, the slides' text (up to 20,000 characters, empty for a file that is not a deck) from which
 *   core guesses the language before a *Detect* translation is uploaded.
 * - `thumbnails`: the answer becomes NDJSON (`application/x-ndjson`), streamed: the other aspects' members first, each
 *   on its own line, then `{"pages": N}`, one `{"thumbnail": {page, width, height, png: <base64>}}` per page as it is
 *   drawn, and `{"end": {pages, cached}}`; a failure after the first line is a last line `{"error": {code, message}}`.
 *   The pictures are kept per content (http/thumbnail-cache.ts); nothing else is kept.
 * The upload's scratch folder is emptied when the engine starts (an engine that died mid-upload leaves its file there).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ServerResponse } from 'node:http';
import type { DeckOutline } from '../../../shared/contract/ipc';
import { formatBytes } from '../../../shared/format-bytes';
import type { EngineServices } from '../engine-services';
import { HttpError, invalidParameter } from '../lib/errors/http-error';
import { ToolError } from '../lib/errors/tool-error';
import { readDeckOutline, readDeckText } from '../lib/pptx/deck-outline';
import { usableDiskBytes } from '../store/disk-space';
import { baseName } from '../store/stored-file-names';
import { sendThumbnails, type ThumbnailLine } from './inspect-thumbnails';
import type { Router } from './router';
import { sendJson } from './send-json';
import { ThumbnailCache } from './thumbnail-cache';

type Aspect = 'outline' | 'text' | 'thumbnails';

interface Inspection {
  outline?: DeckOutline;
  text?: string;
}

/** The aspects answered as one JSON object; `thumbnails` is streamed after them. */
const READERS: Readonly<Record<Exclude<Aspect, 'thumbnails'>, (path: string, name: string) => Promise<Inspection>>> = {
  outline: async (path, name) => ({ outline: await readDeckOutline(path, name) }),
  text: async (path, name) => ({ text: await readDeckText(path, name) }),
};
const ASPECTS: ReadonlySet<string> = new Set<Aspect>(['outline', 'text', 'thumbnails']);

function aspectsOf(raw: string | null): Aspect[] {
  const names = (raw ?? 'outline')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !ASPECTS.has(name));
  if (names.length === 0 || unknown.length > 0) {
    const known = [...ASPECTS].join(', ');
    throw invalidParameter(`aspects must name what to read: ${known}${unknown.length ? `, not "${unknown.join(', ')}"` : ''}.`);
  }
  return [...new Set(names)] as Aspect[];
}

/** Refuses a body longer than it said it was, and hashes what passes (the thumbnails' cache key). */
function exactly(bytes: number, hash: ReturnType<typeof createHash>): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      hash.update(chunk);
      callback(seen > bytes ? invalidParameter(`The body is longer than its content-length of ${bytes} bytes.`) : null, chunk);
    },
  });
}

function errorLine(error: unknown): { error: { code: string; message: string } } {
  if (error instanceof ToolError || error instanceof HttpError) return { error: { code: error.code, message: error.message } };
  console.error('Inspecting a file failed', error);
  return { error: { code: 'internal_error', message: 'The engine could not draw the pages of this file.' } };
}

/** Streams the other aspects, then the thumbnails, one JSON object per line. */
async function streamInspection(
  res: ServerResponse,
  inspection: Inspection,
  draw: (send: (line: ThumbnailLine) => void, signal: AbortSignal) => Promise<void>,
  release: () => Promise<void>,
): Promise<void> {
  const stop = new AbortController();
  res.on('close', () => stop.abort(new Error('The client went away.')));
  res.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' });
  const send = (line: unknown): void => {
    if (!res.writableEnded && !res.destroyed) res.write(`${JSON.stringify(line)}\n`);
  };
  for (const [aspect, value] of Object.entries(inspection) as [string, unknown][]) send({ [aspect]: value });
  try {
    await draw(send, stop.signal);
  } catch (error) {
    await release();
    if (!stop.signal.aborted) send(errorLine(error));
  }
  res.end();
}

export function addInspectRoute(router: Router, services: EngineServices): void {
  const scratch = join(services.dataDir, 'inspect');
  const cache = new ThumbnailCache(join(services.dataDir, 'thumbnails'));
  // Emptied once per engine start, before the first inspection: what an earlier run left there is nobody's.
  const cleaned = Promise.all([rm(scratch, { recursive: true, force: true }), cache.clearPartials()]).catch((error: unknown) =>
    console.warn('Could not empty the inspection scratch folder:', error),
  );
  router.add('POST', '/tools/inspect', async ({ req, res, url }) => {
    const aspects = aspectsOf(url.searchParams.get('aspects'));
    const name = baseName(url.searchParams.get('name') ?? '') || 'The file';
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (!Number.isSafeInteger(declared) || declared < 0) {
      throw new HttpError(411, 'length_required', 'Send the file with a content-length header.');
    }
    const limit = services.tools.largestFileLimit();
    if (declared > limit) throw new HttpError(413, 'file_size_exceeded', `“${name}” is larger than ${formatBytes(limit)}.`);
    const usable = await usableDiskBytes(services.dataDir, services.minFreeDiskBytes);
    if (usable !== null && declared > usable) {
      throw new HttpError(507, 'insufficient_storage', `The engine's disk has no room for “${name}” (${formatBytes(declared)}).`);
    }
    // Read where uploads arrive, and removed before the answer ends: an inspection keeps nothing but thumbnails.
    await cleaned;
    await mkdir(scratch, { recursive: true, mode: 0o700 });
    const path = join(scratch, randomUUID());
    const hash = createHash('sha256');
    let answer: Inspection = {};
    try {
      await pipeline(req, exactly(declared, hash), createWriteStream(path, { mode: 0o600 }));
      for (const aspect of aspects) if (aspect !== 'thumbnails') answer = { ...answer, ...(await READERS[aspect](path, name)) };
      if (!aspects.includes('thumbnails')) {
        await rm(path, { force: true });
        sendJson(res, 200, answer);
        return;
      }
      const sha256 = hash.digest('hex');
      const release = () => rm(path, { force: true });
      await streamInspection(
        res,
        answer,
        (send, signal) =>
          sendThumbnails({ path, name, sha256, cache, signal, send, beforeEnd: release, standby: services.officeStandby ?? undefined }),
        release,
      );
    } finally {
      await rm(path, { force: true });
    }
  });
}
