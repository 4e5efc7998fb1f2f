import type { Task } from '../../../../shared/contract/service';
import { findDeckTemplate } from '../../../../shared/tools/deck-templates';
import { resultNumber, resultText } from '../../shared/result-facts';
import { designName } from '../../shared/design-words';
import { useT } from '../../i18n/i18n';

/** Slides made, on which design, who wrote them, and a slide count asked for that the outline did not give. */
export function CreateResult(props: { task: Task }) {
  const t = useT();
  const { task } = props;
  const slides = resultNumber(task, 'slides');
  const templateId = resultText(task, 'template');
  const design = templateId ? findDeckTemplate(templateId) : undefined;
  const planner = resultText(task, 'planner');
  const model = resultText(task, 'model');
  const requested = resultNumber(task, 'requestedPages');
  if (slides === null) return null;
  return (
    <div className="result-facts-block">
      <ul className="result-facts">
        <li>
          <strong>{t('noun.slide.count', { count: slides })}</strong>
        </li>
        {design ? <li>{t('create.design', { name: designName(design) })}</li> : null}
        {planner === 'model' ? (
          <li>{t('create.writtenBy', { model: model ?? t('create.chatModel') })}</li>
        ) : planner === 'outline' ? (
          <li>{t('create.fromOutline')}</li>
        ) : null}
      </ul>
      {requested !== null ? (
        <p className="card__line muted">{t('create.requested', { requested: t('noun.slide.count', { count: requested }), slides })}</p>
      ) : null}
    </div>
  );
}
