import { useRef } from 'react';
import type { ReactNode } from 'react';
import { ModalDialog } from '../modal-dialog';

/** A page, slide or picture shown large, over the window; ← and → step through a set when there is one. */
export function LargeView(props: {
  title: string;
  children: ReactNode;
  onClose: () => void;
  onPrevious?: (() => void) | undefined;
  onNext?: (() => void) | undefined;
}) {
  const close = useRef<HTMLButtonElement>(null);
  const { onPrevious, onNext } = props;
  return (
    <ModalDialog
      open
      title={props.title}
      initialFocus={close}
      onCancel={props.onClose}
      actions={
        <>
          {onPrevious || onNext ? (
            <>
              <button type="button" className="button" disabled={!onPrevious} onClick={onPrevious}>
                ← Previous
              </button>
              <button type="button" className="button" disabled={!onNext} onClick={onNext}>
                Next →
              </button>
            </>
          ) : null}
          <button ref={close} type="button" className="button button--primary" onClick={props.onClose}>
            Close
          </button>
        </>
      }
    >
      <div
        className="large-view"
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft' && onPrevious) onPrevious();
          if (event.key === 'ArrowRight' && onNext) onNext();
        }}
      >
        {props.children}
      </div>
    </ModalDialog>
  );
}
