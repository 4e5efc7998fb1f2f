import type { Failure } from '../../../../shared/contract/error-codes';
import { useFailureReason, useFailureWords, type FailureContext } from '../error-text';

/**
 * A failure as a person reads it, in their language: the sentence for its code (naming the file it concerns), what
 * to do, then behind "Details" why (by the failure's reason in their language, else the engine's own words), a
 * library's detail and the code, so nothing is lost for a bug report.
 */
export function FailureText(props: { failure: Failure<string>; context?: FailureContext }) {
  const { failure } = props;
  const words = useFailureWords()(failure, props.context);
  const reason = useFailureReason()(failure);
  return (
    <>
      <p>{words.text}</p>
      <p className="advice">{words.advice}</p>
      <details className="failure-details">
        <summary>{words.detailsLabel}</summary>
        <p className="failure-details__text">{reason}</p>
        {failure.detail ? <p className="failure-details__text">{failure.detail}</p> : null}
        <p className="failure-details__code">
          {words.codeLabel} <code>{failure.code}</code>
        </p>
      </details>
    </>
  );
}
