/**
 * Checks at intake that need the engine's state or the task's own params and files (availability.ts TaskCheck):
 * a task that cannot run here is refused with 400 `tool_unavailable` and what to install or set up, instead of
 * being accepted and failing later. A definition names the one that applies (`intakeChecks.task`).
 */
import { extname } from 'node:path';
import { CATALOG } from '../../../shared/tools/catalog';
import { localRefusal } from '../../../shared/tools/local-refusals';
import type { TaskCheckName } from '../../../shared/tools/tool-definition';
import type { TaskCheck, Unavailability } from '../tools/availability';
import { findPdftotext } from '../translation/documents/pdf-text';
import type { TranslationService } from '../translation/translation-service';
import { ToolError } from '../lib/errors/tool-error';

async function pdfReadable(fileNames: readonly string[]): Promise<Unavailability | null> {
  if (!fileNames.some((name) => extname(name).toLowerCase() === '.pdf')) return null;
  try {
    await findPdftotext();
    return null;
  } catch (error) {
    if (error instanceof ToolError) return { text: error.message, reason: error.unavailable };
    throw error;
  }
}

/** A file refused for what it is, with its code (shared/contract/unavailable-reasons.ts) for a client to word. */
function fileReason(code: 'keynote-file' | 'legacy-doc' | 'revamp-pptx-only', text: string, file: string): Unavailability {
  return { text, reason: { code, params: { file } } };
}

function keynote(fileNames: readonly string[]): Unavailability | null {
  const file = fileNames.find((name) => extname(name).toLowerCase() === '.key');
  return file
    ? fileReason('keynote-file', `“${file}” is a Keynote file: export it as .pptx from Keynote, or use the DeckFlow cloud service.`, file)
    : null;
}

export function translationCheck(translation: TranslationService): TaskCheck {
  return async (task) => {
    if (!task) return translation.anyProvider();
    const { params, fileNames } = task;
    if (params.imageTranslate === true) return localRefusal('imageTranslate');
    return keynote(fileNames) ?? (await pdfReadable(fileNames)) ?? (await translation.refusal(params));
  };
}

export function generationCheck(translation: TranslationService): TaskCheck {
  return async (task) => {
    if (!task) return null;
    const { params, fileNames } = task;
    if (params.enableSearch === true) return localRefusal('enableSearch');
    const legacy = fileNames.find((name) => extname(name).toLowerCase() === '.doc');
    if (legacy) return fileReason('legacy-doc', `“${legacy}” is an old Word .doc file: save it as .docx and send that.`, legacy);
    if (params.useModel === true && !translation.effective().openai) return localRefusal('useModel');
    return pdfReadable(fileNames);
  };
}

export function revampCheck(): TaskCheck {
  return (task) => {
    if (!task) return Promise.resolve(null);
    const other = task.fileNames.find((name) => extname(name).toLowerCase() !== '.pptx');
    if (!other) return Promise.resolve(null);
    return Promise.resolve(
      extname(other).toLowerCase() === '.key'
        ? keynote([other])
        : fileReason(
            'revamp-pptx-only',
            `“${other}”: the local engine revamps .pptx decks; convert it to .pptx first, or use the DeckFlow cloud service.`,
            other,
          ),
    );
  };
}

/** Each check a definition may name in `intakeChecks.task`. */
export function taskChecksByName(translation: TranslationService): Record<TaskCheckName, TaskCheck> {
  return { translation: translationCheck(translation), generation: generationCheck(translation), revamp: revampCheck() };
}

/** Per tool type, the check its definition names. */
export function createTaskChecks(translation: TranslationService): Record<string, TaskCheck> {
  const checks = taskChecksByName(translation);
  return Object.fromEntries(
    CATALOG.flatMap((definition) => {
      const name = definition.intakeChecks.task;
      return name ? [[definition.type, checks[name]] as const] : [];
    }),
  );
}
