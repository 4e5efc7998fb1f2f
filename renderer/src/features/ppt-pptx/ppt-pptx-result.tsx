import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { SizeChange } from '../../shared/ui/size-change';
import { counted } from '../../shared/counted';

/** How many slides the new deck has, and its size against the old file's. */
export function PptPptxResult(props: { task: Task }) {
  const { task } = props;
  const slides = resultNumber(task, 'slides');
  const before = resultNumber(task, 'inputSize');
  const after = resultNumber(task, 'size');
  if (slides === null) return null;
  return (
    <ul className="result-facts">
      <li>
        <strong>{counted(slides, 'slide')}</strong> in the .pptx deck
      </li>
      {before !== null && after !== null ? (
        <li>
          <SizeChange label="Size" before={before} after={after} />
        </li>
      ) : null}
    </ul>
  );
}
