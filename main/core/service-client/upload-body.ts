/**
 * Streams a prepared multipart body into a ClientRequest, file bytes read from disk into a few reused 1 MiB
 * buffers (a buffer is refilled only after the socket took its previous contents, which bounds memory and
 * is the backpressure). Progress counts the bytes whose write callback fired, i.e. that the socket accepted.
 */
import { open } from 'node:fs/promises';
import type { ClientRequest } from 'node:http';
import type { MultipartBody, UploadFile } from './multipart-body';
import { ServiceError } from './service-error';

export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
  files: { name: string; size: number; sentBytes: number }[];
}

const CHUNK_BYTES = 1024 * 1024;
const BUFFERS = 3;

class StopWriting extends Error {}

export interface BodyWriter {
  /** Resolves once every byte was handed over and the request ended; rejects only for local failures. */
  done: Promise<void>;
  /** True when the whole body was written (false when the server answered early or the request died). */
  readonly complete: boolean;
}

/**
 * `shouldStop` turns true when the server already answered (e.g. 401 before reading the body):
 * writing then stops and the caller reads that answer.
 */
export function writeMultipartBody(
  request: ClientRequest,
  body: MultipartBody,
  files: UploadFile[],
  shouldStop: () => boolean,
  onProgress?: (progress: UploadProgress) => void,
): BodyWriter {
  const progress: UploadProgress = {
    sentBytes: 0,
    totalBytes: body.length,
    files: files.map((file) => ({ name: file.name, size: file.size, sentBytes: 0 })),
  };
  let complete = false;
  const closed = new Promise<void>((resolve) => request.once('close', resolve));

  /** Resolves when the socket accepted the chunk, or the request is gone (callers check, never a rejection). */
  const write = (chunk: Buffer, fileIndex: number | null): Promise<void> => {
    if (shouldStop() || request.destroyed) return Promise.resolve();
    const accepted = new Promise<void>((resolve) => {
      request.write(chunk, (error) => {
        if (!error) {
          progress.sentBytes += chunk.length;
          if (fileIndex !== null) {
            const entry = progress.files[fileIndex];
            if (entry) entry.sentBytes += chunk.length;
          }
          onProgress?.({ ...progress, files: progress.files.map((file) => ({ ...file })) });
        }
        resolve();
      });
    });
    return Promise.race([accepted, closed]);
  };

  const sendFile = async (filePath: string, size: number, index: number): Promise<void> => {
    const handle = await open(filePath, 'r');
    try {
      const buffers = Array.from({ length: BUFFERS }, () => Buffer.allocUnsafe(Math.min(CHUNK_BYTES, size)));
      const pending: Promise<void>[] = buffers.map(() => Promise.resolve());
      let position = 0;
      for (let turn = 0; position < size; turn++) {
        const slot = turn % BUFFERS;
        const buffer = buffers[slot] as Buffer;
        await pending[slot];
        if (shouldStop() || request.destroyed) throw new StopWriting();
        const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, size - position), position);
        if (bytesRead === 0) {
          const name = files[index]?.name ?? filePath;
          throw new ServiceError({
            code: 'file_changed',
            message: `“${name}” changed while it was being uploaded (expected ${size} bytes, read ${position}).`,
          });
        }
        position += bytesRead;
        pending[slot] = write(buffer.subarray(0, bytesRead), index);
      }
      await Promise.all(pending);
    } finally {
      await handle.close();
    }
  };

  const run = async (): Promise<void> => {
    for (const segment of body.segments) {
      if (shouldStop() || request.destroyed) throw new StopWriting();
      if (segment.kind === 'bytes') await write(segment.data, null);
      else if (segment.size > 0) await sendFile(segment.path, segment.size, segment.index);
    }
    if (shouldStop() || request.destroyed) return;
    await new Promise<void>((resolve) => {
      request.once('close', resolve);
      request.end(() => resolve());
    });
    complete = request.writableFinished;
  };

  const done = run().catch((error: unknown) => {
    if (error instanceof StopWriting) return;
    throw error;
  });
  return {
    get done() {
      return done;
    },
    get complete() {
      return complete;
    },
  };
}
