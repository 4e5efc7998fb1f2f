import { TRANSLATION_PROVIDER_NAMES } from '../../../../shared/contract/translation';
import type { TranslationProviderId } from '../../../../shared/contract/translation';
import type { Task } from '../../../../shared/contract/service';
import { languageName } from '../../../../shared/tools/languages';
import { resultNumber, resultText } from '../../shared/result-facts';
import { useT } from '../../i18n/i18n';
import { UntranslatedWords } from './untranslated-words';
import { fillIn, slot } from '../../i18n/fill';
import { readFinding } from '../../../../shared/contract/layout-findings';
import { findingText } from '../../shared/finding-words';

interface UnfitShape {
  slide: number | null;
  shape: string;
  excerpt: string;
  detail: string;
}

/** The deck's shapes whose translation still does not fit after the engine's own checks (`unfitShapes`). */
function unfitShapes(task: Task): UnfitShape[] {
  const raw = task.result?.unfitShapes;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const entry = item as Record<string, unknown>;
    const text = (key: string): string => (typeof entry[key] === 'string' ? entry[key] : '');
    const slide = typeof entry.slide === 'number' ? entry.slide : null;
    const finding = readFinding(entry);
    return finding?.detail ? [{ slide, shape: text('shape'), excerpt: text('excerpt'), detail: findingText(finding) }] : [];
  });
}

const UNFIT_SHOWN = 8;

function providerName(task: Task): string | null {
  const id = resultText(task, 'provider');
  if (id && Object.hasOwn(TRANSLATION_PROVIDER_NAMES, id)) return TRANSLATION_PROVIDER_NAMES[id as TranslationProviderId];
  return resultText(task, 'engine');
}

/** The pair as translated (the detected source said so), who translated, pages, and a PDF that came back as .docx. */
export function TranslateResult(props: { task: Task }) {
  const t = useT();
  const { task } = props;
  const from = resultText(task, 'from');
  const to = resultText(task, 'to');
  const detected = resultText(task, 'detectedFrom');
  const pages = resultNumber(task, 'pages');
  const kept = resultNumber(task, 'untranslatedLines');
  const by = providerName(task);
  const asDocx = resultText(task, 'outputFormat') === 'docx';
  const unfit = unfitShapes(task);
  if (!from || !to) return null;
  return (
    <div className="result-facts-block">
      <ul className="result-facts">
        <li>
          <strong>
            {languageName(from)} → {languageName(to)}
          </strong>
          {detected ? t('tr.sourceDetected') : ''}
        </li>
        {by ? <li>{t('tr.by', { provider: by })}</li> : null}
        {pages !== null ? <li>{t('noun.page.count', { count: pages })}</li> : null}
      </ul>
      {asDocx ? (
        <p className="card__line">{fillIn(t('tr.asDocx', { docx: slot('docx') }), { docx: <strong>{t('tr.asDocxStrong')}</strong> })}</p>
      ) : null}
      {kept !== null && kept > 0 ? <p className="card__line muted">{t('tr.kept', { count: kept })}</p> : null}
      <UntranslatedWords task={task} />
      {unfit.length > 0 ? (
        <div className="result-facts-block__warning" role="note">
          <strong>{t('translate.unfit.title', { count: unfit.length })}</strong> {t('translate.unfit.why', { count: unfit.length })}
          <ul className="translate-unfit">
            {unfit.slice(0, UNFIT_SHOWN).map((item, i) => (
              <li key={i}>
                {t('translate.unfit.item', {
                  slide: item.slide ?? 'none',
                  shape: item.shape || 'none',
                  excerpt: item.excerpt || 'none',
                  detail: item.detail,
                })}
              </li>
            ))}
          </ul>
          {unfit.length > UNFIT_SHOWN ? (
            <span className="muted">{t('translate.unfit.more', { count: unfit.length - UNFIT_SHOWN })}</span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
