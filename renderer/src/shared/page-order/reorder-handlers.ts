import type { DragEvent, KeyboardEvent } from 'react';
import { readingStep } from '../reading-direction';

/** What a card of a reorderable grid (Merge's slides, a PDF's pages) calls to be moved by keyboard or drag. */
export interface ReorderHandlers {
  keyDown(event: KeyboardEvent<HTMLLIElement>, index: number): void;
  dragStart(event: DragEvent<HTMLLIElement>, index: number): void;
  dragOver(event: DragEvent<HTMLLIElement>, index: number): void;
  drop(event: DragEvent<HTMLLIElement>, index: number): void;
}

/**
 * Alt+arrow moves a card one place in reading order (in a right-to-left window Alt+← moves it later, as the grid
 * flows); a drag carries its index under `dragType`, so drops from elsewhere are ignored.
 */
export function reorderHandlers(options: {
  dragType: string;
  disabled: boolean;
  move: (from: number, to: number, focus: boolean) => void;
  setDragFrom: (index: number | null) => void;
  setDropAt: (index: number | null) => void;
}): ReorderHandlers {
  const { dragType, move, setDragFrom, setDropAt } = options;
  return {
    keyDown(event, index) {
      if (options.disabled || !event.altKey || event.target !== event.currentTarget) return;
      const delta = readingStep(event.key, event.currentTarget);
      if (delta === 0) return;
      event.preventDefault();
      move(index, index + delta, true);
    },
    dragStart(event, index) {
      event.dataTransfer.setData(dragType, String(index));
      event.dataTransfer.effectAllowed = 'move';
      setDragFrom(index);
    },
    dragOver(event, index) {
      if (!event.dataTransfer.types.includes(dragType)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setDropAt(index);
    },
    drop(event, index) {
      if (!event.dataTransfer.types.includes(dragType)) return;
      event.preventDefault();
      const from = Number(event.dataTransfer.getData(dragType));
      if (Number.isInteger(from)) move(from, index, true);
      setDragFrom(null);
      setDropAt(null);
    },
  };
}
