import { useRef } from 'react';
import type { ReactNode } from 'react';
import { ModalDialog } from '../modal-dialog';
import { useT } from '../../../i18n/i18n';
import { readingStep } from '../../reading-direction';

/** A page, slide or picture shown large, over the window; ← and → step through a set when there is one. */
export function LargeView(props: {
  title: string;
  children: ReactNode;
  onClose: () => void;
  onPrevious?: (() => void) | undefined;
  onNext?: (() => void) | undefined;
}) {
  const t = useT();
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
                {t('preview.previous')}
              </button>
              <button type="button" className="button" disabled={!onNext} onClick={onNext}>
                {t('preview.next')}
              </button>
            </>
          ) : null}
          <button ref={close} type="button" className="button button--primary" onClick={props.onClose}>
            {t('preview.close')}
          </button>
        </>
      }
    >
      <div
        className="large-view"
        onKeyDown={(event) => {
          if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
          const step = readingStep(event.key, event.currentTarget);
          if (step < 0 && onPrevious) onPrevious();
          if (step > 0 && onNext) onNext();
        }}
      >
        {props.children}
      </div>
    </ModalDialog>
  );
}
