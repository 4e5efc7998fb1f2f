/**
 * The command line's language (issue #32): the terminal's locale as POSIX names it — LANGUAGE (GNU's list, unless the
 * locale is C), then the first of LC_ALL, LC_MESSAGES, LANG that is set — else English. An empty variable counts as
 * unset, and C or POSIX means English, as gettext reads them.
 */
import { createTranslators } from '../../shared/i18n/icu-translator';
import type { Translator } from '../../shared/i18n/icu-translator';
import { toolTitleIn } from '../../shared/i18n/tool-titles';
import { fileKindMessages } from '../../shared/i18n/recipes/file-kind-messages';
import { recipeMessages } from '../../shared/i18n/recipes/recipe-messages';
import { libraryWatchMessages } from '../../shared/i18n/recipes/library-watch-messages';
import type { RecipeWordKey, Wording } from '../../shared/i18n/recipes/recipe-words';
import { formatBytesWith, sizeMessages } from '../../shared/i18n/size-words';
import type { SizeMessageKey } from '../../shared/i18n/size-words';
import { unavailableMessages } from '../../shared/i18n/unavailable-messages';
import { failureReasonMessages } from '../../shared/i18n/failure-reason-messages';
import { failureReasonText } from '../../shared/i18n/unavailable-words';
import { paramProblemMessages } from '../../shared/i18n/param-problem-messages';
import { pickLocale } from '../../shared/i18n/locales';
import type { LocaleCode } from '../../shared/i18n/locales';
import { ar } from './messages/ar';
import { de } from './messages/de';
import { en } from './messages/en';
import type { CliMessageKey } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';

export type CliTranslate = Translator<CliMessageKey | RecipeWordKey | SizeMessageKey>;

/**
 * The command line's own messages, with the shared recipe problems and file refusals (shared/i18n/recipes/) and the
 * size units (shared/i18n/size-words.ts) beside them.
 */
const withRecipes = <T extends object>(own: T, locale: 'en' | 'es' | 'de' | 'fr' | 'ar') => ({
  ...own,
  ...recipeMessages[locale],
  ...fileKindMessages[locale],
  ...sizeMessages[locale],
  ...unavailableMessages[locale],
  ...failureReasonMessages[locale],
  ...paramProblemMessages[locale],
  ...libraryWatchMessages[locale],
});

export const cliTranslators = createTranslators<CliMessageKey | RecipeWordKey | SizeMessageKey>({
  en: withRecipes(en, 'en'),
  es: withRecipes(es, 'es'),
  de: withRecipes(de, 'de'),
  fr: withRecipes(fr, 'fr'),
  ar: withRecipes(ar, 'ar'),
});

/** `de_DE.UTF-8@euro` → `de-DE`; null for C, POSIX or nothing. */
function languageTag(value: string | undefined): string | null {
  const name = (value ?? '').split(/[.@]/)[0]?.trim() ?? '';
  if (name === '' || name === 'C' || name === 'POSIX') return null;
  return name.replace(/_/g, '-');
}

export function cliLocale(env: Readonly<Record<string, string | undefined>>): LocaleCode {
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value !== undefined && value !== '');
  const tag = languageTag(locale);
  if (tag === null) return 'en';
  // GNU gettext honours LANGUAGE only when a locale other than C is set.
  const preferred = (env.LANGUAGE ?? '').split(':').map(languageTag);
  return pickLocale([...preferred.filter((entry): entry is string => entry !== null), tag]);
}

/** The terminal's language, read once. */
export const CLI_LOCALE: LocaleCode = cliLocale(process.env);

/** What `deckhand` says, in the terminal's language. */
export const cliT: CliTranslate = cliTranslators(CLI_LOCALE);

/** A tool's title in a sentence of the terminal's language (the registry's English for a tool no catalog has). */
export function cliToolTitle(tool: { type: string; title: string }): string {
  return toolTitleIn(CLI_LOCALE, tool);
}

/** How the command line words a recipe's problems and file refusals: in the terminal's language. */
export function cliWording(locale: LocaleCode = CLI_LOCALE): Wording {
  const t = cliTranslators(locale);
  return { locale, t, toolTitle: (tool) => toolTitleIn(locale, tool), formatSize: (bytes) => formatBytesWith(locale, t, bytes) };
}

/** A file's failure in the terminal's language where it says why by code (`reason`), else its English. */
export function cliFailureText(error: { message: string; reason?: unknown }): string {
  return failureReasonText(cliWording(), error);
}
