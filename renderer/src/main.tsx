import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from './app/app-shell';
import { createQueryClient, Providers } from './app/providers';
import { installPushedEvents } from './app/pushed-events';
import { createWebBridge } from './platform/web-bridge';
import type { AppInfo } from '../../shared/contract/ipc';
import { shortenLongWords, splitTechnicalDetails } from './shared/error-text';
import { queryKeys } from './shared/query-keys';
import { useToasts } from './shared/toasts-store';
import { isCancelled, taskErrorMessage } from './shared/task-status';
import './styles/app.css';

// The Electron preload exposes window.deckhand; in a browser (npm run web) the WebSocket bridge stands in.
const webMode = !window.deckhand;
const api = window.deckhand ?? (window.deckhand = createWebBridge(window.location));

const queryClient = createQueryClient();
installPushedEvents(api, queryClient, {
  // The desktop shell shows OS notifications itself; a browser tab (no preload, or a bridge saying so) gets in-page toasts.
  onTaskFinished: (task) => {
    if (!webMode && queryClient.getQueryData<AppInfo>(queryKeys.appInfo)?.transport !== 'web') return;
    useToasts.getState().push(
      task.status === 'completed'
        ? { tone: 'done', subject: task.name, title: 'is ready', taskId: task.id }
        : isCancelled(task)
          ? { tone: 'info', subject: task.name, title: 'was cancelled', taskId: task.id }
          : {
              tone: 'failed',
              subject: task.name,
              title: 'failed',
              body: shortenLongWords(splitTechnicalDetails(taskErrorMessage(task.error).message).summary),
              taskId: task.id,
            },
    );
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <Providers client={queryClient}>
      <AppShell />
    </Providers>
  </StrictMode>,
);
