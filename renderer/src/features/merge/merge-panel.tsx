import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ComponentType } from 'react';
import type { SubmitTaskRequest } from '../../../../shared/contract/ipc';
import { deckhand } from '../../shared/bridge';
import { asDeckhandError } from '../../shared/bridge-error';
import { errorAdvice, fileKindFor } from '../../shared/error-advice';
import { formatBytes } from '../../../../shared/format-bytes';
import { queryKeys } from '../../shared/query-keys';
import type { SubmissionState, SubmissionViewProps } from '../../shared/submission-state';
import { useTool } from '../../shared/use-tools';
import { Banner } from '../../shared/ui/banner';
import { FailureText } from '../../shared/ui/failure-text';
import { mergeTaskName } from './merge-name';
import { useMergeSubmissions } from './merge-submissions-store';
import { MERGE_TOOL_TYPE } from './merge-tool';
import { StagedFileList } from './staged-file-list';
import { useStagedFiles } from './staged-files-store';
import { useMergeIntake } from './use-merge-intake';

function mergeBlocker(count: number, staging: number, failed: number, minFiles: number): string | null {
  if (staging > 0) return 'Wait until every deck has been added.';
  if (failed > 0) return 'Remove the decks that could not be added.';
  if (count < minFiles) return `Add at least ${minFiles} decks to merge.`;
  return null;
}

export function MergePanel(props: { SubmissionView: ComponentType<SubmissionViewProps> }) {
  const { SubmissionView } = props;
  const queryClient = useQueryClient();
  const { tool, isPending: toolPending, error: toolError } = useTool(MERGE_TOOL_TYPE);
  const items = useStagedFiles((state) => state.items);
  const notices = useStagedFiles((state) => state.notices);
  const dismissNotice = useStagedFiles((state) => state.dismissNotice);
  const clear = useStagedFiles((state) => state.clear);
  const submissions = useMergeSubmissions((state) => state.submissions);
  const { addFiles, addStaged } = useMergeIntake();
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = useMutation<string, Error, SubmitTaskRequest>({
    mutationFn: async (request) => {
      try {
        const { submissionId } = await deckhand().tasks.submit(request);
        queryClient.setQueryData<SubmissionState>(queryKeys.submission(submissionId), (old) => ({ ...old, request }));
        return submissionId;
      } catch (reason) {
        throw asDeckhandError(reason);
      }
    },
  });

  const minFiles = tool?.minFiles ?? 2;
  const staging = items.filter((item) => item.state === 'staging').length;
  const failed = items.filter((item) => item.state === 'failed').length;
  const blocker = mergeBlocker(items.length, staging, failed, minFiles);
  const totalBytes = items.reduce((sum, item) => sum + item.size, 0);
  const fileKind = fileKindFor(tool?.extensions ?? ['.pptx']) ?? 'files';

  const onMerge = () => {
    const files = items.flatMap((item) => (item.staged ? [item.staged] : []));
    const name = mergeTaskName(files);
    const request: SubmitTaskRequest = { type: MERGE_TOOL_TYPE, params: {}, files, ...(name ? { name } : {}) };
    submit.mutate(request, {
      onSuccess: (id) => {
        useMergeSubmissions.getState().add({ id, request });
        clear();
      },
    });
  };

  const retry = (oldId: string, request: SubmitTaskRequest) => {
    submit.mutate(request, { onSuccess: (id) => useMergeSubmissions.getState().replace(oldId, { id, request }) });
  };

  // The files stay on disk (or in the web host's staging dir) after a submission, so they can go back in the list.
  const edit = async (request: SubmitTaskRequest, fileName: string | undefined) => {
    const listed = new Set(useStagedFiles.getState().items.flatMap((item) => (item.staged ? [item.staged.path] : [])));
    await addStaged(request.files.filter((file) => !listed.has(file.path)));
    const items = useStagedFiles.getState().items;
    const target =
      items.find((item) => fileName !== undefined && item.name === fileName) ??
      items.find((item) => request.files.some((file) => file.path === item.staged?.path));
    if (!target) return;
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`.staged-list li[data-key="${CSS.escape(target.key)}"]`)?.focus());
  };

  const limits = tool
    ? [
        tool.extensions.join(', ') || 'Supported files',
        tool.maxFileBytes !== null ? `up to ${formatBytes(tool.maxFileBytes)} each` : null,
        `at least ${tool.minFiles} ${tool.minFiles === 1 ? 'file' : 'files'}`,
      ]
        .filter(Boolean)
        .join(' · ')
    : '';

  return (
    <section className="panel" aria-labelledby="merge-heading">
      <header className="panel__header">
        <h1 id="merge-heading">{tool?.title ?? 'Merge decks'}</h1>
        <p className="panel__summary">{tool?.summary ?? 'Merge two or more PowerPoint decks into one, in the order given.'}</p>
      </header>

      {toolError ? (
        <Banner tone="error" role="alert" title="Deckhand could not load its tools">
          <p>{asDeckhandError(toolError).message}</p>
        </Banner>
      ) : !toolPending && !tool ? (
        <Banner tone="warning" title="Merging is not available">
          <p>The selected backend does not offer the PPTX merger. Choose another backend in Settings.</p>
        </Banner>
      ) : null}

      <div className="dropzone">
        <svg className="dropzone__icon" viewBox="0 0 48 48" aria-hidden="true">
          <rect x="9" y="6" width="26" height="32" rx="3" />
          <rect x="15" y="11" width="26" height="32" rx="3" />
          <path d="M28 21v13m-6-6 6 6 6-6" />
        </svg>
        <p className="dropzone__title">Drop {fileKind} anywhere in this window</p>
        <p className="dropzone__or">
          or{' '}
          <button id="merge-choose-files" type="button" className="button" onClick={() => inputRef.current?.click()} disabled={!tool}>
            Choose files…
          </button>
        </p>
        {limits ? <p className="dropzone__limits">{limits}</p> : null}
        <input
          ref={inputRef}
          className="file-input"
          type="file"
          multiple
          aria-label="Add decks"
          accept={tool ? [...tool.extensions, ...tool.mimeTypes].join(',') : '.pptx'}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            if (files.length > 0) void addFiles(files);
          }}
        />
      </div>

      {notices.length > 0 ? (
        <ul className="notices" aria-label="Files not added">
          {notices.map((notice) => (
            <li key={notice.id} className="notice">
              <span role="alert">{notice.text}</span>
              <button type="button" className="icon-button" aria-label="Dismiss message" onClick={() => dismissNotice(notice.id)}>
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <StagedFileList />

      <div className="merge-bar">
        <p className="merge-bar__summary" id="merge-hint">
          {items.length === 0
            ? blocker
            : `${items.length} ${items.length === 1 ? 'deck' : 'decks'}, ${formatBytes(totalBytes)}. ${blocker ?? 'Slides keep this order.'}`}
        </p>
        <div className="merge-bar__actions">
          {items.length > 0 ? (
            <button type="button" className="button button--quiet" onClick={clear}>
              Clear list
            </button>
          ) : null}
          <button
            type="button"
            className="button button--primary"
            aria-describedby="merge-hint"
            disabled={blocker !== null || submit.isPending || !tool}
            onClick={onMerge}
          >
            {submit.isPending ? 'Starting…' : 'Merge'}
          </button>
        </div>
      </div>

      {submit.error ? (
        <Banner tone="error" role="alert" title="The merge could not start">
          <FailureText
            message={submit.error.message}
            code={(submit.error as { code?: string }).code}
            advice={errorAdvice((submit.error as { code?: string }).code ?? 'internal_error', { fileKind })}
          />
        </Banner>
      ) : null}

      {submissions.length > 0 ? (
        <section className="results" aria-labelledby="merge-results-heading">
          <h2 id="merge-results-heading">Merges</h2>
          <ul className="results__list">
            {submissions.map((entry) => (
              <li key={entry.id}>
                <SubmissionView
                  submissionId={entry.id}
                  onRetry={() => retry(entry.id, entry.request)}
                  onEdit={(fileName) => void edit(entry.request, fileName)}
                  onDismiss={() => useMergeSubmissions.getState().dismiss(entry.id)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
