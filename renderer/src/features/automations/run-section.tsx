import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { RecipeRunState } from '../../../../shared/contract/recipes';
import { checkRecipe } from '../../../../shared/recipes/recipe-check';
import { asDeckhandError, bridged } from '../../shared/bridge-error';
import { deckhand } from '../../shared/bridge';
import { queryKeys } from '../../shared/query-keys';
import { useTools } from '../../shared/use-tools';
import { problemText } from '../../shared/recipe-words';
import { draftProblems, draftRecipe } from './draft-recipe';
import { useRecipeDraft } from './recipe-draft-store';
import { addAutomationFiles, useRunFiles } from './run-files-store';
import type { StepForms } from './step-forms';
import { useT } from '../../i18n/i18n';
import { formatSize } from '../../i18n/format';

/** The files to run the recipe on (dropped, chosen, or a folder's), each one checked through the chain, and Run. */
export function RunSection(props: { forms: StepForms }) {
  const { forms } = props;
  const t = useT();
  const tools = useTools().data ?? [];
  const draft = useRecipeDraft();
  const { files, staging, problem, remove, clear, add, setProblem } = useRunFiles();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const recipe = draftRecipe(draft.name, draft.steps, forms);
  const recipeProblems = draftProblems(draft.steps, forms, tools);
  const fileCheck = recipeProblems.length === 0 && files.length > 0 ? checkRecipe(recipe, { tools, files }) : null;
  const fileProblems = fileCheck && !fileCheck.ok ? fileCheck.problems : [];
  const blocker =
    recipeProblems.length > 0
      ? t('auto.finishFirst')
      : files.length === 0
        ? t('auto.addFiles')
        : staging > 0
          ? t('auto.adding')
          : fileProblems[0]
            ? problemText(fileProblems[0])
            : null;

  const run = useMutation({
    mutationFn: () => bridged(() => deckhand().recipes.run(recipe, files)),
    onSuccess: (state) => {
      queryClient.setQueryData<RecipeRunState[]>(queryKeys.recipeRuns, (runs = []) =>
        runs.some((entry) => entry.id === state.id) ? runs : [...runs, state],
      );
      clear();
    },
  });
  const pickFolder = useMutation({
    mutationFn: () => bridged(() => deckhand().recipes.pickFolder()),
    onSuccess: (picked) => add(picked),
    onError: (error) => setProblem(asDeckhandError(error).message),
  });

  return (
    <section className="automations__part" aria-labelledby="run-heading">
      <h2 id="run-heading">{t('auto.runIt')}</h2>
      <div className="dropzone">
        <p className="dropzone__title">{t('auto.dropTitle')}</p>
        <p className="dropzone__or">
          {t('auto.or')}{' '}
          <button type="button" className="button" onClick={() => inputRef.current?.click()}>
            {t('auto.chooseFiles')}
          </button>{' '}
          {deckhand().files.canShowInFolder ? (
            <button type="button" className="button" onClick={() => pickFolder.mutate()}>
              {t('auto.chooseFolder')}
            </button>
          ) : null}
        </p>
        <input
          ref={inputRef}
          className="file-input"
          type="file"
          multiple
          aria-label={t('auto.addFilesLabel')}
          onChange={(event) => {
            const chosen = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            void addAutomationFiles(chosen);
          }}
        />
      </div>
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className="run-files" aria-label={t('auto.filesList')}>
          {files.map((file) => (
            <li key={file.path}>
              <bdi className="run-files__name">{file.name}</bdi> <span className="muted">{formatSize(file.size)}</span>{' '}
              <button
                type="button"
                className="button button--small button--quiet"
                aria-label={t('auto.removeFile', { name: file.name })}
                onClick={() => remove(file.path)}
              >
                {t('auto.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="action-bar">
        <button type="button" className="button button--primary" disabled={blocker !== null || run.isPending} onClick={() => run.mutate()}>
          {t('auto.run')}
        </button>
        <p className="action-bar__hint" role="status">
          {blocker ?? t('auto.through', { files: files.length, steps: draft.steps.length })}
        </p>
      </div>
      {run.error ? (
        <p className="field__error" role="alert">
          {asDeckhandError(run.error).message}
        </p>
      ) : null}
    </section>
  );
}
