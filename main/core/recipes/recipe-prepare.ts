/**
 * Everything a recipe must pass before a byte is uploaded: its shape, each step against the backend's tools (file
 * kinds, params), each file through the chain, and the checks that need the backend's state (a translation pair the
 * local engine has no provider for). One refusal names every problem, each with its step number.
 */
import type { ToolDescriptor } from '../../../shared/contract/service';
import type { TranslationLanguages, TranslationProviderId } from '../../../shared/contract/translation';
import type { CheckedStep } from '../../../shared/recipes/recipe-check';
import { checkRecipe, describeProblems } from '../../../shared/recipes/recipe-check';
import type { Recipe } from '../../../shared/recipes/recipe-document';
import { parseRecipe } from '../../../shared/recipes/recipe-document';
import { ENGLISH_WORDING } from '../../../shared/i18n/recipes/recipe-words';
import type { Wording } from '../../../shared/i18n/recipes/recipe-words';
import type { FileFacts } from '../../../shared/tools/file-acceptance';
import { translationRefusalOf } from '../../../shared/tools/translation-pairs';
import { translationRefusalText } from '../../../shared/i18n/translation-refusal-words';
import { ServiceError } from '../service-client/service-error';

/** A check that needs the backend's state; throws a ServiceError to refuse. */
/** `words`: the language a refusal is worded in (the recipe's refusal around it); English when not given. */
export type StepPrecheck = (type: string, params: Record<string, unknown>, words?: Wording) => Promise<void>;

export function invalidRecipe(message: string): ServiceError {
  return new ServiceError({ code: 'invalid_recipe', message });
}

/** Refuses a translation whose pair no provider of the local engine can do, saying what to install. */
export function translationPairPrecheck(languages: () => Promise<TranslationLanguages>): StepPrecheck {
  return async (type, params, words) => {
    if (type !== 'translation') return;
    const refusal = translationRefusalOf(await languages(), {
      from: typeof params.from === 'string' ? params.from : 'auto',
      to: typeof params.to === 'string' ? params.to : '',
      provider: params.provider as TranslationProviderId | undefined,
    });
    if (refusal) throw new ServiceError({ code: 'tool_unavailable', message: translationRefusalText(words ?? ENGLISH_WORDING, refusal) });
  };
}

/** The recipe's steps as they will run, or a ServiceError `invalid_recipe` saying every problem found. */
export async function prepareRecipe(
  value: unknown,
  files: readonly FileFacts[],
  deps: {
    tools: readonly ToolDescriptor[];
    precheck?: StepPrecheck | undefined;
    /** The language the refusal is worded in (the command line's); English when not given. */
    words?: Wording | undefined;
  },
): Promise<{ recipe: Recipe; steps: CheckedStep[] }> {
  const parsed = parseRecipe(value);
  if (!parsed.ok) throw invalidRecipe(parsed.message);
  const check = checkRecipe(parsed.value, { tools: deps.tools, files });
  const words = deps.words ?? ENGLISH_WORDING;
  if (!check.ok) throw invalidRecipe(describeProblems(check.problems, words));
  for (const [index, step] of check.steps.entries()) {
    try {
      await deps.precheck?.(step.type, step.params, words);
    } catch (error) {
      const where = words.t('recipe.stepTool', { step: index + 1, tool: words.toolTitle(step) });
      throw invalidRecipe(words.t('recipe.at', { where, problem: error instanceof Error ? error.message : String(error) }));
    }
  }
  return { recipe: parsed.value, steps: check.steps };
}
