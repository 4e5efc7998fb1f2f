import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../result-facts';
import { SizeChange } from './size-change';
import { TaskThumbnail } from './task-thumbnail';

/**
 * A picture converted to another format: the picture, its size against the original's, its pixel size, what it was
 * made from, and `detail` (how it was encoded) after that.
 */
export function ConvertedPictureResult(props: { task: Task; format: string; detail?: string }) {
  const { task } = props;
  const before = resultNumber(task, 'inputSize');
  const after = resultNumber(task, 'size');
  const width = resultNumber(task, 'width');
  const height = resultNumber(task, 'height');
  const from = typeof task.result?.inputFormat === 'string' ? task.result.inputFormat.toUpperCase() : null;
  return (
    <div className="result-media">
      <TaskThumbnail taskId={task.id} alt={`The ${props.format} picture of ${task.name}`} />
      <div className="result-facts-block">
        {before !== null && after !== null ? (
          <p className="card__line">
            <SizeChange before={before} after={after} />
          </p>
        ) : null}
        <p className="card__line muted">
          {width !== null && height !== null ? `${width} × ${height} px` : ''}
          {from ? ` · from ${from}` : ''}
          {props.detail ?? ''}
        </p>
      </div>
    </div>
  );
}
