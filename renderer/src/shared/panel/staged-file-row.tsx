import { useId } from 'react';
import type { ComponentType, DragEvent, KeyboardEvent } from 'react';
import { formatProgressSize, formatSize } from '../../i18n/format';
import { useT } from '../../i18n/i18n';
import { ProgressBar } from '../ui/progress-bar';
import type { StagedItem } from './intake-store';

export const ROW_DRAG_TYPE = 'application/x-deckhand-staged-file';

export interface RowHandlers {
  onMove: (key: string, delta: -1 | 1, from: 'button' | 'keyboard') => void;
  onRemove: (key: string) => void;
  onDragStart: (key: string) => void;
  onDropOn: (index: number) => void;
  onDragOverRow: (index: number) => void;
}

export function StagedFileRow(
  props: {
    item: StagedItem;
    index: number;
    count: number;
    /** Order matters: drag handle, position number and move buttons. */
    ordered: boolean;
    Detail?: ComponentType<{ item: StagedItem }> | undefined;
    dropTarget: boolean;
    moved: 'odd' | 'even' | undefined;
  } & RowHandlers,
) {
  const { item, index, count, ordered, Detail } = props;
  const t = useT();
  const nameId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!ordered || !event.altKey || event.target !== event.currentTarget) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      props.onMove(item.key, event.key === 'ArrowUp' ? -1 : 1, 'keyboard');
    }
  };
  const onDragOver = (event: DragEvent<HTMLLIElement>) => {
    if (!event.dataTransfer.types.includes(ROW_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    props.onDragOverRow(index);
  };

  return (
    <li
      className={`staged${props.dropTarget ? ' staged--drop-target' : ''} staged--${item.state}`}
      data-key={item.key}
      data-moved={props.moved}
      tabIndex={0}
      aria-label={ordered ? t('panel.rowPosition', { name: item.name, position: index + 1, count }) : item.name}
      aria-keyshortcuts={ordered ? 'Alt+ArrowUp Alt+ArrowDown' : undefined}
      draggable={ordered}
      onKeyDown={onKeyDown}
      onDragStart={(event) => {
        event.dataTransfer.setData(ROW_DRAG_TYPE, item.key);
        event.dataTransfer.effectAllowed = 'move';
        props.onDragStart(item.key);
      }}
      onDragOver={ordered ? onDragOver : undefined}
      onDragEnter={ordered ? onDragOver : undefined}
      onDrop={(event) => {
        if (!ordered || !event.dataTransfer.types.includes(ROW_DRAG_TYPE)) return;
        event.preventDefault();
        props.onDropOn(index);
      }}
    >
      {ordered ? (
        <>
          <span className="staged__handle" aria-hidden="true">
            ⠿
          </span>
          <span className="staged__index" aria-hidden="true">
            {index + 1}
          </span>
        </>
      ) : null}
      {item.previewUrl ? <img className="staged__thumb" src={item.previewUrl} alt="" /> : null}
      <div className="staged__main">
        <span className="staged__name" id={nameId} title={item.name}>
          {item.name}
        </span>
        {item.state === 'staging' ? (
          <div className="staged__progress">
            <ProgressBar
              label={t('panel.adding', { name: item.name })}
              value={item.sentBytes}
              max={Math.max(item.size, 1)}
              valueText={formatProgressSize(item.sentBytes, item.size)}
            />
            <span className="staged__detail">{formatProgressSize(item.sentBytes, item.size)}</span>
          </div>
        ) : item.state === 'failed' ? (
          <span className="staged__detail error-text">{t('panel.couldNotAdd', { reason: item.error ?? '' })}</span>
        ) : (
          <span className="staged__detail">
            {formatSize(item.size)}
            {Detail ? <Detail item={item} /> : null}
          </span>
        )}
      </div>
      <div className="staged__actions">
        {ordered ? (
          <>
            <button
              type="button"
              className="icon-button"
              aria-label={t('panel.moveUp')}
              aria-describedby={nameId}
              title={t('panel.moveUpHint')}
              disabled={index === 0}
              onClick={() => props.onMove(item.key, -1, 'button')}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('panel.moveDown')}
              aria-describedby={nameId}
              title={t('panel.moveDownHint')}
              disabled={index === count - 1}
              onClick={() => props.onMove(item.key, 1, 'button')}
            >
              <span aria-hidden="true">↓</span>
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="icon-button icon-button--danger"
          aria-label={t('panel.remove')}
          aria-describedby={nameId}
          title={t('panel.remove')}
          onClick={() => props.onRemove(item.key)}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </li>
  );
}
