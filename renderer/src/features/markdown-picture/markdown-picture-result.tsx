import type { Task } from '../../../../shared/contract/service';
import { useT } from '../../i18n/i18n';
import { PictureResult } from '../../shared/ui/picture-result';

/** The picture itself and its pixel size. */
export function MarkdownPictureResult(props: { task: Task }) {
  const t = useT();
  return <PictureResult task={props.task} darkTheme={props.task.result?.theme === 'dark'} truncatedNote={t('ui.truncatedDocument')} />;
}
