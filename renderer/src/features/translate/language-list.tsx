import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n';

export interface LanguageChoice {
  code: string;
  name: string;
}

/** Lower case without accents, so "espanol" finds "Español" and "pt" finds "Portuguese (Brazil)"'s code. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function matchesLanguage(language: LanguageChoice, query: string): boolean {
  const wanted = folded(query.trim());
  if (wanted === '') return true;
  return folded(language.name).includes(wanted) || folded(language.code).startsWith(wanted);
}

/**
 * One side of the language pair: a search field over a list of radio buttons (arrow keys move the choice, Enter in
 * the search takes the first match). A language the pair cannot be translated with is marked, not hidden: choosing
 * it says why and what to install.
 */
export function LanguageList(props: {
  /** "From", "Into". */
  label: string;
  /** "source languages": the search field's name is "Search source languages". */
  searchNoun: string;
  languages: readonly LanguageChoice[];
  value: string;
  onChange: (code: string) => void;
  /** Offer "Detect the language" (`auto`) first, whatever the search. */
  detect?: boolean;
  /** Why a language cannot be chosen with the other side's current choice, or null. */
  unavailable: (code: string) => string | null;
  disabled: boolean;
}) {
  const t = useT();
  const { languages, value, onChange, unavailable, disabled } = props;
  const [query, setQuery] = useState('');
  const name = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const shown = languages.filter((language) => matchesLanguage(language, query));
  const chosen = value === 'auto' ? t('tr.detect') : (languages.find((language) => language.code === value)?.name ?? value);

  // A new choice (clicked, Enter in the search, or a swap) clears the search, so the whole list shows again with the
  // choice in view; only the list scrolls, never the page.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setQuery('');
  }
  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const reveal = () => {
      const checked = list.querySelector<HTMLElement>('input:checked')?.closest('label');
      if (!checked) return;
      const box = list.getBoundingClientRect();
      const item = checked.getBoundingClientRect();
      if (item.top < box.top) list.scrollTop -= box.top - item.top + 4;
      else if (item.bottom > box.bottom) list.scrollTop += item.bottom - box.bottom + 4;
    };
    reveal();
    // Names wrap differently when the window's width changes: the choice stays in view.
    const observer = new ResizeObserver(reveal);
    observer.observe(list);
    return () => observer.disconnect();
  }, [value]);

  const option = (code: string, text: string, detail: string | null) => {
    const reason = code === 'auto' ? null : unavailable(code);
    return (
      <label key={code} className={reason ? 'language-list__option language-list__option--refused' : 'language-list__option'}>
        <input
          type="radio"
          name={name}
          value={code}
          checked={value === code}
          disabled={disabled}
          aria-label={reason ? t('tr.noProviderHere', { language: text }) : text}
          onChange={() => onChange(code)}
        />
        <span className="language-list__name">{text}</span>
        {detail ? <span className="language-list__code">{detail}</span> : null}
        {reason ? (
          <span className="language-list__mark" title={reason}>
            {t('tr.noProvider')}
          </span>
        ) : null}
      </label>
    );
  };

  return (
    <fieldset className="language-list" disabled={disabled} aria-label={props.label}>
      <legend className="language-list__legend">
        <span className="language-list__label">{props.label}</span>{' '}
        <span className="language-list__chosen" title={chosen}>
          {chosen}
        </span>
      </legend>
      <input
        type="search"
        className="language-list__search"
        aria-label={t('tr.search', { noun: props.searchNoun })}
        placeholder={t('tr.searchPlaceholder')}
        spellCheck={false}
        autoComplete="off"
        maxLength={60}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const first = shown[0];
          if (first) onChange(first.code);
        }}
      />
      <div ref={listRef} className="language-list__options">
        {props.detect ? option('auto', t('tr.detect'), null) : null}
        {shown.map((language) => option(language.code, language.name, language.code))}
        {shown.length === 0 ? <p className="language-list__none">{t('tr.noMatch', { query: query.trim() })}</p> : null}
      </div>
    </fieldset>
  );
}
