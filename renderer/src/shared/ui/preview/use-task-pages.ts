import { useEffect, useState } from 'react';
import type { PageThumbnail } from '../../../../../shared/contract/ipc';
import type { PreviewSide } from '../../../../../shared/contract/preview';
import { deckhand } from '../../bridge';
import { asDeckhandError } from '../../bridge-error';

/** A task's pages as the local engine draws them: the count once known, then each picture by page number. */
export interface TaskPages {
  pages?: number;
  thumbnails: ReadonlyMap<number, PageThumbnail>;
  done: boolean;
  error?: string;
}

let nextRequest = 1;
/** Finished drawings stay for the window's life: a card shown again (or a second view of it) asks nothing anew. */
const finished = new Map<string, TaskPages>();

/** Every page of a completed task's result (`output`) or of the file it was made from (`input`); stops when unmounted. */
export function useTaskPages(taskId: string, side: PreviewSide, enabled = true): TaskPages {
  const key = `${taskId}:${side}`;
  const [state, setState] = useState<TaskPages>(() => finished.get(key) ?? { thumbnails: new Map(), done: false });
  useEffect(() => {
    if (!enabled || finished.has(key)) return undefined;
    const api = deckhand();
    const requestId = `task-pages-${nextRequest++}`;
    let current: TaskPages = { thumbnails: new Map(), done: false };
    let active = true;
    const update = (change: Partial<TaskPages>): void => {
      current = { ...current, ...change };
      if (active) setState(current);
    };
    const stop = api.on('files:thumbnail', (event) => {
      if (event.requestId !== requestId) return;
      update({
        pages: event.pages,
        thumbnails: event.thumbnail ? new Map(current.thumbnails).set(event.thumbnail.page, event.thumbnail) : current.thumbnails,
      });
    });
    api.tasks
      .pages(taskId, side, requestId)
      .then(({ pages }) => {
        update({ pages, done: true });
        finished.set(key, current);
      })
      .catch((reason: unknown) => {
        const error = asDeckhandError(reason);
        if (error.code !== 'cancelled') update({ done: true, error: error.message });
      })
      .finally(stop);
    return () => {
      active = false;
      if (!current.done) api.files.cancelThumbnails(requestId).catch(() => undefined);
    };
  }, [taskId, side, key, enabled]);
  return state;
}
