import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { DECK_PARSE, PDF_PARSE } from './extract-options';
import { translate, useT } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/messages/en';

function count(value: number | null, key: MessageKey): string | null {
  return value === null ? null : translate(key, { count: value });
}

/** What the ZIP holds: text blocks, paragraphs, tables, shapes and pictures, by the kind of document. */
export function ExtractResult(props: { task: Task }) {
  const t = useT();
  const { task } = props;
  const n = (key: string) => resultNumber(task, key);
  const facts =
    task.type === PDF_PARSE
      ? [count(n('pages'), 'noun.page.count'), count(n('textBlocks'), 'result.count.textBlocks'), count(n('images'), 'noun.picture.count')]
      : task.type === DECK_PARSE
        ? [count(n('slides'), 'noun.slide.count'), count(n('shapes'), 'result.count.shapes'), count(n('pictures'), 'noun.picture.count')]
        : [
            count(n('paragraphs'), 'result.count.paragraphs'),
            count(n('tables'), 'result.count.tables'),
            count(n('images'), 'noun.picture.count'),
          ];
  const shown = facts.filter((fact) => fact !== null);
  if (shown.length === 0) return null;
  return (
    <div className="result-facts-block">
      <ul className="result-facts">
        {shown.map((fact, index) => (
          <li key={fact}>{index === 0 ? <strong>{fact}</strong> : fact}</li>
        ))}
      </ul>
      <p className="card__line muted">{t('result.extract.zipHolds')}</p>
    </div>
  );
}
