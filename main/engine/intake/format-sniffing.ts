/**
 * Every uploaded file is judged by its content before a tool sees it: a file whose bytes are another format than its
 * name says is refused with 400, naming the file, what it is and what the tool takes (issue #19: an RTF file named
 * .pptx reached LibreOffice, which read it as RTF and followed its links; random bytes named .pptx became a PDF of
 * garbage). The tools check again where they hand a file to another program (lib/office/office-to-pdf.ts).
 */
import { join } from 'node:path';
import type { ToolDefinition } from '../../../shared/tools/catalog';
import { extensionOf, listExtensions } from '../../../shared/tools/file-acceptance';
import { HttpError } from '../lib/errors/http-error';
import { ToolError } from '../lib/errors/tool-error';
import { ERROR_CODES } from '../../../shared/contract/error-codes';
import type { CodedFailureReason } from '../../../shared/contract/failure-reasons';
import {
  EXTENSION_OF_FORMAT,
  FILE_FORMATS,
  FORMAT_OF_EXTENSION,
  PICTURE_FORMATS,
  formatFits,
  type FileFormat,
} from '../lib/formats/file-format';
import { sniffFormat } from '../lib/formats/sniff-format';
import type { Submission } from './task-submission';

type ToolFacts = Pick<ToolDefinition, 'type' | 'title' | 'extensions'>;

function takes(tool: ToolFacts): string {
  return `${tool.title} takes ${listExtensions(tool.extensions)} files`;
}

/** What a content refusal says: the engine's English and its reason by code (shared/contract/failure-reasons.ts). */
export interface FormatRefusal {
  message: string;
  reason: CodedFailureReason;
}

/** How the content is named to a client that words it: by its extension where it has one. */
function actualKind(actual: FileFormat): 'known' | 'encrypted' | 'unknown' | 'other' {
  if (actual === 'binary') return 'unknown';
  if (actual === 'office-encrypted') return 'encrypted';
  return EXTENSION_OF_FORMAT[actual] ? 'known' : 'other';
}

/** Why `actual` content under this name cannot go to the tool, or null when it fits. */
export function formatRefusal(tool: ToolFacts, name: string, actual: FileFormat): FormatRefusal | null {
  const extension = extensionOf(name);
  const expected = FORMAT_OF_EXTENSION[extension];
  if (!expected || formatFits(expected, actual)) return null;
  const toolFormats = new Set(tool.extensions.map((ext) => FORMAT_OF_EXTENSION[ext]));
  // A picture of another kind than its extension says is still a picture to the tools that decode pictures.
  if (PICTURE_FORMATS.has(expected) && toolFormats.has(actual)) return null;
  const what =
    actual === 'binary'
      ? `“${name}” is not ${FILE_FORMATS[expected]}: its content matches no format Deckhand knows`
      : `“${name}” is ${FILE_FORMATS[actual]}, not ${FILE_FORMATS[expected]}`;
  const rename = EXTENSION_OF_FORMAT[actual];
  const then = actual === 'office-encrypted' ? 'password' : rename && toolFormats.has(actual) ? 'rename' : 'takes';
  const params = {
    file: name,
    expected: FILE_FORMATS[expected],
    actual: FILE_FORMATS[actual],
    expectedExt: extension,
    actualExt: rename ?? '',
    actualKind: actualKind(actual),
    then,
    tool: tool.type,
    toolTitle: tool.title,
    extensions: tool.extensions.join(','),
  };
  const message =
    then === 'password'
      ? `${what}: remove its password (save it without one) and send it again.`
      : then === 'rename'
        ? `${what}: rename it to ${rename} and send it again.`
        : `${what}. ${takes(tool)}.`;
  return { message, reason: { code: 'content-mismatch', params } };
}

/**
 * Throws 400 `invalid_parameter` for the first file whose content is not what its name says. Tools loaded from a
 * module of the caller's (the test tools) hand no file to another program and are not checked.
 */
export async function checkFileContents(submission: Pick<Submission, 'entry' | 'source' | 'files'>, dir: string): Promise<void> {
  if (submission.source?.kind !== 'registry') return;
  const tool = submission.entry;
  for (const file of submission.files) {
    if (!FORMAT_OF_EXTENSION[extensionOf(file.name)]) continue;
    const refusal = formatRefusal(tool, file.name, await sniffedOrBomb(join(dir, file.file), file.name));
    if (refusal) throw new HttpError(400, 'invalid_parameter', refusal.message, {}, { file: file.name, reason: refusal.reason });
  }
}

/** The file's format, or the 422 `zip_bomb` refusal that names it: refused at upload, before any task is queued. */
async function sniffedOrBomb(path: string, name: string): Promise<FileFormat> {
  try {
    return await sniffFormat(path, `“${name}”`);
  } catch (error) {
    if (error instanceof ToolError && error.code === 'zip_bomb') {
      throw new HttpError(ERROR_CODES.zip_bomb.status, 'zip_bomb', error.message, {}, { file: name });
    }
    throw error;
  }
}
