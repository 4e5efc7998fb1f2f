import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * A modal confirmation on the native <dialog>: showModal() makes the page behind it inert (focus stays inside),
 * Escape cancels, and focus returns to the opener when it closes.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const { open, onCancel } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // The safe choice gets the focus, so a stray Enter does not delete.
      cancelRef.current?.focus();
      return () => {
        if (dialog.open) dialog.close();
        if (opener?.isConnected) opener.focus();
      };
    }
    return undefined;
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onNativeCancel = (event: Event) => {
      event.preventDefault();
      onCancel();
    };
    dialog.addEventListener('cancel', onNativeCancel);
    return () => dialog.removeEventListener('cancel', onNativeCancel);
  }, [onCancel]);

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} aria-describedby={bodyId}>
      <h2 id={titleId} className="dialog__title">
        {props.title}
      </h2>
      <div id={bodyId} className="dialog__body">
        {props.children}
      </div>
      {props.error ? (
        <p className="dialog__error" role="alert">
          {props.error}
        </p>
      ) : null}
      <div className="dialog__actions">
        <button ref={cancelRef} type="button" className="button" onClick={props.onCancel} disabled={props.busy}>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={props.onConfirm} disabled={props.busy}>
          {props.busy ? (props.busyLabel ?? props.confirmLabel) : props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
