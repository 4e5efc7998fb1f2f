import { useState } from 'react';
import type { PageThumbnail } from '../../../../../shared/contract/ipc';
import { PageImage, thumbnailAlt } from '../thumbnail-strip';
import { LargeView } from './large-view';
import { useTaskPages } from './use-task-pages';
import './preview.css';

function PagesStatus(props: {
  pages: number | undefined;
  drawn: number;
  done: boolean;
  error: string | undefined;
  noun: string;
  fileName: string;
}) {
  if (props.error) {
    return (
      <p className="field__hint">
        No pictures of “{props.fileName}”: {props.error}
      </p>
    );
  }
  if (props.pages === undefined) {
    return (
      <p className="field__hint" aria-live="polite">
        Drawing the {props.noun}s of “{props.fileName}”…
      </p>
    );
  }
  return props.done ? null : (
    <p className="field__hint" aria-live="polite">
      {props.drawn} of {props.pages} drawn…
    </p>
  );
}

/** A large picture of one page: the engine's thumbnail at the largest size it has. */
export function LargePage(props: { thumbnail: PageThumbnail | undefined; alt: string }) {
  return <PageImage thumbnail={props.thumbnail} alt={props.alt} className="page-thumb--large" />;
}

/**
 * Every page of a task's result (a deck, a PDF, a document) as small pictures before it is saved; a click shows one
 * large, and ← → step through them.
 */
export function PageGallery(props: { taskId: string; fileName: string; kind: 'Slide' | 'Page' }) {
  const { pages, thumbnails, done, error } = useTaskPages(props.taskId, 'output');
  const [open, setOpen] = useState<number | null>(null);
  const noun = props.kind.toLowerCase();
  const count = pages ?? 0;
  return (
    <div className="page-gallery">
      <PagesStatus pages={pages} drawn={thumbnails.size} done={done} error={error} noun={noun} fileName={props.fileName} />
      {count > 0 ? (
        <ol className="page-gallery__list" aria-label={`${props.kind}s of ${props.fileName}`}>
          {Array.from({ length: count }, (_, index) => index + 1).map((page) => (
            <li key={page} className="page-gallery__item">
              <button
                type="button"
                className="page-gallery__button"
                aria-label={`Show ${noun} ${page} larger`}
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
          title={`${props.kind} ${open} of ${count}`}
          onClose={() => setOpen(null)}
          onPrevious={open > 1 ? () => setOpen(open - 1) : undefined}
          onNext={open < count ? () => setOpen(open + 1) : undefined}
        >
          <LargePage thumbnail={thumbnails.get(open)} alt={thumbnailAlt(props.kind, open, props.fileName)} />
        </LargeView>
      ) : null}
    </div>
  );
}
