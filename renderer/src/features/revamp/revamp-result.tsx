import type { Task } from '../../../../shared/contract/service';
import { findDeckTemplate } from '../../../../shared/tools/deck-templates';
import { resultNumber, resultText } from '../../shared/result-facts';
import { counted } from '../../shared/counted';

/** Slides restyled and the design they now have. */
export function RevampResult(props: { task: Task }) {
  const { task } = props;
  const slides = resultNumber(task, 'slides');
  const templateId = resultText(task, 'template');
  const design = templateId ? findDeckTemplate(templateId) : undefined;
  const lang = resultText(task, 'lang');
  if (slides === null) return null;
  return (
    <ul className="result-facts">
      <li>
        <strong>{counted(slides, 'slide')}</strong> restyled
      </li>
      {design ? <li>{design.name} design</li> : null}
      {lang ? <li>text marked {lang}</li> : null}
    </ul>
  );
}
