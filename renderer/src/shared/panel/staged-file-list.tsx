import { useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { useStore } from 'zustand';
import type { IntakeStore, StagedItem } from './intake-store';
import { StagedFileRow } from './staged-file-row';

/** As long as the highlight's CSS animation (app.css, `staged-moved-*`). */
const MOVED_HIGHLIGHT_MS = 1400;

/**
 * A panel's staged files, in the order they will be sent. Where order matters (`ordered`), reorder by dragging a
 * row, with the Move up/down buttons, or Alt+↑/↓ on a focused row; each move is announced, focus follows the moved
 * file, and the moved row lights up briefly (a mouse click shows no focus ring, so without it the eye loses the row
 * that jumped).
 */
export function StagedFileList(props: {
  store: IntakeStore;
  ordered: boolean;
  /** "Decks to merge, in slide order" */
  label: string;
  /** Where focus goes when the last file is removed. */
  emptyFocusId: string;
  Detail?: ComponentType<{ item: StagedItem }> | undefined;
}) {
  const { store, ordered } = props;
  const items = useStore(store, (state) => state.items);
  const move = useStore(store, (state) => state.move);
  const moveTo = useStore(store, (state) => state.moveTo);
  const remove = useStore(store, (state) => state.remove);
  const [announcement, setAnnouncement] = useState('');
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // `round` alternates so a second move of the same row restarts the highlight's animation.
  const [moved, setMoved] = useState<{ key: string; round: number } | null>(null);
  const movedTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(movedTimer.current), []);

  const highlight = (key: string) => {
    setMoved((previous) => ({ key, round: (previous?.round ?? 0) + 1 }));
    window.clearTimeout(movedTimer.current);
    movedTimer.current = window.setTimeout(() => setMoved(null), MOVED_HIGHLIGHT_MS);
  };

  const rowElement = (key: string) => listRef.current?.querySelector<HTMLLIElement>(`li[data-key="${CSS.escape(key)}"]`) ?? null;

  const announce = (key: string, index: number) => {
    const item = store.getState().items.find((entry) => entry.key === key);
    if (item) setAnnouncement(`${item.name} moved to position ${index + 1} of ${store.getState().items.length}.`);
    highlight(key);
  };

  const onMove = (key: string, delta: -1 | 1, from: 'button' | 'keyboard') => {
    const to = move(key, delta);
    if (to === null) return;
    announce(key, to);
    const count = store.getState().items.length;
    // A button disabled by the move (now first or last) would drop focus to the page: hand it to the row.
    if (from === 'keyboard' || to === 0 || to === count - 1) requestAnimationFrame(() => rowElement(key)?.focus());
  };

  const onRemove = (key: string) => {
    const state = store.getState();
    const index = state.items.findIndex((item) => item.key === key);
    const item = state.items[index];
    remove(key);
    if (item) setAnnouncement(`${item.name} removed.`);
    const next = store.getState().items[Math.min(index, store.getState().items.length - 1)];
    requestAnimationFrame(() => (next ? rowElement(next.key)?.focus() : document.getElementById(props.emptyFocusId)?.focus()));
  };

  if (items.length === 0)
    return (
      <p className="sr-only" role="status">
        {announcement}
      </p>
    );

  return (
    <>
      <ol
        ref={listRef}
        className={ordered ? 'staged-list' : 'staged-list staged-list--plain'}
        aria-label={props.label}
        onDragEnd={() => {
          setDragKey(null);
          setDropIndex(null);
        }}
      >
        {items.map((item, index) => (
          <StagedFileRow
            key={item.key}
            item={item}
            index={index}
            count={items.length}
            ordered={ordered}
            Detail={props.Detail}
            dropTarget={dragKey !== null && dropIndex === index && item.key !== dragKey}
            moved={moved?.key === item.key ? (moved.round % 2 === 1 ? 'odd' : 'even') : undefined}
            onMove={onMove}
            onRemove={onRemove}
            onDragStart={(key) => setDragKey(key)}
            onDropOn={(target) => {
              if (dragKey) {
                moveTo(dragKey, target);
                announce(dragKey, target);
              }
              setDragKey(null);
              setDropIndex(null);
            }}
            onDragOverRow={(target) => setDropIndex(target)}
          />
        ))}
      </ol>
      <p className="sr-only" role="status">
        {announcement}
      </p>
    </>
  );
}
