import { useEffect, useId } from 'react';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import { useBackendKind } from '../../shared/use-app-info';
import { localOnlyRefusal } from '../../../../shared/tools/tool-definition';
import { pptxSplit } from '../../../../shared/tools/definitions/pptx-split';
import type { OptionsProps } from '../../shared/panel/panel-definition';
import { allSlides, formatGroups, formatRanges, parseRangeGroups, parseRanges } from './slide-ranges';
import { plannedDecks, splitParams, stagedDeck } from './split-options';
import type { SplitMode, SplitOptions } from './split-options';
import './split.css';
import { SlidePickerList } from './slide-picker-list';
import { useT } from '../../i18n/i18n';

/**
 * What becomes a deck — each chosen slide, each range of chosen slides, every N slides, or each section — and which
 * slides: a checkbox per slide (thumbnail, number, title, hidden marked) and a range field ("1-3,7"), kept in step
 * both ways. A newly staged deck starts with every slide chosen.
 */
export function SlidePicker(props: OptionsProps<SplitOptions>) {
  const t = useT();
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
    return <p className="field__hint">{t('split.addDeck')}</p>;
  }
  if (!outline || options.deckKey !== deckKey) {
    return (
      <p className="field__hint" role="status">
        {t('deck.readingSlides')}
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
    { value: 'slides', label: t('split.mode.slides') },
    { value: 'ranges', label: t('split.mode.ranges') },
    { value: 'every', label: t('split.mode.every') },
    {
      value: 'sections',
      label: t('split.mode.sections'),
      disabled: sections.length === 0,
    },
  ];

  return (
    <div className="slide-picker">
      <SegmentedChoice
        legend={t('split.into')}
        options={modes}
        value={mode}
        disabled={disabled}
        onChange={(value) => setOptions({ mode: value })}
      />
      {sections.length === 0 ? <p className="field__hint">{t('split.noSections', { name: deck.item.name })}</p> : null}
      {cloudNote ? (
        <p className="field__problem" role="alert">
          {cloudNote}
        </p>
      ) : null}
      {mode === 'every' ? (
        <div className="field slide-picker__every">
          <label htmlFor={everyId}>{t('split.perDeck')}</label>
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
        <ul className="slide-picker__sections" aria-label={t('split.sectionsOf', { name: deck.item.name })}>
          {sections.map((section, index) => (
            <li key={`${index}-${section.name}`}>
              {section.name || t('split.untitledSection')}{' '}
              <span className="muted">({t('noun.slide.count', { count: section.count })})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {!picking ? (
        <p className="field__hint" aria-live="polite">
          {t('split.planned', { decks: t('noun.deck.count', { count: decks }), by: mode === 'sections' ? 'section' : 'title' })}
        </p>
      ) : null}
      {picking ? (
        <div className="slide-picker__bar">
          <div className="field slide-picker__ranges">
            <label htmlFor={fieldId}>{t('split.toSplitOut')}</label>
            <input
              id={fieldId}
              type="text"
              spellCheck={false}
              autoComplete="off"
              placeholder={t('split.example')}
              maxLength={2000}
              value={options.text}
              disabled={disabled}
              aria-invalid={!parsed.ok}
              aria-describedby={hintId}
              onChange={(event) => onType(event.currentTarget.value)}
              onBlur={() => {
                // Tidy what was typed once the person is done with it: "3,1-2, 7" → "1-3,7" for slides; for a deck per
                // range each range stays one ("1-5, 6-12" is two decks), only written tidily ("7-5" → "5-7").
                if (mode === 'ranges') {
                  const groups = parseRangeGroups(options.text, total);
                  if (groups.ok) setOptions({ text: formatGroups(groups.groups) });
                } else if (parsed.ok) setOptions({ text: formatRanges(parsed.numbers) });
              }}
            />
          </div>
          <div className="slide-picker__quick" role="group" aria-label={t('split.choose')}>
            <button type="button" className="button" disabled={disabled} onClick={() => choose(allSlides(total))}>
              {t('split.all')}
            </button>
            <button type="button" className="button" disabled={disabled} onClick={() => choose([])}>
              {t('split.none')}
            </button>
          </div>
        </div>
      ) : null}
      {picking ? (
        <p id={hintId} className={parsed.ok ? 'field__hint' : 'field__problem'} aria-live="polite">
          {!parsed.ok
            ? parsed.problem
            : mode === 'slides'
              ? t('split.chosenEach', { chosen: options.chosen.length, count: total })
              : t('split.chosenRanges', { chosen: options.chosen.length, count: total, decks: t('noun.deck.count', { count: decks }) })}
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
