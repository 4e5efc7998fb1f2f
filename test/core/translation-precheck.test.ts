/**
 * Translate with *Detect* is refused before the upload when the deck's language (its slides' text read by the
 * engine's `POST /tools/inspect?aspects=text`) has no provider for the target: one sentence naming the language
 * found, nothing said twice.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectDeckText } from '../../main/core/service-client/engine-extras';
import { ServiceClient } from '../../main/core/service-client/service-client';
import { translationPrecheck } from '../../main/core/translation-precheck';
import { catalogWording } from '../../shared/i18n/recipes/recipe-words';
import { translationRefusalText } from '../../shared/i18n/translation-refusal-words';
import type { TranslationLanguages } from '../../shared/contract/translation';
import { startTestEngine, type TestEngine } from '../helpers/engine';
import { textBox, writeLayoutDeck } from '../helpers/layout-deck';

let dir: string;
let engine: TestEngine;
let client: ServiceClient;
const read = (file: { path: string; name: string }): Promise<string> => inspectDeckText(client, file.path, file.name);

const APERTIUM_ONLY: TranslationLanguages = {
  languages: [],
  defaultProvider: 'apertium',
  providers: [{ id: 'apertium', name: 'Apertium', available: true, pairs: [{ from: 'en', to: 'es' }], detectsLanguage: false }],
};

async function deck(name: string, paragraphs: string[]): Promise<{ path: string; name: string }> {
  const path = join(dir, name);
  await writeLayoutDeck(path, [textBox({ id: 2, x: 40, y: 40, w: 600, h: 300, size: 20, paragraphs })]);
  return { path, name };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'translation-precheck-'));
  engine = await startTestEngine();
  client = new ServiceClient({ baseUrl: engine.baseUrl, key: engine.key });
});

afterAll(async () => {
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('translation precheck', () => {
  it('refuses a German deck for Spanish with only English–Spanish installed, in one sentence', async () => {
    const german = await deck('bericht.pptx', [
      'Der Bericht für das Jahr ist fertig und wird mit dem Team geteilt',
      'Die Kunden sind mit der neuen Version zufrieden',
    ]);
    const refusal = await translationPrecheck(APERTIUM_ONLY, { from: 'auto', to: 'es' }, [german], read);
    expect(refusal).toEqual({ code: 'detected-no-pair', file: 'bericht.pptx', from: 'de', to: 'es' });
    const english = translationRefusalText(catalogWording('en'), refusal!);
    expect(english).toMatch(/^“bericht\.pptx” is in German, and no translation provider here can translate German into Spanish: /);
    expect(english.split('. ').length).toBe(1);
    // Core words it in the app's language (app-services.ts), the languages named in it.
    expect(translationRefusalText(catalogWording('de'), refusal!)).toMatch(
      /^„bericht\.pptx“ ist auf Deutsch, und kein Übersetzungsanbieter auf diesem Computer kann von Deutsch nach Spanisch übersetzen: /,
    );
  });

  it('lets an English deck through, and any deck when a provider recognises languages itself', async () => {
    const english = await deck('report.pptx', [
      'The report for the year is ready and will be shared with the team',
      'Customers are happy with the new version',
    ]);
    expect(await translationPrecheck(APERTIUM_ONLY, { from: 'auto', to: 'es' }, [english], read)).toBeNull();
    const german = await deck('bericht2.pptx', ['Der Bericht für das Jahr ist fertig und wird mit dem Team geteilt']);
    const withChat: TranslationLanguages = {
      ...APERTIUM_ONLY,
      providers: [...APERTIUM_ONLY.providers, { id: 'openai', name: 'Chat model', available: true, pairs: 'any', detectsLanguage: true }],
    };
    expect(await translationPrecheck(withChat, { from: 'auto', to: 'es' }, [german], read)).toBeNull();
  });

  it('still refuses a pair nobody has without reading the deck', async () => {
    expect(
      await translationPrecheck(APERTIUM_ONLY, { from: 'auto', to: 'ja' }, [{ path: join(dir, 'none.pptx'), name: 'none.pptx' }], read),
    ).toEqual({ code: 'no-provider', from: 'auto', to: 'ja' });
  });
});
