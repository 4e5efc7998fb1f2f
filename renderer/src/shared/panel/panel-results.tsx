import type { ComponentType } from 'react';
import type { SubmitTaskRequest } from '../../../../shared/contract/ipc';
import type { SubmissionViewProps } from '../submission-state';
import { SaveAllResults } from '../ui/save-all-results';
import type { Panel } from './panel-definition';
import { usePanelTasks } from './panel-tasks-store';
import { useT } from '../../i18n/i18n';

/** The cards of what this panel sent, newest first: upload progress, then the task's live state and result. */
export function PanelResults(props: {
  panel: Panel;
  SubmissionView: ComponentType<SubmissionViewProps>;
  onRetry: (submissionId: string, request: SubmitTaskRequest) => void;
  onEdit: (request: SubmitTaskRequest, fileName: string | undefined) => void;
}) {
  const t = useT();
  const { panel, SubmissionView } = props;
  const entries = usePanelTasks((state) => state.entries).filter((entry) => entry.panelId === panel.id);
  if (entries.length === 0) return null;
  const headingId = `${panel.id}-results-heading`;
  return (
    <section className="results" aria-labelledby={headingId}>
      <div className="results__header">
        <h2 id={headingId} tabIndex={-1}>
          {t('panel.results')}
        </h2>
        <SaveAllResults taskIds={entries.flatMap((entry) => (entry.taskId ? [entry.taskId] : []))} />
      </div>
      <ul className="results__list">
        {entries.map((entry) => (
          // The item, not the card inside it, takes the focus after Start: the card is replaced when the upload becomes a
          // task, and the focus would fall to the page with it.
          <li key={entry.submissionId} id={`submission-${entry.submissionId}`} className="results__item" tabIndex={-1}>
            <SubmissionView
              submissionId={entry.submissionId}
              taskId={entry.taskId}
              request={entry.request}
              onRetry={() => props.onRetry(entry.submissionId, entry.request)}
              onEdit={(fileName) => props.onEdit(entry.request, fileName)}
              onDismiss={() => usePanelTasks.getState().dismiss(entry.submissionId)}
              ResultView={panel.ResultView}
              ResultActions={panel.ResultActions}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
