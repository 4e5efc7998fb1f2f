/**
 * Arrow keys in reading order: in a right-to-left language the next slide or page is to the left, so ← moves forward
 * and → back (as Merge's Alt+← and the large view's arrows do), while ↑ and ↓ keep their meaning.
 */
export function isRightToLeft(element?: Element | null): boolean {
  const from = element ?? document.documentElement;
  return getComputedStyle(from).direction === 'rtl';
}

/** -1 for a key that means "earlier" in reading order, 1 for "later", 0 for any other key. */
export function readingStep(key: string, element?: Element | null): -1 | 0 | 1 {
  if (key === 'ArrowUp') return -1;
  if (key === 'ArrowDown') return 1;
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return 0;
  const forward = isRightToLeft(element) ? 'ArrowLeft' : 'ArrowRight';
  return key === forward ? 1 : -1;
}
