import { describe, expect, it } from 'vitest';
import { INITIAL_TRANSLATE_OPTIONS, suggestedTarget, type TranslateOptions } from '../../renderer/src/features/translate/translate-options';
import type { TranslationLanguages } from '../../shared/contract/translation';

const LANGUAGES = [{ code: 'en' }, { code: 'zh-CN' }, { code: 'fr' }, { code: 'es' }, { code: 'ca' }];

/** The local engine with only Apertium's English–Spanish and English–Catalan. */
const apertiumOnly: TranslationLanguages = {
  languages: LANGUAGES.map(({ code }) => ({ code, name: code })),
  defaultProvider: 'apertium',
  providers: [
    {
      id: 'apertium',
      name: 'Apertium',
      available: true,
      pairs: [
        { from: 'en', to: 'es' },
        { from: 'en', to: 'ca' },
      ],
      detectsLanguage: false,
    },
  ],
};
const local: TranslateOptions = { ...INITIAL_TRANSLATE_OPTIONS, to: 'en', reach: { backend: 'local', languages: apertiumOnly } };

describe('the target Translate starts with for a deck whose language was read', () => {
  it('is the last target used when it differs from the deck’s language', () => {
    expect(suggestedTarget(local, 'en', LANGUAGES, 'fr')).toBe('fr');
  });

  it('else the first language this backend can translate the deck into, not the deck’s own', () => {
    expect(suggestedTarget(local, 'en', LANGUAGES, null)).toBe('es');
    expect(suggestedTarget(local, 'en', LANGUAGES, 'en')).toBe('es');
    expect(suggestedTarget({ ...local, reach: { backend: 'cloud' } }, 'en', LANGUAGES, null)).toBe('zh-CN');
  });
});
