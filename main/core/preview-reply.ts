/**
 * The answer to one preview address, for both hosts (the app's `deckhand-preview://` protocol and the web host's
 * `/api/preview/`): the file with its type, whole or one byte range (a video seeks by ranges), or an error as
 * `{code, message}` JSON. The file is served to be shown, never run: the response is sandboxed by its own CSP and
 * typed without sniffing.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { parsePreviewPath } from '../../shared/contract/preview';
import type { ResultPreviews } from './result-previews';
import { ServiceError, toTaskError } from './service-client/service-error';

export interface PreviewReply {
  status: number;
  headers: Record<string, string>;
  /** Null for an error (the JSON is in `text`) or a HEAD-like empty answer. */
  body: Readable | null;
  text?: string;
}

const SHOWN_ONLY = {
  'content-security-policy': "sandbox; default-src 'none'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-cache',
  'cross-origin-resource-policy': 'same-origin',
};

function errorReply(status: number, code: string, message: string): PreviewReply {
  return {
    status,
    headers: { ...SHOWN_ONLY, 'content-type': 'application/json; charset=utf-8' },
    body: null,
    text: JSON.stringify({ code, message }),
  };
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` (one range only) → inclusive bounds; null to send it whole, 'bad' when it cannot be met. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'bad';
  return { start, end };
}

/** Answers `rest` (`<task id>/<part>`, below the preview root) with the task's own file, or why not. */
export async function previewReply(
  previews: ResultPreviews,
  rest: string,
  range: string | undefined,
  signal?: AbortSignal,
): Promise<PreviewReply> {
  const address = parsePreviewPath(rest);
  if (!address) return errorReply(404, 'not_found', 'No such preview.');
  try {
    const file = await previews.file(address.taskId, address.part, signal);
    const headers: Record<string, string> = { ...SHOWN_ONLY, 'content-type': file.mimeType, 'accept-ranges': 'bytes' };
    const wanted = byteRange(range, file.size);
    if (wanted === 'bad') return { status: 416, headers: { ...headers, 'content-range': `bytes */${file.size}` }, body: null, text: '' };
    if (wanted === null) {
      return { status: 200, headers: { ...headers, 'content-length': String(file.size) }, body: createReadStream(file.path) };
    }
    return {
      status: 206,
      headers: {
        ...headers,
        'content-length': String(wanted.end - wanted.start + 1),
        'content-range': `bytes ${wanted.start}-${wanted.end}/${file.size}`,
      },
      body: createReadStream(file.path, { start: wanted.start, end: wanted.end }),
    };
  } catch (error) {
    const { code, message } = toTaskError(error);
    const status = error instanceof ServiceError && error.status !== null && error.status >= 400 && error.status < 600 ? error.status : 502;
    return errorReply(status, code, message);
  }
}
