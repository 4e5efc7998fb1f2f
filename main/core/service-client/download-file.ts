/**
 * Streamed downloads: to a temp file beside the destination, put in place only when every byte arrived (and
 * matched the size and md5 the task announced), so the destination never holds a partial file; an existing file is
 * replaced only when the caller says so (place-file.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ensureOk, openRequest, responseHeader, waitForResponse } from './http-request';
import { receiveOverLoopback } from './loopback-download';
import { placeFile, type IfExists } from './place-file';
import { ServiceError, abortedError, errorFromNetwork } from './service-error';

export interface DownloadProgress {
  receivedBytes: number;
  /** From Content-Length or the task's result; null when unknown. */
  totalBytes: number | null;
}

export interface DownloadOptions {
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
  /**
   * Check the md5 the task announced. Default: only for a service off this machine. Over loopback no network
   * can corrupt the bytes, and hashing would cost ~0.5 s per 300 MB of CPU on the critical path; over a real
   * network the hash runs while waiting for data and costs nothing noticeable. The size is always checked.
   */
  verifyChecksum?: boolean;
  /**
   * When the destination exists: 'replace' (default: a path the person confirmed in a save dialog, or a private
   * cache), 'fail' (a name given on the command line), or 'number' (the next free name, for outputs put in a folder).
   */
  ifExists?: IfExists;
}

export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

const MAX_REDIRECTS = 5;

/**
 * GETs a download URL, following redirects (the bearer header only goes to the service's own origin,
 * never to a storage host it redirects to), and resolves with the 2xx response, unread.
 */
export async function openDownload(url: URL, authorization: string, baseUrl: string, signal?: AbortSignal): Promise<IncomingMessage> {
  const serviceOrigin = new URL(baseUrl).origin;
  let current = url;
  for (let hop = 0; ; hop++) {
    if (signal?.aborted) throw abortedError();
    const headers: OutgoingHttpHeaders = { accept: '*/*' };
    if (current.origin === serviceOrigin) headers.authorization = authorization;
    const request = openRequest({ method: 'GET', url: current, headers, signal });
    const pending = waitForResponse(request, baseUrl);
    request.end();
    const response = await pending;
    const status = response.statusCode ?? 0;
    const location = responseHeader(response, 'location');
    if (status >= 300 && status < 400 && location) {
      response.resume();
      if (hop >= MAX_REDIRECTS) throw new ServiceError({ code: 'bad_response', message: 'The download redirected too many times.' });
      current = new URL(location, current);
      continue;
    }
    await ensureOk(response, baseUrl);
    return response;
  }
}

export interface DownloadedFile {
  path: string;
  size: number;
  /** Set when the checksum was verified. */
  md5: string | null;
}

function writeError(error: unknown, destPath: string): ServiceError | null {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && ['EACCES', 'EPERM', 'ENOSPC', 'EROFS', 'ENOENT', 'EEXIST', 'EISDIR'].includes(code)) {
    return new ServiceError({ code: 'write_failed', message: `Cannot write ${destPath} (${code}).`, cause: error });
  }
  return null;
}

async function streamResponse(
  response: IncomingMessage,
  tempPath: string,
  onBody: (chunk: Buffer) => void,
  signal?: AbortSignal,
): Promise<number | null> {
  const lengthHeader = responseHeader(response, 'content-length');
  response.on('data', onBody);
  // A 1 MiB buffer lets the file stream batch the socket's 64 KiB chunks into fewer writes (writev).
  const file = createWriteStream(tempPath, { flags: 'wx', highWaterMark: 1024 * 1024 });
  try {
    await pipeline(response, file, { signal });
  } catch (error) {
    // An abort can reject before the file's open has finished, which then still creates it: wait until the stream
    // is closed, so the caller's unlink of the temp file comes after and nothing is left behind.
    if (!file.closed) await once(file, 'close').catch(() => undefined);
    throw error;
  }
  return lengthHeader !== null && /^\d+$/.test(lengthHeader) ? Number(lengthHeader) : null;
}

/**
 * Downloads `url` to `destPath` atomically: into a temp file beside it, renamed only once every byte arrived
 * (Content-Length, the announced size and, when verified, the md5 all match).
 */
export async function downloadToFile(
  url: URL,
  authorization: string,
  baseUrl: string,
  destPath: string,
  expected: { size?: number | undefined; md5?: string | undefined },
  options: DownloadOptions = {},
): Promise<DownloadedFile> {
  const tempPath = path.join(path.dirname(destPath), `.${path.basename(destPath)}.${randomBytes(6).toString('hex')}.part`);
  const verify = options.verifyChecksum ?? !isLoopbackUrl(baseUrl);
  const expectedMd5 = verify && expected.md5 && /^[0-9a-f]{32}$/i.test(expected.md5) ? expected.md5.toLowerCase() : null;
  const hash = expectedMd5 ? createHash('md5') : null;
  let receivedBytes = 0;
  let totalBytes = expected.size ?? null;
  const onBody = (chunk: Buffer): void => {
    receivedBytes += chunk.length;
    hash?.update(chunk);
    options.onProgress?.({ receivedBytes, totalBytes });
  };

  try {
    let contentLength: number | null = null;
    const sameOrigin = url.origin === new URL(baseUrl).origin;
    const direct =
      sameOrigin && isLoopbackUrl(url.href)
        ? await receiveOverLoopback(url, { authorization, accept: '*/*' }, tempPath, onBody, options.signal)
        : null;
    if (direct) {
      contentLength = direct.size;
    } else {
      const response = await openDownload(url, authorization, baseUrl, options.signal);
      const header = responseHeader(response, 'content-length');
      if (header !== null && /^\d+$/.test(header)) totalBytes = Number(header);
      contentLength = await streamResponse(response, tempPath, onBody, options.signal).catch((error: unknown) => {
        response.destroy();
        throw error;
      });
    }
    if (contentLength !== null && receivedBytes !== contentLength) {
      throw new ServiceError({
        code: 'download_incomplete',
        message: `The download stopped after ${receivedBytes} of ${contentLength} bytes.`,
      });
    }
    if (expected.size !== undefined && receivedBytes !== expected.size) {
      throw new ServiceError({
        code: 'download_incomplete',
        message: `The download has ${receivedBytes} bytes; ${expected.size} were expected.`,
      });
    }
    // What reached the disk, not only what was received: a short write on a full disk must not pass for a file.
    const onDisk = (await stat(tempPath)).size;
    if (onDisk !== receivedBytes) {
      throw new ServiceError({
        code: 'write_failed',
        message: `Cannot write ${destPath}: only ${onDisk} of ${receivedBytes} bytes reached the disk (is it full?).`,
      });
    }
    const md5 = hash ? hash.digest('hex') : null;
    if (expectedMd5 && md5 !== expectedMd5) {
      throw new ServiceError({ code: 'download_corrupt', message: 'The downloaded file does not match its checksum; try again.' });
    }
    const written = await placeFile(tempPath, destPath, options.ifExists ?? 'replace');
    return { path: written, size: receivedBytes, md5 };
  } catch (error) {
    await unlink(tempPath).catch(() => undefined);
    if (options.signal?.aborted) throw abortedError();
    if (error instanceof ServiceError) throw error;
    throw writeError(error, destPath) ?? errorFromNetwork(error, baseUrl);
  }
}
