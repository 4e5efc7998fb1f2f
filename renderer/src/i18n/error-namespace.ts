/**
 * The failure catalog (shared/i18n/errors/) as the window's own i18next namespace, beside the `translation` one:
 * flat keys (`text.invalid_file`, `fileAdvice.replace`) per locale, the pseudo-locale made from English as for every
 * other message.
 */
import { ERROR_CATALOGS } from '../../../shared/i18n/errors/failure-words';
import { flatErrorMessages } from '../../../shared/i18n/errors/error-catalog';
import type { LocaleCode } from '../../../shared/i18n/locales';
import { pseudoResources } from './pseudo-locale';

export const ERRORS_NS = 'errors';

export function errorResources(locale: LocaleCode): Record<string, string> {
  return locale === 'en-XA' ? pseudoResources(flatErrorMessages(ERROR_CATALOGS.en)) : flatErrorMessages(ERROR_CATALOGS[locale]);
}
