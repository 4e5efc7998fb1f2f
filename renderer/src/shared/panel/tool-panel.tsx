import type { ComponentType } from 'react';
import { useStore } from 'zustand';
import type { StagedFile } from '../../../../shared/contract/ipc';
import { asDeckhandError } from '../bridge-error';
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
import { formatSize } from '../../i18n/format';
import { translateOr, useT } from '../../i18n/i18n';
import { panelAction, panelListLabel, panelNoun, panelReadyHint } from './panel-words';

/** Every tool panel: drop zone, staged files, the tool's options, start, and the live cards of what was sent. */
function newestResult(panelId: string): HTMLElement | null {
  const heading = document.getElementById(`${panelId}-results-heading`);
  return heading?.closest('section')?.querySelector<HTMLElement>('.results__item') ?? heading;
}

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
  const t = useT();
  const noun = panelNoun(panel);
  const headingId = `${panel.id}-heading`;
  const hintId = `${panel.id}-hint`;

  const blocker = tool ? panelBlocker(panel, tool, options, items, tools) : null;
  const totalBytes = items.reduce((sum, item) => sum + item.size, 0);
  const limit = tool ? stagingLimit(panel, tool) : (panel.maxStaged ?? Number.POSITIVE_INFINITY);
  const available = tool !== undefined && !tool.unavailable;
  const Options = panel.options?.Component;
  const startError = (submit.error ?? retry.error) ? asDeckhandError(submit.error ?? retry.error) : null;

  const onStart = () => {
    if (!tool || blocker) return;
    const files = items.flatMap((item) => (item.staged ? [item.staged] : []));
    submit.mutate(plannedRequests(panel, tool, options, files), {
      onSuccess: () => {
        clear();
        // The Start button is disabled with the list empty: focus goes to the newest result card (the list is newest
        // first), rather than falling to the page.
        requestAnimationFrame(() => newestResult(panel.id)?.focus());
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
      ? (blocker ?? (tool?.minFiles === 0 ? panelReadyHint(panel) : null))
      : t('panel.stagedSummary', {
          files: t(`noun.${noun}.count`, { count: items.length }),
          size: formatSize(totalBytes),
          hint: blocker ?? panelReadyHint(panel),
        });

  return (
    <section className="panel" aria-labelledby={headingId} data-panel={panel.id}>
      <header className="panel__header">
        <h1 id={headingId}>{tool?.title ?? translateOr(`nav.panel.${panel.id}`, panel.navLabel)}</h1>
        {tool ? <p className="panel__summary">{tool.summary}</p> : null}
      </header>

      {toolError ? (
        <Banner tone="error" role="alert" title={t('panel.toolsFailed')}>
          <p>{asDeckhandError(toolError).message}</p>
        </Banner>
      ) : !toolPending && !tool ? (
        <Banner tone="warning" title={t('panel.notAvailable', { tool: translateOr(`nav.panel.${panel.id}`, panel.navLabel) })}>
          <p>{t('panel.notOfferedHint')}</p>
        </Banner>
      ) : tool?.unavailable ? (
        <Banner tone="warning" title={t('panel.cannotRunYet', { tool: tool.title })}>
          <p>{tool.unavailable}</p>
        </Banner>
      ) : null}

      <PanelDropArea
        panelId={panel.id}
        tool={tool}
        noun={noun}
        limit={limit}
        disabled={!available}
        onFiles={(files) => void addFiles(files)}
      />
      <IntakeNotices store={store} />
      <StagedFileList
        store={store}
        ordered={panel.ordered}
        label={panelListLabel(panel)}
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
              {t('panel.clearList')}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--primary"
            aria-describedby={hintId}
            disabled={blocker !== null || submit.isPending || !available}
            onClick={onStart}
          >
            {submit.isPending ? t('panel.starting') : panelAction(panel)}
          </button>
        </div>
      </div>

      {startError ? (
        <Banner
          tone="error"
          role="alert"
          title={t('panel.nothingStarted', { tool: tool?.title ?? translateOr(`nav.panel.${panel.id}`, panel.navLabel) })}
        >
          <FailureText failure={startError} context={{ backend }} />
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
