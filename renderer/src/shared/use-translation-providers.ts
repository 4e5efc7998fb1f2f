import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetTranslationProviderRequest, TranslationProvidersInfo } from '../../../shared/contract/ipc';
import { deckhand } from './bridge';
import { bridged } from './bridge-error';
import { queryKeys } from './query-keys';

/** What the local engine can translate now, and how each provider is set up (never a key). */
export function useTranslationProviders(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.translationProviders,
    queryFn: () => bridged(() => deckhand().translation.providers()),
    // A pair installed while the app runs shows up on the next visit to Settings or the Translate panel.
    staleTime: 30_000,
    enabled: options.enabled ?? true,
  });
}

/**
 * Changes one provider. Main answers with the new view of every provider, which replaces the cached one; the tool
 * list is read again, since a provider set up or removed decides whether Translate can run at all.
 */
export function useSetTranslationProvider() {
  const queryClient = useQueryClient();
  return useMutation<TranslationProvidersInfo, Error, SetTranslationProviderRequest>({
    scope: { id: 'translation-providers' },
    mutationFn: (change) => bridged(() => deckhand().translation.setProvider(change)),
    onSuccess: (info) => {
      queryClient.setQueryData(queryKeys.translationProviders, info);
      void queryClient.invalidateQueries({ queryKey: queryKeys.tools });
    },
  });
}
