import type { Task } from '../../../../shared/contract/service';
import { PictureSetResult } from '../../shared/ui/picture-set-result';

export function PdfPicturesResult(props: { task: Task }) {
  return <PictureSetResult task={props.task} noun="page" />;
}
