import { useTools } from '../../shared/use-tools';
import { draftProblems, draftRecipe } from './draft-recipe';
import { RecipeBuilder } from './recipe-builder';
import { useRecipeDraft } from './recipe-draft-store';
import { RunSection } from './run-section';
import { RunsList } from './runs-list';
import type { StepForms } from './step-forms';
import { WatchSection } from './watch-section';
import './automations.css';
import { useT } from '../../i18n/i18n';

/** Automations: recipes of several tools, run on many files at once or on every file that lands in a folder. */
export function AutomationsView(props: { forms: StepForms }) {
  const t = useT();
  const draft = useRecipeDraft();
  const tools = useTools().data ?? [];
  const ready = draftProblems(draft.steps, props.forms, tools).length === 0;
  return (
    <section className="panel automations" aria-labelledby="automations-heading">
      <header className="panel__header">
        <h1 id="automations-heading">{t('automations.title')}</h1>
        <p className="panel__summary">{t('automations.summary')}</p>
      </header>
      <RecipeBuilder forms={props.forms} />
      <RunSection forms={props.forms} />
      <RunsList />
      <WatchSection recipe={draftRecipe(draft.name, draft.steps, props.forms)} recipeReady={ready} />
    </section>
  );
}
