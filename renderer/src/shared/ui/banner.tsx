import type { ReactNode } from 'react';

/** An inline message. `alert` is for things that just went wrong; `warning`/`info` are read in place. */
export function Banner(props: { tone: 'info' | 'warning' | 'error'; title?: string; children: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <div className={`banner banner--${props.tone}`} role={props.role}>
      {props.title ? <p className="banner__title">{props.title}</p> : null}
      <div className="banner__body">{props.children}</div>
    </div>
  );
}
