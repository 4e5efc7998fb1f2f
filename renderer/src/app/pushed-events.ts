import type { QueryClient } from '@tanstack/react-query';
import type { DeckhandApi } from '../../../shared/contract/bridge';
import type { AppInfo, EngineStatus } from '../../../shared/contract/ipc';
import { isTerminalStatus } from '../../../shared/contract/service';
import type { Task } from '../../../shared/contract/service';
import { prependToHistory, removeFromHistory, replaceInHistory } from '../shared/history-cache';
import { usePanelTasks } from '../shared/panel/panel-tasks-store';
import { queryKeys } from '../shared/query-keys';
import { adoptQuietTask, forgetQuietTask, isQuietTask } from '../shared/quiet-tasks';
import type { SubmissionState } from '../shared/submission-state';
import { useToasts } from '../shared/toasts-store';
import { meansUnreachable, useCloudReachability } from '../shared/cloud-reachability';
import { useAppIntents } from './app-intents-store';

/**
 * Routes every pushed event into the query cache (and UI intents), so views re-render from what main says
 * instead of polling. Installed before the first render, so nothing sent during start-up is missed.
 */
export function installPushedEvents(
  api: DeckhandApi,
  queryClient: QueryClient,
  hooks: { onTaskFinished?(task: Task): void } = {},
): () => void {
  const patchSubmission = (id: string, patch: Partial<SubmissionState>) =>
    queryClient.setQueryData<SubmissionState>(queryKeys.submission(id), (old) => ({ ...old, ...patch }));

  const unsubscribers = [
    api.on('submission:progress', (progress) => patchSubmission(progress.submissionId, { progress })),
    api.on('submission:created', ({ submissionId, task }) => {
      queryClient.setQueryData(queryKeys.task(task.id), task);
      patchSubmission(submissionId, { taskId: task.id });
      if (adoptQuietTask(submissionId, task.id)) return;
      usePanelTasks.getState().linkTask(submissionId, task.id);
      if (!replaceInHistory(queryClient, task)) prependToHistory(queryClient, task);
    }),
    api.on('submission:failed', ({ submissionId, error }) => {
      patchSubmission(submissionId, { error });
      if (meansUnreachable(error.code)) useCloudReachability.getState().report(error.message);
    }),
    api.on('task:update', (task) => {
      const previous = queryClient.getQueryData<Task>(queryKeys.task(task.id));
      queryClient.setQueryData(queryKeys.task(task.id), task);
      if (isQuietTask(task.id)) return;
      // A task no list holds yet was just created, here or by another client: it goes on top.
      if (!replaceInHistory(queryClient, task) && !previous) prependToHistory(queryClient, task);
      if (previous && !isTerminalStatus(previous.status) && isTerminalStatus(task.status)) hooks.onTaskFinished?.(task);
    }),
    api.on('task:removed', ({ id }) => {
      queryClient.removeQueries({ queryKey: queryKeys.task(id), exact: true });
      forgetQuietTask(id);
      usePanelTasks.getState().forgetTask(id);
      removeFromHistory(queryClient, id);
      useToasts.getState().dismissTask(id);
    }),
    api.on('tasks:resync', () => void queryClient.invalidateQueries({ queryKey: queryKeys.historyAll })),
    api.on('backend:changed', (backend) => {
      useCloudReachability.getState().report(null);
      queryClient.setQueryData<AppInfo>(queryKeys.appInfo, (info) => (info ? { ...info, backend } : info));
      // Another backend has other tools and other tasks: everything read from the old one goes.
      void queryClient.invalidateQueries({ queryKey: queryKeys.appInfo });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tools });
      queryClient.removeQueries({ queryKey: ['task'] });
      void queryClient.resetQueries({ queryKey: queryKeys.historyAll });
    }),
    api.on('engine:status', (engineStatus) => {
      const before =
        queryClient.getQueryData<EngineStatus>(queryKeys.engineStatus) ??
        queryClient.getQueryData<AppInfo>(queryKeys.appInfo)?.engineStatus;
      queryClient.setQueryData(queryKeys.engineStatus, engineStatus);
      queryClient.setQueryData<AppInfo>(queryKeys.appInfo, (info) => (info ? { ...info, engineStatus } : info));
      // Not read yet (the first read may still be on its way with an older state): read it again after this news.
      if (!before) void queryClient.invalidateQueries({ queryKey: queryKeys.appInfo });
      // Back after a restart: what the page read from the old process (tools, History) is read again.
      if (engineStatus.state === 'running' && before && before.state !== 'running') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.appInfo });
        void queryClient.invalidateQueries({ queryKey: queryKeys.tools });
        void queryClient.invalidateQueries({ queryKey: queryKeys.historyAll });
      }
    }),
    api.on('ui:openFiles', ({ files }) => useAppIntents.getState().requestOpenFiles(files)),
    api.on('ui:focusTask', ({ id }) => useAppIntents.getState().requestFocusTask(id)),
  ];
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}
