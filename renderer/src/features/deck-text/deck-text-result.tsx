import { useQuery } from '@tanstack/react-query';
import type { Task } from '../../../../shared/contract/service';
import { deckhand } from '../../shared/bridge';
import { queryKeys } from '../../shared/query-keys';
import { resultNumber } from '../../shared/result-facts';
import { TextResult } from '../../shared/ui/text-result';
import { deckText, slideTexts } from './deck-text-json';
import { counted } from '../../shared/counted';

/** Slide, shape and text-box counts, then the deck's text slide by slide (read from the JSON when it is small). */
export function DeckTextResult(props: { task: Task }) {
  const { task } = props;
  const slides = resultNumber(task, 'slides');
  const shapes = resultNumber(task, 'shapes');
  const textShapes = resultNumber(task, 'textShapes');
  const json = useQuery({
    queryKey: queryKeys.taskText(task.id),
    queryFn: () => deckhand().tasks.readText(task.id),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const parsed = json.data ? slideTexts(json.data.text) : null;
  return (
    <div className="result-facts-block">
      {slides !== null ? (
        <ul className="result-facts">
          <li>
            <strong>{counted(slides, 'slide')}</strong>
          </li>
          {shapes !== null ? <li>{counted(shapes, 'shape')}</li> : null}
          {textShapes !== null ? <li>{textShapes} with text</li> : null}
        </ul>
      ) : null}
      {parsed ? (
        <TextResult label="The deck’s text" text={deckText(parsed)} />
      ) : json.data === null ? (
        <p className="card__line muted">The JSON is too large to show here: save it to read every shape.</p>
      ) : null}
    </div>
  );
}
