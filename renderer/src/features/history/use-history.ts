import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TaskPage } from '../../../../shared/contract/ipc';
import type { Task } from '../../../../shared/contract/service';
import { deckhand } from '../../shared/bridge';
import type { HistoryData } from '../../shared/history-cache';
import { queryKeys } from '../../shared/query-keys';

export const HISTORY_PAGE_SIZE = 100;

/** The pages' tasks in order; a task created between two page reads shifts the offsets by one, so one may come twice. */
function distinctTasks(pages: readonly TaskPage[]): Task[] {
  const seen = new Set<string>();
  const tasks: Task[] = [];
  for (const page of pages) {
    for (const task of page.tasks) {
      if (seen.has(task.id)) continue;
      seen.add(task.id);
      tasks.push(task);
    }
  }
  return tasks;
}

/** The backend's tasks, newest first, a page at a time; pushed events keep loaded pages current (history-cache.ts). */
export function useHistory(type: string | null) {
  const query = useInfiniteQuery<TaskPage, Error, HistoryData, readonly unknown[], number>({
    queryKey: queryKeys.history(type),
    queryFn: ({ pageParam }) => deckhand().tasks.list({ ...(type ? { type } : {}), startIndex: pageParam, maxResults: HISTORY_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.tasks.length, 0);
      return loaded < last.total && last.tasks.length > 0 ? loaded : undefined;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Once per change of the pages, not per render: History re-renders on every scroll step over 10,000 tasks.
  const tasks = useMemo(() => distinctTasks(query.data?.pages ?? []), [query.data?.pages]);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { ...query, tasks, total };
}
