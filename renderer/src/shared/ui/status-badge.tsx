import { statusLabel, statusTone } from '../task-status';

export function StatusBadge(props: { status: string }) {
  return <span className={`badge badge--${statusTone(props.status)}`}>{statusLabel(props.status)}</span>;
}
