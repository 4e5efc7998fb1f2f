import type { ToolDescriptor } from '../../../../shared/contract/service';
import type { DraftStep } from './recipe-draft-store';
import { useRecipeDraft } from './recipe-draft-store';
import type { StepForms } from './step-forms';

function paramsText(params: Record<string, unknown>): string {
  const entries = Object.entries(params);
  if (entries.length === 0) return 'the tool’s defaults';
  return entries.map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`).join(', ');
}

/** One step of the recipe: its tool, its options (the tool panel's own form), moving and removing it. */
export function StepCard(props: {
  step: DraftStep;
  index: number;
  count: number;
  tool: ToolDescriptor | undefined;
  forms: StepForms;
  problem: string | null;
}) {
  const { step, index, tool, forms } = props;
  const draft = useRecipeDraft();
  const form = forms.get(step.type);
  const Options = form?.Component;
  const number = index + 1;
  const title = tool?.title ?? step.type;
  return (
    <li className="recipe-step" aria-label={`Step ${number}: ${title}`}>
      <div className="recipe-step__head">
        <span className="recipe-step__number" aria-hidden="true">
          {number}
        </span>
        <h3 className="recipe-step__title">{title}</h3>
        <div className="recipe-step__actions">
          <button
            type="button"
            className="button button--small button--quiet"
            aria-label={`Move step ${number} up`}
            disabled={index === 0}
            onClick={() => draft.moveStep(step.key, -1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="button button--small button--quiet"
            aria-label={`Move step ${number} down`}
            disabled={index === props.count - 1}
            onClick={() => draft.moveStep(step.key, 1)}
          >
            ↓
          </button>
          <button
            type="button"
            className="button button--small button--danger-quiet"
            aria-label={`Remove step ${number}`}
            onClick={() => draft.removeStep(step.key)}
          >
            Remove
          </button>
        </div>
      </div>
      {step.options !== null && Options && tool ? (
        <div className="recipe-step__options">
          <Options
            options={step.options}
            setOptions={(patch) => draft.patchOptions(step.key, patch)}
            tool={tool}
            items={[]}
            disabled={false}
          />
        </div>
      ) : (
        <p className="recipe-step__params">
          Options: {paramsText(step.params)}.{' '}
          {form ? (
            <button type="button" className="button button--small button--link" onClick={() => draft.editStep(step.key, forms)}>
              Change options
            </button>
          ) : null}
        </p>
      )}
      {props.problem ? <p className="recipe-step__problem">{props.problem}</p> : null}
    </li>
  );
}
