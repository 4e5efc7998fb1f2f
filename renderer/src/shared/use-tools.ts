import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolDescriptor } from '../../../shared/contract/service';
import { deckhand } from './bridge';
import { queryKeys } from './query-keys';
import { toolSummary, toolTitle } from './tool-words';

/**
 * The backend's tools, each titled and summarised in the window's language (tool-words.ts); the component asking
 * re-renders when the language changes, and the list with it.
 */
export function useTools() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // The language is what makes a new list: the same descriptors read again in it.
  const select = useCallback((tools: ToolDescriptor[]) => translatedTools(tools, language), [language]);
  return useQuery({ queryKey: queryKeys.tools, queryFn: () => deckhand().tools.list(), staleTime: Number.POSITIVE_INFINITY, select });
}

function translatedTools(tools: readonly ToolDescriptor[], _language: string): ToolDescriptor[] {
  return tools.map((tool) => ({ ...tool, title: toolTitle(tool), summary: toolSummary(tool) }));
}

/** "Merge decks" for pptx.join, in the window's language; the raw type when the backend does not list it. */
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
