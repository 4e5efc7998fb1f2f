/**
 * Checks a submission against the tool's descriptor before a byte is uploaded, so a wrong file fails at
 * once with a message naming the file and the reason, instead of after a 300 MB upload.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { StagedFile } from '../../preload/contract/ipc';
import type { ToolDescriptor } from '../../preload/contract/service';
import { formatBytes } from './format-bytes';
import { mimeTypeFor } from './service-client/multipart-body';
import { ServiceError } from './service-client/service-error';

function invalid(message: string, code = 'invalid_parameter'): ServiceError {
  return new ServiceError({ code, message });
}

function listExtensions(extensions: string[]): string {
  if (extensions.length <= 1) return extensions[0] ?? '';
  return `${extensions.slice(0, -1).join(', ')} or ${extensions[extensions.length - 1]}`;
}

function acceptsType(tool: ToolDescriptor, name: string): boolean {
  const extension = path.extname(name).toLowerCase();
  if (tool.extensions.length > 0) return tool.extensions.includes(extension);
  if (tool.mimeTypes.length === 0) return true;
  const mime = mimeTypeFor(name);
  return tool.mimeTypes.some((accepted) => (accepted.endsWith('/*') ? mime.startsWith(accepted.slice(0, -1)) : accepted === mime));
}

/** Files go out in the given order; sizes come from a fresh stat, not from what the renderer said. */
export async function validateSubmission(tool: ToolDescriptor, files: StagedFile[]): Promise<StagedFile[]> {
  const count = files.length;
  if (count < tool.minFiles) {
    throw invalid(
      tool.minFiles === 1
        ? `${tool.title} needs a file.`
        : `${tool.title} needs at least ${tool.minFiles} files; ${count === 0 ? 'none was' : count === 1 ? 'only 1 was' : `only ${count} were`} given.`,
    );
  }
  if (tool.maxFiles !== null && count > tool.maxFiles) {
    throw invalid(`${tool.title} takes ${tool.maxFiles === 1 ? 'one file' : `at most ${tool.maxFiles} files`}; ${count} were given.`);
  }
  const checked: StagedFile[] = [];
  for (const file of files) {
    if (!acceptsType(tool, file.name)) {
      const accepted = tool.extensions.length > 0 ? listExtensions(tool.extensions) : tool.mimeTypes.join(', ');
      throw invalid(`“${file.name}” is not a file ${tool.title} accepts (${accepted}).`);
    }
    let info;
    try {
      info = await stat(file.path);
    } catch (error) {
      const code = (error as { code?: string }).code;
      throw invalid(
        code === 'ENOENT' ? `“${file.name}” no longer exists at ${file.path}.` : `“${file.name}” cannot be read (${code ?? 'error'}).`,
        'file_unreadable',
      );
    }
    if (!info.isFile()) throw invalid(`“${file.name}” is a folder or a special file, not a regular file.`, 'file_unreadable');
    if (tool.maxFileBytes !== null && info.size > tool.maxFileBytes) {
      throw invalid(
        `“${file.name}” is ${formatBytes(info.size)}; ${tool.title} accepts files up to ${formatBytes(tool.maxFileBytes)}.`,
        'file_size_exceeded',
      );
    }
    checked.push({ path: file.path, name: file.name, size: info.size });
  }
  return checked;
}
