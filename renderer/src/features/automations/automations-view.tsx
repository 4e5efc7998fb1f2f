import { useTools } from '../../shared/use-tools';
import { draftProblems, draftRecipe } from './draft-recipe';
import { RecipeBuilder } from './recipe-builder';
import { useRecipeDraft } from './recipe-draft-store';
import { RunSection } from './run-section';
import { RunsList } from './runs-list';
import type { StepForms } from './step-forms';
import { WatchSection } from './watch-section';
import './automations.css';

/** Automations: recipes of several tools, run on many files at once or on every file that lands in a folder. */
export function AutomationsView(props: { forms: StepForms }) {
  const draft = useRecipeDraft();
  const tools = useTools().data ?? [];
  const ready = draftProblems(draft.steps, props.forms, tools).length === 0;
  return (
    <section className="panel automations" aria-labelledby="automations-heading">
      <header className="panel__header">
        <h1 id="automations-heading">Automations</h1>
        <p className="panel__summary">
          A recipe runs several tools in a row: each step takes what the step before made. Run it on many files at once, or on every file
          that appears in a folder.
        </p>
      </header>
      <RecipeBuilder forms={props.forms} />
      <RunSection forms={props.forms} />
      <RunsList />
      <WatchSection recipe={draftRecipe(draft.name, draft.steps, props.forms)} recipeReady={ready} />
    </section>
  );
}
