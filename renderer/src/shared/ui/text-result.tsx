import { useId } from 'react';
import { CopyTextButton } from './copy-text-button';

/** Text a task read (from a picture, from a deck), in a box of its own that scrolls, with a Copy button. */
export function TextResult(props: { label: string; text: string; note?: string }) {
  const id = useId();
  return (
    <div className="text-result">
      <div className="text-result__bar">
        <p className="field-label" id={id}>
          {props.label}
        </p>
        <CopyTextButton text={props.text} describedBy={id} />
      </div>
      <pre className="text-result__text" tabIndex={0} aria-labelledby={id}>
        {props.text}
      </pre>
      {props.note ? <p className="card__line muted">{props.note}</p> : null}
    </div>
  );
}
