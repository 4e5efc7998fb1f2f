/**
 * Translation through the engine's HTTP API: provider setup and listing, intake refusals, and the same pipeline
 * against a loopback chat endpoint (batching, retries on 429/5xx, model mapping, keys kept out of records).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ToolDescriptor } from '../../shared/contract/service';
import type { ProviderSetup, TranslationLanguages } from '../../shared/contract/translation';
import { CORPUS_ROOT } from '../helpers/corpus';
import { partText } from '../helpers/drawing-text';
import { authHeaders, postTask, runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { startFakeChatServer, type FakeChatServer } from '../helpers/fake-chat-server';
import { writeKeynoteFile } from '../helpers/keynote-file';
import { writeTextDeck } from '../helpers/text-deck';
import { zipText } from './pptx-test-support';

// These tests hold the HTTP API, providers and the chat protocol; the layout check each Translate also runs (one more
// LibreOffice render per deck, more where it repairs) is tested in translation-layout.test.ts.
process.env.DECKHAND_LAYOUT_CHECK = '0';

const SECRET = 'sk-test-secret-4242';
let engine: TestEngine;
let chat: FakeChatServer;
let dir: string;
let deck: string;
/** A real Keynote package: intake judges files by their content, so a deck merely named .key is another refusal. */
let keynote: string;

async function languages(): Promise<TranslationLanguages> {
  const response = await fetch(`${engine.baseUrl}/translation/languages`, { headers: authHeaders(engine.key) });
  expect(response.status).toBe(200);
  return (await response.json()) as TranslationLanguages;
}

async function setProviders(setup: ProviderSetup): Promise<Response> {
  return fetch(`${engine.baseUrl}/translation/providers`, {
    method: 'PUT',
    headers: { ...authHeaders(engine.key), 'content-type': 'application/json' },
    body: JSON.stringify(setup),
  });
}

const chatSetup = (): ProviderSetup => ({
  openai: { baseUrl: chat.baseUrl, apiKey: SECRET, models: { standard: 'small-model', pro: 'big-model' } },
});

/** Every file under a folder, recursively. */
function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((name) => join(root, name))
    .filter((path) => statSync(path).isFile());
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-translate-http-'));
  chat = await startFakeChatServer();
  engine = await startTestEngine({ testTools: false });
  keynote = join(dir, 'talk.key');
  await writeKeynoteFile(keynote, ['A slide']);
  deck = join(dir, 'deck.pptx');
  await writeTextDeck(deck, [
    { paragraphs: [[{ text: 'The ' }, { text: 'red', bold: true }, { text: ' car' }]] },
    { paragraphs: Array.from({ length: 45 }, (_, i) => [{ text: `Point number ${i + 1} of the list` }]) },
  ]);
});
afterAll(async () => {
  await engine.close();
  await chat.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  chat.calls.length = 0;
  expect((await setProviders({})).status).toBe(200);
});

describe('GET /translation/languages and PUT /translation/providers', () => {
  it('lists DeckFlow’s languages and each provider: Apertium with its installed pairs, the others to set up', async () => {
    const listed = await languages();
    expect(listed.languages).toContainEqual({ code: 'pt-BR', name: 'Portuguese (Brazil)' });
    const apertium = listed.providers.find((provider) => provider.id === 'apertium')!;
    expect(apertium.available).toBe(true);
    expect(apertium.pairs).toContainEqual({ from: 'en', to: 'es' });
    expect(apertium.pairs).toContainEqual({ from: 'es', to: 'en' });
    const openai = listed.providers.find((provider) => provider.id === 'openai')!;
    expect(openai).toMatchObject({ available: false, pairs: 'any' });
    expect(openai.reason).toMatch(/Ollama|base URL/);
    expect(listed.defaultProvider).toBe('apertium');
  });

  it('takes a setup with a key, says a key is set, and never answers the key back', async () => {
    const response = await setProviders({ ...chatSetup(), deepl: { apiKey: `${SECRET}:fx` }, preferred: 'openai' });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).not.toContain(SECRET);
    const listed = JSON.parse(text) as TranslationLanguages;
    expect(listed.providers.find((provider) => provider.id === 'openai')).toMatchObject({
      available: true,
      baseUrl: chat.baseUrl,
      models: { standard: 'small-model', pro: 'big-model' },
      keySet: true,
    });
    expect(listed.providers.find((provider) => provider.id === 'deepl')).toMatchObject({
      available: true,
      baseUrl: 'https://api-free.deepl.com',
    });
    expect(listed.defaultProvider).toBe('openai');
  });

  it('refuses a setup that is not valid, naming the field', async () => {
    const response = await setProviders({ openai: { baseUrl: 'file:///etc', models: { standard: 'x' } } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/openai\.baseUrl/);
  });

  it('finds a local Ollama at start and offers it as the chat provider', async () => {
    const withOllama = await startTestEngine({ testTools: false, ollamaUrl: chat.baseUrl });
    try {
      const response = await fetch(`${withOllama.baseUrl}/translation/languages`, { headers: authHeaders(withOllama.key) });
      const listed = (await response.json()) as TranslationLanguages;
      expect(listed.providers.find((provider) => provider.id === 'openai')).toMatchObject({
        available: true,
        baseUrl: chat.baseUrl,
        models: { standard: 'llama3.2' },
      });
    } finally {
      await withOllama.close();
    }
  });
});

describe('intake refuses what no provider can do, before any task exists', () => {
  let lastReason: unknown;
  async function refused(
    params: Record<string, unknown>,
    file: { path: string; name: string } = { path: deck, name: 'deck.pptx' },
  ): Promise<string> {
    const response = await postTask(engine.baseUrl, engine.key, { type: 'translation', files: [file], params });
    const body = (await response.json()) as { code: string; message: string; reason?: unknown };
    lastReason = body.reason;
    expect(response.status, body.message).toBe(400);
    expect(body.code).toBe('tool_unavailable');
    expect(readdirSync(join(engine.dataDir, 'tasks'))).toEqual([]);
    return body.message;
  }

  it('names what to install or set up', async () => {
    expect(await refused({ from: 'en', to: 'de' })).toMatch(/No translation provider here can translate English into German.*Settings/);
    expect(await refused({ from: 'en', to: 'es', provider: 'deepl' })).toMatch(/DeepL is not set up: add a DeepL API key in Settings/);
    expect(await refused({ from: 'en', to: 'fr', provider: 'apertium' })).toMatch(/Apertium cannot translate English into French/);
    expect(await refused({ from: 'en', to: 'es', imageTranslate: true })).toMatch(/needs OCR/);
    expect(await refused({ from: 'en', to: 'es' }, { path: keynote, name: 'talk.key' })).toMatch(/Keynote file: export it as \.pptx/);
    // By code beside the English, for a client to word (shared/contract/unavailable-reasons.ts).
    expect(lastReason).toEqual({ code: 'keynote-file', params: { file: 'talk.key' } });
  });

  it('marks translation available in GET /tools/types while a provider is', async () => {
    const response = await fetch(`${engine.baseUrl}/tools/types`, { headers: authHeaders(engine.key) });
    const translation = ((await response.json()) as ToolDescriptor[]).find((tool) => tool.type === 'translation')!;
    expect(translation.local).toBe(true);
    expect(translation.unavailable).toBeUndefined();
  });
});

describe('the pipeline against a loopback chat endpoint', () => {
  it('sends the runs in batches with the key and the Standard model, and writes each answer on its runs', async () => {
    await setProviders(chatSetup());
    const { task, output } = await runTask(engine, { type: 'translation', files: [{ path: deck }], params: { from: 'en', to: 'de' } });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    expect(task.result).toMatchObject({ fileName: 'deck.de.pptx', provider: 'openai', from: 'en', to: 'de', model: 'Standard' });
    // 46 lines, at most 40 per call.
    expect(chat.calls.map((call) => call.items.length)).toEqual([40, 6]);
    for (const call of chat.calls) {
      expect(call.model).toBe('small-model');
      expect(call.authorization).toBe(`Bearer ${SECRET}`);
      expect(call.system).toMatch(/from English into German/);
    }
    const out = join(dir, 'chat-out.pptx');
    await import('node:fs/promises').then((fs) => fs.writeFile(out, output!));
    const [sentence, ...points] = partText(zipText(out, 'ppt/slides/slide1.xml')).paragraphs;
    expect(sentence!.map((run) => run.text).join('')).toBe('CAR RED THE');
    expect(sentence!.filter((run) => run.format.includes('b=1')).map((run) => run.text.trim())).toEqual(['RED']);
    expect(points.map((runs) => runs.map((run) => run.text).join(''))).toContain('POINT NUMBER 45 OF THE LIST');
  });

  it('maps Pro to the strong model and retries 429 and 5xx answers', async () => {
    await setProviders(chatSetup());
    chat.failNext(429, 503, 429);
    const { task } = await runTask(engine, {
      type: 'translation',
      files: [{ path: deck }],
      params: { from: 'en', to: 'de', model: 'Pro' },
    });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    expect(chat.calls.map((call) => call.model)).toEqual(Array(5).fill('big-model'));
    expect(chat.calls.map((call) => call.items.length)).toEqual([40, 40, 40, 40, 6]);
  });

  it('splits a batch whose answer has the wrong number of items, and fails with the reason when the endpoint refuses', async () => {
    await setProviders(chatSetup());
    chat.answerNextWith('{"items": ["only one"]}');
    const { task } = await runTask(engine, { type: 'translation', files: [{ path: deck }], params: { from: 'en', to: 'de' } });
    expect(task.status).toBe('completed');
    expect(chat.calls.map((call) => call.items.length)).toEqual([40, 20, 20, 6]);

    chat.failNext(401);
    const refused = await runTask(engine, { type: 'translation', files: [{ path: deck }], params: { from: 'en', to: 'de' } });
    expect(refused.task.status).toBe('failed');
    expect(refused.task.error).toMatchObject({
      code: 'provider_auth',
      message: expect.stringMatching(/refused the request \(401\)/) as string,
    });
  });

  it('sets right-to-left paragraphs and the language for an Arabic target', async () => {
    await setProviders(chatSetup());
    const { task, output } = await runTask(engine, { type: 'translation', files: [{ path: deck }], params: { from: 'en', to: 'ar' } });
    expect(task.status).toBe('completed');
    const out = join(dir, 'ar.pptx');
    await import('node:fs/promises').then((fs) => fs.writeFile(out, output!));
    const slide = zipText(out, 'ppt/slides/slide1.xml');
    expect(slide.match(/<a:pPr[^>]*rtl="1"/g)?.length).toBe(46);
    expect(slide).toContain('lang="ar-SA"');
    expect(slide).not.toContain('lang="en-US"><a:');
  });

  it('keeps the key out of every file the engine stores', async () => {
    await setProviders(chatSetup());
    await runTask(engine, { type: 'translation', files: [{ path: deck }], params: { from: 'en', to: 'de' } });
    for (const file of filesUnder(engine.dataDir)) expect(readFileSync(file).includes(SECRET), file).toBe(false);
  });
});

describe('a corpus deck through the engine with Apertium', () => {
  it('translates poi-aptia.pptx en→es by default and says which provider did it', async () => {
    const { task } = await runTask(engine, {
      type: 'translation',
      files: [{ path: join(CORPUS_ROOT, 'pptx', 'poi-aptia.pptx') }],
      params: { from: 'auto', to: 'es' },
    });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    expect(task.result).toMatchObject({ provider: 'apertium', engine: 'apertium eng-spa', detectedFrom: 'en', from: 'en', pages: 9 });
  });
});
