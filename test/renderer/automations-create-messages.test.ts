/**
 * Automations' and Create's words in each language (issue #32): counts in each language's plural forms (Arabic's
 * six), a run's file states, Create's blockers with the refusals' English kept word for word as core says them, and
 * the example outline reading as the same deck in every language (the engine's own Markdown parser).
 */
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { parseMarkdownOutline } from '../../main/engine/generation/outline-parser';
import { LOCAL_REFUSALS } from '../../shared/tools/local-refusals';
import { INITIAL_CREATE_OPTIONS, createBlocker, exampleOutline } from '../../renderer/src/features/create/create-options';
import type { CreateOptions } from '../../renderer/src/features/create/create-options';
import { draftProblems, draftRecipe } from '../../renderer/src/features/automations/draft-recipe';
import { translate } from '../../renderer/src/i18n/i18n';
import { readingChain } from '../../renderer/src/i18n/format';

const LOCALES = ['en', 'es', 'de', 'fr', 'ar'] as const;
// The language alone: these tests run without a document to set `lang` and `dir` on.
const applyLocale = (code: string) => void i18next.changeLanguage(code);
const create = (patch: Partial<CreateOptions>): CreateOptions => ({ ...INITIAL_CREATE_OPTIONS, ...patch });

describe('Automations’ messages', () => {
  afterEach(() => applyLocale('en'));

  it('count files and steps in each language’s plural forms', () => {
    const through = (files: number, steps: number) => translate('auto.through', { files, steps });
    expect([through(1, 1), through(2, 3)]).toEqual(['1 file through 1 step.', '2 files through 3 steps.']);
    applyLocale('de');
    expect([through(1, 1), through(2, 3)]).toEqual(['1 Datei durch 1 Schritt.', '2 Dateien durch 3 Schritte.']);
    applyLocale('fr');
    expect(through(1, 2)).toBe('1 fichier à travers 2 étapes.');
    applyLocale('es');
    expect(translate('auto.needAttention', { count: 1 })).toBe('Un paso necesita atención.');
    applyLocale('ar');
    expect([1, 2, 3, 11, 100].map((count) => translate('auto.fileCount', { count }))).toEqual([
      'ملف واحد',
      'ملفان',
      '3 ملفات',
      '11 ملفًا',
      '100 ملف',
    ]);
  });

  it('say where a file is, and the recipe’s own problems, in the window’s language', () => {
    expect(readingChain(['a', 'b', 'c'])).toBe('a → b → c');
    applyLocale('de');
    expect(translate('auto.state.runningPieces', { step: 2, steps: 3, title: 'Convert to WebP', done: 4, total: 9 })).toBe(
      'Schritt 2 von 3: Convert to WebP (4 von 9)',
    );
    expect(draftProblems([], new Map(), [])).toEqual([{ step: null, message: 'Fügen Sie einen ersten Schritt hinzu.' }]);
    expect(draftRecipe('  ', [], new Map()).name).toBe('Unbenanntes Rezept');
    applyLocale('ar');
    expect(readingChain(['Resize images', 'Convert to WebP'])).toBe('\u2068Resize images\u2069 ← \u2068Convert to WebP\u2069');
  });
});

describe('Create’s messages', () => {
  afterEach(() => applyLocale('en'));

  it('keep the refusals’ English as core words them, and refuse in each language', () => {
    expect(createBlocker(create({ inputText: 'x', enableSearch: true }))).toBe(LOCAL_REFUSALS.enableSearch);
    expect(createBlocker(create({ inputText: 'x', planner: 'model', reach: { backend: 'local', chatModel: false } }))).toBe(
      LOCAL_REFUSALS.useModel,
    );
    const blockers = () => [createBlocker(create({ inputText: ' ' })), createBlocker(create({ inputText: 'x', pageCount: '500' }))];
    applyLocale('de');
    expect(blockers()).toEqual([
      'Schreiben Sie eine Gliederung, Ihren Text oder ein Thema für die Präsentation.',
      'Geben Sie die Zahl der Folien als ganze Zahl von 1 bis 100 ein, oder lassen Sie das Feld leer.',
    ]);
    applyLocale('fr');
    expect(createBlocker(create({ inputText: 'x', enableSearch: true }))).toMatch(/^La recherche sur le Web \(enableSearch\)/);
  });

  it('give an example outline that makes the same deck in every language, in that language', () => {
    const shapes = LOCALES.map((locale) => {
      applyLocale(locale);
      const outline = parseMarkdownOutline(exampleOutline(), 'Deck');
      return {
        locale,
        title: outline.title,
        layouts: outline.slides.map((slide) => slide.layout),
        notes: outline.slides.map((slide) => Boolean(slide.notes)),
      };
    });
    const [english, ...others] = shapes;
    expect(english!.layouts.length).toBeGreaterThan(4);
    expect(english!.notes.filter(Boolean)).toHaveLength(1);
    for (const other of others) {
      expect({ ...other, title: '' }, other.locale).toEqual({ ...english!, locale: other.locale, title: '' });
      expect(other.title, other.locale).not.toBe(english!.title);
    }
  });
});
