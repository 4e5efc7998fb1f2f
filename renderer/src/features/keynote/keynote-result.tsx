import type { SaveOutcome } from '../../../../shared/contract/ipc';
import type { Task } from '../../../../shared/contract/service';
import { OpenPdfAction, PdfPagesResult } from '../../shared/ui/pdf-result';
import { PictureSetResult } from '../../shared/ui/picture-set-result';
import { KEYNOTE_PDF } from './keynote-options';

/** Pages of the PDF, or the pictures in the ZIP. */
export function KeynoteResult(props: { task: Task }) {
  const { task } = props;
  if (task.type !== KEYNOTE_PDF) return <PictureSetResult task={task} noun="slide" />;
  return <PdfPagesResult task={task} />;
}

export function KeynoteActions(props: { task: Task; saved: SaveOutcome | undefined }) {
  return props.task.type === KEYNOTE_PDF ? <OpenPdfAction saved={props.saved} /> : null;
}
