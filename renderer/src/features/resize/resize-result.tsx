import type { Task } from '../../../../shared/contract/service';
import { useT } from '../../i18n/i18n';

function dimension(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Original → new size (the card's preview shows the picture before and after). */
export function ResizeResult(props: { task: Task }) {
  const t = useT();
  const result = props.task.result ?? { url: '' };
  const [w0, h0, w1, h1] = [result.originalWidth, result.originalHeight, result.width, result.height].map(dimension);
  return (
    <div className="result-media">
      {w0 !== null && h0 !== null && w1 !== null && h1 !== null ? (
        <p className="card__line">
          {`${w0} × ${h0} px → `}
          <strong>
            {w1} × {h1} px
          </strong>
          {result.upscaleAvoided === true ? t('resize.keptSize') : ''}
        </p>
      ) : null}
    </div>
  );
}
