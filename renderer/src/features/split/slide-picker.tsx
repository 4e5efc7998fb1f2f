import { useEffect, useId } from 'react';
import type { OptionsProps } from '../../shared/panel/panel-definition';
import { allSlides, formatRanges, parseRanges } from './slide-ranges';
import { stagedDeck } from './split-options';
import type { SplitOptions } from './split-options';
import './split.css';
import { counted } from '../../shared/counted';
import { SlideThumbnail } from '../../shared/ui/thumbnail-strip';

/**
 * Which slides become decks: a checkbox per slide (number, title, hidden marked) and a range field ("1-3,7"),
 * kept in step both ways. A newly staged deck starts with every slide chosen.
 */
export function SlidePicker(props: OptionsProps<SplitOptions>) {
  const { options, setOptions, disabled } = props;
  const fieldId = useId();
  const hintId = useId();
  const deck = stagedDeck(props.items);
  const outline = deck?.outline;
  const deckKey = deck?.item.key ?? null;
  const total = outline?.slides.length ?? 0;

  useEffect(() => {
    if (!outline || deckKey === null || options.deckKey === deckKey) return;
    const every = allSlides(outline.slides.length);
    setOptions({ deckKey, total: every.length, chosen: every, text: formatRanges(every) });
  }, [outline, deckKey, options.deckKey, setOptions]);

  if (!deck || deck.item.state === 'failed') {
    return <p className="field__hint">Add a deck to choose which of its slides to split out.</p>;
  }
  if (!outline || options.deckKey !== deckKey) {
    return (
      <p className="field__hint" role="status">
        Reading the slides…
      </p>
    );
  }

  const path = deck.item.staged?.path;
  const chosen = new Set(options.chosen);
  const parsed = parseRanges(options.text, total);
  const choose = (numbers: number[]) => setOptions({ chosen: numbers, text: formatRanges(numbers) });
  const toggle = (number: number) =>
    choose(chosen.has(number) ? options.chosen.filter((n) => n !== number) : [...options.chosen, number].sort((a, b) => a - b));
  const onType = (text: string) => {
    const next = parseRanges(text, total);
    setOptions(next.ok ? { text, chosen: next.numbers } : { text });
  };

  return (
    <div className="slide-picker">
      <div className="slide-picker__bar">
        <div className="field slide-picker__ranges">
          <label htmlFor={fieldId}>Slides to split out</label>
          <input
            id={fieldId}
            type="text"
            spellCheck={false}
            autoComplete="off"
            placeholder="e.g. 1-3,7"
            maxLength={2000}
            value={options.text}
            disabled={disabled}
            aria-invalid={!parsed.ok}
            aria-describedby={hintId}
            onChange={(event) => onType(event.currentTarget.value)}
            onBlur={() => {
              // Tidy what was typed ("3,1-2, 7" → "1-3,7") once the person is done with it.
              if (parsed.ok) setOptions({ text: formatRanges(parsed.numbers) });
            }}
          />
        </div>
        <div className="slide-picker__quick" role="group" aria-label="Choose slides">
          <button type="button" className="button" disabled={disabled} onClick={() => choose(allSlides(total))}>
            All
          </button>
          <button type="button" className="button" disabled={disabled} onClick={() => choose([])}>
            None
          </button>
        </div>
      </div>
      <p id={hintId} className={parsed.ok ? 'field__hint' : 'field__problem'} aria-live="polite">
        {parsed.ok ? `${options.chosen.length} of ${counted(total, 'slide')} chosen: each becomes a deck of its own.` : parsed.problem}
      </p>
      <ul className="slide-picker__list" aria-label={`Slides of ${deck.item.name}`}>
        {outline.slides.map((slide) => {
          const title = slide.title || 'Untitled slide';
          return (
            <li key={slide.number}>
              <label className="slide-picker__slide" title={slide.title || undefined}>
                <input
                  type="checkbox"
                  checked={chosen.has(slide.number)}
                  disabled={disabled}
                  aria-label={`Slide ${slide.number}: ${title}${slide.hidden ? ' (hidden)' : ''}`}
                  onChange={() => toggle(slide.number)}
                />
                <span className="slide-picker__number" aria-hidden="true">
                  {slide.number}
                </span>
                {path ? (
                  <span className="slide-picker__thumb">
                    <SlideThumbnail path={path} fileName={deck.item.name} page={slide.number} />
                  </span>
                ) : null}
                <span className={slide.title ? 'slide-picker__title' : 'slide-picker__title muted'} aria-hidden="true">
                  {title}
                </span>
                {slide.hidden ? (
                  <span className="slide-picker__hidden" aria-hidden="true">
                    Hidden
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
