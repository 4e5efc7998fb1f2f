import { concernsFile } from '../../../shared/contract/error-codes';
import type { TaskError } from '../../../shared/contract/service';
import { reasonOf, type FailureFields } from '../lib/errors/tool-error';

/** `file`, `detail` and `reason` without the keys that are unset, so a stored failure holds only what it says. */
export function definedFields(fields: FailureFields): Pick<TaskError, 'file' | 'detail' | 'reason'> {
  const reason = reasonOf(fields);
  return {
    ...(fields.file ? { file: fields.file } : {}),
    ...(fields.detail ? { detail: fields.detail } : {}),
    ...(reason ? { reason } : {}),
  };
}

/**
 * A failed task names the input its code concerns in `file`, so no client has to look for it in the sentence. Most
 * library errors are made where the file's display name is at hand and set it themselves; for the rest the engine,
 * which alone knows the task's input names for sure, fills it in: the one input of a single-file task, else the
 * longest input name the sentence quotes ("a.pptx" must not win over "data.pptx").
 */
export function namingInput(failure: TaskError, inputNames: readonly string[]): TaskError {
  if (failure.file || !concernsFile(failure.code)) return failure;
  const named =
    inputNames.length === 1
      ? inputNames[0]
      : [...inputNames].sort((a, b) => b.length - a.length).find((name) => name.length > 0 && failure.message.includes(name));
  return named ? { ...failure, file: named } : failure;
}
