import './grid-spacer.css';

/**
 * The rows of a virtual grid (virtual-grid.ts) that are not rendered, as one list item spanning every column: `space`
 * is what they take, the grid's own gap after it included, so the gap is left to the grid.
 */
export function GridSpacer({ space, gap }: { space: number; gap: number }) {
  if (space <= 0) return null;
  return <li className="grid-spacer" role="presentation" aria-hidden="true" style={{ height: space - gap }} />;
}
