import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** Server state changes only when main says so (pushed events), so nothing refetches on focus or by timer. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false },
      mutations: { retry: false },
    },
  });
}

export function Providers(props: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={props.client}>{props.children}</QueryClientProvider>;
}
