import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { DECK_PARSE, PDF_PARSE } from './extract-options';

function count(value: number | null, one: string, many: string): string | null {
  return value === null ? null : `${value} ${value === 1 ? one : many}`;
}

/** What the ZIP holds: text blocks, paragraphs, tables, shapes and pictures, by the kind of document. */
export function ExtractResult(props: { task: Task }) {
  const { task } = props;
  const n = (key: string) => resultNumber(task, key);
  const facts =
    task.type === PDF_PARSE
      ? [count(n('pages'), 'page', 'pages'), count(n('textBlocks'), 'text block', 'text blocks'), count(n('images'), 'picture', 'pictures')]
      : task.type === DECK_PARSE
        ? [count(n('slides'), 'slide', 'slides'), count(n('shapes'), 'shape', 'shapes'), count(n('pictures'), 'picture', 'pictures')]
        : [
            count(n('paragraphs'), 'paragraph', 'paragraphs'),
            count(n('tables'), 'table', 'tables'),
            count(n('images'), 'picture', 'pictures'),
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
      <p className="card__line muted">The ZIP holds result.json (the text with positions and styles) and the pictures as files.</p>
    </div>
  );
}
