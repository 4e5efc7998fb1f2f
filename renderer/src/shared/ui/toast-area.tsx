import { useEffect } from 'react';
import { useToasts } from '../toasts-store';
import type { Toast } from '../toasts-store';

const LIFETIME_MS = 8000;

function ToastItem(props: { toast: Toast; onShowTask: (taskId: string) => void }) {
  const { toast } = props;
  const dismiss = useToasts((state) => state.dismiss);
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), LIFETIME_MS);
    return () => window.clearTimeout(timer);
  }, [dismiss, toast.id]);
  return (
    <li className={`toast toast--${toast.tone}`}>
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.body ? <p className="toast__body">{toast.body}</p> : null}
      </div>
      <div className="toast__actions">
        {toast.taskId ? (
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              if (toast.taskId) props.onShowTask(toast.taskId);
              dismiss(toast.id);
            }}
          >
            Show
          </button>
        ) : null}
        <button type="button" className="button button--small button--quiet" aria-label="Dismiss notification" onClick={() => dismiss(toast.id)}>
          ✕
        </button>
      </div>
    </li>
  );
}

export function ToastArea(props: { onShowTask: (taskId: string) => void }) {
  const toasts = useToasts((state) => state.toasts);
  return (
    <section className="toasts" aria-label="Notifications">
      <ul role="status" aria-live="polite" className="toasts__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onShowTask={props.onShowTask} />
        ))}
      </ul>
    </section>
  );
}
