import { TRANSLATION_PROVIDER_NAMES } from '../../../../shared/contract/translation';
import type { TranslationProviderId } from '../../../../shared/contract/translation';
import type { Task } from '../../../../shared/contract/service';
import { languageName } from '../../../../shared/tools/languages';
import { resultNumber, resultText } from '../../shared/result-facts';
import { counted } from '../../shared/counted';

function providerName(task: Task): string | null {
  const id = resultText(task, 'provider');
  if (id && Object.hasOwn(TRANSLATION_PROVIDER_NAMES, id)) return TRANSLATION_PROVIDER_NAMES[id as TranslationProviderId];
  return resultText(task, 'engine');
}

/** The pair as translated (the detected source said so), who translated, pages, and a PDF that came back as .docx. */
export function TranslateResult(props: { task: Task }) {
  const { task } = props;
  const from = resultText(task, 'from');
  const to = resultText(task, 'to');
  const detected = resultText(task, 'detectedFrom');
  const pages = resultNumber(task, 'pages');
  const kept = resultNumber(task, 'untranslatedLines');
  const by = providerName(task);
  const asDocx = resultText(task, 'outputFormat') === 'docx';
  if (!from || !to) return null;
  return (
    <div className="result-facts-block">
      <ul className="result-facts">
        <li>
          <strong>
            {languageName(from)} → {languageName(to)}
          </strong>
          {detected ? ' (source detected)' : ''}
        </li>
        {by ? <li>by {by}</li> : null}
        {pages !== null ? <li>{counted(pages, 'page')}</li> : null}
      </ul>
      {asDocx ? (
        <p className="card__line">
          <strong>The PDF came back as a Word document (.docx)</strong>, holding its text page by page: a PDF’s layout cannot be rewritten
          in another language.
        </p>
      ) : null}
      {kept !== null && kept > 0 ? (
        <p className="card__line muted">
          {counted(kept, 'line')} kept {kept === 1 ? 'its' : 'their'} original text: the provider gave no translation for{' '}
          {kept === 1 ? 'it' : 'them'}.
        </p>
      ) : null}
    </div>
  );
}
