import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { ConvertedPictureResult } from '../../shared/ui/converted-picture-result';

/** The WebP picture, its size against the original's, its pixel size, and how it was encoded. */
export function WebpResult(props: { task: Task }) {
  const { task } = props;
  const frames = resultNumber(task, 'frames');
  const lossless = task.result?.lossless === true ? ' · lossless' : task.result?.lossless === false ? ' · lossy' : '';
  const animation = frames !== null && frames > 1 ? ` · ${frames} frames` : '';
  return <ConvertedPictureResult task={task} format="WebP" detail={`${lossless}${animation}`} />;
}
