import { useLayoutEffect, useState } from 'react';

/**
 * Where an element starts in the page, measured when it mounts and again when something before it changes size (the
 * panel's header and toolbar wrap at another width, the selection's buttons appear) — never on a render of its own:
 * reading it forces a layout, and History renders on every scroll step.
 */
export function useOffsetTop(element: HTMLElement | null): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (!element) return undefined;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    // What lies above the element in its panel, its own table's head included.
    const panel = element.closest('section') ?? document.body;
    for (const above of panel.querySelectorAll(':scope > header, :scope > div:not(.table-wrap), thead')) observer.observe(above);
    return () => observer.disconnect();
  }, [element]);
  return top;
}
