/**
 * Checks a submission against the tool before a byte is uploaded, so a wrong file or param fails at once with
 * a message naming the file or field and the reason, instead of after a 300 MB upload or on cloud credits.
 * The wording is shared with the renderer and the engine (shared/tools).
 */
import { stat } from 'node:fs/promises';
import type { FailureCode } from '../../shared/contract/error-codes';
import type { StagedFile } from '../../shared/contract/ipc';
import type { ToolDescriptor } from '../../shared/contract/service';
import { findTool } from '../../shared/tools/catalog';
import { countRefusal, fileRefusal } from '../../shared/tools/file-acceptance';
import { checkParams } from '../../shared/tools/params-errors';
import { paramsRefusalText } from '../../shared/i18n/param-problem-words';
import { countRefusalText, refusalText, type Wording } from '../../shared/i18n/recipes/recipe-words';
import { unavailableText } from '../../shared/i18n/unavailable-words';
import { ServiceError } from './service-client/service-error';

function invalid(message: string, code: FailureCode = 'invalid_parameter', file?: string): ServiceError {
  return new ServiceError({ code, message, file });
}

/** Never the path: in a browser it is the web host's own staging folder, which means nothing to the person. */
export function fileGoneError(name: string): ServiceError {
  return invalid(
    `“${name}” is no longer where Deckhand read it (moved, deleted, or dropped in a browser before Deckhand restarted): add it again.`,
    'file_unreadable',
    name,
  );
}

/**
 * Files go out in the given order; sizes come from a fresh stat, not from what the renderer said. Params are
 * checked with the tool's own schema where this app knows the type (every catalog type); the parsed params are
 * what gets sent.
 */
export async function validateSubmission(
  tool: ToolDescriptor,
  files: StagedFile[],
  params: Record<string, unknown> = {},
  /** The app's language for a refusal (Settings, else the system); English (the engine's words) without. */
  words?: Wording,
): Promise<{ files: StagedFile[]; params: Record<string, unknown> }> {
  if (tool.unavailable) throw invalid((words && unavailableText(words, tool)) ?? tool.unavailable, 'tool_unavailable');
  const countProblem = countRefusal(tool, files.length);
  if (countProblem) {
    const counted = { count: files.length, minFiles: tool.minFiles, maxFiles: tool.maxFiles, extensions: tool.extensions };
    throw invalid(words && words.locale !== 'en' ? countRefusalText(words, tool, counted) : countProblem);
  }
  const definition = findTool(tool.type);
  let checkedParams = params;
  if (definition) {
    const checked = checkParams(
      definition,
      params,
      files.map((file) => file.name),
    );
    if (!checked.ok) throw invalid(words ? paramsRefusalText(words, checked) : checked.message);
    checkedParams = checked.params;
  }
  const checked: StagedFile[] = [];
  for (const file of files) {
    let info;
    try {
      info = await stat(file.path);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ENOENT') throw fileGoneError(file.name);
      throw invalid(`“${file.name}” cannot be read (${code ?? 'error'}).`, 'file_unreadable', file.name);
    }
    if (!info.isFile()) throw invalid(`“${file.name}” is a folder or a special file, not a regular file.`, 'file_unreadable', file.name);
    const refusal = fileRefusal(tool, { name: file.name, size: info.size });
    if (refusal) {
      const message = words && words.locale !== 'en' ? refusalText(words, tool, refusal.reason) : refusal.message;
      throw invalid(message, refusal.code, refusal.file);
    }
    checked.push({ path: file.path, name: file.name, size: info.size });
  }
  return { files: checked, params: checkedParams };
}
