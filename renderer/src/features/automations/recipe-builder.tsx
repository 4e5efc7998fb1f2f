import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { asDeckhandError, bridged } from '../../shared/bridge-error';
import { deckhand } from '../../shared/bridge';
import { queryKeys } from '../../shared/query-keys';
import { useToasts } from '../../shared/toasts-store';
import { useTools } from '../../shared/use-tools';
import { draftProblems, draftRecipe } from './draft-recipe';
import { useRecipeDraft } from './recipe-draft-store';
import { StepCard } from './step-card';
import type { StepForms } from './step-forms';
import { useRecipes } from './use-automations';
import { useT } from '../../i18n/i18n';

/** Builds a recipe from steps: start from a saved or built-in one, add tools, set each one's options, save it by name. */
export function RecipeBuilder(props: { forms: StepForms }) {
  const { forms } = props;
  const t = useT();
  const tools = useTools().data ?? [];
  const recipes = useRecipes();
  const draft = useRecipeDraft();
  const queryClient = useQueryClient();
  const nameId = useId();
  const problems = draftProblems(draft.steps, forms, tools);
  const recipe = draftRecipe(draft.name, draft.steps, forms);
  const saved = (recipes.data ?? []).find((entry) => !entry.builtIn && entry.recipe.name.toLowerCase() === draft.name.trim().toLowerCase());
  const addable = tools.filter((tool) => tool.local && !tool.unavailable).sort((a, b) => a.title.localeCompare(b.title));

  const save = useMutation({
    mutationFn: () => bridged(() => deckhand().recipes.save(recipe)),
    onSuccess: async (entry) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.recipes });
      useToasts.getState().push({ tone: 'done', subject: entry.recipe.name, title: t('auto.isSaved') });
    },
  });
  const remove = useMutation({
    mutationFn: (name: string) => bridged(() => deckhand().recipes.delete(name)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.recipes }),
  });

  return (
    <section className="automations__part" aria-labelledby="recipe-heading">
      <h2 id="recipe-heading">{t('auto.recipe')}</h2>
      <div className="recipe-bar">
        <div className="field">
          <label htmlFor={`${nameId}-start`}>{t('auto.startFrom')}</label>
          <select
            id={`${nameId}-start`}
            value=""
            onChange={(event) => {
              const chosen = (recipes.data ?? []).find((entry) => entry.recipe.name === event.currentTarget.value);
              if (chosen) draft.load(chosen.recipe, forms);
            }}
          >
            <option value="">{t('auto.pickRecipe')}</option>
            {(recipes.data ?? []).map((entry) => (
              <option key={`${entry.builtIn ? 'b' : 's'}:${entry.recipe.name}`} value={entry.recipe.name}>
                {entry.builtIn ? t('auto.builtIn', { name: entry.recipe.name }) : entry.recipe.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field recipe-bar__name">
          <label htmlFor={nameId}>{t('auto.recipeName')}</label>
          <input
            id={nameId}
            type="text"
            maxLength={200}
            value={draft.name}
            placeholder={t('auto.untitled')}
            onChange={(event) => draft.setName(event.currentTarget.value)}
          />
        </div>
      </div>

      <ol className="recipe-steps" aria-label={t('auto.steps')}>
        {draft.steps.map((step, index) => (
          <StepCard
            key={step.key}
            step={step}
            index={index}
            count={draft.steps.length}
            tool={tools.find((tool) => tool.type === step.type)}
            forms={forms}
            problem={problems.find((problem) => problem.step === index + 1)?.message ?? null}
          />
        ))}
      </ol>
      <div className="field recipe-add">
        <label htmlFor={`${nameId}-add`}>{draft.steps.length === 0 ? t('auto.firstStep') : t('auto.then')}</label>
        <select
          id={`${nameId}-add`}
          value=""
          onChange={(event) => {
            if (event.currentTarget.value) draft.addStep(event.currentTarget.value, forms);
          }}
        >
          <option value="">{t('auto.addStep')}</option>
          {addable.map((tool) => (
            <option key={tool.type} value={tool.type}>
              {tool.title}
            </option>
          ))}
        </select>
      </div>
      {problems.length > 0 && draft.steps.length > 0 ? (
        <p className="recipe-problems" role="status">
          {problems.find((problem) => problem.step === null)?.message ?? t('auto.needAttention', { count: problems.length })}
        </p>
      ) : null}
      <div className="action-bar">
        <button
          type="button"
          className="button"
          disabled={problems.length > 0 || draft.name.trim() === '' || save.isPending}
          onClick={() => save.mutate()}
        >
          {saved ? t('auto.saveChanges') : t('auto.saveRecipe')}
        </button>
        {saved ? (
          <button type="button" className="button button--danger-quiet" onClick={() => remove.mutate(saved.recipe.name)}>
            {t('auto.deleteSaved')}
          </button>
        ) : null}
        {save.error ? <p className="field__error">{asDeckhandError(save.error).message}</p> : null}
      </div>
    </section>
  );
}
