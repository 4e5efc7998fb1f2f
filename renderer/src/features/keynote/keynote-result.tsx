import type { SaveOutcome } from '../../../../shared/contract/ipc';
import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { OpenSavedFile } from '../../shared/ui/open-saved-file';
import { PictureSetResult } from '../../shared/ui/picture-set-result';
import { KEYNOTE_PDF } from './keynote-options';

/** Pages of the PDF, or the pictures in the ZIP. */
export function KeynoteResult(props: { task: Task }) {
  const { task } = props;
  if (task.type !== KEYNOTE_PDF) return <PictureSetResult task={task} noun={['slide', 'slides']} />;
  const pages = resultNumber(task, 'pages');
  if (pages === null) return null;
  return (
    <p className="card__line">
      <strong>
        {pages} page{pages === 1 ? '' : 's'}
      </strong>{' '}
      in the PDF.
    </p>
  );
}

export function KeynoteActions(props: { task: Task; saved: SaveOutcome | undefined }) {
  return props.task.type === KEYNOTE_PDF ? <OpenSavedFile saved={props.saved} label="Open PDF" /> : null;
}
