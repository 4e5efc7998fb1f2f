import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import './split.css';
import { useT } from '../../i18n/i18n';
import { fillIn, slot } from '../../i18n/fill';

const LISTED = 4;

/** How many decks the ZIP holds, and the first few of their names. */
export function SplitResult(props: { task: Task }) {
  const t = useT();
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
        {fillIn(t('split.inZip', { decks: slot('decks') }), {
          decks: <strong>{grouped ? t('noun.deck.count', { count }) : t('split.singleDecks', { count })}</strong>,
        })}
      </p>
      {files.length > 0 ? (
        <ul className="split-files" aria-label={t('split.decksInZip')}>
          {files.slice(0, LISTED).map((name) => (
            <li key={name} title={name}>
              {name}
            </li>
          ))}
          {files.length > LISTED ? <li>{t('split.andMore', { count: files.length - LISTED })}</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
