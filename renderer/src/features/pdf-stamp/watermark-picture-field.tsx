import { useRef, useState } from 'react';
import { useT } from '../../i18n/i18n';
import type { FieldControlProps } from '../../shared/panel/schema-options';
import { WatermarkPictureError, watermarkPictureFrom } from './watermark-picture';
import type { PictureProblem } from './watermark-picture';
import './pdf-stamp.css';

/** Number & watermark's picture: chosen from a file, shown small, sent as the `watermarkPicture` data URL. */
export function WatermarkPictureField(props: FieldControlProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<{ kind: PictureProblem; name: string } | null>(null);
  const picture = String(props.value);
  const hintId = `${props.id}-picture-hint`;
  return (
    <div className="field stamp-picture" role="group" aria-labelledby={`${props.id}-label`} aria-describedby={hintId}>
      <span id={`${props.id}-label`} className="field-label">
        {t('pdfStamp.picture.label')}
      </span>
      <div className="stamp-picture__row">
        <input
          ref={input}
          id={props.id}
          type="file"
          hidden
          accept="image/png,image/jpeg"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file) return;
            watermarkPictureFrom(file)
              .then((dataUrl) => {
                setProblem(null);
                props.onChange(dataUrl);
              })
              .catch((error: unknown) =>
                setProblem({ kind: error instanceof WatermarkPictureError ? error.problem : 'unreadable', name: file.name }),
              );
          }}
        />
        {picture ? <img className="stamp-picture__thumb" src={picture} alt={t('pdfStamp.picture.alt')} /> : null}
        <button type="button" className="button button--small" disabled={props.disabled} onClick={() => input.current?.click()}>
          {picture ? t('pdfStamp.picture.change') : t('pdfStamp.picture.choose')}
        </button>
        {picture ? (
          <button type="button" className="button button--small" disabled={props.disabled} onClick={() => props.onChange('')}>
            {t('pdfStamp.picture.remove')}
          </button>
        ) : null}
      </div>
      {problem ? (
        <p className="error-text" role="alert">
          {t(`pdfStamp.picture.${problem.kind}`, { name: problem.name })}
        </p>
      ) : null}
      <p id={hintId} className="field__hint">
        {t('pdfStamp.picture.hint')}
      </p>
    </div>
  );
}
