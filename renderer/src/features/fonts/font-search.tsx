import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { FontFamily } from '../../../../shared/contract/ipc';
import { deckhand } from '../../shared/bridge';
import { asDeckhandError } from '../../shared/bridge-error';
import { queryKeys } from '../../shared/query-keys';
import { FontName } from './font-name';
import { CATEGORY_KEYS } from './fonts-options';
import { useT } from '../../i18n/i18n';

/** Rows shown at once: the most popular matches; typing narrows the list to the one wanted. */
const SHOWN = 60;

function FontRow(props: {
  font: FontFamily;
  chosen: boolean;
  disabled: boolean;
  listRef: RefObject<HTMLUListElement | null>;
  onToggle: (family: string) => void;
}) {
  const t = useT();
  const { font } = props;
  const category = CATEGORY_KEYS[font.category];
  const meta = [category ? t(category) : font.category, t('fonts.search.styles', { count: font.variants.length })];
  if (font.bundled) meta.push(t('fonts.search.bundled'));
  const metaId = useId();
  return (
    <li className="font-row">
      <label className="font-row__label">
        <input
          type="checkbox"
          checked={props.chosen}
          disabled={props.disabled}
          aria-label={font.family}
          aria-describedby={metaId}
          onChange={() => props.onToggle(font.family)}
        />
        <FontName family={font.family} root={props.listRef} className="font-row__name" />
        <span className="font-row__meta" id={metaId}>
          {meta.join(' · ')}
        </span>
      </label>
    </li>
  );
}

/** Google Fonts families by name and category, each a tick box; each name in its own face where a file is at hand. */
export function FontSearch(props: { isChosen: (family: string) => boolean; onToggle: (family: string) => void; disabled: boolean }) {
  const t = useT();
  const [text, setText] = useState('');
  const [category, setCategory] = useState('');
  const query = useDeferredValue(text.trim());
  const searchId = useId();
  const categoryId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const result = useQuery({
    queryKey: queryKeys.fontSearch(query, category),
    queryFn: () => deckhand().fonts.search({ ...(query ? { query } : {}), ...(category ? { category } : {}), limit: SHOWN }),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
  const fonts = result.data ?? [];
  return (
    <section className="font-search" aria-label={t('fonts.search.region')}>
      <div className="font-search__bar">
        <div className="field font-search__query">
          <label htmlFor={searchId}>{t('fonts.search.label')}</label>
          <input
            id={searchId}
            type="search"
            placeholder={t('fonts.search.placeholder')}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={categoryId}>{t('fonts.search.category')}</label>
          <select id={categoryId} value={category} onChange={(event) => setCategory(event.currentTarget.value)}>
            <option value="">{t('fonts.search.allCategories')}</option>
            {Object.entries(CATEGORY_KEYS).map(([value, key]) => (
              <option key={value} value={value}>
                {t(key)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {result.error ? (
        <p className="field__problem" role="alert">
          {t('fonts.search.failed', { reason: asDeckhandError(result.error).message })}
        </p>
      ) : null}
      <ul ref={listRef} className="font-search__list" aria-label={t('fonts.search.list')} aria-busy={result.isFetching}>
        {fonts.map((font) => (
          <FontRow
            key={font.family}
            font={font}
            chosen={props.isChosen(font.family)}
            disabled={props.disabled}
            listRef={listRef}
            onToggle={props.onToggle}
          />
        ))}
      </ul>
      <p className="field__hint" role="status">
        {result.isPending
          ? t('fonts.search.loading')
          : fonts.length === 0
            ? t('fonts.search.noMatch', { query })
            : fonts.length === SHOWN
              ? t('fonts.search.mostPopular', { count: SHOWN })
              : t('fonts.search.families', { count: fonts.length })}
      </p>
    </section>
  );
}
