/**
 * Which files a tool takes, and one wording for every refusal, whoever checks: the renderer as files are
 * dropped, core before an upload starts, the engine as bytes arrive. Works on descriptors (served JSON) and
 * definitions alike; a refusal names the file and what would be accepted.
 */
import type { ToolDescriptor } from '../contract/service';
import { formatBytes } from '../format-bytes';

type AcceptanceFacts = Pick<ToolDescriptor, 'title' | 'extensions' | 'mimeTypes' | 'minFiles' | 'maxFiles' | 'maxFileBytes'>;

export interface FileFacts {
  name: string;
  size: number;
  /** The MIME type the sender or browser gave; often empty or generic for Office files. */
  mimeType?: string | undefined;
}

/** Sent by clients that do not know a file's type; the extension decides then. */
const GENERIC_MIME = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'text/plain']);

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.avif': 'image/avif',
  '.heic': 'image/heic',
  '.heif': 'image/heif',
  '.bmp': 'image/bmp',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.m4v': 'video/x-m4v',
  '.mov': 'video/quicktime',
  '.avi': 'video/x-msvideo',
  '.mkv': 'video/x-matroska',
  '.webm': 'video/webm',
  '.html': 'text/html',
  '.htm': 'text/html',
  '.md': 'text/markdown',
  '.markdown': 'text/markdown',
  '.txt': 'text/plain',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.doc': 'application/msword',
  '.odp': 'application/vnd.oasis.opendocument.presentation',
  '.key': 'application/vnd.apple.keynote',
};

/** The types file names imply: a file sent as one of these is that kind of file, whatever its name says. */
const KNOWN_MIME: ReadonlySet<string> = new Set(Object.values(MIME_BY_EXTENSION).filter((mime) => !GENERIC_MIME.has(mime)));

/** ".pptx" for "Deck.PPTX"; "" when the name has none (a leading dot alone is a hidden name, not an extension). */
export function extensionOf(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** The MIME type a file name implies, for uploads of files the OS gave no type. */
export function mimeTypeFor(name: string): string {
  return MIME_BY_EXTENSION[extensionOf(name)] ?? 'application/octet-stream';
}

function mimeMatches(mime: string, accepted: readonly string[]): boolean {
  return accepted.some((pattern) => (pattern.endsWith('/*') ? mime.startsWith(pattern.slice(0, -1)) : pattern === mime));
}

/** ".pptx, .ppt or .odp" */
export function listExtensions(extensions: readonly string[]): string {
  if (extensions.length <= 1) return extensions[0] ?? '';
  return `${extensions.slice(0, -1).join(', ')} or ${extensions[extensions.length - 1]}`;
}

/** True when the tool takes a file of this name (and, when one was given, this MIME type). */
export function acceptsFileType(tool: AcceptanceFacts, file: Pick<FileFacts, 'name' | 'mimeType'>): boolean {
  return typeRefusal(tool, file) === null;
}

function typeRefusal(tool: AcceptanceFacts, file: Pick<FileFacts, 'name' | 'mimeType'>): RefusalReason | null {
  const extension = extensionOf(file.name);
  const mime = file.mimeType ?? '';
  const name = file.name;
  if (tool.extensions.length > 0) {
    if (!tool.extensions.includes(extension)) return { kind: 'wrong_type', name, extension, takes: [...tool.extensions] };
    // The extension decides, unless the type given is plainly another kind of file (a picture named .pptx): systems
    // give Office files types of their own (application/x-mspowerpoint, application/vnd.ms-office …).
    if (KNOWN_MIME.has(mime) && tool.mimeTypes.length > 0 && !mimeMatches(mime, tool.mimeTypes)) {
      return { kind: 'sent_as', name, mime, types: [...tool.mimeTypes] };
    }
    return null;
  }
  if (tool.mimeTypes.length === 0) return null;
  const effective = GENERIC_MIME.has(mime) ? mimeTypeFor(file.name) : mime;
  return mimeMatches(effective, tool.mimeTypes) ? null : { kind: 'wrong_mime_type', name, types: [...tool.mimeTypes] };
}

/**
 * What a refusal is about, for an edge that words it in its own language (shared/i18n/recipes/recipe-words.ts); the
 * English `message` beside it is the engine's and core's wording, and the catalog's English says the same.
 */
export type RefusalReason =
  | { kind: 'long_name'; name: string; shown: string; length: number; max: number }
  /** `extension` is "" when the name has none. */
  | { kind: 'wrong_type'; name: string; extension: string; takes: string[] }
  /** A tool that names MIME types, not extensions. */
  | { kind: 'wrong_mime_type'; name: string; types: string[] }
  | { kind: 'sent_as'; name: string; mime: string; types: string[] }
  | { kind: 'empty'; name: string }
  | { kind: 'too_large'; name: string; size: number; limit: number };

/** The engine's English for a refusal (the window and the command line word `reason` in their language). */
export function refusalMessage(tool: Pick<AcceptanceFacts, 'title'>, reason: RefusalReason): string {
  switch (reason.kind) {
    case 'long_name':
      return `“${reason.shown}” has a name of ${reason.length} characters; file names can have at most ${reason.max}. Rename the file and send it again.`;
    case 'wrong_type': {
      const got = reason.extension ? `not ${reason.extension}` : 'and this name has no extension';
      return `“${reason.name}” is not a file ${tool.title} takes: it takes ${listExtensions(reason.takes)} files, ${got}.`;
    }
    case 'wrong_mime_type':
      return `“${reason.name}” is not a file ${tool.title} takes: it takes files of type ${reason.types.join(', ')}.`;
    case 'sent_as':
      return `“${reason.name}” was sent as ${reason.mime}, which ${tool.title} does not take (${reason.types.join(', ')}).`;
    case 'empty':
      return `“${reason.name}” is empty.`;
    case 'too_large':
      return sizeRefusal(tool, reason.name, reason.size, reason.limit);
  }
}

export interface Refusal {
  /** The service's error code for it (docs/service-api.md). */
  code: 'invalid_parameter' | 'file_size_exceeded';
  message: string;
  /** The file refused, as its name was given. */
  file: string;
  reason: RefusalReason;
}

/** The longest file name most file systems store (and so the longest the engine takes). */
export const MAX_FILE_NAME_LENGTH = 255;

function nameRefusal(name: string): RefusalReason | null {
  const length = [...name].length;
  if (length <= MAX_FILE_NAME_LENGTH) return null;
  const shown = `${[...name].slice(0, 40).join('')}…${extensionOf(name)}`;
  return { kind: 'long_name', name, shown, length, max: MAX_FILE_NAME_LENGTH };
}

/** Why one file cannot go to this tool (name length, type, emptiness, size), or null when it can. */
export function fileRefusal(tool: AcceptanceFacts, file: FileFacts, limit: number | null = tool.maxFileBytes): Refusal | null {
  const reason: RefusalReason | null =
    nameRefusal(file.name) ??
    typeRefusal(tool, file) ??
    (file.size === 0 ? { kind: 'empty', name: file.name } : null) ??
    (limit !== null && file.size > limit ? { kind: 'too_large', name: file.name, size: file.size, limit } : null);
  if (!reason) return null;
  const code = reason.kind === 'too_large' ? 'file_size_exceeded' : 'invalid_parameter';
  return { code, message: refusalMessage(tool, reason), file: file.name, reason };
}

export function sizeRefusal(tool: Pick<AcceptanceFacts, 'title'>, name: string, size: number | null, limit: number): string {
  const is = size === null ? 'is larger than that' : `is ${formatBytes(size)}`;
  return `“${name || 'An unnamed file'}” ${is}; ${tool.title} takes files up to ${formatBytes(limit)}.`;
}

function fileCount(count: number, kind: string): string {
  return `${count}${kind} ${count === 1 ? 'file' : 'files'}`;
}

/** "needs at least 2 .pptx files": the count rule in words. */
export function countRule(tool: AcceptanceFacts): string {
  const kind = tool.extensions.length > 0 && tool.extensions.length <= 3 ? ` ${listExtensions(tool.extensions)}` : '';
  if (tool.maxFiles === tool.minFiles) return `takes exactly ${fileCount(tool.minFiles, kind)}`;
  if (tool.maxFiles === null) return `needs at least ${fileCount(tool.minFiles, kind)}`;
  if (tool.minFiles === 0) return `takes at most ${fileCount(tool.maxFiles, kind)}`;
  return `takes ${tool.minFiles} to ${tool.maxFiles}${kind} files`;
}

/** Why this many files cannot go to the tool, or null when the count is right. */
export function countRefusal(tool: AcceptanceFacts, count: number): string | null {
  if (count >= tool.minFiles && (tool.maxFiles === null || count <= tool.maxFiles)) return null;
  const given = count === 0 ? 'none was given' : `${count} ${count === 1 ? 'was' : 'were'} given`;
  return `${tool.title} ${countRule(tool)}; ${given}.`;
}
