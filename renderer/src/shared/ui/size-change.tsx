import { formatPercent, formatSize } from '../../i18n/format';
import { useT } from '../../i18n/i18n';

/** "12.3 MB → 4.5 MB (63% smaller)": a result's size against its input's, the saving worded for a person. */
export function SizeChange(props: { before: number; after: number; label?: string }) {
  const t = useT();
  const { before, after } = props;
  const saved = before > 0 ? ((before - after) / before) * 100 : 0;
  // One decimal below 10 %, where "3 %" and "3.4 %" differ noticeably; whole percents above.
  const percent = formatPercent(Math.abs(saved), Math.abs(saved) < 10 ? 1 : 0);
  const change = after < before ? t('ui.sizeSmaller', { percent }) : after > before ? t('ui.sizeLarger', { percent }) : t('ui.sizeSame');
  return (
    <span className="size-change">
      {props.label ? <span className="size-change__label">{props.label} </span> : null}
      <span className="size-change__before">{formatSize(before)}</span>
      {' → '}
      <strong className="size-change__after">{formatSize(after)}</strong>{' '}
      <span className={after < before ? 'size-change__saved' : 'size-change__same'}>({change})</span>
    </span>
  );
}
