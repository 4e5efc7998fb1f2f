import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import type { DeckOutline } from '../../../../shared/contract/ipc';
import { SlideThumbnail } from '../../shared/ui/thumbnail-strip';
import { useThumbnailProblem } from '../../shared/ui/thumbnail-store';
import { GridSpacer } from '../../shared/ui/grid-spacer';
import { useVirtualGrid, type GridMetrics } from '../../shared/ui/virtual-grid';
import { translate } from '../../i18n/i18n';

/** As split.css sets them: a row's width and height (with and without pictures), the gaps, the box's padding. */
const WITH_PICTURES: GridMetrics = { minWidth: 240, gap: 4, columnGap: 12, rowHeight: 52, padding: 4, overscan: 2 };
const TEXT_ONLY: GridMetrics = { ...WITH_PICTURES, rowHeight: 30 };
/** The element of a row that takes focus: its checkbox. */
const checkboxOf = (index: number): string => `input[data-index="${index}"]`;

/**
 * The deck's slides as checkboxes (number, thumbnail, title, hidden marked). Only the rows in view and two either side
 * are in the DOM, so a 300-slide deck holds ~30 pictures, not 300; Tab and Shift+Tab still walk every slide.
 */
export function SlidePickerList(props: {
  deckName: string;
  slides: DeckOutline['slides'];
  path: string | undefined;
  chosen: ReadonlySet<number>;
  disabled: boolean;
  toggle: (slide: number) => void;
}) {
  const { deckName, slides, path, chosen, disabled, toggle } = props;
  const listRef = useRef<HTMLUListElement>(null);
  // Rows as tall as a picture only where there are pictures to show.
  const problem = useThumbnailProblem(path);
  const pictures = path !== undefined && problem === undefined;
  const metrics = pictures ? WITH_PICTURES : TEXT_ONLY;
  const grid = useVirtualGrid(listRef, slides.length, metrics, checkboxOf);

  // Tab and Shift+Tab walk every slide's box: the next one may not be rendered yet, so it is scrolled in first.
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const index = Number((event.target as HTMLElement).dataset.index);
    if (!Number.isInteger(index)) return;
    // A press while the last one's slide is still coming in waits for it: running ahead could scroll the focused box
    // out of the DOM and drop the focus.
    if (grid.focusPending()) return event.preventDefault();
    const next = index + (event.shiftKey ? -1 : 1);
    if (next < 0 || next >= slides.length || (next >= grid.start && next < grid.end)) return;
    event.preventDefault();
    grid.revealAndFocus(next);
  };

  return (
    <ul
      ref={listRef}
      onKeyDown={onKeyDown}
      className={`slide-picker__list${pictures ? ' slide-picker__list--pictures' : ''}`}
      aria-label={translate('preview.pagesOf', { kind: 'slide', name: deckName })}
    >
      <GridSpacer space={grid.before} gap={metrics.gap} />
      {slides.slice(grid.start, grid.end).map((slide, offset) => {
        const index = grid.start + offset;
        const title = slide.title || translate('split.untitledSlide');
        return (
          <li key={slide.number} aria-posinset={index + 1} aria-setsize={slides.length}>
            <label className="slide-picker__slide" title={slide.title || undefined}>
              <input
                type="checkbox"
                data-index={index}
                checked={chosen.has(slide.number)}
                disabled={disabled}
                aria-label={translate('split.slideLabel', { slide: slide.number, title, hidden: slide.hidden ? 'yes' : 'no' })}
                onChange={() => toggle(slide.number)}
              />
              <span className="slide-picker__number" aria-hidden="true">
                {slide.number}
              </span>
              {pictures && path ? (
                <span className="slide-picker__thumb">
                  <SlideThumbnail path={path} fileName={deckName} page={slide.number} />
                </span>
              ) : null}
              <span className={slide.title ? 'slide-picker__title' : 'slide-picker__title muted'} aria-hidden="true">
                {title}
              </span>
              {slide.hidden ? (
                <span className="slide-picker__hidden" aria-hidden="true">
                  {translate('split.hidden')}
                </span>
              ) : null}
            </label>
          </li>
        );
      })}
      <GridSpacer space={grid.after} gap={metrics.gap} />
    </ul>
  );
}
