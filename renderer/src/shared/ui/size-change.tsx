import { formatBytes } from '../../../../shared/format-bytes';

/** "12.3 MB → 4.5 MB (63% smaller)": a result's size against its input's, the saving worded for a person. */
export function SizeChange(props: { before: number; after: number; label?: string }) {
  const { before, after } = props;
  const saved = before > 0 ? ((before - after) / before) * 100 : 0;
  // One decimal below 10 %, where "3 %" and "3.4 %" differ noticeably; whole percents above.
  const percent = Math.abs(saved) < 10 ? Math.abs(saved).toFixed(1).replace(/\.0$/, '') : String(Math.round(Math.abs(saved)));
  const change = after < before ? `${percent}% smaller` : after > before ? `${percent}% larger` : 'same size';
  return (
    <span className="size-change">
      {props.label ? <span className="size-change__label">{props.label} </span> : null}
      <span className="size-change__before">{formatBytes(before)}</span>
      {' → '}
      <strong className="size-change__after">{formatBytes(after)}</strong>{' '}
      <span className={after < before ? 'size-change__saved' : 'size-change__same'}>({change})</span>
    </span>
  );
}
