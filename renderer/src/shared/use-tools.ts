import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ToolDescriptor } from '../../../shared/contract/service';
import { deckhand } from './bridge';
import { queryKeys } from './query-keys';

export function useTools() {
  return useQuery({ queryKey: queryKeys.tools, queryFn: () => deckhand().tools.list(), staleTime: Number.POSITIVE_INFINITY });
}

/** "Merge decks" for pptx.join; the raw type when the backend does not list it. */
export function useToolTitle(): (type: string) => string {
  const { data } = useTools();
  return (type) => data?.find((entry) => entry.type === type)?.title ?? type;
}

export type ToolLoader = (type: string) => Promise<ToolDescriptor | undefined>;

/** The backend's descriptor of a tool, waiting for the list when it is still loading (a drop right after start). */
export function useToolLoader(): ToolLoader {
  const queryClient = useQueryClient();
  return useCallback(
    async (type) => {
      const tools = await queryClient.ensureQueryData({ queryKey: queryKeys.tools, queryFn: () => deckhand().tools.list() });
      return tools.find((tool) => tool.type === type);
    },
    [queryClient],
  );
}
