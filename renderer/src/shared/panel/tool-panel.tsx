import type { ComponentType } from 'react';
import { useStore } from 'zustand';
import type { StagedFile } from '../../../../shared/contract/ipc';
import { formatBytes } from '../../../../shared/format-bytes';
import { asDeckhandError } from '../bridge-error';
import { errorAdvice, fileKindFor } from '../error-advice';
import type { SubmissionViewProps } from '../submission-state';
import { useTools } from '../use-tools';
import { Banner } from '../ui/banner';
import { FailureText } from '../ui/failure-text';
import { intakeStoreFor } from './intake-store';
import { IntakeNotices } from './intake-notices';
import { panelBlocker, plannedRequests } from './panel-blocker';
import type { Panel } from './panel-definition';
import { PanelDropArea } from './panel-drop-area';
import { usePanelTool } from './panel-tool';
import { usePanelOptionsStore } from './panel-options-store';
import { PanelResults } from './panel-results';
import { StagedFileList } from './staged-file-list';
import { stagingLimit, usePanelIntake } from './use-panel-intake';
import { usePanelSubmit } from './use-panel-submit';
import { useBackendKind } from '../use-app-info';
import { useToasts } from '../toasts-store';
import { usePanelTasks } from './panel-tasks-store';

/** Every tool panel: drop zone, staged files, the tool's options, start, and the live cards of what was sent. */
export function ToolPanel(props: { panel: Panel; SubmissionView: ComponentType<SubmissionViewProps> }) {
  const { panel, SubmissionView } = props;
  const { tool, isPending: toolPending, error: toolError } = usePanelTool(panel);
  const { data: tools } = useTools();
  const store = intakeStoreFor(panel.id);
  const items = useStore(store, (state) => state.items);
  const clear = useStore(store, (state) => state.clear);
  const options = usePanelOptionsStore((state) => state.byPanel[panel.id]) ?? panel.options?.initial;
  const patchOptions = usePanelOptionsStore((state) => state.patch);
  const { addFiles, addStaged } = usePanelIntake(panel);
  const { submit, retry } = usePanelSubmit(panel.id);
  const backend = useBackendKind();
  const [one, many] = panel.fileNoun;
  const headingId = `${panel.id}-heading`;
  const hintId = `${panel.id}-hint`;

  const blocker = tool ? panelBlocker(panel, tool, options, items, tools) : null;
  const totalBytes = items.reduce((sum, item) => sum + item.size, 0);
  const limit = tool ? stagingLimit(panel, tool) : (panel.maxStaged ?? Number.POSITIVE_INFINITY);
  const available = tool !== undefined && !tool.unavailable;
  const fileKind = fileKindFor(tool?.extensions ?? []) ?? many;
  const Options = panel.options?.Component;
  const startError = (submit.error ?? retry.error) ? asDeckhandError(submit.error ?? retry.error) : null;

  const onStart = () => {
    if (!tool || blocker) return;
    const files = items.flatMap((item) => (item.staged ? [item.staged] : []));
    submit.mutate(plannedRequests(panel, tool, options, files), {
      onSuccess: () => {
        clear();
        // The Start button is disabled with the list empty: focus goes to the results, where the new cards are,
        // rather than falling to the page.
        requestAnimationFrame(() => document.getElementById(`${panel.id}-results-heading`)?.focus());
      },
    });
  };

  // The files stay on disk (or in the web host's staging dir) after a submission, so they can go back in the list.
  const edit = async (files: readonly StagedFile[], fileName: string | undefined) => {
    const listed = new Set(store.getState().items.flatMap((item) => (item.staged ? [item.staged.path] : [])));
    await addStaged(files.filter((file) => !listed.has(file.path)));
    const target =
      store.getState().items.find((item) => fileName !== undefined && item.name === fileName) ??
      store.getState().items.find((item) => files.some((file) => file.path === item.staged?.path));
    if (target)
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`.staged-list li[data-key="${CSS.escape(target.key)}"]`)?.focus());
  };

  // A tool that needs no file (Create) is ready with none: say so rather than nothing.
  const summary =
    items.length === 0
      ? (blocker ?? (tool?.minFiles === 0 ? (panel.readyHint ?? 'Ready.') : null))
      : `${items.length} ${items.length === 1 ? one : many}, ${formatBytes(totalBytes)}. ${blocker ?? panel.readyHint ?? 'Ready.'}`;

  return (
    <section className="panel" aria-labelledby={headingId} data-panel={panel.id}>
      <header className="panel__header">
        <h1 id={headingId}>{tool?.title ?? panel.navLabel}</h1>
        {tool ? <p className="panel__summary">{tool.summary}</p> : null}
      </header>

      {toolError ? (
        <Banner tone="error" role="alert" title="Deckhand could not load its tools">
          <p>{asDeckhandError(toolError).message}</p>
        </Banner>
      ) : !toolPending && !tool ? (
        <Banner tone="warning" title={`${panel.navLabel} is not available`}>
          <p>The selected backend does not offer this tool. Choose another backend in Settings.</p>
        </Banner>
      ) : tool?.unavailable ? (
        <Banner tone="warning" title={`${tool.title} cannot run here yet`}>
          <p>{tool.unavailable}</p>
        </Banner>
      ) : null}

      <PanelDropArea
        panelId={panel.id}
        tool={tool}
        noun={panel.fileNoun}
        limit={limit}
        disabled={!available}
        onFiles={(files) => void addFiles(files)}
      />
      <IntakeNotices store={store} />
      <StagedFileList
        store={store}
        ordered={panel.ordered}
        label={panel.listLabel ?? `${many.charAt(0).toUpperCase()}${many.slice(1)} to ${panel.actionLabel.toLowerCase()}`}
        emptyFocusId={`${panel.id}-choose-files`}
        Detail={panel.StagedDetail}
      />

      {Options && tool ? (
        <div className="panel__options">
          <Options
            options={options}
            setOptions={(patch) => patchOptions(panel.id, panel.options?.initial, patch)}
            tool={tool}
            items={items}
            disabled={submit.isPending}
          />
        </div>
      ) : null}

      <div className="action-bar">
        <p className="action-bar__summary" id={hintId}>
          {summary}
        </p>
        <div className="action-bar__actions">
          {items.length > 0 ? (
            <button type="button" className="button button--quiet" onClick={clear}>
              Clear list
            </button>
          ) : null}
          <button
            type="button"
            className="button button--primary"
            aria-describedby={hintId}
            disabled={blocker !== null || submit.isPending || !available}
            onClick={onStart}
          >
            {submit.isPending ? 'Starting…' : panel.actionLabel}
          </button>
        </div>
      </div>

      {startError ? (
        <Banner tone="error" role="alert" title={`${tool?.title ?? panel.navLabel}: nothing was started`}>
          <FailureText message={startError.message} code={startError.code} advice={errorAdvice(startError.code, { fileKind, backend })} />
        </Banner>
      ) : null}

      <PanelResults
        panel={panel}
        SubmissionView={SubmissionView}
        onRetry={(submissionId, request) => {
          const taskId = usePanelTasks.getState().entries.find((entry) => entry.submissionId === submissionId)?.taskId;
          if (taskId) useToasts.getState().dismissTask(taskId);
          retry.mutate({ submissionId, request });
        }}
        onEdit={(request, fileName) => void edit(request.files, fileName)}
      />
    </section>
  );
}
