import { useMutation } from '@tanstack/react-query';

/** "Copy" for text a result shows (what OCR read, a deck's text); says "Copied" once the clipboard took it. */
export function CopyTextButton(props: { text: string; label?: string; describedBy?: string }) {
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
        {props.label ?? 'Copy text'}
      </button>
      <span className="copy-text__status" role="status">
        {copy.isSuccess ? 'Copied.' : ''}
      </span>
      {copy.error ? (
        <span className="error-text" role="alert">
          Could not copy: {copy.error.message}
        </span>
      ) : null}
    </>
  );
}
