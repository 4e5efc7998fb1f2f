import { useMutation } from '@tanstack/react-query';
import type { RecipeFileState, RecipeRunState } from '../../../../shared/contract/recipes';
import { isFailureCode } from '../../../../shared/contract/error-codes';
import type { TaskError } from '../../../../shared/contract/service';
import { failureWords } from '../../shared/error-text';
import { toolTitle } from '../../shared/tool-words';
import { asDeckhandError, bridged } from '../../shared/bridge-error';
import { deckhand } from '../../shared/bridge';
import { useToasts } from '../../shared/toasts-store';
import { ProgressBar } from '../../shared/ui/progress-bar';
import { useRecipeRuns } from './use-automations';
import { translate, useT } from '../../i18n/i18n';
import { listOf, readingChain } from '../../i18n/format';

/**
 * Why a file failed, in the window's language: a failure by its code as every card says it (the engine's English
 * names a file or a limit the code's sentence has too); a code this window does not know, by core's own words.
 */
function failureReason(step: { type: string } | undefined, error: TaskError | undefined): string {
  if (!error) return translate('auto.state.unknownReason');
  return isFailureCode(error.code) ? failureWords(error, step ? { taskType: step.type } : {}).text : error.message;
}

/** Where a file is in the chain, in the window's language (the command line says it with describeFileState). */
function fileState(run: Pick<RecipeRunState, 'steps'>, file: RecipeFileState): string {
  switch (file.status) {
    case 'queued':
      return translate('auto.state.queued');
    case 'ready':
      return translate('auto.state.ready');
    case 'cancelled':
      return translate('auto.state.cancelled');
    case 'failed':
      return translate('auto.state.failed', { reason: failureReason(run.steps[file.step], file.error) });
    case 'running': {
      const step = run.steps[file.step];
      const at = { step: file.step + 1, steps: run.steps.length, title: step ? toolTitle(step) : '' };
      return file.pieces && file.pieces.total > 1
        ? translate('auto.state.runningPieces', { ...at, done: file.pieces.done, total: file.pieces.total })
        : translate('auto.state.running', at);
    }
  }
}

function RunCard(props: { run: RecipeRunState }) {
  const { run } = props;
  const t = useT();
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
          subject: t('auto.fileCount', { count: outcome.files }),
          title: t('auto.savedIn', { folder: outcome.folder }),
        });
    },
    onError: report,
  });
  const label = t('auto.runLabel', { name: run.recipe.name, count: run.files.length });
  return (
    <article className="run-card" aria-label={label}>
      <header className="run-card__head">
        <h3>{label}</h3>
        <p className="muted">{readingChain(run.steps.map((step) => toolTitle(step)))}</p>
      </header>
      <table className="run-files-table">
        <thead>
          <tr>
            <th scope="col">{t('auto.file')}</th>
            <th scope="col">{t('auto.where')}</th>
            <th scope="col">{t('auto.result')}</th>
            <th scope="col">
              <span className="sr-only">{t('auto.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {run.files.map((file) => {
            const state = fileState(run, file);
            return (
              <tr key={file.id} data-status={file.status}>
                <th scope="row">
                  <bdi>{file.name}</bdi>
                </th>
                <td>
                  <span className="run-state">{state}</span>
                  {file.status === 'running' ? <ProgressBar value={file.progress} label={`${file.name}: ${state}`} /> : null}
                </td>
                <td>
                  {/* File names and paths read left to right in an Arabic window too ("poi-640w.webp" would wrap at the wrong end). */}
                  <bdi>{listOf(file.outputs.map((output) => output.path ?? output.fileName))}</bdi>
                </td>
                <td>
                  {file.status === 'failed' || file.status === 'cancelled' ? (
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={t('auto.retryFile', { name: file.name })}
                      onClick={() => action.mutate(() => api.retry(run.id, file.id))}
                    >
                      {t('auto.retry')}
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
            {t('ui.cancel')}
          </button>
        ) : null}
        {failed.length > 1 ? (
          <button type="button" className="button" onClick={() => action.mutate(() => api.retry(run.id))}>
            {t('auto.retryAll')}
          </button>
        ) : null}
        {ready.length > 0 ? (
          <button type="button" className="button button--primary" disabled={saveAll.isPending} onClick={() => saveAll.mutate()}>
            {t('auto.saveAll')}
          </button>
        ) : null}
        {run.status !== 'running' ? (
          <button type="button" className="button button--quiet" onClick={() => action.mutate(() => api.dismiss(run.id))}>
            {t('ui.dismiss')}
          </button>
        ) : null}
      </div>
    </article>
  );
}

/** This session's runs, newest first, each file's place in the chain live. */
export function RunsList() {
  const t = useT();
  const runs = useRecipeRuns().data ?? [];
  if (runs.length === 0) return null;
  return (
    <section className="automations__part" aria-labelledby="runs-heading">
      <h2 id="runs-heading">{t('auto.runs')}</h2>
      {[...runs].reverse().map((run) => (
        <RunCard key={run.id} run={run} />
      ))}
    </section>
  );
}
