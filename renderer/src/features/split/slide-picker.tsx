import { useEffect, useId } from 'react';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import { useBackendKind } from '../../shared/use-app-info';
import { localOnlyRefusal } from '../../../../shared/tools/tool-definition';
import { pptxSplit } from '../../../../shared/tools/definitions/pptx-split';
import type { OptionsProps } from '../../shared/panel/panel-definition';
import { allSlides, formatRanges, parseRanges } from './slide-ranges';
import { plannedDecks, splitParams, stagedDeck } from './split-options';
import type { SplitMode, SplitOptions } from './split-options';
import './split.css';
import { counted } from '../../shared/counted';
import { SlidePickerList } from './slide-picker-list';

/**
 * What becomes a deck — each chosen slide, each range of chosen slides, every N slides, or each section — and which
 * slides: a checkbox per slide (thumbnail, number, title, hidden marked) and a range field ("1-3,7"), kept in step
 * both ways. A newly staged deck starts with every slide chosen.
 */
export function SlidePicker(props: OptionsProps<SplitOptions>) {
  const { options, setOptions, disabled } = props;
  const fieldId = useId();
  const hintId = useId();
  const deck = stagedDeck(props.items);
  const outline = deck?.outline;
  const deckKey = deck?.item.key ?? null;
  const total = outline?.slides.length ?? 0;
  const backend = useBackendKind();
  const everyId = useId();

  useEffect(() => {
    if (backend !== options.backend) setOptions({ backend });
  }, [backend, options.backend, setOptions]);

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

  const sections = outline.sections ?? [];
  const mode = options.mode;
  const decks = plannedDecks(options, sections.length);
  const picking = mode === 'slides' || mode === 'ranges';
  const cloudNote = options.backend === 'cloud' ? localOnlyRefusal(pptxSplit, splitParams(options)) : null;
  const modes: { value: SplitMode; label: string; disabled?: boolean }[] = [
    { value: 'slides', label: 'A deck per slide' },
    { value: 'ranges', label: 'A deck per range' },
    { value: 'every', label: 'Every few slides' },
    {
      value: 'sections',
      label: 'A deck per section',
      disabled: sections.length === 0,
    },
  ];

  return (
    <div className="slide-picker">
      <SegmentedChoice
        legend="Split into"
        options={modes}
        value={mode}
        disabled={disabled}
        onChange={(value) => setOptions({ mode: value })}
      />
      {sections.length === 0 ? <p className="field__hint">“{deck.item.name}” has no sections, so it cannot be split by them.</p> : null}
      {cloudNote ? (
        <p className="field__problem" role="alert">
          {cloudNote}
        </p>
      ) : null}
      {mode === 'every' ? (
        <div className="field slide-picker__every">
          <label htmlFor={everyId}>Slides per deck</label>
          <input
            id={everyId}
            type="number"
            min={1}
            max={Math.max(total, 1)}
            step={1}
            value={Number.isFinite(options.every) ? options.every : ''}
            disabled={disabled}
            onChange={(event) => setOptions({ every: event.currentTarget.valueAsNumber })}
          />
        </div>
      ) : null}
      {mode === 'sections' ? (
        <ul className="slide-picker__sections" aria-label={`Sections of ${deck.item.name}`}>
          {sections.map((section, index) => (
            <li key={`${index}-${section.name}`}>
              {section.name || 'Untitled section'} <span className="muted">({counted(section.count, 'slide')})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {!picking ? (
        <p className="field__hint" aria-live="polite">
          {counted(decks, 'deck')} in the ZIP, each named after its {mode === 'sections' ? 'section' : 'first slide’s title'}.
        </p>
      ) : null}
      {picking ? (
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
      ) : null}
      {picking ? (
        <p id={hintId} className={parsed.ok ? 'field__hint' : 'field__problem'} aria-live="polite">
          {!parsed.ok
            ? parsed.problem
            : mode === 'slides'
              ? `${options.chosen.length} of ${counted(total, 'slide')} chosen: each becomes a deck of its own.`
              : `${options.chosen.length} of ${counted(total, 'slide')} chosen: ${counted(decks, 'deck')}, one per range, each named after its first slide’s title.`}
        </p>
      ) : null}
      {picking ? (
        <SlidePickerList
          deckName={deck.item.name}
          slides={outline.slides}
          path={path}
          chosen={chosen}
          disabled={disabled}
          toggle={toggle}
        />
      ) : null}
    </div>
  );
}
