import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { deckhand } from '../bridge';
import { queryKeys } from '../query-keys';
import { LargeView } from './preview/large-view';
import './preview/preview.css';
import { useT } from '../../i18n/i18n';

/**
 * A small picture of a completed task's image result (main reads it; the renderer never holds a download URL); a click
 * shows it at full size from the preview address.
 */
export function TaskThumbnail(props: { taskId: string; alt: string }) {
  const t = useT();
  const { data } = useQuery({
    queryKey: queryKeys.preview(props.taskId),
    queryFn: () => deckhand().tasks.preview(props.taskId),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [large, setLarge] = useState(false);
  if (!data) return null;
  return (
    <>
      <span className="result-thumb__box">
        <img className="result-thumb" src={data.dataUrl} alt={props.alt} />
        <button
          type="button"
          className="button button--small button--link"
          aria-label={t('ui.fullSizeOf', { name: props.alt })}
          onClick={() => setLarge(true)}
        >
          {t('ui.fullSize')}
        </button>
      </span>
      {large ? (
        <LargeView title={props.alt} onClose={() => setLarge(false)}>
          <div className="picture-compare__frame picture-compare__frame--full large-view__picture">
            <img src={deckhand().previewUrl(props.taskId, 'output')} alt={props.alt} />
          </div>
        </LargeView>
      ) : null}
    </>
  );
}
