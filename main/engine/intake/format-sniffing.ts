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

type ToolFacts = Pick<ToolDefinition, 'title' | 'extensions'>;

function takes(tool: ToolFacts): string {
  return `${tool.title} takes ${listExtensions(tool.extensions)} files`;
}

/** Why `actual` content under this name cannot go to the tool, or null when it fits. */
export function formatRefusal(tool: ToolFacts, name: string, actual: FileFormat): string | null {
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
  if (actual === 'office-encrypted') return `${what}: remove its password (save it without one) and send it again.`;
  const rename = EXTENSION_OF_FORMAT[actual];
  if (rename && toolFormats.has(actual)) return `${what}: rename it to ${rename} and send it again.`;
  return `${what}. ${takes(tool)}.`;
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
    if (refusal) throw new HttpError(400, 'invalid_parameter', refusal, {}, { file: file.name });
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
