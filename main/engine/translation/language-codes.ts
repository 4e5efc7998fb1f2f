/**
 * DeckFlow's language codes (shared/tools/languages.ts) as each provider spells them. Apertium names its modes
 * with ISO 639-3 or 639-1 codes and an optional variant (`eng-spa`, `fr-es`, `es-pt_BR`); DeepL wants upper case
 * with a region for some targets; LibreTranslate servers differ in how they name Chinese and Portuguese.
 */

/** ISO 639-3 and 639-1 codes Apertium uses, by DeckFlow code. */
const APERTIUM_NAMES: Readonly<Record<string, readonly string[]>> = {
  en: ['eng', 'en'],
  'zh-CN': ['zho', 'zh', 'cmn'],
  'zh-TW': [],
  ja: ['jpn', 'ja'],
  ko: ['kor', 'ko'],
  es: ['spa', 'es'],
  fr: ['fra', 'fr'],
  de: ['deu', 'de'],
  it: ['ita', 'it'],
  nl: ['nld', 'nl'],
  ru: ['rus', 'ru'],
  pl: ['pol', 'pl'],
  sv: ['swe', 'sv'],
  da: ['dan', 'da'],
  fi: ['fin', 'fi'],
  el: ['ell', 'el'],
  cs: ['ces', 'cs'],
  ro: ['ron', 'ro'],
  hu: ['hun', 'hu'],
  uk: ['ukr', 'uk'],
  ar: ['ara', 'ar'],
  th: ['tha', 'th'],
  vi: ['vie', 'vi'],
  he: ['heb', 'he'],
  'pt-BR': ['por', 'pt'],
  tr: ['tur', 'tr'],
};

const FROM_APERTIUM = new Map<string, string>();
for (const [code, names] of Object.entries(APERTIUM_NAMES)) for (const name of names) FROM_APERTIUM.set(name, code);

/** Mode variants that still mean the DeckFlow language (a regional standard), best first. */
const ACCEPTED_VARIANTS: Readonly<Record<string, readonly string[]>> = { 'pt-BR': ['BR', ''], en: ['', 'US'] };

export interface ApertiumMode {
  mode: string;
  from: string;
  to: string;
  /** Lower is better when two modes serve the same DeckFlow pair. */
  rank: number;
}

/** The DeckFlow pair an Apertium mode name serves, or null (other languages, debug and bytecode modes). */
export function apertiumModePair(mode: string): ApertiumMode | null {
  const match = /^([a-z]{2,3})-([a-z]{2,3})(?:_([A-Za-z]+))?$/.exec(mode);
  if (!match) return null;
  const from = FROM_APERTIUM.get(match[1] ?? '');
  const to = FROM_APERTIUM.get(match[2] ?? '');
  if (!from || !to || from === to) return null;
  const variant = match[3] ?? '';
  const accepted = ACCEPTED_VARIANTS[to] ?? [''];
  const rank = accepted.indexOf(variant);
  if (rank < 0) return null;
  return { mode, from, to, rank };
}

/**
 * Debian packages that provide a pair, to name in "install …" messages. Keys are `from>to` in DeckFlow codes; a
 * package serves both directions.
 */
const DEBIAN_PAIR_PACKAGES: Readonly<Record<string, string>> = {
  'en>es': 'apertium-eng-spa',
  'es>en': 'apertium-eng-spa',
  'fr>es': 'apertium-fr-es',
  'es>fr': 'apertium-fr-es',
  'es>pt-BR': 'apertium-es-pt',
  'pt-BR>es': 'apertium-es-pt',
  'es>it': 'apertium-spa-ita',
  'it>es': 'apertium-spa-ita',
  'es>ro': 'apertium-es-ro',
  'ro>es': 'apertium-es-ro',
  'ru>uk': 'apertium-rus-ukr',
  'uk>ru': 'apertium-rus-ukr',
  'sv>da': 'apertium-swe-dan',
  'da>sv': 'apertium-swe-dan',
};

export function debianPackageForPair(from: string, to: string): string | null {
  return DEBIAN_PAIR_PACKAGES[`${from}>${to}`] ?? null;
}

/** DeepL's source codes have no region; some targets need one (EN-US, PT-BR, ZH-HANS). */
export function deeplSourceCode(code: string): string {
  if (code === 'zh-CN' || code === 'zh-TW') return 'ZH';
  if (code === 'pt-BR') return 'PT';
  return code.toUpperCase();
}

export function deeplTargetCode(code: string): string {
  switch (code) {
    case 'en':
      return 'EN-US';
    case 'zh-CN':
      return 'ZH-HANS';
    case 'zh-TW':
      return 'ZH-HANT';
    case 'pt-BR':
      return 'PT-BR';
    default:
      return code.toUpperCase();
  }
}

/** Names a LibreTranslate server may use for a DeckFlow code, best first (servers differ by version). */
export function libreTranslateCandidates(code: string): string[] {
  switch (code) {
    case 'zh-CN':
      return ['zh-Hans', 'zh', 'zh-CN'];
    case 'zh-TW':
      return ['zh-Hant', 'zt', 'zh-TW'];
    case 'pt-BR':
      return ['pt-BR', 'pt'];
    default:
      return [code];
  }
}

/** BCP 47 tag written on translated runs (`lang`), so spelling and hyphenation follow the new language. */
export function documentLanguageTag(code: string): string {
  const regions: Record<string, string> = {
    en: 'en-US',
    es: 'es-ES',
    fr: 'fr-FR',
    de: 'de-DE',
    it: 'it-IT',
    nl: 'nl-NL',
    ru: 'ru-RU',
    pl: 'pl-PL',
    sv: 'sv-SE',
    da: 'da-DK',
    fi: 'fi-FI',
    el: 'el-GR',
    cs: 'cs-CZ',
    ro: 'ro-RO',
    hu: 'hu-HU',
    uk: 'uk-UA',
    ar: 'ar-SA',
    th: 'th-TH',
    vi: 'vi-VN',
    he: 'he-IL',
    tr: 'tr-TR',
    ja: 'ja-JP',
    ko: 'ko-KR',
  };
  return regions[code] ?? code;
}
