import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deckhand } from '../../shared/bridge';
import { queryKeys } from '../../shared/query-keys';

export const PAGE_SIZE = 20;

/** One page of history; pushed events patch it in place and re-read it when tasks appear or vanish. */
export function useTaskPage(startIndex: number) {
  return useQuery({
    queryKey: queryKeys.taskPage(startIndex, PAGE_SIZE),
    queryFn: () => deckhand().tasks.list({ startIndex, maxResults: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
