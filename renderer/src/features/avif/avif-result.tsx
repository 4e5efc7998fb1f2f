import type { Task } from '../../../../shared/contract/service';
import { ConvertedPictureResult } from '../../shared/ui/converted-picture-result';

/** The AVIF picture, its size against the original's, its pixel size and what it was made from. */
export function AvifResult(props: { task: Task }) {
  return <ConvertedPictureResult task={props.task} format="AVIF" />;
}
