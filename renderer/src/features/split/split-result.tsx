import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import './split.css';
import { counted } from '../../shared/counted';

const LISTED = 4;

/** How many decks the ZIP holds, and the first few of their names. */
export function SplitResult(props: { task: Task }) {
  const count = resultNumber(props.task, 'slides');
  const raw = props.task.result?.files;
  const files = Array.isArray(raw) ? raw.filter((name): name is string => typeof name === 'string') : [];
  const decks = props.task.result?.decks;
  // A split into ranges, every few slides or sections lists each deck's slides; a plain split makes single slides.
  const grouped =
    Array.isArray(decks) &&
    decks.some((deck) => Array.isArray((deck as { slides?: unknown }).slides) && (deck as { slides: unknown[] }).slides.length > 1);
  if (count === null) return null;
  return (
    <div className="result-media">
      <p className="card__line">
        <strong>{counted(count, grouped ? 'deck' : 'single-slide deck')}</strong> in the ZIP.
      </p>
      {files.length > 0 ? (
        <ul className="split-files" aria-label="Decks in the ZIP">
          {files.slice(0, LISTED).map((name) => (
            <li key={name} title={name}>
              {name}
            </li>
          ))}
          {files.length > LISTED ? <li>and {files.length - LISTED} more</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
