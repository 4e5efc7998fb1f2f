import type { ReactNode } from 'react';
import { splitTechnicalDetails } from '../error-text';

/**
 * An engine's failure message as a person reads it: the plain sentence first, the library detail the engine
 * appended (and the error code) behind "Details", so nothing is lost for a bug report. `advice` (what to do)
 * goes between the two, where it is read before the detail.
 */
export function FailureText(props: { message: string; code?: string | undefined; advice?: ReactNode }) {
  const { summary, full } = splitTechnicalDetails(props.message);
  return (
    <>
      <p>{summary}</p>
      {props.advice ? <p className="advice">{props.advice}</p> : null}
      {full ? (
        <details className="failure-details">
          <summary>Details</summary>
          <p className="failure-details__text">{full}</p>
          {props.code ? (
            <p className="failure-details__code">
              Error code: <code>{props.code}</code>
            </p>
          ) : null}
        </details>
      ) : null}
    </>
  );
}
