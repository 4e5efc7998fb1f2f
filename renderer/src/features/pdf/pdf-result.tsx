import type { Task } from '../../../../shared/contract/service';
import { counted } from '../../shared/counted';
import { resultNumber } from '../../shared/result-facts';
import { PdfPagesResult } from '../../shared/ui/pdf-result';

/** The option's label, as the panel shows it and this card names it. */
export const INCLUDE_HIDDEN_LABEL = 'Include hidden slides';

function slideNumbers(task: Task): number[] {
  const value = task.result?.hiddenSlideNumbers;
  return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
}

/** The page count, and the hidden slides the PDF leaves out (or includes): a 28-slide deck must not become 25 pages unsaid. */
export function PdfConvertResult(props: { task: Task }) {
  const { task } = props;
  const hidden = resultNumber(task, 'hiddenSlides');
  const numbers = slideNumbers(task);
  const which = numbers.length > 0 ? ` (${numbers.length === 1 ? 'slide' : 'slides'} ${numbers.join(', ')})` : '';
  return (
    <>
      <PdfPagesResult task={task} />
      {hidden !== null && hidden > 0 ? (
        <p className="card__line">
          {task.result?.includeHidden === true
            ? `${counted(hidden, 'hidden slide')}${which} included.`
            : `${counted(hidden, 'hidden slide')}${which} left out, as in a slide show: turn on “${INCLUDE_HIDDEN_LABEL}” to have ${hidden === 1 ? 'it' : 'them'} in the PDF.`}
        </p>
      ) : null}
    </>
  );
}
