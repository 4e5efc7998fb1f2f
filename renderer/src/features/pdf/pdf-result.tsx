import type { Task } from '../../../../shared/contract/service';
import { listOf } from '../../i18n/format';
import { useT } from '../../i18n/i18n';
import { fieldLabel } from '../../shared/panel/field-words';
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
  const t = useT();
  const { task } = props;
  const hidden = resultNumber(task, 'hiddenSlides');
  const numbers = slideNumbers(task);
  const which = numbers.length > 0 ? ` ${t('convert.hidden.which', { count: numbers.length, numbers: listOf(numbers.map(String)) })}` : '';
  const hiddenText = `${t('convert.hidden.count', { count: hidden ?? 0 })}${which}`;
  const option = fieldLabel('convertor.ppt2pdf', 'includeHidden', INCLUDE_HIDDEN_LABEL);
  return (
    <>
      <PdfPagesResult task={task} />
      {hidden !== null && hidden > 0 ? (
        <p className="card__line">
          {task.result?.includeHidden === true
            ? t('convert.hidden.included', { hidden: hiddenText })
            : t('convert.hidden.leftOut', { hidden: hiddenText, option, count: hidden })}
        </p>
      ) : null}
    </>
  );
}
