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

/** Builds a recipe from steps: start from a saved or built-in one, add tools, set each one's options, save it by name. */
export function RecipeBuilder(props: { forms: StepForms }) {
  const { forms } = props;
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
      useToasts.getState().push({ tone: 'done', subject: entry.recipe.name, title: 'is saved' });
    },
  });
  const remove = useMutation({
    mutationFn: (name: string) => bridged(() => deckhand().recipes.delete(name)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.recipes }),
  });

  return (
    <section className="automations__part" aria-labelledby="recipe-heading">
      <h2 id="recipe-heading">Recipe</h2>
      <div className="recipe-bar">
        <div className="field">
          <label htmlFor={`${nameId}-start`}>Start from</label>
          <select
            id={`${nameId}-start`}
            value=""
            onChange={(event) => {
              const chosen = (recipes.data ?? []).find((entry) => entry.recipe.name === event.currentTarget.value);
              if (chosen) draft.load(chosen.recipe, forms);
            }}
          >
            <option value="">A recipe…</option>
            {(recipes.data ?? []).map((entry) => (
              <option key={`${entry.builtIn ? 'b' : 's'}:${entry.recipe.name}`} value={entry.recipe.name}>
                {entry.recipe.name}
                {entry.builtIn ? ' (built in)' : ''}
              </option>
            ))}
          </select>
        </div>
        <div className="field recipe-bar__name">
          <label htmlFor={nameId}>Recipe name</label>
          <input
            id={nameId}
            type="text"
            maxLength={200}
            value={draft.name}
            placeholder="Untitled recipe"
            onChange={(event) => draft.setName(event.currentTarget.value)}
          />
        </div>
      </div>

      <ol className="recipe-steps" aria-label="Steps">
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
        <label htmlFor={`${nameId}-add`}>{draft.steps.length === 0 ? 'First step' : 'Then'}</label>
        <select
          id={`${nameId}-add`}
          value=""
          onChange={(event) => {
            if (event.currentTarget.value) draft.addStep(event.currentTarget.value, forms);
          }}
        >
          <option value="">Add a step…</option>
          {addable.map((tool) => (
            <option key={tool.type} value={tool.type}>
              {tool.title}
            </option>
          ))}
        </select>
      </div>
      {problems.length > 0 && draft.steps.length > 0 ? (
        <p className="recipe-problems" role="status">
          {problems.find((problem) => problem.step === null)?.message ??
            `${problems.length === 1 ? 'One step needs' : `${problems.length} steps need`} attention.`}
        </p>
      ) : null}
      <div className="action-bar">
        <button
          type="button"
          className="button"
          disabled={problems.length > 0 || draft.name.trim() === '' || save.isPending}
          onClick={() => save.mutate()}
        >
          {saved ? 'Save changes' : 'Save recipe'}
        </button>
        {saved ? (
          <button type="button" className="button button--danger-quiet" onClick={() => remove.mutate(saved.recipe.name)}>
            Delete saved recipe
          </button>
        ) : null}
        {save.error ? <p className="field__error">{asDeckhandError(save.error).message}</p> : null}
      </div>
    </section>
  );
}
