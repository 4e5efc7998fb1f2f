import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../result-facts';
import { fillIn, slot } from '../../i18n/fill';
import { useT } from '../../i18n/i18n';
import type { NounId } from '../../i18n/messages/panels/nouns';

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
export function PictureSetResult(props: { task: Task; noun: NounId }) {
  const t = useT();
  const { task } = props;
  const pages = resultNumber(task, 'pages');
  if (pages === null) return null;
  const format = typeof task.result?.format === 'string' ? task.result.format.toUpperCase() : null;
  const sizes = sizesText(pictureFiles(task));
  return (
    <ul className="result-facts">
      <li>
        {fillIn(t('ui.pictureSet', { count: slot('count'), format: format ?? 'none', pictures: pages }), {
          count: <strong>{t(`noun.${props.noun}.count`, { count: pages })}</strong>,
        })}
      </li>
      {sizes ? <li>{sizes}</li> : null}
    </ul>
  );
}
