import { useSyncExternalStore } from 'react';

/** True while the card or History row of the task (`#task-<id>`) is on screen, below the sticky header. */
function taskInView(taskId: string): boolean {
  const element = document.getElementById(`task-${taskId}`);
  if (!element) return false;
  const rect = element.getBoundingClientRect();
  const headerBottom = document.querySelector('.app__header')?.getBoundingClientRect().bottom ?? 0;
  return rect.height > 0 && rect.bottom > headerBottom && rect.top < window.innerHeight;
}

function subscribe(onChange: () => void): () => void {
  let frame = 0;
  const schedule = () => {
    if (frame === 0) {
      frame = requestAnimationFrame(() => {
        frame = 0;
        onChange();
      });
    }
  };
  // Route changes, new cards and scrolling all change what is on screen.
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('scroll', schedule, { passive: true, capture: true });
  window.addEventListener('resize', schedule);
  window.addEventListener('hashchange', schedule);
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    window.removeEventListener('scroll', schedule, { capture: true });
    window.removeEventListener('resize', schedule);
    window.removeEventListener('hashchange', schedule);
  };
}

/** Whether a task is already visible, so a notification need not offer to show it. */
export function useTaskInView(taskId: string | undefined): boolean {
  return useSyncExternalStore(subscribe, () => (taskId ? taskInView(taskId) : false));
}
