import { useQuery } from '@tanstack/react-query';
import type { Task } from '../../../../shared/contract/service';
import { deckhand } from '../../shared/bridge';
import { queryKeys } from '../../shared/query-keys';
import { resultNumber } from '../../shared/result-facts';
import { TextResult } from '../../shared/ui/text-result';
import { deckText, slideTexts } from './deck-text-json';
import { useT } from '../../i18n/i18n';

/** Slide, shape and text-box counts, then the deck's text slide by slide (read from the JSON when it is small). */
export function DeckTextResult(props: { task: Task }) {
  const t = useT();
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
            <strong>{t('noun.slide.count', { count: slides })}</strong>
          </li>
          {shapes !== null ? <li>{t('result.count.shapes', { count: shapes })}</li> : null}
          {textShapes !== null ? <li>{t('result.deckText.withText', { count: textShapes })}</li> : null}
        </ul>
      ) : null}
      {parsed ? (
        <TextResult label={t('result.deckText.label')} text={deckText(parsed)} />
      ) : json.data === null ? (
        <p className="card__line muted">{t('result.deckText.tooLarge')}</p>
      ) : null}
    </div>
  );
}
