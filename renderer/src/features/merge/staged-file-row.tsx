import { useId } from 'react';
import type { DragEvent, KeyboardEvent } from 'react';
import { formatBytes, formatProgressBytes } from '../../../../shared/format-bytes';
import { ProgressBar } from '../../shared/ui/progress-bar';
import type { StagedItem } from './staged-files-store';

export const ROW_DRAG_TYPE = 'application/x-deckhand-staged-file';

export interface RowHandlers {
  onMove: (key: string, delta: -1 | 1, from: 'button' | 'keyboard') => void;
  onRemove: (key: string) => void;
  onDragStart: (key: string) => void;
  onDropOn: (index: number) => void;
  onDragOverRow: (index: number) => void;
}

export function StagedFileRow(
  props: { item: StagedItem; index: number; count: number; dropTarget: boolean; moved: 'odd' | 'even' | undefined } & RowHandlers,
) {
  const { item, index, count } = props;
  const nameId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || event.target !== event.currentTarget) return;
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
      aria-label={`${item.name}, ${index + 1} of ${count}`}
      aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
      draggable
      onKeyDown={onKeyDown}
      onDragStart={(event) => {
        event.dataTransfer.setData(ROW_DRAG_TYPE, item.key);
        event.dataTransfer.effectAllowed = 'move';
        props.onDragStart(item.key);
      }}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDrop={(event) => {
        if (!event.dataTransfer.types.includes(ROW_DRAG_TYPE)) return;
        event.preventDefault();
        props.onDropOn(index);
      }}
    >
      <span className="staged__handle" aria-hidden="true">
        ⠿
      </span>
      <span className="staged__index" aria-hidden="true">
        {index + 1}
      </span>
      <div className="staged__main">
        <span className="staged__name" id={nameId}>
          {item.name}
        </span>
        {item.state === 'staging' ? (
          <div className="staged__progress">
            <ProgressBar
              label={`Adding ${item.name}`}
              value={item.sentBytes}
              max={Math.max(item.size, 1)}
              valueText={formatProgressBytes(item.sentBytes, item.size)}
            />
            <span className="staged__detail">{formatProgressBytes(item.sentBytes, item.size)}</span>
          </div>
        ) : item.state === 'failed' ? (
          <span className="staged__detail error-text">Could not add: {item.error}</span>
        ) : (
          <span className="staged__detail">{formatBytes(item.size)}</span>
        )}
      </div>
      <div className="staged__actions">
        <button
          type="button"
          className="icon-button"
          aria-label="Move up"
          aria-describedby={nameId}
          title="Move up (Alt+↑)"
          disabled={index === 0}
          onClick={() => props.onMove(item.key, -1, 'button')}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="Move down"
          aria-describedby={nameId}
          title="Move down (Alt+↓)"
          disabled={index === count - 1}
          onClick={() => props.onMove(item.key, 1, 'button')}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          className="icon-button icon-button--danger"
          aria-label="Remove"
          aria-describedby={nameId}
          title="Remove"
          onClick={() => props.onRemove(item.key)}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </li>
  );
}
