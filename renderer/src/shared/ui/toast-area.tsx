import { useEffect, useState } from 'react';
import { useToasts } from '../toasts-store';
import type { Toast } from '../toasts-store';
import { useTaskInView } from '../use-task-in-view';
import { useT } from '../../i18n/i18n';

/** How long good news stays. */
export const TOAST_LIFETIME_MS = 8000;
/**
 * How long a failure stays: long enough to be read on coming back to the window, not for ever (the task's card and
 * History keep saying it). It goes at once when its task is acted on (toasts-store.ts, dismissTask).
 */
export const FAILURE_LIFETIME_MS = 60_000;

function ToastItem(props: { toast: Toast; onShowTask: (taskId: string) => void }) {
  const t = useT();
  const { toast } = props;
  const dismiss = useToasts((state) => state.dismiss);
  const taskVisible = useTaskInView(toast.taskId);
  // The task's own card, on screen, already says it at length and needs no "Show" nor the reason.
  const details = !taskVisible;
  return (
    <li className={`toast toast--${toast.tone}`} data-expires={toast.tone !== 'failed' ? 'true' : 'slowly'}>
      <p
        className="toast__text"
        title={[toast.subject ? `“${toast.subject}” ${toast.title}` : toast.title, toast.body].filter(Boolean).join(' — ')}
      >
        {toast.subject ? <span className="toast__subject">“{toast.subject}”</span> : null}
        <span className="toast__news">{toast.subject ? ` ${toast.title}` : toast.title}</span>
        {toast.body && details ? <span className="toast__body">{toast.body}</span> : null}
      </p>
      {toast.taskId && details ? (
        <button
          type="button"
          className="button button--small button--link toast__show"
          onClick={() => {
            if (toast.taskId) props.onShowTask(toast.taskId);
            dismiss(toast.id);
          }}
        >
          {t('ui.show')}
        </button>
      ) : null}
      <button
        type="button"
        className="icon-button"
        aria-label={t('ui.dismissNotification')}
        title={t('ui.dismiss')}
        onClick={() => dismiss(toast.id)}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </li>
  );
}

/**
 * Dismisses good news once its time is up, except while the person is reading the notifications; time spent reading
 * does not count (after a hover each toast gets its full time again, from `resumedAt`).
 */
function useExpiry(toasts: readonly Toast[], held: boolean, resumedAt: number): void {
  const dismiss = useToasts((state) => state.dismiss);
  useEffect(() => {
    if (held) return undefined;
    const expiring = toasts;
    if (expiring.length === 0) return undefined;
    const dueOf = (toast: Toast) =>
      Math.max(toast.shownAt, resumedAt) + (toast.tone === 'failed' ? FAILURE_LIFETIME_MS : TOAST_LIFETIME_MS);
    const first = Math.min(...expiring.map(dueOf));
    const timer = window.setTimeout(
      () => {
        for (const toast of expiring) if (dueOf(toast) <= Date.now()) dismiss(toast.id);
      },
      Math.max(0, first - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [toasts, held, resumedAt, dismiss]);
}

/**
 * In-page notifications, in the header bar: the newest on one line, the others behind "n more". Living in the header,
 * they never cover the page's buttons or text. Hovering or focusing them holds good news until the pointer leaves.
 */
export function ToastArea(props: { onShowTask: (taskId: string) => void }) {
  const t = useT();
  const toasts = useToasts((state) => state.toasts);
  const [open, setOpen] = useState(false);
  const [held, setHeld] = useState(false);
  const [resumedAt, setResumedAt] = useState(0);
  useExpiry(toasts, held || open, resumedAt);
  const release = () => {
    setHeld(false);
    setResumedAt(Date.now());
  };
  const newest = toasts.at(-1);
  const older = toasts.slice(0, -1).reverse();
  const listOpen = open && older.length > 0;

  useEffect(() => {
    if (!listOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [listOpen]);

  return (
    <section
      className="toasts"
      aria-label={t('ui.notifications')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={release}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) release();
      }}
    >
      {/* Not a live region: each toast is said once in the window's own (toasts-store.ts), never twice. */}
      <ul className="toasts__current">{newest ? <ToastItem key={newest.id} toast={newest} onShowTask={props.onShowTask} /> : null}</ul>
      {older.length > 0 ? (
        <button
          type="button"
          className="button button--small toasts__more"
          aria-expanded={listOpen}
          onClick={() => {
            if (listOpen) setResumedAt(Date.now());
            setOpen(!listOpen);
          }}
        >
          {t('ui.moreNotifications', { count: older.length })}
        </button>
      ) : null}
      {listOpen ? (
        <ul className="toasts__list" aria-label={t('ui.earlierNotifications')}>
          {older.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onShowTask={props.onShowTask} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
