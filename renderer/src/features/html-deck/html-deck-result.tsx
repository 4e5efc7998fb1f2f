import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { useT } from '../../i18n/i18n';
import { formatCount, listOf } from '../../i18n/format';

function names(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

interface LongPage {
  page: string;
  slides: number;
  cut: boolean;
}

/** Pages taller than a slide: they went on over the next slides, and the ones cut at the most a page may make. */
function longPages(value: unknown): LongPage[] {
  return Array.isArray(value)
    ? value.filter(
        (entry): entry is LongPage =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof (entry as LongPage).page === 'string' &&
          typeof (entry as LongPage).slides === 'number',
      )
    : [];
}

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((entry): entry is number => typeof entry === 'number') : [];
}

/** Slides made, the slide size, which fonts went in, and slides whose content did not fit. */
export function HtmlDeckResult(props: { task: Task }) {
  const t = useT();
  const { task } = props;
  const slides = resultNumber(task, 'slides');
  const width = resultNumber(task, 'width');
  const height = resultNumber(task, 'height');
  const embedded = names(task.result?.embeddedFonts);
  const notEmbedded = names(task.result?.fontsNotEmbedded);
  const truncated = numbers(task.result?.truncatedSlides);
  const long = longPages(task.result?.longPages);
  if (slides === null) return null;
  return (
    <div className="result-facts-block">
      <ul className="result-facts">
        <li>
          <strong>{t('noun.slide.count', { count: slides })}</strong>
        </li>
        {width !== null && height !== null ? <li>{t('result.htmlDeck.pageSize', { width, height })}</li> : null}
        {embedded.length > 0 ? <li>{t('result.htmlDeck.embedded', { names: listOf(embedded) })}</li> : null}
      </ul>
      {notEmbedded.length > 0 ? (
        <p className="card__line muted">{t('result.htmlDeck.notEmbedded', { names: listOf(notEmbedded) })}</p>
      ) : null}
      {long.map((entry) => (
        <p key={entry.page} className={entry.cut ? 'card__line result-facts-block__warning' : 'card__line muted'}>
          {entry.cut
            ? t('result.htmlDeck.longCut', { page: entry.page, slides: entry.slides })
            : t('result.htmlDeck.long', { page: entry.page, slides: entry.slides })}
        </p>
      ))}
      {truncated.length > 0 ? (
        <p className="card__line muted">
          {t('result.htmlDeck.truncated', { count: truncated.length, list: listOf(truncated.map(formatCount)) })}
        </p>
      ) : null}
    </div>
  );
}
