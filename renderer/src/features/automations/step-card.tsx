import type { ToolDescriptor } from '../../../../shared/contract/service';
import type { DraftStep } from './recipe-draft-store';
import { useRecipeDraft } from './recipe-draft-store';
import type { StepForms } from './step-forms';
import { translate, useT } from '../../i18n/i18n';
import { listOf } from '../../i18n/format';

function paramsText(params: Record<string, unknown>): string {
  const entries = Object.entries(params);
  if (entries.length === 0) return translate('auto.defaults');
  // Param names and values as the recipe document holds them: they are the tool's, not words of the window.
  return listOf(entries.map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`));
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
  const t = useT();
  const draft = useRecipeDraft();
  const form = forms.get(step.type);
  const Options = form?.Component;
  const number = index + 1;
  const title = tool?.title ?? step.type;
  return (
    <li className="recipe-step" aria-label={t('auto.stepLabel', { number, title })}>
      <div className="recipe-step__head">
        <span className="recipe-step__number" aria-hidden="true">
          {number}
        </span>
        <h3 className="recipe-step__title">{title}</h3>
        <div className="recipe-step__actions">
          <button
            type="button"
            className="button button--small button--quiet"
            aria-label={t('auto.moveUp', { number })}
            disabled={index === 0}
            onClick={() => draft.moveStep(step.key, -1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="button button--small button--quiet"
            aria-label={t('auto.moveDown', { number })}
            disabled={index === props.count - 1}
            onClick={() => draft.moveStep(step.key, 1)}
          >
            ↓
          </button>
          <button
            type="button"
            className="button button--small button--danger-quiet"
            aria-label={t('auto.removeStep', { number })}
            onClick={() => draft.removeStep(step.key)}
          >
            {t('auto.remove')}
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
          {t('auto.options', { params: paramsText(step.params) })}{' '}
          {form ? (
            <button type="button" className="button button--small button--link" onClick={() => draft.editStep(step.key, forms)}>
              {t('auto.changeOptions')}
            </button>
          ) : null}
        </p>
      )}
      {props.problem ? <p className="recipe-step__problem">{props.problem}</p> : null}
    </li>
  );
}
