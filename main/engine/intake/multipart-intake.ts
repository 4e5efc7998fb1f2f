import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import { createWriteStream, type WriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { HttpError, invalidParameter } from '../lib/errors/http-error';
import { clientFileName, inputFileName } from '../store/stored-file-names';
import { isDiskFull, notEnoughDiskSpace, requestTooLarge, tooManyFiles, uploadStalled } from './intake-refusals';
import { formatBytes } from '../../../shared/format-bytes';
import { sizeRefusal } from '../../../shared/tools/file-acceptance';
import type { CodedFailureReason } from '../../../shared/contract/failure-reasons';
import type { IntakeTool } from './intake-refusals';

export interface ReceivedFile {
  field: string;
  /** Engine-chosen name inside the target folder. */
  file: string;
  /** The client's file name (base name only), metadata. */
  name: string;
  size: number;
  mimeType: string;
}

export interface ReceivedForm {
  fields: Map<string, string>;
  files: ReceivedFile[];
}

export interface IntakeLimits {
  /** Byte limit per file for a type (null = none); undefined type = the field has not arrived yet. */
  fileLimit(type: string | undefined): number | null;
  /** File bytes of the whole request for a type; undefined type = the largest of any local tool. */
  requestLimit(type: string | undefined): number;
  /** The tool a type names, for messages (undefined when unknown or not yet known). */
  toolOf(type: string | undefined): IntakeTool | undefined;
  /** No byte for this long: the upload is dropped. */
  idleTimeoutMs: number;
  maxFiles: number;
  maxFieldBytes: number;
  maxFields: number;
}

/** The client went away mid-upload; there is nobody to answer. */
export class ClientAbortedError extends Error {
  constructor() {
    super('The client closed the connection before the upload finished.');
    this.name = 'ClientAbortedError';
  }
}

/**
 * Over the per-file limit: the tool's own once `type` is known, before that the largest of any tool. The reason
 * (shared/contract/failure-reasons.ts) carries the figures for a client to word.
 */
export function fileTooLarge(tool: IntakeTool | undefined, name: string, limit: number): HttpError {
  const file = name || 'An unnamed file';
  const message = tool
    ? sizeRefusal(tool, name, null, limit)
    : `“${file}” is larger than ${formatBytes(limit)}, the largest file any tool takes; send the type field first to be held to its own limit.`;
  const reason: CodedFailureReason = tool
    ? { code: 'file-too-large', params: { file, size: '', limit, tool: tool.type, toolTitle: tool.title } }
    : { code: 'file-too-large-any', params: { file, limit } };
  return new HttpError(400, 'file_size_exceeded', message, {}, { ...(name ? { file: name } : {}), reason });
}

interface OpenFile {
  info: ReceivedFile;
  out: WriteStream;
  done: Promise<void>;
}

/**
 * Streams a multipart body straight to files in `dir` (never a whole upload in memory). The size limit is
 * applied as bytes arrive: before the `type` field is known the largest limit of any tool, afterwards the
 * tool's own, and files received earlier are re-checked when `type` shows up (SDKs send files first).
 * On any failure the rest of the body is discarded and the promise rejects; the caller removes `dir`.
 */
export function receiveMultipart(req: IncomingMessage, dir: string, limits: IntakeLimits): Promise<ReceivedForm> {
  return new Promise<ReceivedForm>((resolve, reject) => {
    const contentType = req.headers['content-type'] ?? '';
    if (!/^multipart\/form-data/i.test(contentType)) {
      req.resume();
      reject(invalidParameter('Send the task as multipart/form-data with the parts files, type and params.'));
      return;
    }
    let busboy: InstanceType<typeof Busboy>;
    try {
      busboy = new Busboy({
        headers: { ...req.headers, 'content-type': contentType },
        limits: {
          fileSize: Infinity,
          files: limits.maxFiles,
          fields: limits.maxFields,
          fieldSize: limits.maxFieldBytes,
          fieldNameSize: 200,
          parts: limits.maxFiles + limits.maxFields + 1,
        },
      });
    } catch (err) {
      req.resume();
      reject(invalidParameter(`The multipart body cannot be read: ${(err as Error).message}`));
      return;
    }

    const fields = new Map<string, string>();
    const files: ReceivedFile[] = [];
    const open = new Set<OpenFile>();
    let type: string | undefined;
    let counter = 0;
    let received = 0;
    let failed = false;
    let bodyDone = false;

    // A sender that goes quiet would otherwise hold the connection and its partial files until requestTimeout.
    const idle = setTimeout(() => fail(uploadStalled(limits.idleTimeoutMs)), limits.idleTimeoutMs);
    req.on('data', () => idle.refresh());

    const fail = (error: Error): void => {
      if (failed) return;
      failed = true;
      clearTimeout(idle);
      req.unpipe(busboy);
      busboy.removeAllListeners('file');
      // Keep reading (and dropping) the rest so the client can finish sending and read our answer.
      req.resume();
      for (const file of open) file.out.destroy();
      void Promise.all([...open].map((file) => file.done.catch(() => undefined))).then(() => reject(error));
    };

    const limitNow = (): number | null => limits.fileLimit(type);

    const checkType = (): void => {
      const limit = limitNow();
      for (const file of [...files, ...[...open].map((o) => o.info)]) {
        if (limit !== null && file.size > limit) return fail(fileTooLarge(limits.toolOf(type), file.name, limit));
      }
      if (received > limits.requestLimit(type)) fail(requestTooLarge(limits.toolOf(type), limits.requestLimit(type)));
    };

    const settleIfDone = (): void => {
      if (failed || !bodyDone || open.size > 0) return;
      clearTimeout(idle);
      files.sort((a, b) => a.file.localeCompare(b.file, 'en', { numeric: true }));
      resolve({ fields, files });
    };

    busboy.on('field', (name, value, nameTruncated, valueTruncated) => {
      if (failed) return;
      if (nameTruncated) return fail(invalidParameter('A form field name is too long.'));
      if (valueTruncated) {
        return fail(invalidParameter(`Form field "${name}" is larger than ${formatBytes(limits.maxFieldBytes)}.`));
      }
      fields.set(name, value);
      if (name === 'type') {
        type = value.trim();
        checkType();
      }
    });

    busboy.on('file', (field, stream: BusboyFileStream, filename, _encoding, mimeType) => {
      if (failed) {
        stream.resume();
        return;
      }
      counter += 1;
      const info: ReceivedFile = {
        field,
        file: inputFileName(counter, filename ?? ''),
        name: clientFileName(filename ?? ''),
        size: 0,
        mimeType: (mimeType ?? '').toLowerCase(),
      };
      const out = createWriteStream(join(dir, info.file), { flags: 'wx', mode: 0o600 });
      const meter = new Transform({
        transform(chunk: Buffer, _enc, callback: TransformCallback) {
          info.size += chunk.length;
          received += chunk.length;
          const limit = limitNow();
          const refusal =
            limit !== null && info.size > limit
              ? fileTooLarge(limits.toolOf(type), info.name, limit)
              : received > limits.requestLimit(type)
                ? requestTooLarge(limits.toolOf(type), limits.requestLimit(type))
                : null;
          if (refusal) {
            callback();
            fail(refusal);
            return;
          }
          callback(null, chunk);
        },
      });
      const entry: OpenFile = {
        info,
        out,
        done: new Promise<void>((done, broken) => {
          out.on('close', () => (out.writableFinished ? done() : broken(new Error('write interrupted'))));
          out.on('error', broken);
        }),
      };
      open.add(entry);
      entry.done.then(
        () => {
          open.delete(entry);
          if (!failed) files.push(info);
          settleIfDone();
        },
        (err: unknown) => {
          open.delete(entry);
          if (err instanceof HttpError) fail(err);
          else if (isDiskFull(err)) fail(notEnoughDiskSpace());
          else fail(new Error(`Could not store an upload: ${(err as Error).message}`));
        },
      );
      // Busboy reports a truncated or malformed part on the file stream itself; unhandled, that would crash.
      stream.on('error', (err: Error) => fail(invalidParameter(`The multipart body is malformed: ${err.message}`)));
      stream.pipe(meter).pipe(out);
    });

    busboy.on('filesLimit', () => fail(tooManyFiles(limits.maxFiles)));
    busboy.on('fieldsLimit', () => fail(invalidParameter(`Too many form fields: at most ${limits.maxFields}.`)));
    busboy.on('partsLimit', () => fail(invalidParameter('Too many parts in the multipart body.')));
    busboy.on('error', (err: Error) => {
      fail(req.destroyed && !req.complete ? new ClientAbortedError() : invalidParameter(`The multipart body is malformed: ${err.message}`));
    });
    busboy.on('finish', () => {
      bodyDone = true;
      settleIfDone();
    });
    req.on('close', () => {
      if (!req.complete) fail(new ClientAbortedError());
    });
    req.pipe(busboy);
  });
}
