import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { SizeChange } from '../../shared/ui/size-change';
import { TaskThumbnail } from '../../shared/ui/task-thumbnail';

/** The WebP picture, its size against the original's, its pixel size, and how it was encoded. */
export function WebpResult(props: { task: Task }) {
  const { task } = props;
  const before = resultNumber(task, 'inputSize');
  const after = resultNumber(task, 'size');
  const width = resultNumber(task, 'width');
  const height = resultNumber(task, 'height');
  const frames = resultNumber(task, 'frames');
  const from = typeof task.result?.inputFormat === 'string' ? task.result.inputFormat.toUpperCase() : null;
  return (
    <div className="result-media">
      <TaskThumbnail taskId={task.id} alt={`The WebP picture of ${task.name}`} />
      <div className="result-facts-block">
        {before !== null && after !== null ? (
          <p className="card__line">
            <SizeChange before={before} after={after} />
          </p>
        ) : null}
        <p className="card__line muted">
          {width !== null && height !== null ? `${width} × ${height} px` : ''}
          {from ? ` · from ${from}` : ''}
          {task.result?.lossless === true ? ' · lossless' : task.result?.lossless === false ? ' · lossy' : ''}
          {frames !== null && frames > 1 ? ` · ${frames} frames` : ''}
        </p>
      </div>
    </div>
  );
}
