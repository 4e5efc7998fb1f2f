import { useQuery } from '@tanstack/react-query';
import { deckhand } from '../bridge';
import { queryKeys } from '../query-keys';

/** A small picture of a completed task's image result (main reads it; the renderer never holds a download URL). */
export function TaskThumbnail(props: { taskId: string; alt: string }) {
  const { data } = useQuery({
    queryKey: queryKeys.preview(props.taskId),
    queryFn: () => deckhand().tasks.preview(props.taskId),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ? <img className="result-thumb" src={data.dataUrl} alt={props.alt} /> : null;
}
