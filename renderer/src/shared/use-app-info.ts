import type { BackendKind } from '../../../shared/contract/ipc';
import { useQuery } from '@tanstack/react-query';
import { deckhand } from './bridge';
import { queryKeys } from './query-keys';

export function useAppInfo() {
  return useQuery({ queryKey: queryKeys.appInfo, queryFn: () => deckhand().app.info(), staleTime: 30_000 });
}

/** The kind of backend files go to (undefined until app:info has answered). */
export function useBackendKind(): BackendKind | undefined {
  return useAppInfo().data?.backend.kind;
}
