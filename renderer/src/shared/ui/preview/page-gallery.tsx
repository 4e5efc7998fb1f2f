import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { deckhand } from '../../bridge';
import { queryKeys } from '../../query-keys';
import type { PageThumbnail } from '../../../../../shared/contract/ipc';
import type { PreviewSide } from '../../../../../shared/contract/preview';
import { PageImage, thumbnailAlt } from '../thumbnail-strip';
import { LargeView } from './large-view';
import { useTaskPages } from './use-task-pages';
import './preview.css';
import { useT } from '../../../i18n/i18n';

function PagesStatus(props: {
  pages: number | undefined;
  drawn: number;
  done: boolean;
  error: string | undefined;
  kind: 'slide' | 'page';
  fileName: string;
}) {
  const t = useT();
  if (props.error) return <p className="field__hint">{t('preview.noPictures', { name: props.fileName, reason: props.error })}</p>;
  if (props.pages === undefined) {
    return (
      <p className="field__hint" aria-live="polite">
        {t('preview.drawing', { kind: props.kind, name: props.fileName })}
      </p>
    );
  }
  return props.done ? null : (
    <p className="field__hint" aria-live="polite">
      {t('preview.drawn', { drawn: props.drawn, count: props.pages })}
    </p>
  );
}

/**
 * The long edge a large view draws a page at: what the dialog shows (up to 960 CSS px, 80 % of a narrower window)
 * in device pixels, so a sharp screen gets a sharp page; the engine takes 320–3840.
 */
function largeEdge(): number {
  const shown = Math.min(960, window.innerWidth * 0.8);
  return Math.max(320, Math.min(3840, Math.round(shown * (window.devicePixelRatio || 1))));
}

/**
 * One page shown large: the thumbnail at once, replaced by the page the engine draws at the screen's size (a
 * thumbnail blown up is blurred); the thumbnail stays when the large one cannot be drawn.
 */
export function LargePage(props: { taskId: string; side: PreviewSide; page: number; thumbnail: PageThumbnail | undefined; alt: string }) {
  const longEdge = largeEdge();
  const { data } = useQuery({
    queryKey: queryKeys.largePage(props.taskId, props.side, props.page, longEdge),
    queryFn: () => deckhand().tasks.largePage(props.taskId, props.side, props.page, longEdge),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return <PageImage thumbnail={data ?? props.thumbnail} alt={props.alt} className="page-thumb--large" />;
}

/**
 * Every page of a task's result (a deck, a PDF, a document) as small pictures before it is saved; a click shows one
 * large, and ← → step through them.
 */
export function PageGallery(props: { taskId: string; fileName: string; kind: 'Slide' | 'Page'; side?: PreviewSide }) {
  const { pages, thumbnails, done, error } = useTaskPages(props.taskId, props.side ?? 'output');
  const [open, setOpen] = useState<number | null>(null);
  const t = useT();
  const kind = props.kind === 'Page' ? 'page' : 'slide';
  const count = pages ?? 0;
  return (
    <div className="page-gallery">
      <PagesStatus pages={pages} drawn={thumbnails.size} done={done} error={error} kind={kind} fileName={props.fileName} />
      {count > 0 ? (
        <ol className="page-gallery__list" aria-label={t('preview.pagesOf', { kind, name: props.fileName })}>
          {Array.from({ length: count }, (_, index) => index + 1).map((page) => (
            <li key={page} className="page-gallery__item">
              <button
                type="button"
                className="page-gallery__button"
                aria-label={t('preview.showPageLarger', { kind, page })}
                onClick={() => setOpen(page)}
              >
                <PageImage thumbnail={thumbnails.get(page)} alt={thumbnailAlt(props.kind, page, props.fileName)} />
              </button>
              <span className="page-gallery__number" aria-hidden="true">
                {page}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {open !== null ? (
        <LargeView
          title={t('preview.pageOfCount', { kind, page: open, count })}
          onClose={() => setOpen(null)}
          onPrevious={open > 1 ? () => setOpen(open - 1) : undefined}
          onNext={open < count ? () => setOpen(open + 1) : undefined}
        >
          <LargePage
            taskId={props.taskId}
            side={props.side ?? 'output'}
            page={open}
            thumbnail={thumbnails.get(open)}
            alt={thumbnailAlt(props.kind, open, props.fileName)}
          />
        </LargeView>
      ) : null}
    </div>
  );
}
