/**
 * A multipart/form-data body laid out in advance (RFC 7578) so its exact length is known before any byte is
 * sent: a Content-Length lets the server refuse early and lets progress be exact, with no chunked encoding.
 * File contents are not held here, only their paths and sizes; the uploader streams them from disk.
 */
import { randomBytes } from 'node:crypto';
import { mimeTypeFor } from '../../../shared/tools/file-acceptance';
import { extValue } from '../../../shared/content-disposition';

export type BodySegment = { kind: 'bytes'; data: Buffer } | { kind: 'file'; index: number; path: string; size: number };

export interface UploadFile {
  path: string;
  /** The name the server sees; defaults to the path's base name. */
  name: string;
  size: number;
}

export interface MultipartBody {
  boundary: string;
  contentType: string;
  length: number;
  segments: BodySegment[];
}

const CRLF = '\r\n';

/** Quoted-string for a header parameter: `"` and `\` escaped, line breaks (never legal) replaced. */
function quoted(value: string): string {
  return `"${value.replace(/[\r\n]+/g, ' ').replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/**
 * The part header for a file. `filename` carries the name as UTF-8, quoted (what browsers send, and what
 * RFC 7578 §4.2 asks of form-data); a non-ASCII name is repeated as an RFC 8187 `filename*` for parsers that
 * only trust the extended form. Both carry the same name, so whichever a server reads, it reads it exactly
 * (busboy's fast path reads only `filename`; its full parser lets the later `filename*` win).
 */
export function fileDisposition(field: string, name: string): string {
  const clean = name
    // eslint-disable-next-line no-control-regex -- control characters (CR/LF above all) can never be in a header
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    // Multipart parsers take a backslash as a Windows path separator and keep only what follows it.
    .replace(/\\/g, '_');
  const base = `form-data; name=${quoted(field)}; filename=${quoted(clean)}`;
  return /^[\x20-\x7e]*$/.test(clean) ? base : `${base}; filename*=${extValue(clean)}`;
}

export function buildMultipartBody(fields: [string, string][], files: UploadFile[], fileField = 'files'): MultipartBody {
  const boundary = `----DeckhandBoundary${randomBytes(16).toString('hex')}`;
  const segments: BodySegment[] = [];
  let pending = '';
  const flush = (): void => {
    if (pending) segments.push({ kind: 'bytes', data: Buffer.from(pending, 'utf8') });
    pending = '';
  };

  for (const [name, value] of fields) {
    pending += `--${boundary}${CRLF}Content-Disposition: form-data; name=${quoted(name)}${CRLF}${CRLF}${value}${CRLF}`;
  }
  files.forEach((file, index) => {
    pending +=
      `--${boundary}${CRLF}Content-Disposition: ${fileDisposition(fileField, file.name)}${CRLF}` +
      `Content-Type: ${mimeTypeFor(file.name)}${CRLF}${CRLF}`;
    flush();
    segments.push({ kind: 'file', index, path: file.path, size: file.size });
    pending += CRLF;
  });
  pending += `--${boundary}--${CRLF}`;
  flush();

  const length = segments.reduce((sum, segment) => sum + (segment.kind === 'bytes' ? segment.data.length : segment.size), 0);
  return { boundary, contentType: `multipart/form-data; boundary=${boundary}`, length, segments };
}
