import { useMutation } from '@tanstack/react-query';
import type { RecipeRunState } from '../../../../shared/contract/recipes';
import { describeFileState } from '../../../../shared/contract/recipes';
import { asDeckhandError, bridged } from '../../shared/bridge-error';
import { deckhand } from '../../shared/bridge';
import { useToasts } from '../../shared/toasts-store';
import { ProgressBar } from '../../shared/ui/progress-bar';
import { useRecipeRuns } from './use-automations';

function RunCard(props: { run: RecipeRunState }) {
  const { run } = props;
  const api = deckhand().recipes;
  const failed = run.files.filter((file) => file.status === 'failed' || file.status === 'cancelled');
  const ready = run.files.filter((file) => file.status === 'ready');
  const report = (error: unknown) => useToasts.getState().push({ tone: 'failed', title: asDeckhandError(error).message });
  const action = useMutation({ mutationFn: (call: () => Promise<unknown>) => bridged(call), onError: report });
  const saveAll = useMutation({
    mutationFn: () => bridged(() => api.saveAll(run.id)),
    onSuccess: (outcome) => {
      if (outcome.kind === 'saved')
        useToasts.getState().push({
          tone: 'done',
          subject: `${outcome.files} ${outcome.files === 1 ? 'file' : 'files'}`,
          title: `saved in ${outcome.folder}`,
        });
    },
    onError: report,
  });
  const label = `${run.recipe.name}: ${run.files.length} ${run.files.length === 1 ? 'file' : 'files'}`;
  return (
    <article className="run-card" aria-label={label}>
      <header className="run-card__head">
        <h3>{label}</h3>
        <p className="muted">{run.steps.map((step) => step.title).join(' → ')}</p>
      </header>
      <table className="run-files-table">
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Where it is</th>
            <th scope="col">Result</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {run.files.map((file) => {
            const state = describeFileState(run, file);
            return (
              <tr key={file.id} data-status={file.status}>
                <th scope="row">{file.name}</th>
                <td>
                  <span className="run-state">{state}</span>
                  {file.status === 'running' ? <ProgressBar value={file.progress} label={`${file.name}: ${state}`} /> : null}
                </td>
                <td>{file.outputs.map((output) => output.path ?? output.fileName).join(', ')}</td>
                <td>
                  {file.status === 'failed' || file.status === 'cancelled' ? (
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Retry ${file.name}`}
                      onClick={() => action.mutate(() => api.retry(run.id, file.id))}
                    >
                      Retry
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="action-bar">
        {run.status === 'running' ? (
          <button type="button" className="button" onClick={() => action.mutate(() => api.cancel(run.id))}>
            Cancel
          </button>
        ) : null}
        {failed.length > 1 ? (
          <button type="button" className="button" onClick={() => action.mutate(() => api.retry(run.id))}>
            Retry all failed
          </button>
        ) : null}
        {ready.length > 0 ? (
          <button type="button" className="button button--primary" disabled={saveAll.isPending} onClick={() => saveAll.mutate()}>
            Save all
          </button>
        ) : null}
        {run.status !== 'running' ? (
          <button type="button" className="button button--quiet" onClick={() => action.mutate(() => api.dismiss(run.id))}>
            Dismiss
          </button>
        ) : null}
      </div>
    </article>
  );
}

/** This session's runs, newest first, each file's place in the chain live. */
export function RunsList() {
  const runs = useRecipeRuns().data ?? [];
  if (runs.length === 0) return null;
  return (
    <section className="automations__part" aria-labelledby="runs-heading">
      <h2 id="runs-heading">Runs</h2>
      {[...runs].reverse().map((run) => (
        <RunCard key={run.id} run={run} />
      ))}
    </section>
  );
}
