import path from 'node:path';
import type { SubmitTaskRequest } from '../../shared/contract/ipc';
import type { Task, ToolDescriptor } from '../../shared/contract/service';
import { safeFileName } from '../../shared/file-names';

const SUFFIX_BY_TYPE: Record<string, string> = {
  'pptx.join': 'merged',
  'pptx.split': 'slides',
  'html.buildPlayer': 'player',
  'file.compress': 'compressed',
  'image.resize': 'resized',
  'pptx.embedFonts': 'fonts-embedded',
  'video.compress': 'compressed',
  'convertor.ppt2pdf': '',
  generation: 'deck',
  translation: 'translated',
  revamp: 'revamped',
};

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
  const suffix = SUFFIX_BY_TYPE[task.type] ?? 'output';
  const ext = tool?.output.extension ?? (tool?.output.kind === 'zip' ? '.zip' : inputExt);
  return `${suffix ? `${stem}-${suffix}` : stem}${ext}`;
}
