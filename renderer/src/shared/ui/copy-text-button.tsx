import { useMutation } from '@tanstack/react-query';
import { useT } from '../../i18n/i18n';

/** "Copy" for text a result shows (what OCR read, a deck's text); says "Copied" once the clipboard took it. */
export function CopyTextButton(props: { text: string; label?: string; describedBy?: string }) {
  const t = useT();
  const copy = useMutation<void, Error>({ mutationFn: () => navigator.clipboard.writeText(props.text) });
  return (
    <>
      <button
        type="button"
        className="button"
        aria-describedby={props.describedBy}
        disabled={copy.isPending || props.text === ''}
        onClick={() => copy.mutate()}
      >
        {props.label ?? t('ui.copyText')}
      </button>
      <span className="copy-text__status" role="status">
        {copy.isSuccess ? t('ui.copied') : ''}
      </span>
      {copy.error ? (
        <span className="error-text" role="alert">
          {t('ui.copyFailed', { reason: copy.error.message })}
        </span>
      ) : null}
    </>
  );
}
