/** The text a tool works on: its one uploaded file (decoded like a browser would), or the inline param when no file is sent. */
import { readFile, stat } from 'node:fs/promises';
import type { ToolInput } from '../../lib/files/tool-input';
import { ToolError } from '../../lib/errors/tool-error';
import { decodeHtmlBytes } from '../../lib/browser/html-text-decoding';
import { safeFileBase, splitFileName } from '../../lib/files/file-names';

const MAX_TEXT_BYTES = 50 * 1024 * 1024;

export interface TextSource {
  text: string;
  /** For messages. */
  displayName: string;
  /** A file-name stem for the output. */
  base: string;
}

export async function readTextInput(
  input: ToolInput | undefined,
  inline: string | undefined,
  kind: 'html' | 'markdown',
): Promise<TextSource> {
  if (input) {
    if ((await stat(input.path)).size > MAX_TEXT_BYTES) throw new ToolError('invalid_file', `“${input.name}” is too large to lay out.`);
    const bytes = await readFile(input.path);
    const text = kind === 'html' ? decodeHtmlBytes(bytes) : bytes.toString('utf8').replace(/^\uFEFF/, '');
    return { text, displayName: input.name, base: safeFileBase(splitFileName(input.name).base, kind === 'html' ? 'page' : 'document') };
  }
  if (inline) return { text: inline, displayName: `the ${kind} param`, base: kind === 'html' ? 'page' : 'document' };
  throw new ToolError('invalid_parameter', `Send a file, or the ${kind} itself in the "${kind}" param.`);
}
