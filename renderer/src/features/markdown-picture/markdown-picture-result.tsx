import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { TaskThumbnail } from '../../shared/ui/task-thumbnail';

/** The picture itself and its pixel size. */
export function MarkdownPictureResult(props: { task: Task }) {
  const { task } = props;
  const width = resultNumber(task, 'width');
  const height = resultNumber(task, 'height');
  return (
    <div className="result-media">
      <TaskThumbnail taskId={task.id} alt={`The picture of ${task.name}`} />
      <div className="result-facts-block">
        {width !== null && height !== null ? (
          <p className="card__line">
            <strong>
              {width} × {height} px
            </strong>{' '}
            PNG{task.result?.theme === 'dark' ? ', dark theme' : ''}
          </p>
        ) : null}
        {task.result?.truncated === true ? (
          <p className="card__line muted">The document is longer than a picture may be: its end was cut.</p>
        ) : null}
      </div>
    </div>
  );
}
