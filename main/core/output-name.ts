import path from 'node:path';
import type { SubmitTaskRequest } from '../../shared/contract/ipc';
import type { Task, ToolDescriptor } from '../../shared/contract/service';
import { findTool } from '../../shared/tools/catalog';
import { safeFileName } from '../../shared/file-names';

/**
 * The save-as suggestion: the name the person chose in the panel, else the result's own name, else
 * `<first input base>-<what was done><ext>`.
 */
export function suggestOutputName(
  task: Task,
  tool: ToolDescriptor | undefined,
  request: Pick<SubmitTaskRequest, 'files' | 'outputName'> | undefined,
): string {
  const inputs = request?.files;
  const given = task.result?.fileName;
  if (request?.outputName) {
    const ext = path.extname(typeof given === 'string' ? given : '') || tool?.output.extension || '';
    return `${safeFileName(request.outputName, 'result')}${ext}`;
  }
  if (typeof given === 'string' && given.trim() !== '') return safeFileName(path.basename(given.replace(/\\/g, '/')), 'result');
  const firstName = inputs?.[0]?.name ?? task.name ?? '';
  const inputExt = path.extname(firstName);
  const stem = safeFileName(inputExt ? firstName.slice(0, -inputExt.length) : firstName, 'result');
  // The tool's own definition names what it did; a type only the cloud knows gets a neutral word.
  const suffix = findTool(task.type)?.outputSuffix ?? 'output';
  const ext = tool?.output.extension ?? (tool?.output.kind === 'zip' ? '.zip' : inputExt);
  return `${suffix ? `${stem}-${suffix}` : stem}${ext}`;
}
