import { useEffect, useRef, useState } from 'react';
import { StagedFileRow } from './staged-file-row';
import { useStagedFiles } from './staged-files-store';

/** As long as the highlight's CSS animation (app.css, `staged-moved-*`). */
const MOVED_HIGHLIGHT_MS = 1400;

/**
 * The decks in slide order. Reorder by dragging a row, with the Move up/down buttons, or Alt+↑/↓ on a focused
 * row; each move is announced, focus follows the moved deck, and the moved row lights up briefly (a mouse click
 * shows no focus ring, so without it the eye loses the row that jumped).
 */
export function StagedFileList() {
  const items = useStagedFiles((state) => state.items);
  const move = useStagedFiles((state) => state.move);
  const moveTo = useStagedFiles((state) => state.moveTo);
  const remove = useStagedFiles((state) => state.remove);
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
    const item = useStagedFiles.getState().items.find((entry) => entry.key === key);
    if (item) setAnnouncement(`${item.name} moved to position ${index + 1} of ${useStagedFiles.getState().items.length}.`);
    highlight(key);
  };

  const onMove = (key: string, delta: -1 | 1, from: 'button' | 'keyboard') => {
    const to = move(key, delta);
    if (to === null) return;
    announce(key, to);
    const count = useStagedFiles.getState().items.length;
    // A button disabled by the move (now first or last) would drop focus to the page: hand it to the row.
    if (from === 'keyboard' || to === 0 || to === count - 1) requestAnimationFrame(() => rowElement(key)?.focus());
  };

  const onRemove = (key: string) => {
    const state = useStagedFiles.getState();
    const index = state.items.findIndex((item) => item.key === key);
    const item = state.items[index];
    remove(key);
    if (item) setAnnouncement(`${item.name} removed.`);
    const next = useStagedFiles.getState().items[Math.min(index, useStagedFiles.getState().items.length - 1)];
    requestAnimationFrame(() => (next ? rowElement(next.key)?.focus() : document.getElementById('merge-choose-files')?.focus()));
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
        className="staged-list"
        aria-label="Decks to merge, in slide order"
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
