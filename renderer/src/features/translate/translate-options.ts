import type { TranslationProvidersInfo } from '../../../../shared/contract/ipc';
import type { TranslationLanguages, TranslationProviderId } from '../../../../shared/contract/translation';
import { providersFor, translationRefusalOf } from '../../../../shared/tools/translation-pairs';
import { translationRefusalText } from '../../../../shared/i18n/translation-refusal-words';
import { windowWording } from '../../shared/recipe-words';
import type { StagedItem } from '../../shared/panel/intake-store';

export interface GlossaryRow {
  /** The row's identity while it is edited (React keys, focus); never sent. */
  id: number;
  source: string;
  target: string;
}

/**
 * What the selected backend can translate, as the form last read it: the panel's blocker and params see only the
 * options, so the form keeps this in them. The cloud takes every pair DeckFlow lists; the local engine takes the
 * pairs its providers have (`languages` null when the engine could not be asked: core then checks before upload).
 */
export type TranslationReach = { backend: 'cloud' } | { backend: 'local'; languages: TranslationLanguages | null };

export interface TranslateOptions {
  /** 'auto' (Detect) or a DeckFlow code. */
  from: string;
  to: string;
  model: 'Standard' | 'Pro';
  /** Local engine: who translates; null = the default (Settings' preferred provider, else the first that has the pair). */
  provider: TranslationProviderId | null;
  useGlossary: boolean;
  glossary: GlossaryRow[];
  imageTranslate: boolean;
  reach: TranslationReach | null;
  /** The person picked the target here: a deck's detected language no longer moves it. */
  targetChosen?: boolean;
}

const LAST_TARGET_KEY = 'deckhand.translate.lastTarget';

/** The target language the person last chose (this browser or window), if any. */
export function lastTarget(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(LAST_TARGET_KEY);
  } catch {
    return null;
  }
}

export function rememberTarget(code: string): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(LAST_TARGET_KEY, code);
  } catch {
    // A browser that keeps nothing: the next start suggests a target again.
  }
}

/**
 * The target to offer for a deck detected to be in `source`, unless the person chose one: the last target used when
 * it differs, else the first language a provider here can translate `source` into, else the first other language.
 */
export function suggestedTarget(
  options: TranslateOptions,
  source: string,
  languages: readonly { code: string }[],
  last: string | null,
): string {
  if (last && last !== source) return last;
  const others = languages.map((language) => language.code).filter((code) => code !== source);
  return others.find((code) => !pairRefusal(options, source, code)) ?? others[0] ?? options.to;
}

export const INITIAL_TRANSLATE_OPTIONS: TranslateOptions = {
  from: 'auto',
  to: lastTarget() ?? 'en',
  model: 'Standard',
  provider: null,
  useGlossary: false,
  glossary: [],
  imageTranslate: false,
  reach: null,
};

export const MAX_GLOSSARY_ROWS = 500;

/** Core's view of the providers in the shape the shared pair checks read. */
export function reachableLanguages(info: TranslationProvidersInfo): TranslationLanguages | null {
  if (!info.engineReachable) return null;
  return {
    languages: info.languages,
    defaultProvider: info.defaultProvider,
    providers: info.providers.map((provider) => ({
      id: provider.id,
      name: provider.name,
      available: provider.available,
      ...(provider.reason ? { reason: provider.reason } : {}),
      pairs: provider.pairs,
      detectsLanguage: provider.detectsLanguage,
    })),
  };
}

function isLocal(options: TranslateOptions): boolean {
  return options.reach?.backend !== 'cloud';
}

/** Why this pair cannot be translated where the task would go, naming what to install or set up; null when it can. */
export function pairRefusal(options: TranslateOptions, from: string, to: string): string | null {
  const reach = options.reach;
  const refusal =
    reach?.backend === 'local' && reach.languages
      ? translationRefusalOf(reach.languages, { from, to, ...(options.provider ? { provider: options.provider } : {}) })
      : from !== 'auto' && from === to
        ? ({ code: 'same-language', to } as const)
        : null;
  // In the window's language; English is the engine's own sentence.
  return refusal ? translationRefusalText(windowWording(), refusal) : null;
}

/** Who will translate the chosen pair on the local engine ("Apertium (offline)"), when that is known. */
export function chosenProviderName(options: TranslateOptions): string | null {
  const reach = options.reach;
  if (reach?.backend !== 'local' || !reach.languages) return null;
  const [first] = providersFor(reach.languages, {
    from: options.from,
    to: options.to,
    ...(options.provider ? { provider: options.provider } : {}),
  });
  return first?.name ?? null;
}

function filledRows(rows: readonly GlossaryRow[]): GlossaryRow[] {
  return rows.filter((row) => row.source.trim() !== '' || row.target.trim() !== '');
}

export function glossaryProblem(options: TranslateOptions): string | null {
  if (!options.useGlossary || !isLocal(options)) return null;
  const rows = options.glossary;
  const half = rows.findIndex((row) => (row.source.trim() === '') !== (row.target.trim() === ''));
  if (half >= 0) return `Glossary term ${half + 1} needs both the term and its translation (or remove it).`;
  if (filledRows(rows).length === 0) return 'Add a glossary term, or turn the glossary off.';
  return null;
}

export function translateBlocker(options: TranslateOptions, items: readonly StagedItem[] = []): string | null {
  if (options.reach === null) return 'Checking which languages can be translated here…';
  const keynote = isLocal(options) ? items.find((item) => /\.key$/i.test(item.name)) : undefined;
  if (keynote) return windowWording().t('unavailable.keynote-file', { file: keynote.name });
  const glossary = glossaryProblem(options);
  if (glossary) return glossary;
  if (options.imageTranslate && isLocal(options)) return windowWording().t('unavailable.local-image-translate');
  return pairRefusal(options, options.from, options.to);
}

/**
 * DeckFlow's params, plus on the local engine its own `provider` and `glossary` (the cloud keeps its glossary in
 * the account: there `useGlossary` alone says to apply it).
 */
export function translateParams(options: TranslateOptions): Record<string, unknown> {
  const local = isLocal(options);
  const terms = filledRows(options.glossary).map((row) => ({ source: row.source.trim(), target: row.target.trim() }));
  return {
    from: options.from,
    to: options.to,
    model: options.model,
    ...(options.useGlossary ? { useGlossary: true, ...(local ? { glossary: terms } : {}) } : {}),
    ...(options.imageTranslate ? { imageTranslate: true } : {}),
    ...(local && options.provider ? { provider: options.provider } : {}),
  };
}
