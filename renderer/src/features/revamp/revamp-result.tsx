import type { Task } from '../../../../shared/contract/service';
import { findDeckTemplate } from '../../../../shared/tools/deck-templates';
import { resultNumber, resultText } from '../../shared/result-facts';
import { designName } from '../../shared/design-words';
import { useT } from '../../i18n/i18n';
import { fillIn, slot } from '../../i18n/fill';

/** Slides restyled and the design they now have. */
export function RevampResult(props: { task: Task }) {
  const t = useT();
  const { task } = props;
  const slides = resultNumber(task, 'slides');
  const templateId = resultText(task, 'template');
  const design = templateId ? findDeckTemplate(templateId) : undefined;
  const lang = resultText(task, 'lang');
  if (slides === null) return null;
  return (
    <ul className="result-facts">
      <li>
        {fillIn(t('revamp.restyled', { slides: slot('slides') }), { slides: <strong>{t('noun.slide.count', { count: slides })}</strong> })}
      </li>
      {design ? <li>{t('revamp.design', { name: designName(design) })}</li> : null}
      {lang ? <li>{t('revamp.textMarked', { lang })}</li> : null}
    </ul>
  );
}
