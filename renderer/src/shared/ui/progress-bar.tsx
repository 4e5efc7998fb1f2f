/** A labelled progress bar; without a value it shows an indeterminate stripe. */
export function ProgressBar(props: { value?: number | undefined; max?: number; label: string; valueText?: string }) {
  const max = props.max ?? 100;
  const known = props.value !== undefined && Number.isFinite(props.value) && max > 0;
  const percent = known ? Math.max(0, Math.min(100, ((props.value ?? 0) / max) * 100)) : 0;
  return (
    <div
      className={known ? 'progress' : 'progress progress--indeterminate'}
      role="progressbar"
      aria-label={props.label}
      aria-valuemin={known ? 0 : undefined}
      aria-valuemax={known ? max : undefined}
      aria-valuenow={known ? props.value : undefined}
      aria-valuetext={props.valueText}
    >
      <div className="progress__fill" style={known ? { width: `${percent}%` } : undefined} />
    </div>
  );
}
