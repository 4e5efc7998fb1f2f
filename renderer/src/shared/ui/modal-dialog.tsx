import { useEffect, useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';

/**
 * A modal on the native <dialog>: showModal() makes the page behind it inert (focus stays inside), Escape cancels,
 * and focus returns to the opener when it closes. `initialFocus` names the control that gets the focus first.
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
      <div className="dialog__actions">{props.actions}</div>
    </dialog>
  );
}
