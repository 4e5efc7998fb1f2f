import { skipToken, useQuery } from '@tanstack/react-query';
import { deckhand } from '../../shared/bridge';
import { queryKeys } from '../../shared/query-keys';
import type { SubmissionState } from '../../shared/submission-state';

/** Read once; afterwards pushed `task:update` events keep the cache current (no polling). */
export function useTask(id: string) {
  return useQuery({ queryKey: queryKeys.task(id), queryFn: () => deckhand().tasks.get(id), staleTime: Number.POSITIVE_INFINITY });
}

/** Filled only by pushed `submission:*` events and the panel that submitted. */
export function useSubmission(id: string) {
  return useQuery<SubmissionState>({ queryKey: queryKeys.submission(id), queryFn: skipToken, staleTime: Number.POSITIVE_INFINITY });
}
