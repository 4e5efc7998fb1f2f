import type { Task } from '../../../../shared/contract/service';
import { PictureSetResult } from '../../shared/ui/picture-set-result';

export function SlidePicturesResult(props: { task: Task }) {
  return <PictureSetResult task={props.task} noun="slide" />;
}
