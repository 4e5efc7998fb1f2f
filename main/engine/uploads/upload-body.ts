import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { invalidParameter } from '../lib/errors/http-error';
import { ClientAbortedError } from '../intake/multipart-intake';
import { isDiskFull, notEnoughDiskSpace } from '../intake/intake-refusals';

export interface ReceivedBytes {
  bytes: number;
  /** md5 of the bytes received, lower-case hex; null when the target did not ask for it. */
  md5: string | null;
}

/** Where the bytes go: an existing file, written from `start` (a part of a multipart upload lands at its offset). */
export interface ByteTarget {
  path: string;
  start: number;
  /** Exactly this many bytes must arrive. */
  bytes: number;
  /** Take the md5 on the way (a whole file); parts of a multipart upload are hashed in order elsewhere. */
  md5: boolean;
}

function tooLarge(expected: number): Error {
  return invalidParameter(`The upload has more than the ${expected} bytes announced for it in POST /spaces/{spaceId}/file/auth.`);
}

interface CountedWrite {
  done: Promise<ReceivedBytes>;
  /** Stops writing (the request failed elsewhere) and closes the file; `done` rejects with `error`. */
  abort(error: Error): void;
}

/**
 * Pipes `source` into the target file through a counter and md5. The source is never destroyed here: on a
 * refusal it is only unpiped, so the caller can drain it and still answer the client.
 */
function writeCounted(source: Readable, target: ByteTarget): CountedWrite {
  const hash = target.md5 ? createHash('md5') : null;
  let bytes = 0;
  let failed = false;
  const out = createWriteStream(target.path, { flags: 'r+', start: target.start });
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      bytes += chunk.length;
      if (bytes > target.bytes) {
        callback(tooLarge(target.bytes));
        return;
      }
      hash?.update(chunk);
      callback(null, chunk);
    },
  });
  let rejectDone: (error: Error) => void = () => undefined;
  const done = new Promise<ReceivedBytes>((resolve, reject) => {
    rejectDone = reject;
    out.on('close', () => {
      if (failed) return;
      if (!out.writableFinished) reject(new Error('the upload could not be written'));
      else if (bytes !== target.bytes) reject(invalidParameter(`The upload has ${bytes} bytes; ${target.bytes} were announced for it.`));
      else resolve({ bytes, md5: hash?.digest('hex') ?? null });
    });
  });
  const abort = (error: Error): void => {
    if (failed) return;
    failed = true;
    source.unpipe(meter);
    out.destroy();
    rejectDone(error);
  };
  meter.on('error', abort);
  // A full disk is the engine's problem, not the client's: 507, which says so (never a bare 500).
  out.on('error', (err) => abort(isDiskFull(err) ? notEnoughDiskSpace() : new Error(`Could not store the upload: ${err.message}`)));
  source.pipe(meter).pipe(out);
  return { done, abort };
}

/** The one file of a multipart body (DeckFlow's SDK sends it as the field `file`); other fields are ignored. */
function receiveFormFile(req: IncomingMessage, target: ByteTarget): Promise<ReceivedBytes> {
  return new Promise<ReceivedBytes>((resolve, reject) => {
    let busboy: InstanceType<typeof Busboy>;
    try {
      busboy = new Busboy({
        headers: { ...req.headers, 'content-type': req.headers['content-type'] ?? '' },
        limits: { files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 },
      });
    } catch (err) {
      req.resume();
      reject(invalidParameter(`The multipart body cannot be read: ${(err as Error).message}`));
      return;
    }
    let writing: CountedWrite | undefined;
    let settled = false;
    const fail = (error: Error): void => {
      if (settled) return;
      settled = true;
      writing?.abort(error);
      req.unpipe(busboy);
      // Keep reading (and dropping) the rest so the client can finish sending and read the answer.
      req.resume();
      reject(error);
    };
    busboy.on('file', (_field, stream: BusboyFileStream) => {
      stream.on('error', (err: Error) => fail(invalidParameter(`The multipart body is malformed: ${err.message}`)));
      const write = writeCounted(stream, target);
      writing = write;
      write.done.catch((err: unknown) => {
        stream.resume();
        fail(err as Error);
      });
    });
    busboy.on('filesLimit', () => fail(invalidParameter('Send one file per upload request.')));
    busboy.on('error', (err: Error) => {
      fail(req.destroyed && !req.complete ? new ClientAbortedError() : invalidParameter(`The multipart body is malformed: ${err.message}`));
    });
    busboy.on('finish', () => {
      if (!writing) {
        fail(invalidParameter('The multipart body has no file: send the bytes in the field "file".'));
        return;
      }
      writing.done.then(
        (received) => {
          if (settled) return;
          settled = true;
          resolve(received);
        },
        () => undefined,
      );
    });
    req.on('close', () => {
      if (!req.complete) fail(new ClientAbortedError());
    });
    req.pipe(busboy);
  });
}

/** The raw bytes as the body (`curl -T file URL`). */
function receiveRaw(req: IncomingMessage, target: ByteTarget): Promise<ReceivedBytes> {
  const write = writeCounted(req, target);
  req.on('close', () => {
    if (!req.complete) write.abort(new ClientAbortedError());
  });
  return write.done.catch((err: unknown) => {
    req.resume();
    throw err;
  });
}

/**
 * Receives one upload body into `target`: a multipart form with one file (what DeckFlow's SDK sends for a `local`
 * platform upload) or the raw bytes. The size must match exactly; the md5 is computed on the way when asked.
 */
export function receiveUploadBody(req: IncomingMessage, target: ByteTarget): Promise<ReceivedBytes> {
  return /^multipart\/form-data/i.test(req.headers['content-type'] ?? '') ? receiveFormFile(req, target) : receiveRaw(req, target);
}
