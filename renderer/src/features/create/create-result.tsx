import type { Task } from '../../../../shared/contract/service';
import { findDeckTemplate } from '../../../../shared/tools/deck-templates';
import { resultNumber, resultText } from '../../shared/result-facts';
import { counted } from '../../shared/counted';

/** Slides made, on which design, who wrote them, and a slide count asked for that the outline did not give. */
export function CreateResult(props: { task: Task }) {
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
          <strong>{counted(slides, 'slide')}</strong>
        </li>
        {design ? <li>{design.name} design</li> : null}
        {planner === 'model' ? <li>written by {model ?? 'the chat model'}</li> : planner === 'outline' ? <li>from your outline</li> : null}
      </ul>
      {requested !== null ? (
        <p className="card__line muted">
          You asked for {counted(requested, 'slide')}; the outline gives {slides}, and every part of it was kept.
        </p>
      ) : null}
    </div>
  );
}
