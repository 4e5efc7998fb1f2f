import { useQuery } from '@tanstack/react-query';
import { deckhand } from './bridge';
import { queryKeys } from './query-keys';

export function useAppInfo() {
  return useQuery({ queryKey: queryKeys.appInfo, queryFn: () => deckhand().app.info(), staleTime: 30_000 });
}
