import type { Task } from '../../../../shared/contract/service';
import { PictureResult } from '../../shared/ui/picture-result';

/** The picture itself, its pixel size, and whether a very long page was cut. */
export function CaptureResult(props: { task: Task }) {
  return <PictureResult task={props.task} truncatedNote="The page is longer than a picture may be: its bottom was cut." />;
}
