import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from './app/app-shell';
import { createQueryClient, Providers } from './app/providers';
import { installPushedEvents } from './app/pushed-events';
import { createWebBridge } from './platform/web-bridge';
import { useToasts } from './shared/toasts-store';
import { taskErrorMessage } from './shared/task-status';
import './styles/app.css';

// The Electron preload exposes window.deckhand; in a browser (npm run web) the WebSocket bridge stands in.
const webMode = !window.deckhand;
const api = window.deckhand ?? (window.deckhand = createWebBridge(window.location));

const queryClient = createQueryClient();
installPushedEvents(api, queryClient, {
  // The desktop shell shows OS notifications itself; a browser tab gets in-page toasts instead.
  onTaskFinished: webMode
    ? (task) =>
        useToasts.getState().push(
          task.status === 'completed'
            ? { tone: 'done', title: `“${task.name}” is ready`, taskId: task.id }
            : { tone: 'failed', title: `“${task.name}” failed`, body: taskErrorMessage(task.error).message, taskId: task.id },
        )
    : undefined,
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
