import { useEffect, useLayoutEffect, useState } from 'react';
import { resolveLocale } from '../../../shared/i18n/locales';
import { useSettings } from '../features/settings/use-settings';
import { applyLocale } from './i18n';

/** The system's languages as the page knows them; Electron's Chromium takes them from the system too. */
function systemLanguages(): readonly string[] {
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** Keeps the window's language on the one Settings names, or on the system's when it says "As the system". */
export function LocaleSync() {
  const { data } = useSettings();
  const setting = data?.language ?? 'system';
  const [languages, setLanguages] = useState(systemLanguages);
  useEffect(() => {
    const onChange = (): void => setLanguages(systemLanguages());
    window.addEventListener('languagechange', onChange);
    return () => window.removeEventListener('languagechange', onChange);
  }, []);
  // Before paint, so a switch never shows one frame in the old language or direction.
  useLayoutEffect(() => applyLocale(resolveLocale(setting, languages)), [setting, languages]);
  return null;
}
