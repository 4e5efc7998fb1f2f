import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { counted } from '../../shared/counted';

function names(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((entry): entry is number => typeof entry === 'number') : [];
}

/** Slides made, the slide size, which fonts went in, and slides whose content did not fit. */
export function HtmlDeckResult(props: { task: Task }) {
  const { task } = props;
  const slides = resultNumber(task, 'slides');
  const width = resultNumber(task, 'width');
  const height = resultNumber(task, 'height');
  const embedded = names(task.result?.embeddedFonts);
  const notEmbedded = names(task.result?.fontsNotEmbedded);
  const truncated = numbers(task.result?.truncatedSlides);
  if (slides === null) return null;
  return (
    <div className="result-facts-block">
      <ul className="result-facts">
        <li>
          <strong>{counted(slides, 'slide')}</strong>
        </li>
        {width !== null && height !== null ? (
          <li>
            {width} × {height} px page
          </li>
        ) : null}
        {embedded.length > 0 ? <li>Fonts embedded: {embedded.join(', ')}</li> : null}
      </ul>
      {notEmbedded.length > 0 ? (
        <p className="card__line muted">Not embedded (not Google Fonts here, or no file of them): {notEmbedded.join(', ')}.</p>
      ) : null}
      {truncated.length > 0 ? (
        <p className="card__line muted">
          Slide{truncated.length === 1 ? '' : 's'} {truncated.join(', ')} had more content than a slide holds: the rest was left out.
        </p>
      ) : null}
    </div>
  );
}
