import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from './app/app-shell';
import { createQueryClient, Providers } from './app/providers';
import { installPushedEvents } from './app/pushed-events';
import { createWebBridge } from './platform/web-bridge';
import type { AppInfo } from '../../shared/contract/ipc';
import { failureWords, shortenLongWords } from './shared/error-text';
import { queryKeys } from './shared/query-keys';
import { useToasts } from './shared/toasts-store';
import { isCancelled, taskErrorMessage } from './shared/task-status';
import { announceTaskEnd } from './shared/task-end-announcement';
import './styles/app.css';
import { translate } from './i18n/i18n';
import { LocaleSync } from './i18n/locale-sync';
import { LiveRegion } from './shared/ui/live-region';

// The Electron preload exposes window.deckhand; in a browser (npm run web) the WebSocket bridge stands in.
const webMode = !window.deckhand;
const api = window.deckhand ?? (window.deckhand = createWebBridge(window.location));

const queryClient = createQueryClient();
installPushedEvents(api, queryClient, {
  // The desktop shell shows OS notifications itself; a browser tab (no preload, or a bridge saying so) gets in-page toasts.
  onTaskFinished: (task) => {
    if (!webMode && queryClient.getQueryData<AppInfo>(queryKeys.appInfo)?.transport !== 'web') return;
    // Said once, in the live region, with the card's own words (the card asks too; whichever is first speaks).
    announceTaskEnd(task);
    useToasts.getState().push(
      task.status === 'completed'
        ? { tone: 'done', subject: task.name, title: translate('app.toast.ready'), taskId: task.id, quiet: true }
        : isCancelled(task)
          ? { tone: 'info', subject: task.name, title: translate('app.toast.cancelled'), taskId: task.id, quiet: true }
          : {
              tone: 'failed',
              subject: task.name,
              title: translate('app.toast.failed'),
              body: shortenLongWords(failureWords(taskErrorMessage(task.error), { taskType: task.type }).text),
              taskId: task.id,
              quiet: true,
            },
    );
  },
  // A recipe run is announced once, when every file is through (its steps' tasks make no toast of their own).
  onRecipeFinished: (run) => {
    const ready = run.files.filter((file) => file.status === 'ready').length;
    useToasts.getState().push({
      tone: ready === run.files.length ? 'done' : 'failed',
      subject: run.recipe.name,
      title:
        ready === run.files.length
          ? translate('app.toast.recipeDone', { count: ready })
          : translate('app.toast.recipeFinished', { ready, total: run.files.length }),
    });
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <Providers client={queryClient}>
      <LocaleSync />
      <LiveRegion />
      <AppShell />
    </Providers>
  </StrictMode>,
);
