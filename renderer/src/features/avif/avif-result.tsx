import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { SizeChange } from '../../shared/ui/size-change';
import { TaskThumbnail } from '../../shared/ui/task-thumbnail';

/** The AVIF picture, its size against the original's, its pixel size and what it was made from. */
export function AvifResult(props: { task: Task }) {
  const { task } = props;
  const before = resultNumber(task, 'inputSize');
  const after = resultNumber(task, 'size');
  const width = resultNumber(task, 'width');
  const height = resultNumber(task, 'height');
  const from = typeof task.result?.inputFormat === 'string' ? task.result.inputFormat.toUpperCase() : null;
  return (
    <div className="result-media">
      <TaskThumbnail taskId={task.id} alt={`The AVIF picture of ${task.name}`} />
      <div className="result-facts-block">
        {before !== null && after !== null ? (
          <p className="card__line">
            <SizeChange before={before} after={after} />
          </p>
        ) : null}
        <p className="card__line muted">
          {width !== null && height !== null ? `${width} × ${height} px` : ''}
          {from ? ` · from ${from}` : ''}
        </p>
      </div>
    </div>
  );
}
