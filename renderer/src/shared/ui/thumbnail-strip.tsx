import type { PageThumbnail } from '../../../../shared/contract/ipc';
import { usePageThumbnail, useThumbnails } from './thumbnail-store';
import './thumbnail-strip.css';
import { translate, useT } from '../../i18n/i18n';

/** How a page is named to a screen reader: `Slide 3 of deck.pptx`. */
export function thumbnailAlt(kind: 'Slide' | 'Page', page: number, fileName: string): string {
  return translate('preview.pageOfFile', { kind: kind === 'Page' ? 'page' : 'slide', page, name: fileName });
}

/** One page's picture, or a box of the page's shape while it is drawn. */
export function PageImage(props: { thumbnail: PageThumbnail | undefined; alt: string; className?: string }) {
  const className = `page-thumb ${props.className ?? ''}`.trim();
  if (!props.thumbnail)
    return (
      <span className={`${className} page-thumb--pending`} role="img" aria-label={translate('preview.beingDrawn', { name: props.alt })} />
    );
  return (
    <img
      className={className}
      src={props.thumbnail.dataUrl}
      width={props.thumbnail.width}
      height={props.thumbnail.height}
      alt={props.alt}
      loading="lazy"
      decoding="async"
      draggable={false}
    />
  );
}

/** The thumbnail of one slide of a staged file, for a row in a list of slides. */
export function SlideThumbnail(props: { path: string; fileName: string; page: number; kind?: 'Slide' | 'Page' }) {
  const { thumbnail, error } = usePageThumbnail(props.path, props.page);
  if (error) return null;
  return <PageImage thumbnail={thumbnail} alt={thumbnailAlt(props.kind ?? 'Slide', props.page, props.fileName)} />;
}

/**
 * Every slide or page of a staged file as a row of small pictures, filled in as the local engine draws them (the first
 * long before the last). Off-screen pictures cost no layout or decoding (`content-visibility`, lazy images), so a
 * 300-slide deck scrolls like a short one.
 */
export function ThumbnailStrip(props: { path: string; fileName: string; kind?: 'Slide' | 'Page' }) {
  const t = useT();
  const { pages, thumbnails, done, error } = useThumbnails(props.path);
  const kind = props.kind ?? 'Slide';
  const which = kind === 'Page' ? 'page' : 'slide';
  if (error) return <p className="field__hint">{t('preview.noPictures', { name: props.fileName, reason: error })}</p>;
  if (pages === undefined) {
    return (
      <p className="field__hint" role="status">
        {t('preview.drawing', { kind: which, name: props.fileName })}
      </p>
    );
  }
  return (
    <div className="thumbnail-strip">
      <ol className="thumbnail-strip__list" aria-label={t('preview.pagesOf', { kind: which, name: props.fileName })}>
        {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
          <li key={page} className="thumbnail-strip__item">
            <PageImage thumbnail={thumbnails.get(page)} alt={thumbnailAlt(kind, page, props.fileName)} />
            <span className="thumbnail-strip__number" aria-hidden="true">
              {page}
            </span>
          </li>
        ))}
      </ol>
      {done ? null : (
        <p className="field__hint" role="status">
          {t('preview.drawn', { drawn: thumbnails.size, count: pages })}
        </p>
      )}
    </div>
  );
}
