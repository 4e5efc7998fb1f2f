/**
 * `POST /tools/inspect?aspects=outline,thumbnails&name=<file name>` with the file's bytes as the body
 * (`content-length` required): an engine extension that reads a file without making a task and answers one member per
 * aspect asked for, each read from the same one upload.
 * - `outline`: `{"outline": {"slides": [{number, title, hidden}], "problem"?: "…"}}` (a file the PPTX library cannot
 *   read gets `problem`, in the words a merge or split would fail with).
 * - `text`: `{"text": "…"}`, the slides' text (up to 20,000 characters, empty for a file that is not a deck) from which
 *   core guesses the language before a *Detect* translation is uploaded.
 * - `page` (on its own, with `page=N&longEdge=PX`): `{"page": {page, width, height, png}}`, one page drawn at that
 *   long edge (320–3840) for a large view, from the PDF the thumbnails' cache entry keeps (inspect/large-page.ts).
 * - `thumbnails`: the answer becomes NDJSON (`application/x-ndjson`), streamed: the other aspects' members first, each
 *   on its own line, then `{"pages": N}`, one `{"thumbnail": {page, width, height, png: <base64>}}` per page as it is
 *   drawn, and `{"end": {pages, cached}}`; a failure after the first line is a last line `{"error": {code, message}}`.
 *   The pictures are kept per content (inspect/thumbnail-cache.ts); nothing else is kept.
 * The route only receives the upload and streams: the file is read in a worker thread (inspect/inspect-file.ts).
 * The upload's scratch folder is emptied when the engine starts (an engine that died mid-upload leaves its file there).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ServerResponse } from 'node:http';
import { isErrorCode } from '../../../shared/contract/error-codes';
import { formatBytes } from '../../../shared/format-bytes';
import type { EngineServices } from '../engine-services';
import { ASPECTS, LARGE_PAGE_EDGE, type Aspect, type InspectionLine, type InspectionParams } from '../inspect/inspection';
import { ThumbnailCache } from '../inspect/thumbnail-cache';
import { HttpError, invalidParameter } from '../lib/errors/http-error';
import { usableDiskBytes } from '../store/disk-space';
import { baseName } from '../store/stored-file-names';
import { runInspection } from '../worker/run-inspection';
import { ToolRunError } from '../worker/run-in-worker';
import type { Router } from './router';
import { sendJson } from './send-json';

function aspectsOf(raw: string | null): Aspect[] {
  const names = (raw ?? 'outline')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(ASPECTS as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    const known = ASPECTS.join(', ');
    throw invalidParameter(`aspects must name what to read: ${known}${unknown.length ? `, not "${unknown.join(', ')}"` : ''}.`);
  }
  return [...new Set(names)] as Aspect[];
}

/** `aspects=page`'s page number and long edge, checked: a whole page number, an edge a screen can use. */
function largePageOf(aspects: Aspect[], query: URLSearchParams): InspectionParams['page'] {
  if (!aspects.includes('page')) return undefined;
  if (aspects.length > 1) throw invalidParameter('aspects=page is asked for on its own.');
  const number = Number(query.get('page') ?? '1');
  const longEdge = Number(query.get('longEdge') ?? '1600');
  if (!Number.isSafeInteger(number) || number < 1) throw invalidParameter('page must be a page number from 1.');
  if (!Number.isSafeInteger(longEdge) || longEdge < LARGE_PAGE_EDGE.min || longEdge > LARGE_PAGE_EDGE.max) {
    throw invalidParameter(`longEdge must be a whole number of pixels from ${LARGE_PAGE_EDGE.min} to ${LARGE_PAGE_EDGE.max}.`);
  }
  return { number, longEdge };
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

/** The worker's failure in the client's words: the file's problem as the reader said it, a time limit, or nothing internal. */
function failureOf(error: unknown, name: string): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof ToolRunError && error.kind === 'tool' && isErrorCode(error.code))
    return new HttpError(422, error.code, error.message);
  if (error instanceof ToolRunError && error.kind === 'timeout') {
    return new HttpError(422, 'timeout', `Reading “${name}” took too long, so the engine stopped; it may be too large to show.`);
  }
  console.error(`Inspecting “${name}” failed`, error);
  return new HttpError(500, 'internal_error', 'The engine could not draw the pages of this file.');
}

/** NDJSON: each line as the worker sends it; a failure after the first line is a last line `{"error": …}`. */
async function streamLines(
  res: ServerResponse,
  name: string,
  run: (send: (line: InspectionLine) => void, signal: AbortSignal) => Promise<void>,
  release: () => Promise<void>,
): Promise<void> {
  const stop = new AbortController();
  res.on('close', () => stop.abort(new Error('The client went away.')));
  res.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' });
  const send = (line: unknown): void => {
    if (!res.writableEnded && !res.destroyed) res.write(`${JSON.stringify(line)}\n`);
  };
  try {
    await run(send, stop.signal);
  } catch (error) {
    // The upload is gone by the time the client reads the last line.
    await release();
    if (!stop.signal.aborted) {
      const failure = failureOf(error, name);
      send({ error: { code: failure.code, message: failure.message } });
    }
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
    const page = largePageOf(aspects, url.searchParams);
    const name = baseName(url.searchParams.get('name') ?? '') || 'The file';
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (!Number.isSafeInteger(declared) || declared < 0) {
      throw new HttpError(411, 'length_required', 'Send the file with a content-length header.');
    }
    const limit = services.tools.largestFileLimit();
    if (declared > limit) throw new HttpError(400, 'file_size_exceeded', `“${name}” is larger than ${formatBytes(limit)}.`);
    const usable = await usableDiskBytes(services.dataDir, services.minFreeDiskBytes);
    if (usable !== null && declared > usable) {
      throw new HttpError(507, 'insufficient_storage', `The engine's disk has no room for “${name}” (${formatBytes(declared)}).`);
    }
    // Read where uploads arrive, and removed before the answer ends: an inspection keeps nothing but thumbnails.
    await cleaned;
    await mkdir(scratch, { recursive: true, mode: 0o700 });
    const path = join(scratch, randomUUID());
    const hash = createHash('sha256');
    try {
      await pipeline(req, exactly(declared, hash), createWriteStream(path, { mode: 0o600 }));
      const params: InspectionParams = { aspects, name, sha256: hash.digest('hex'), cacheRoot: cache.root, ...(page ? { page } : {}) };
      const inspect = (onLine: (line: InspectionLine) => void, signal: AbortSignal): Promise<void> =>
        runInspection({ path, params, signal, onLine, standby: services.officeStandby ?? undefined });
      const release = (): Promise<void> => rm(path, { force: true });
      if (aspects.includes('thumbnails')) {
        await streamLines(res, name, inspect, release);
        return;
      }
      const stop = new AbortController();
      res.on('close', () => stop.abort(new Error('The client went away.')));
      let answer = {};
      await inspect((line) => (answer = { ...answer, ...line }), stop.signal).catch((error: unknown) => {
        throw failureOf(error, name);
      });
      await release();
      sendJson(res, 200, answer);
    } finally {
      await rm(path, { force: true });
    }
  });
}
