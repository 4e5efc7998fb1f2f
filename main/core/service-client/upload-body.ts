/**
 * Streams a prepared multipart body into a ClientRequest, file bytes straight from disk, respecting
 * backpressure. Progress counts the bytes whose write callback fired, i.e. that the socket accepted.
 */
import { createReadStream } from 'node:fs';
import type { ClientRequest } from 'node:http';
import type { MultipartBody, UploadFile } from './multipart-body';
import { ServiceError } from './service-error';

export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
  files: { name: string; size: number; sentBytes: number }[];
}

const READ_CHUNK = 1024 * 1024;

class StopWriting extends Error {}

function waitForDrain(request: ClientRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = (): void => {
      request.off('drain', onDrain);
      request.off('close', onClose);
    };
    const onDrain = (): void => {
      cleanup();
      resolve();
    };
    const onClose = (): void => {
      cleanup();
      reject(new StopWriting());
    };
    request.on('drain', onDrain);
    request.on('close', onClose);
  });
}

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

  const write = async (chunk: Buffer, fileIndex: number | null): Promise<void> => {
    if (shouldStop() || request.destroyed) throw new StopWriting();
    const accepted = request.write(chunk, (error) => {
      if (error) return;
      progress.sentBytes += chunk.length;
      if (fileIndex !== null) {
        const entry = progress.files[fileIndex];
        if (entry) entry.sentBytes += chunk.length;
      }
      onProgress?.({ ...progress, files: progress.files.map((file) => ({ ...file })) });
    });
    if (!accepted) await waitForDrain(request);
  };

  const run = async (): Promise<void> => {
    for (const segment of body.segments) {
      if (segment.kind === 'bytes') {
        await write(segment.data, null);
        continue;
      }
      if (segment.size === 0) continue;
      const stream = createReadStream(segment.path, { start: 0, end: segment.size - 1, highWaterMark: READ_CHUNK });
      let read = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          read += chunk.length;
          await write(chunk, segment.index);
        }
      } finally {
        stream.destroy();
      }
      if (read !== segment.size) {
        const name = files[segment.index]?.name ?? segment.path;
        throw new ServiceError({
          code: 'file_changed',
          message: `“${name}” changed while it was being uploaded (expected ${segment.size} bytes, read ${read}).`,
        });
      }
    }
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
    done,
    get complete() {
      return complete;
    },
  };
}
