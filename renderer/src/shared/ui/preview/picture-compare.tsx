import { useState } from 'react';
import { formatSize } from '../../../i18n/format';
import { SegmentedChoice } from '../segmented-choice';
import { SizeChange } from '../size-change';
import './preview.css';
import { useT } from '../../../i18n/i18n';

type Scale = 'fit' | 'full';

interface Side {
  url: string;
  alt: string;
  bytes: number | null;
}

function Picture(props: { side: Side; label: string; scale: Scale }) {
  const t = useT();
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [failed, setFailed] = useState(false);
  return (
    <figure className="picture-compare__side">
      <figcaption className="picture-compare__caption">
        <strong>{props.label}</strong>
        {size ? ` — ${size.width} × ${size.height} px` : ''}
        {props.side.bytes !== null ? `, ${formatSize(props.side.bytes)}` : ''}
      </figcaption>
      <div className={`picture-compare__frame picture-compare__frame--${props.scale}`}>
        {failed ? (
          <p className="field__hint">{t('preview.pictureFailed')}</p>
        ) : (
          <img
            src={props.side.url}
            alt={props.side.alt}
            decoding="async"
            onLoad={(event) => setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
            onError={() => setFailed(true)}
          />
        )}
      </div>
    </figure>
  );
}

/**
 * A picture before and after (Resize's picture, the largest picture inside a compressed deck): both at full size or
 * fitted side by side, each with its pixel size and bytes, and the change between them.
 */
export function PictureCompare(props: { before: Side | null; after: Side; title?: string }) {
  const t = useT();
  const [scale, setScale] = useState<Scale>('fit');
  const { before, after } = props;
  return (
    <div className="picture-compare">
      <div className="picture-compare__bar">
        {props.title ? <p className="card__line">{props.title}</p> : null}
        <SegmentedChoice<Scale>
          legend={t('preview.show')}
          value={scale}
          onChange={setScale}
          options={[
            { value: 'fit', label: t('preview.fitted') },
            { value: 'full', label: t('ui.fullSize') },
          ]}
        />
      </div>
      {before?.bytes != null && after.bytes !== null ? (
        <p className="card__line">
          <SizeChange label={t('preview.picture')} before={before.bytes} after={after.bytes} />
        </p>
      ) : null}
      <div className={`picture-compare__pair picture-compare__pair--${scale}`}>
        {before ? (
          <Picture side={before} label={t('preview.before')} scale={scale} />
        ) : (
          <p className="field__hint">{t('preview.originalGone')}</p>
        )}
        <Picture side={after} label={t('preview.after')} scale={scale} />
      </div>
    </div>
  );
}

/** A video result, playable in the window before it is saved. */
export function VideoPreview(props: { url: string; title: string }) {
  return (
    <div className="video-preview">
      {/* `#t=0.1`: the player shows a frame of the video rather than a black box until it is played. */}
      <video className="video-preview__player" src={`${props.url}#t=0.1`} controls preload="metadata" aria-label={props.title} />
    </div>
  );
}
