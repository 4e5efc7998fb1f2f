import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { asDeckhandError } from '../shared/bridge-error';
import { meansUnreachable, useCloudReachability } from '../shared/cloud-reachability';
import { queryKeys } from '../shared/query-keys';

/** A read or an action that could not reach the service: the header says so (cloud-status-chip.tsx). */
function noteFailure(error: unknown): void {
  const failure = asDeckhandError(error);
  if (meansUnreachable(failure.code)) useCloudReachability.getState().report(failure.message);
}

/** Server state changes only when main says so (pushed events), so nothing refetches on focus or by timer. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: noteFailure,
      // The tools or History read again: the service answered.
      onSuccess: (_data, query) => {
        const [key] = query.queryKey;
        if (key === queryKeys.tools[0] || key === queryKeys.historyAll[0]) useCloudReachability.getState().report(null);
      },
    }),
    mutationCache: new MutationCache({ onError: noteFailure }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false },
      mutations: { retry: false },
    },
  });
  return client;
}

export function Providers(props: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={props.client}>{props.children}</QueryClientProvider>;
}
