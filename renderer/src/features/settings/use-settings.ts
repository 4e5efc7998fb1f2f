import { notifyManager, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Settings } from '../../../../shared/contract/ipc';
import { deckhand } from '../../shared/bridge';
import { bridged } from '../../shared/bridge-error';
import { queryKeys } from '../../shared/query-keys';

export function useSettings() {
  return useQuery({ queryKey: queryKeys.settings, queryFn: () => deckhand().settings.get(), staleTime: Number.POSITIVE_INFINITY });
}

/**
 * Saves a change. `shown(settings)` has it at once, in the same render as the click (a switch must not flip back
 * while main saves it); then the settings main answers with replace it, or the old value shows again when main
 * refused the change. Changes go one after the other, so an older answer never overwrites a newer choice.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Partial<Settings>>({});
  const mutation = useMutation<Settings, Error, Partial<Settings>>({
    scope: { id: 'settings' },
    mutationFn: (patch) => bridged(() => deckhand().settings.update(patch)),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.settings, settings),
  });
  const mutate = (patch: Partial<Settings>, options?: { onSuccess?: (settings: Settings) => void }) => {
    setPending((previous) => ({ ...previous, ...patch }));
    mutation.mutate(patch, {
      ...options,
      // Queued behind the cache's own notice of main's answer, so both land in one render and nothing flips back.
      onSettled: () =>
        notifyManager.schedule(() =>
          setPending((previous) => {
            const next = { ...previous };
            for (const key of Object.keys(patch) as (keyof Settings)[]) if (next[key] === patch[key]) delete next[key];
            return next;
          }),
        ),
    });
  };
  const shown = (settings: Settings): Settings => ({ ...settings, ...pending });
  return { mutate, shown, isPending: mutation.isPending, isSuccess: mutation.isSuccess, error: mutation.error };
}
