/**
 * The recipe the builder shows, as the document it saves and runs: each step's params from its form (or as it came),
 * its form state kept beside them for the window, and what is wrong with it in the panel's own words (a form's
 * blocker) and then the shared check against the tools (file kinds from step to step, params schemas).
 */
import type { ToolDescriptor } from '../../../../shared/contract/service';
import { checkRecipe } from '../../../../shared/recipes/recipe-check';
import type { Recipe } from '../../../../shared/recipes/recipe-document';
import { RECIPE_VERSION } from '../../../../shared/recipes/recipe-document';
import type { DraftStep } from './recipe-draft-store';
import type { StepForms } from './step-forms';
import { translate } from '../../i18n/i18n';
import { problemText } from '../../shared/recipe-words';

/** A problem as the builder shows it: its step (null: the whole recipe) and its words in the window's language. */
export interface ShownProblem {
  step: number | null;
  message: string;
}

export function stepParams(step: DraftStep, forms: StepForms): Record<string, unknown> {
  const form = forms.get(step.type);
  return form && step.options !== null ? form.toParams(step.options, []) : step.params;
}

export function draftRecipe(name: string, steps: readonly DraftStep[], forms: StepForms): Recipe {
  return {
    version: RECIPE_VERSION,
    name: name.trim() || translate('auto.untitled'),
    steps: steps.map((step) => ({
      type: step.type,
      params: stepParams(step, forms),
      ...(step.passes ? { passes: step.passes } : {}),
      ...(step.options !== null ? { options: step.options } : {}),
    })),
  };
}

/** Every problem, step by step: the form's own first (it says it as the panel does), then the shared check. */
export function draftProblems(steps: readonly DraftStep[], forms: StepForms, tools: readonly ToolDescriptor[]): ShownProblem[] {
  if (steps.length === 0) return [{ step: null, message: translate('auto.addFirstStep') }];
  const own = steps.flatMap((step, index): ShownProblem[] => {
    const form = forms.get(step.type);
    const blocker = form && step.options !== null ? (form.blocker?.(step.options, []) ?? null) : null;
    return blocker ? [{ step: index + 1, message: translate('auto.stepProblem', { number: index + 1, problem: blocker }) }] : [];
  });
  if (own.length > 0) return own;
  const check = checkRecipe(
    { steps: steps.map((step) => ({ type: step.type, params: stepParams(step, forms), ...(step.passes ? { passes: step.passes } : {}) })) },
    { tools },
  );
  return check.ok ? [] : check.problems.map((problem) => ({ step: problem.step, message: problemText(problem) }));
}
