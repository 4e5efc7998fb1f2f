import { useQuery } from '@tanstack/react-query';
import { bridged } from '../../shared/bridge-error';
import { deckhand } from '../../shared/bridge';
import { queryKeys } from '../../shared/query-keys';

export function useRecipes() {
  return useQuery({ queryKey: queryKeys.recipes, queryFn: () => bridged(() => deckhand().recipes.list()) });
}

/** This session's runs; `recipe:update` keeps them current (app/pushed-events.ts). */
export function useRecipeRuns() {
  return useQuery({
    queryKey: queryKeys.recipeRuns,
    queryFn: () => bridged(() => deckhand().recipes.runs()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useWatchFolders() {
  return useQuery({
    queryKey: queryKeys.watchFolders,
    queryFn: () => bridged(() => deckhand().watch.list()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
