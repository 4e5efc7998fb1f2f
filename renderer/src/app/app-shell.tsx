import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HistoryView } from '../features/history';
import { MergePanel, useMergeIntake, useMergeSubmissions } from '../features/merge';
import { SettingsView } from '../features/settings';
import { SubmissionCard } from '../features/tasks';
import { asDeckhandError } from '../shared/bridge-error';
import { queryKeys } from '../shared/query-keys';
import type { SubmissionState } from '../shared/submission-state';
import { useAppInfo } from '../shared/use-app-info';
import { ToastArea } from '../shared/ui/toast-area';
import { useAppIntents } from './app-intents-store';
import { BrandMark } from './brand-mark';
import { MainNav } from './main-nav';
import { useHashRoute } from './use-hash-route';
import { WindowDropZone } from './window-drop-zone';

function focusTaskElement(id: string): void {
  // Two frames: the route change renders first, then the card or row exists.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const element = document.getElementById(`task-${id}`);
      element?.scrollIntoView({ block: 'center' });
      element?.focus();
    }),
  );
}

export function AppShell() {
  const [route, navigate] = useHashRoute();
  const queryClient = useQueryClient();
  const intake = useMergeIntake();
  const info = useAppInfo();
  const openFiles = useAppIntents((state) => state.openFiles);
  const focusTaskId = useAppIntents((state) => state.focusTaskId);

  useEffect(() => {
    if (openFiles.length === 0) return;
    navigate('merge');
    for (const batch of useAppIntents.getState().takeOpenFiles()) void intake.addStaged(batch);
  }, [openFiles, navigate, intake]);

  const showTask = (id: string) => {
    const inMergePanel = useMergeSubmissions
      .getState()
      .submissions.some((entry) => queryClient.getQueryData<SubmissionState>(queryKeys.submission(entry.id))?.taskId === id);
    navigate(inMergePanel ? 'merge' : 'history');
    focusTaskElement(id);
  };

  useEffect(() => {
    if (!focusTaskId) return;
    useAppIntents.getState().clearFocusTask();
    showTask(focusTaskId);
  });

  const onDrop = (files: File[]) => {
    if (files.length === 0) return;
    navigate('merge');
    void intake.addFiles(files);
  };

  return (
    <WindowDropZone label="Drop decks to merge" onDrop={onDrop}>
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to content
      </a>
      <div className="app">
        <header className="app__header">
          <div className="brand">
            <BrandMark />
            <span className="brand__name">Deckhand</span>
          </div>
          <MainNav current={route} />
          {info.data ? (
            <span className="backend-chip" title={info.data.backend.baseUrl}>
              {info.data.backend.kind === 'local' ? 'Local engine' : 'DeckFlow cloud'}
            </span>
          ) : null}
        </header>
        <main id="main" className="app__main" tabIndex={-1}>
          {info.error ? (
            <div className="startup-error" role="alert">
              <h1>Deckhand cannot reach its engine</h1>
              <p>{asDeckhandError(info.error).message}</p>
              <p className="muted">
                In a browser, open the exact address that <code>npm run web</code> printed (it carries a <code>?token=</code>); in the
                desktop app, restart Deckhand.
              </p>
            </div>
          ) : route === 'history' ? (
            <HistoryView />
          ) : route === 'settings' ? (
            <SettingsView />
          ) : (
            <MergePanel SubmissionView={SubmissionCard} />
          )}
        </main>
      </div>
      <ToastArea onShowTask={showTask} />
    </WindowDropZone>
  );
}
