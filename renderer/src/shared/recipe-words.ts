/**
 * The window's words for the shared recipe check's problems and the file refusals (shared/i18n/recipes/): its own
 * i18next layer, which holds their catalogs, tools named by their titles in the window's language, sizes as the
 * window formats them.
 */
import type { RecipeProblem } from '../../../shared/recipes/recipe-check';
import { recipeProblemText } from '../../../shared/recipes/recipe-check';
import { refusalText } from '../../../shared/i18n/recipes/recipe-words';
import type { ToolRef, Wording } from '../../../shared/i18n/recipes/recipe-words';
import type { RefusalReason } from '../../../shared/tools/file-acceptance';
import { formatSize } from '../i18n/format';
import { currentLocale, translate } from '../i18n/i18n';
import { toolTitle } from './tool-words';
import { windowFieldName } from './param-problem-words';

export function windowWording(): Wording {
  return { locale: currentLocale(), t: translate, toolTitle, formatSize, fieldName: windowFieldName };
}

/** A recipe problem in the window's language. */
export function problemText(problem: RecipeProblem): string {
  return recipeProblemText(windowWording(), problem);
}

/** Why a file was not taken, in the window's language. */
export function refusalWords(tool: ToolRef, reason: RefusalReason): string {
  return refusalText(windowWording(), tool, reason);
}
