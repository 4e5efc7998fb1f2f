import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../result-facts';

interface PictureFile {
  width: number;
  height: number;
}

function pictureFiles(task: Task): PictureFile[] {
  const raw = task.result?.files;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    const { width, height } = (entry ?? {}) as { width?: unknown; height?: unknown };
    return typeof width === 'number' && typeof height === 'number' ? [{ width, height }] : [];
  });
}

/** "1920 × 1080 px", or the range when the pages differ in size. */
function sizesText(files: readonly PictureFile[]): string | null {
  if (files.length === 0) return null;
  const sizes = [...new Set(files.map((file) => `${file.width} × ${file.height} px`))];
  if (sizes.length === 1) return sizes[0] ?? null;
  const widths = files.map((file) => file.width);
  const heights = files.map((file) => file.height);
  return `${Math.min(...widths)}–${Math.max(...widths)} × ${Math.min(...heights)}–${Math.max(...heights)} px`;
}

/** A ZIP of one picture per page or slide: how many, in which format, at which pixel size. */
export function PictureSetResult(props: { task: Task; noun: readonly [string, string] }) {
  const { task } = props;
  const pages = resultNumber(task, 'pages');
  if (pages === null) return null;
  const format = typeof task.result?.format === 'string' ? task.result.format.toUpperCase() : null;
  const sizes = sizesText(pictureFiles(task));
  const [one, many] = props.noun;
  return (
    <ul className="result-facts">
      <li>
        <strong>
          {pages} {pages === 1 ? one : many}
        </strong>{' '}
        as {format ? `${format} ` : ''}picture{pages === 1 ? '' : 's'} in the ZIP
      </li>
      {sizes ? <li>{sizes}</li> : null}
    </ul>
  );
}
