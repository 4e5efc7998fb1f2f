/**
 * The params the Translate, Create and Revamp panels send and their reasons not to start, as pure functions: what
 * the panels show and send is tested in Chromium (test/e2e/renderer-*.test.ts); here the edges of each rule.
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import '../../renderer/src/i18n/i18n';
import { INITIAL_CREATE_OPTIONS, createBlocker, createParams, createTaskName } from '../../renderer/src/features/create/create-options';
import type { CreateOptions } from '../../renderer/src/features/create/create-options';
import { INITIAL_REVAMP_OPTIONS, revampBlocker, revampParams } from '../../renderer/src/features/revamp/revamp-options';
import type { StagedItem } from '../../renderer/src/shared/panel/intake-store';
import {
  INITIAL_TRANSLATE_OPTIONS,
  pairRefusal,
  translateBlocker,
  translateParams,
} from '../../renderer/src/features/translate/translate-options';
import type { TranslateOptions } from '../../renderer/src/features/translate/translate-options';
import type { TranslationLanguages } from '../../shared/contract/translation';
import { findTool } from '../../shared/tools/catalog';
import { LOCAL_REFUSALS } from '../../shared/tools/local-refusals';
import { checkParams } from '../../shared/tools/params-errors';

const APERTIUM: TranslationLanguages = {
  languages: [],
  defaultProvider: 'apertium',
  providers: [
    { id: 'apertium', name: 'Apertium (offline)', available: true, pairs: [{ from: 'en', to: 'es' }], detectsLanguage: false },
    {
      id: 'deepl',
      name: 'DeepL',
      available: false,
      reason: 'DeepL is not set up: add a DeepL API key in Settings.',
      pairs: 'any',
      detectsLanguage: true,
    },
  ],
};

const local = (patch: Partial<TranslateOptions> = {}): TranslateOptions => ({
  ...INITIAL_TRANSLATE_OPTIONS,
  from: 'en',
  to: 'es',
  reach: { backend: 'local', languages: APERTIUM },
  ...patch,
});

describe('translate options', () => {
  it('sends DeckFlow’s params and, on the local engine, the provider and the glossary’s complete rows', () => {
    const options = local({
      provider: 'apertium',
      useGlossary: true,
      glossary: [
        { id: 1, source: ' deck ', target: ' presentación ' },
        { id: 2, source: '', target: '  ' },
      ],
    });
    expect(translateBlocker(options)).toBeNull();
    const params = translateParams(options);
    expect(params).toEqual({
      from: 'en',
      to: 'es',
      model: 'Standard',
      useGlossary: true,
      glossary: [{ source: 'deck', target: 'presentación' }],
      provider: 'apertium',
    });
    // What is sent passes the tool's own schema.
    expect(checkParams(findTool('translation')!, params, ['deck.pptx']).ok).toBe(true);
  });

  it('sends no local params to the cloud', () => {
    const options = local({ reach: { backend: 'cloud' }, provider: 'apertium', useGlossary: true, imageTranslate: true, to: 'ja' });
    expect(translateBlocker(options)).toBeNull();
    expect(translateParams(options)).toEqual({ from: 'en', to: 'ja', model: 'Standard', useGlossary: true, imageTranslate: true });
  });

  it('refuses what the local engine cannot do, each with its reason', () => {
    expect(translateBlocker({ ...local(), reach: null })).toBe('Checking which languages can be translated here…');
    expect(translateBlocker(local({ to: 'ja' }))).toMatch(/^No translation provider here can translate English into Japanese: install/);
    expect(translateBlocker(local({ provider: 'deepl' }))).toBe('DeepL is not set up: add a DeepL API key in Settings.');
    expect(translateBlocker(local({ imageTranslate: true }))).toBe(LOCAL_REFUSALS.imageTranslate);
    const keynote = [{ key: 'k', name: 'talk.key', size: 1, state: 'ready' as const, sentBytes: 1 }];
    expect(translateBlocker(local(), keynote)).toMatch(/^“talk.key” is a Keynote file: export it as .pptx/);
    expect(translateBlocker(local({ reach: { backend: 'cloud' } }), keynote)).toBeNull();
    expect(translateBlocker(local({ useGlossary: true, glossary: [] }))).toBe('Add a glossary term, or turn the glossary off.');
    expect(
      translateBlocker(
        local({
          useGlossary: true,
          glossary: [
            { id: 1, source: 'a', target: 'b' },
            { id: 2, source: '', target: 'c' },
          ],
        }),
      ),
    ).toBe('Glossary term 2 needs both the term and its translation (or remove it).');
    // Detect: any pair into the target will do.
    expect(pairRefusal(local(), 'auto', 'es')).toBeNull();
    expect(pairRefusal(local(), 'auto', 'en')).not.toBeNull();
    // The local engine could not be asked: core checks before the upload instead.
    expect(translateBlocker(local({ to: 'ja', reach: { backend: 'local', languages: null } }))).toBeNull();
    expect(translateBlocker(local({ to: 'en', reach: { backend: 'local', languages: null } }))).toMatch(/both English/);
  });

  it('says why a pair cannot be translated in the window’s language (shared/i18n/translation-refusal-words.ts)', async () => {
    await i18next.changeLanguage('de');
    try {
      expect(pairRefusal(local(), 'en', 'fr')).toBe(
        'Kein Übersetzungsanbieter auf diesem Computer kann von Englisch nach Französisch übersetzen: Installieren Sie dafür ein Apertium-Sprachpaar, oder richten Sie in den Einstellungen ein OpenAI-kompatibles Modell (etwa Ollama), DeepL oder LibreTranslate ein.',
      );
      expect(pairRefusal(local({ reach: null }), 'de', 'de')).toBe(
        'Ausgangs- und Zielsprache sind beide Deutsch: Wählen Sie eine andere Zielsprache.',
      );
    } finally {
      await i18next.changeLanguage('en');
    }
    expect(pairRefusal(local(), 'en', 'fr')).toMatch(/^No translation provider here can translate English into French: /);
  });
});

describe('create options', () => {
  const options = (patch: Partial<CreateOptions>): CreateOptions => ({
    ...INITIAL_CREATE_OPTIONS,
    reach: { backend: 'local', chatModel: false },
    ...patch,
  });

  it('sends what was given, the design and the planner; names the task after the outline’s title', () => {
    const given = options({
      inputText: '# Rivers\n\n## Danube',
      pageCount: ' 7 ',
      author: '  ',
      audience: 'pupils',
      planner: 'outline',
      template: 'slate',
    });
    expect(createBlocker(given)).toBeNull();
    const params = createParams(given);
    expect(params).toEqual({ inputText: '# Rivers\n\n## Danube', pageCount: 7, audience: 'pupils', template: 'slate', useModel: false });
    expect(checkParams(findTool('generation')!, params, []).ok).toBe(true);
    expect(createTaskName(given, [])).toBe('Rivers');
    expect(createTaskName(options({ inputText: '\n- A topic line\nmore' }), [])).toBe('A topic line');
    expect(createTaskName(options({ inputText: 'x' }), [{ path: '/a', name: 'a.md', size: 1 }])).toBe('x');
  });

  it('refuses an empty text, a wrong slide count, web search and a chat model that is not set up', () => {
    expect(createBlocker(options({ inputText: '  ' }))).toBe('Write an outline, your text or a topic for the deck.');
    for (const pageCount of ['0', '101', '2.5', 'ten'])
      expect(createBlocker(options({ inputText: 'x', pageCount }))).toMatch(/^Type the number of slides/);
    expect(createBlocker(options({ inputText: 'x', enableSearch: true }))).toBe(LOCAL_REFUSALS.enableSearch);
    expect(createBlocker(options({ inputText: 'x', planner: 'model' }))).toBe(LOCAL_REFUSALS.useModel);
    expect(createBlocker(options({ inputText: 'x', planner: 'model', reach: { backend: 'local', chatModel: true } }))).toBeNull();
    expect(createBlocker(options({ inputText: 'x', enableSearch: true, reach: { backend: 'cloud' } }))).toBeNull();
    expect(createParams(options({ inputText: 'x', planner: 'model', reach: { backend: 'cloud' } }))).toEqual({ inputText: 'x' });
  });
});

describe('revamp options', () => {
  const item = (name: string): StagedItem => ({ key: name, name, size: 1, state: 'ready', sentBytes: 1 });

  it('sends the design locally, the language when chosen, and refuses what the local engine cannot restyle', () => {
    expect(revampParams({ ...INITIAL_REVAMP_OPTIONS, template: 'editorial', lang: 'fr', backend: 'local' })).toEqual({
      template: 'editorial',
      lang: 'fr',
    });
    expect(revampParams({ ...INITIAL_REVAMP_OPTIONS, template: 'editorial', backend: 'cloud' })).toEqual({});
    expect(revampBlocker({ ...INITIAL_REVAMP_OPTIONS, backend: 'local' }, [item('deck.pptx')])).toBeNull();
    expect(revampBlocker({ ...INITIAL_REVAMP_OPTIONS, backend: 'local' }, [item('talk.key')])).toMatch(/is a Keynote file/);
    expect(revampBlocker({ ...INITIAL_REVAMP_OPTIONS, backend: 'cloud' }, [item('talk.key')])).toBeNull();
  });
});
