/**
 * History's server state: the backend's task list, newest first, read in pages as the person scrolls, under
 * `queryKeys.history(type)`. Pushed events patch the loaded pages in place (no re-reading of everything on every
 * change): a changed task is replaced where it is, a new one goes on top of the lists whose filter it matches, a
 * deleted one goes. Keeping `total` and the loaded count in step keeps the offsets of later pages right.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { TaskPage } from '../../../shared/contract/ipc';
import type { Task } from '../../../shared/contract/service';
import { queryKeys } from './query-keys';

export type HistoryData = InfiniteData<TaskPage, number>;

function typeFilterOf(queryKey: readonly unknown[]): string | null {
  const filter = queryKey[2];
  return typeof filter === 'string' && filter !== '*' ? filter : null;
}

function withTotal(data: HistoryData, delta: number): HistoryData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, total: Math.max(0, page.total + delta) })) };
}

/** Replaces a listed task; answers whether any list held it. */
export function replaceInHistory(queryClient: QueryClient, task: Task): boolean {
  let listed = false;
  queryClient.setQueriesData<HistoryData>({ queryKey: queryKeys.historyAll }, (data) => {
    if (!data?.pages.some((page) => page.tasks.some((entry) => entry.id === task.id))) return data;
    listed = true;
    return {
      ...data,
      pages: data.pages.map((page) => ({ ...page, tasks: page.tasks.map((entry) => (entry.id === task.id ? task : entry)) })),
    };
  });
  return listed;
}

/** A task no list holds yet (just created here or by another client): on top of every list that shows its type. */
export function prependToHistory(queryClient: QueryClient, task: Task): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: queryKeys.historyAll })) {
    const filter = typeFilterOf(query.queryKey);
    if (filter !== null && filter !== task.type) continue;
    queryClient.setQueryData<HistoryData>(query.queryKey, (data) => {
      if (!data || data.pages.some((page) => page.tasks.some((entry) => entry.id === task.id))) return data;
      const [first, ...rest] = data.pages;
      if (!first) return data;
      return withTotal({ ...data, pages: [{ ...first, tasks: [task, ...first.tasks] }, ...rest] }, 1);
    });
  }
}

export function removeFromHistory(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<HistoryData>({ queryKey: queryKeys.historyAll }, (data) => {
    if (!data?.pages.some((page) => page.tasks.some((entry) => entry.id === id))) return data;
    return withTotal({ ...data, pages: data.pages.map((page) => ({ ...page, tasks: page.tasks.filter((entry) => entry.id !== id) })) }, -1);
  });
}
