import { useState } from 'react';
import type { ArchiveEntry } from '../../../../../shared/contract/preview';
import { deckhand } from '../../bridge';
import { formatSize } from '../../../i18n/format';
import { LargeView } from './large-view';
import { PageGallery } from './page-gallery';
import './preview.css';
import { useT } from '../../../i18n/i18n';

/** Pictures shown at once; the rest are one click away in the large view's ← →. */
const SHOWN_PICTURES = 24;

/** What a result ZIP holds: its pictures as a grid (Slide pictures), its decks one per row, each opened to its slides (Split). */
export function ArchivePreview(props: { taskId: string; fileName: string; archive: { entries: ArchiveEntry[]; total: number } }) {
  const t = useT();
  const { entries, total } = props.archive;
  const pictures = entries.map((entry, index) => ({ ...entry, index })).filter((entry) => entry.kind === 'picture');
  const documents = entries.map((entry, index) => ({ ...entry, index })).filter((entry) => entry.kind === 'pages');
  const more = total - entries.length;
  return (
    <div className="archive-preview">
      {pictures.length > 0 ? <PictureGrid taskId={props.taskId} fileName={props.fileName} pictures={pictures} /> : null}
      {documents.length > 0 ? (
        <ul className="archive-preview__decks" aria-label={t('preview.archiveFiles', { name: props.fileName })}>
          {documents.map((entry) => (
            <DeckRow key={entry.index} taskId={props.taskId} entry={entry} />
          ))}
        </ul>
      ) : null}
      {more > 0 ? <p className="field__hint">{t('preview.archiveMore', { count: more })}</p> : null}
    </div>
  );
}

function PictureGrid(props: { taskId: string; fileName: string; pictures: (ArchiveEntry & { index: number })[] }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const { pictures } = props;
  const url = (index: number): string => deckhand().previewUrl(props.taskId, `entry-${index}`);
  const current = open === null ? undefined : pictures[open];
  return (
    <>
      <ol className="page-gallery__list" aria-label={t('preview.archivePictures', { name: props.fileName })}>
        {pictures.slice(0, SHOWN_PICTURES).map((picture, position) => (
          <li key={picture.index} className="page-gallery__item">
            <button
              type="button"
              className="page-gallery__button"
              aria-label={t('preview.showLarger', { name: picture.name })}
              onClick={() => setOpen(position)}
            >
              <img className="archive-preview__picture" src={url(picture.index)} alt={picture.name} loading="lazy" />
            </button>
            <span className="page-gallery__number" title={picture.name}>
              {picture.name}
            </span>
          </li>
        ))}
      </ol>
      {pictures.length > SHOWN_PICTURES ? (
        <p className="field__hint">{t('preview.shownOf', { shown: SHOWN_PICTURES, count: pictures.length })}</p>
      ) : null}
      {open !== null && current ? (
        <LargeView
          title={t('preview.itemOf', { name: current.name, position: open + 1, count: pictures.length })}
          onClose={() => setOpen(null)}
          onPrevious={open > 0 ? () => setOpen(open - 1) : undefined}
          onNext={open < pictures.length - 1 ? () => setOpen(open + 1) : undefined}
        >
          <div className="picture-compare__frame picture-compare__frame--full large-view__picture">
            <img src={url(current.index)} alt={current.name} />
          </div>
        </LargeView>
      ) : null}
    </>
  );
}

/** One deck of the ZIP: its name and size; its slides are drawn only once the person opens it. */
function DeckRow(props: { taskId: string; entry: ArchiveEntry & { index: number } }) {
  const [opened, setOpened] = useState(false);
  const { entry } = props;
  return (
    <li className="archive-preview__deck">
      <details onToggle={(event) => setOpened(event.currentTarget.open)}>
        <summary>
          <span className="archive-preview__name">{entry.name}</span> <span className="field__hint">{formatSize(entry.size)}</span>
        </summary>
        {opened ? (
          <PageGallery
            taskId={props.taskId}
            fileName={entry.name}
            kind={/\.(pdf|docx|odt)$/i.test(entry.name) ? 'Page' : 'Slide'}
            side={`entry-${entry.index}`}
          />
        ) : null}
      </details>
    </li>
  );
}
