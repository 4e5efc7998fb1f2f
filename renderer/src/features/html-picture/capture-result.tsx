import type { Task } from '../../../../shared/contract/service';
import { useT } from '../../i18n/i18n';
import { PictureResult } from '../../shared/ui/picture-result';

/** The picture itself, its pixel size, and whether a very long page was cut. */
export function CaptureResult(props: { task: Task }) {
  const t = useT();
  return <PictureResult task={props.task} truncatedNote={t('ui.truncatedPage')} />;
}
