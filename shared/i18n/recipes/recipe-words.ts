/**
 * A recipe problem or a file refusal in words, from its code and facts (shared/recipes/recipe-check.ts,
 * shared/tools/file-acceptance.ts), in whichever language the edge that shows it speaks: the window passes its
 * i18next `translate` and its own title and size formats, the command line its `cliT`, the check itself English. One
 * composition for all, so a sentence reads the same wherever it is shown.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { formatBytes } from '../../format-bytes';
import type { FileKind } from '../../recipes/file-kinds';
import { kindsOfMade, kindsOfTaken } from '../../recipes/file-kinds';
import { listExtensions } from '../../tools/file-acceptance';
import type { RefusalReason } from '../../tools/file-acceptance';
import type { LocaleCode } from '../locales';
import { localeDirection } from '../locales';
import { pseudoMessage } from '../pseudo-locale';
import { toolTitleIn } from '../tool-titles';
import { formatBytesWith, sizeMessages, type SizeMessageKey } from '../size-words';
import { failureReasonMessages, type FailureReasonMessageKey } from '../failure-reason-messages';
import { unavailableMessages } from '../unavailable-messages';
import type { UnavailableMessageKey } from '../unavailable-messages';
import { paramProblemMessages } from '../param-problem-messages';
import type { ParamProblemMessageKey } from '../param-problem-messages';
import { fileKindMessages } from './file-kind-messages';
import type { FileKindMessageKey } from './file-kind-messages';
import { recipeMessages } from './recipe-messages';
import { libraryWatchMessages } from './library-watch-messages';
import type { LibraryWatchMessageKey } from './library-watch-messages';
import type { RecipeMessageKey } from './recipe-messages';

export type RecipeWordKey =
  | RecipeMessageKey
  | FileKindMessageKey
  | UnavailableMessageKey
  | FailureReasonMessageKey
  | SizeMessageKey
  | ParamProblemMessageKey
  | LibraryWatchMessageKey;

/** A tool as a problem names it: its type (the catalog's key) and the backend's English title (the fallback). */
export interface ToolRef {
  type: string;
  title: string;
}

/** What an edge brings to word a problem: its language, its translator over these catalogs, a tool's title, a size. */
export interface Wording {
  locale: LocaleCode;
  t(key: RecipeWordKey, values?: Readonly<Record<string, string | number>>): string;
  toolTitle(tool: ToolRef): string;
  formatSize(bytes: number): string;
  /** A param as a refusal names it (the window: its label); its API path when not given. */
  fieldName?(type: string, field: string): string;
}

/** ".pptx, .ppt or .odp" as the language joins alternatives; English keeps the engine's form (no serial comma). */
export function orListIn(locale: LocaleCode, items: readonly string[]): string {
  if (locale === 'en') return listExtensions(items);
  // Each item isolated, its direction its own first letter's (U+2068): ".pptx" in an Arabic line would otherwise show its
  // dot at the wrong end, and an Arabic kind with a Latin name in it ("… بصيغة OpenDocument") must stay right to left.
  const isolated = localeDirection(locale) === 'rtl' ? items.map((item) => `\u2068${item}\u2069`) : items;
  return new Intl.ListFormat(locale === 'en-XA' ? 'en' : locale, { type: 'disjunction' }).format(isolated);
}

function kindWords(words: Wording, kind: FileKind, form: 'one' | 'many'): string {
  return 'id' in kind ? words.t(`fileKind.${kind.id}.${form}`) : words.t(`fileKind.other.${form}`, { extension: kind.extension });
}

/** "decks", "decks, OpenDocument presentations or Keynote files": what a tool takes. */
export function kindsTakenIn(words: Wording, extensions: readonly string[]): string {
  if (extensions.length === 0) return words.t('fileKind.any');
  return orListIn(
    words.locale,
    kindsOfTaken(extensions).map((kind) => kindWords(words, kind, 'many')),
  );
}

/** "a PDF", "pictures" (several files): what a step makes. */
export function kindsMadeIn(words: Wording, extensions: readonly string[], several: boolean): string {
  if (extensions.length === 0) return words.t('fileKind.none');
  return orListIn(
    words.locale,
    kindsOfMade(extensions).map((kind) => kindWords(words, kind, several ? 'many' : 'one')),
  );
}

/** Why one file cannot go to a tool, in the edge's language. */
export function refusalText(words: Wording, tool: ToolRef, reason: RefusalReason): string {
  const named = { name: reason.name, tool: words.toolTitle(tool) };
  switch (reason.kind) {
    case 'long_name':
      return words.t('refusal.longName', { shown: reason.shown, length: reason.length, max: reason.max });
    case 'wrong_type': {
      const takes = orListIn(words.locale, reason.takes);
      return reason.extension
        ? words.t('refusal.type', { ...named, takes, extension: reason.extension })
        : words.t('refusal.typeNoExtension', { ...named, takes });
    }
    case 'wrong_mime_type':
      return words.t('refusal.typeMime', { ...named, types: reason.types.join(', ') });
    case 'sent_as':
      return words.t('refusal.sentAs', { ...named, mime: reason.mime, types: reason.types.join(', ') });
    case 'empty':
      return words.t('refusal.empty', named);
    case 'too_large':
      return words.t('refusal.tooLarge', { ...named, size: words.formatSize(reason.size), limit: words.formatSize(reason.limit) });
  }
}

/** How many files a tool takes, and how many it was given. */
export interface CountFacts {
  count: number;
  minFiles: number;
  maxFiles: number | null;
  extensions: string[];
}

/** "Merge decks needs at least 2 .pptx files; 1 was given." */
export function countRefusalText(words: Wording, tool: ToolRef, facts: CountFacts): string {
  const { minFiles: min, maxFiles: max } = facts;
  // A short list of extensions is named ("2 .pptx files"); a long one would drown the rule.
  const typed = facts.extensions.length > 0 && facts.extensions.length <= 3;
  const kinds = typed ? orListIn(words.locale, facts.extensions) : '';
  const [key, count]: ['exactly' | 'atLeast' | 'atMost' | 'between', number] =
    max === min ? ['exactly', min] : max === null ? ['atLeast', min] : min === 0 ? ['atMost', max] : ['between', 0];
  const rule = words.t(`refusal.count.${key}${typed ? 'Of' : ''}`, { count, min, max: max ?? 0, kinds });
  return words.t('refusal.count', { tool: words.toolTitle(tool), rule, given: words.t('refusal.count.given', { count: facts.count }) });
}

/**
 * A translator straight over these catalogs, for an edge with no layer of its own that holds them: the check's English,
 * and core's refusal of a recipe the window sends, in the app's language.
 */
export function catalogWording(locale: LocaleCode): Wording {
  const base = locale === 'en-XA' ? 'en' : locale;
  const catalog: Readonly<Record<string, string>> = {
    ...recipeMessages[base],
    ...fileKindMessages[base],
    ...sizeMessages[base],
    ...unavailableMessages[base],
    ...failureReasonMessages[base],
    ...paramProblemMessages[base],
    ...libraryWatchMessages[base],
  };
  const formats = new Map<string, IntlMessageFormat>();
  const t = (key: string, values: Readonly<Record<string, string | number>> = {}): string => {
    let format = formats.get(key);
    if (!format) {
      const message = catalog[key] ?? key;
      format = new IntlMessageFormat(locale === 'en-XA' ? pseudoMessage(message) : message, base, undefined, { ignoreTag: true });
      formats.set(key, format);
    }
    return String(format.format(values));
  };
  return {
    locale,
    t,
    // In English the backend's own title: the engine and core speak the registry's words.
    toolTitle: (tool) => (locale === 'en' ? tool.title : toolTitleIn(locale, tool)),
    // English as the engine writes it; other languages their figures and units.
    formatSize: (bytes) => (locale === 'en' ? formatBytes(bytes) : formatBytesWith(base, t, bytes)),
  };
}

/** The English every check returns as `message`, the words core, the engine and the API speak. */
export const ENGLISH_WORDING: Wording = catalogWording('en');
