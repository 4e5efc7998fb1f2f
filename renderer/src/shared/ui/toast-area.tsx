import { useEffect, useRef, useState } from 'react';
import { useToasts } from '../toasts-store';
import type { Toast } from '../toasts-store';
import { useTaskInView } from '../use-task-in-view';

/** How long good news stays; a failure stays until dismissed, so it cannot be missed. */
export const TOAST_LIFETIME_MS = 8000;

function ToastItem(props: { toast: Toast; onShowTask: (taskId: string) => void }) {
  const { toast } = props;
  const dismiss = useToasts((state) => state.dismiss);
  // Hovering or focusing a toast holds it, so it does not vanish while being read or used.
  const [held, setHeld] = useState(false);
  const taskVisible = useTaskInView(toast.taskId);
  const expires = toast.tone !== 'failed';

  useEffect(() => {
    if (!expires || held) return undefined;
    const timer = window.setTimeout(() => dismiss(toast.id), TOAST_LIFETIME_MS);
    return () => window.clearTimeout(timer);
  }, [dismiss, toast.id, expires, held]);

  return (
    <li
      className={`toast toast--${toast.tone}`}
      data-expires={expires ? 'true' : undefined}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      {toast.subject ? (
        <p className="toast__title toast__title--subject" title={`“${toast.subject}” ${toast.title}`}>
          <span className="toast__subject">“{toast.subject}”</span>
          <span className="toast__news"> {toast.title}</span>
        </p>
      ) : (
        <p className="toast__title" title={toast.title}>
          {toast.title}
        </p>
      )}
      <button type="button" className="icon-button" aria-label="Dismiss notification" title="Dismiss" onClick={() => dismiss(toast.id)}>
        <span aria-hidden="true">✕</span>
      </button>
      {/* The task's own card, on screen, already says it at length and needs no "Show". */}
      {(toast.body || toast.taskId) && !taskVisible ? (
        <div className="toast__more">
          {toast.body ? (
            <p className="toast__body" title={toast.body}>
              {toast.body}
            </p>
          ) : null}
          {toast.taskId ? (
            <button
              type="button"
              className="button button--small button--link toast__show"
              onClick={() => {
                if (toast.taskId) props.onShowTask(toast.taskId);
                dismiss(toast.id);
              }}
            >
              Show
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * In-page notifications, bottom right. Where the window is too narrow for them to sit beside the content column,
 * the main column gets their height as extra bottom padding (`--toasts-height`), so anything under them can be
 * scrolled clear.
 */
export function ToastArea(props: { onShowTask: (taskId: string) => void }) {
  const toasts = useToasts((state) => state.toasts);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--toasts-height', `${Math.ceil(element.getBoundingClientRect().height)}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toasts-height');
    };
  }, []);

  return (
    <section ref={ref} className="toasts" aria-label="Notifications">
      <ul role="status" aria-live="polite" className="toasts__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onShowTask={props.onShowTask} />
        ))}
      </ul>
    </section>
  );
}
