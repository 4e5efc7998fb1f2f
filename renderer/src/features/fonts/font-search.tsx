import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { FontFamily } from '../../../../shared/contract/ipc';
import { deckhand } from '../../shared/bridge';
import { asDeckhandError } from '../../shared/bridge-error';
import { queryKeys } from '../../shared/query-keys';
import { FontName } from './font-name';
import { CATEGORY_LABELS } from './fonts-options';
import { counted } from '../../shared/counted';

/** Rows shown at once: the most popular matches; typing narrows the list to the one wanted. */
const SHOWN = 60;

function FontRow(props: {
  font: FontFamily;
  chosen: boolean;
  disabled: boolean;
  listRef: RefObject<HTMLUListElement | null>;
  onToggle: (family: string) => void;
}) {
  const { font } = props;
  const metaId = useId();
  const styles = font.variants.length;
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
          {CATEGORY_LABELS[font.category] ?? font.category} · {counted(styles, 'style')}
          {font.bundled ? ' · ships with Deckhand' : ''}
        </span>
      </label>
    </li>
  );
}

/** Google Fonts families by name and category, each a tick box; each name in its own face where a file is at hand. */
export function FontSearch(props: { isChosen: (family: string) => boolean; onToggle: (family: string) => void; disabled: boolean }) {
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
    <section className="font-search" aria-label="Google Fonts">
      <div className="font-search__bar">
        <div className="field font-search__query">
          <label htmlFor={searchId}>Find Google Fonts</label>
          <input
            id={searchId}
            type="search"
            placeholder="Family name, e.g. Inter"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={categoryId}>Category</label>
          <select id={categoryId} value={category} onChange={(event) => setCategory(event.currentTarget.value)}>
            <option value="">All categories</option>
            {Object.entries(CATEGORY_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {result.error ? (
        <p className="field__problem" role="alert">
          Could not list Google Fonts: {asDeckhandError(result.error).message}
        </p>
      ) : null}
      <ul ref={listRef} className="font-search__list" aria-label="Google Fonts families" aria-busy={result.isFetching}>
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
          ? 'Loading Google Fonts…'
          : fonts.length === 0
            ? `No Google Fonts family matches “${query}”.`
            : fonts.length === SHOWN
              ? `The ${SHOWN} most popular matches; type more of a name to find others.`
              : `${fonts.length} famil${fonts.length === 1 ? 'y' : 'ies'}.`}
      </p>
    </section>
  );
}
