import { useQuery } from '@tanstack/react-query';
import type { FontFamily } from '../../../../shared/contract/ipc';
import { deckhand } from '../../shared/bridge';
import { queryKeys } from '../../shared/query-keys';

/** The Google Fonts family of that name (case aside), null when it is not one; undefined while asking. */
export function useGoogleFamily(name: string): { family: FontFamily | null | undefined; error: Error | null } {
  const query = useQuery({
    queryKey: queryKeys.fontFamily(name),
    queryFn: async () => {
      const found = await deckhand().fonts.search({ query: name, limit: 20 });
      return found.find((entry) => entry.family.toLowerCase() === name.trim().toLowerCase()) ?? null;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { family: query.data, error: query.error };
}
