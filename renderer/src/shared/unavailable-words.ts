/** Why a tool cannot run here, in the window's language (shared/i18n/unavailable-words.ts); the backend's English else. */
import { unavailableText, type UnavailableTool } from '../../../shared/i18n/unavailable-words';
import { currentLocale, translate } from '../i18n/i18n';

export function toolUnavailable(tool: UnavailableTool): string | undefined {
  return unavailableText({ locale: currentLocale(), t: translate }, tool);
}
