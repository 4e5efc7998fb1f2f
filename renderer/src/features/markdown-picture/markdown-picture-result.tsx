import type { Task } from '../../../../shared/contract/service';
import { PictureResult } from '../../shared/ui/picture-result';

/** The picture itself and its pixel size. */
export function MarkdownPictureResult(props: { task: Task }) {
  return (
    <PictureResult
      task={props.task}
      detail={props.task.result?.theme === 'dark' ? ', dark theme' : ''}
      truncatedNote="The document is longer than a picture may be: its end was cut."
    />
  );
}
