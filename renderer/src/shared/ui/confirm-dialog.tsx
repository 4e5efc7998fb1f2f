import { useRef } from 'react';
import type { ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';
import { useT } from '../../i18n/i18n';

/** A modal confirmation of something that cannot be undone; the safe choice has the focus, so a stray Enter does not act. */
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
  const t = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={props.open}
      title={props.title}
      error={props.error}
      initialFocus={cancelRef}
      onCancel={props.onCancel}
      actions={
        <>
          <button ref={cancelRef} type="button" className="button" onClick={props.onCancel} disabled={props.busy}>
            {t('ui.cancel')}
          </button>
          <button type="button" className="button button--danger" onClick={props.onConfirm} disabled={props.busy}>
            {props.busy ? (props.busyLabel ?? props.confirmLabel) : props.confirmLabel}
          </button>
        </>
      }
    >
      {props.children}
    </ModalDialog>
  );
}
