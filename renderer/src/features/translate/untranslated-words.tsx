import { useState } from 'react';
import type { Task } from '../../../../shared/contract/service';
import { useT } from '../../i18n/i18n';
import { usePanelOptionsStore } from '../../shared/panel/panel-options-store';
import { glossaryRow } from './glossary-editor';
import { INITIAL_TRANSLATE_OPTIONS, MAX_GLOSSARY_ROWS } from './translate-options';
import type { TranslateOptions } from './translate-options';

type Where = 'slide' | 'page' | 'sheet';

interface MissedWord {
  word: string;
  where: Where | 'none';
  places: (number | string)[];
}

/** The words the provider left in the source language (`untranslatedWords`), with where they are. */
export function missedWords(task: Task): MissedWord[] {
  const raw = task.result?.untranslatedWords;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown): MissedWord[] => {
    if (!item || typeof item !== 'object') return [];
    const entry = item as Record<string, unknown>;
    if (typeof entry.word !== 'string' || entry.word === '') return [];
    for (const where of ['slide', 'page', 'sheet'] as const) {
      const places = entry[`${where}s`];
      if (Array.isArray(places) && places.length > 0) {
        const kept = places.filter((place): place is number | string => typeof place === 'number' || typeof place === 'string');
        return [{ word: entry.word, where, places: kept }];
      }
    }
    return [{ word: entry.word, where: 'none', places: [] }];
  });
}

const SHOWN = 12;

/**
 * Adds the words to the Translate panel's glossary, each kept as it is until the person writes its translation;
 * words already there are left alone. Answers how many were added, or null when the glossary has no room.
 */
function addToGlossary(words: readonly string[]): number | null {
  const store = usePanelOptionsStore.getState();
  const options = (store.byPanel.translate ?? INITIAL_TRANSLATE_OPTIONS) as TranslateOptions;
  const kept = options.glossary.filter((row) => row.source.trim() !== '' || row.target.trim() !== '');
  const known = new Set(kept.map((row) => row.source.trim().toLocaleLowerCase()));
  const fresh = words.filter((word) => !known.has(word.toLocaleLowerCase())).slice(0, MAX_GLOSSARY_ROWS - kept.length);
  if (fresh.length === 0 && words.some((word) => !known.has(word.toLocaleLowerCase()))) return null;
  const rows = fresh.map((word) => glossaryRow(word, word));
  store.patch('translate', INITIAL_TRANSLATE_OPTIONS, { useGlossary: true, glossary: [...kept, ...rows] });
  const first = rows[0];
  if (first) requestAnimationFrame(() => document.getElementById(`glossary-term-${first.id}`)?.focus());
  return rows.length;
}

/** "3 words were left untranslated": the list, with slides, pages or sheets, and a button adding them to the glossary. */
export function UntranslatedWords(props: { task: Task }) {
  const t = useT();
  const words = missedWords(props.task);
  const [added, setAdded] = useState<number | null | undefined>(undefined);
  if (words.length === 0) return null;
  const total = typeof props.task.result?.untranslatedWordCount === 'number' ? props.task.result.untranslatedWordCount : words.length;
  return (
    <div className="translate-words" role="note">
      <strong>{t('translate.words.title', { count: total })}</strong> {t('translate.words.why', { count: total })}
      <ul className="translate-words__list" aria-label={t('translate.words.title', { count: total })}>
        {words.slice(0, SHOWN).map((item) => (
          <li key={item.word}>
            {t('translate.words.item', { word: item.word, where: item.where, count: item.places.length, list: item.places.join(', ') })}
          </li>
        ))}
      </ul>
      {total > SHOWN ? <span className="muted">{t('translate.words.more', { count: total - Math.min(SHOWN, words.length) })}</span> : null}
      <div className="translate-words__actions">
        <button
          type="button"
          className="button button--small"
          disabled={added !== undefined && added !== null}
          onClick={() => setAdded(addToGlossary(words.map((item) => item.word)))}
        >
          {t('translate.words.add', { count: words.length })}
        </button>
        {added === null ? <span role="status">{t('translate.words.full')}</span> : null}
        {added !== undefined && added !== null ? <span role="status">{t('translate.words.added', { count: added })}</span> : null}
      </div>
    </div>
  );
}
