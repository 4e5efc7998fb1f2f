import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal on the native <dialog>: showModal() makes the page behind it inert (focus stays inside), Escape cancels,
 * Tab wraps from the last control to the first (and back), and focus returns to the opener when it closes. `initialFocus` names the control that gets the focus first.
 */
export function ModalDialog(props: {
  open: boolean;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  error?: string | null | undefined;
  initialFocus: RefObject<HTMLElement | null>;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const { open, onCancel, initialFocus } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocus.current?.focus();
      return () => {
        if (dialog.open) dialog.close();
        if (opener?.isConnected) opener.focus();
      };
    }
    return undefined;
  }, [open, initialFocus]);

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

  // showModal() makes the page inert, but Tab past the last control leaves for the browser's own toolbar: it wraps.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} aria-describedby={bodyId} onKeyDown={onKeyDown}>
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
      <div className="dialog__actions">{props.actions}</div>
    </dialog>
  );
}
