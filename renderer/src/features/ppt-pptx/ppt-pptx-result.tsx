import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { SizeChange } from '../../shared/ui/size-change';
import { useT } from '../../i18n/i18n';
import { fillIn, slot } from '../../i18n/fill';

/** How many slides the new deck has, and its size against the old file's. */
export function PptPptxResult(props: { task: Task }) {
  const t = useT();
  const { task } = props;
  const slides = resultNumber(task, 'slides');
  const before = resultNumber(task, 'inputSize');
  const after = resultNumber(task, 'size');
  if (slides === null) return null;
  return (
    <ul className="result-facts">
      <li>
        {fillIn(t('pptPptx.slides', { slides: slot('slides') }), { slides: <strong>{t('noun.slide.count', { count: slides })}</strong> })}
      </li>
      {before !== null && after !== null ? (
        <li>
          <SizeChange label={t('result.size')} before={before} after={after} />
        </li>
      ) : null}
    </ul>
  );
}
