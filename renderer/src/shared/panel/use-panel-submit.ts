import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitTaskRequest } from '../../../../shared/contract/ipc';
import { deckhand } from '../bridge';
import { bridged } from '../bridge-error';
import { queryKeys } from '../query-keys';
import type { SubmissionState } from '../submission-state';
import { usePanelTasks } from './panel-tasks-store';

/** Sends requests one after the other; every one that main accepts gets its card in the panel, newest first. */
export function usePanelSubmit(panelId: string) {
  const queryClient = useQueryClient();

  const send = async (request: SubmitTaskRequest): Promise<string> => {
    const { submissionId } = await bridged(() => deckhand().tasks.submit(request));
    queryClient.setQueryData<SubmissionState>(queryKeys.submission(submissionId), (old) => ({ ...old, request }));
    return submissionId;
  };

  const submit = useMutation<void, Error, SubmitTaskRequest[]>({
    mutationFn: async (requests) => {
      for (const request of requests) {
        const submissionId = await send(request);
        usePanelTasks.getState().add({ panelId, submissionId, request });
      }
    },
  });

  const retry = useMutation<void, Error, { submissionId: string; request: SubmitTaskRequest }>({
    // A retried file is one task of its own: the batch it was first sent with has had its summary.
    mutationFn: async ({ submissionId, request: { batch: _batch, ...request } }) => {
      const next = await send(request);
      usePanelTasks.getState().replace(submissionId, { panelId, submissionId: next, request });
    },
  });

  return { submit, retry };
}
