/**
 * DeepL and LibreTranslate as the engine calls them, against loopback stand-ins that check the request the way
 * the real services document it and answer deterministically (upper case).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partText } from '../helpers/drawing-text';
import { postTask, runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { fakeTranslate } from '../helpers/fake-chat-server';
import { writeTextDeck } from '../helpers/text-deck';
import { zipText } from './pptx-test-support';

// These tests hold the translation services' protocols; the layout check each Translate also runs (one more
// LibreOffice render per deck) is tested in translation-layout.test.ts.
process.env.DECKHAND_LAYOUT_CHECK = '0';

interface Seen {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

async function startFake(answer: (seen: Seen) => unknown): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const entry = { path: req.url ?? '', authorization: req.headers.authorization, body: await readBody(req) };
      seen.push(entry);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer(entry)));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

let dir: string;
let deck: string;
let deepl: Awaited<ReturnType<typeof startFake>>;
let libre: Awaited<ReturnType<typeof startFake>>;
let engine: TestEngine;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-translate-services-'));
  deck = join(dir, 'deck.pptx');
  await writeTextDeck(deck, [
    { paragraphs: [[{ text: 'The ' }, { text: 'red', bold: true }, { text: ' car' }], [{ text: 'Second line' }]] },
  ]);
  deepl = await startFake((seen) => ({
    translations: ((seen.body?.text as string[]) ?? []).map((text) => ({ detected_source_language: 'EN', text: fakeTranslate(text) })),
  }));
  libre = await startFake((seen) =>
    seen.path === '/languages'
      ? [
          { code: 'en', name: 'English', targets: ['de', 'pt-BR'] },
          { code: 'de', name: 'German', targets: ['en'] },
          { code: 'pt-BR', name: 'Portuguese (Brazil)', targets: ['en'] },
        ]
      : { translatedText: ((seen.body?.q as string[]) ?? []).map(fakeTranslate) },
  );
  engine = await startTestEngine({
    testTools: false,
    providers: { deepl: { apiKey: 'dl-key:fx', baseUrl: deepl.url }, libretranslate: { baseUrl: libre.url, apiKey: 'lt-key' } },
  });
});
afterAll(async () => {
  await engine.close();
  for (const fake of [deepl, libre]) {
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
  }
  await rm(dir, { recursive: true, force: true });
});

async function translatedSlide(params: Record<string, unknown>): Promise<string[]> {
  const { task, output } = await runTask(engine, { type: 'translation', files: [{ path: deck }], params });
  expect(task.status, JSON.stringify(task.error)).toBe('completed');
  const out = join(dir, `${String(params.provider)}.pptx`);
  await writeFile(out, output!);
  return partText(zipText(out, 'ppt/slides/slide1.xml')).paragraphs.map((runs) => runs.map((run) => run.text).join(''));
}

describe('DeepL', () => {
  it('gets HTML with the DeepL key header, regional target codes and Pro as the quality model', async () => {
    expect(await translatedSlide({ from: 'en', to: 'pt-BR', provider: 'deepl', model: 'Pro' })).toEqual(['CAR RED THE', 'SECOND LINE']);
    const call = deepl.seen.find((seen) => seen.path === '/v2/translate')!;
    expect(call.authorization).toBe('DeepL-Auth-Key dl-key:fx');
    expect(call.body).toMatchObject({
      source_lang: 'EN',
      target_lang: 'PT-BR',
      tag_handling: 'html',
      model_type: 'prefer_quality_optimized',
    });
    expect(call.body!.text).toEqual([
      '<span id="s0">The </span><span id="s1">red</span><span id="s2"> car</span>',
      '<span id="s0">Second line</span>',
    ]);
  });

  it('leaves the source language to DeepL for "auto" when the text is too short to tell', async () => {
    deepl.seen.length = 0;
    await translatedSlide({ from: 'auto', to: 'de', provider: 'deepl' });
    expect(deepl.seen[0]!.body).toMatchObject({ target_lang: 'DE' });
    expect(deepl.seen[0]!.body).not.toHaveProperty('source_lang');
  });
});

describe('LibreTranslate', () => {
  it('gets an array of HTML texts with the key, in the server’s own language codes', async () => {
    expect(await translatedSlide({ from: 'en', to: 'pt-BR', provider: 'libretranslate' })).toEqual(['CAR RED THE', 'SECOND LINE']);
    const call = libre.seen.find((seen) => seen.path === '/translate')!;
    expect(call.body).toMatchObject({ source: 'en', target: 'pt-BR', format: 'html', api_key: 'lt-key' });
  });

  it('is refused at intake for a pair the server lacks', async () => {
    const response = await postTask(engine.baseUrl, engine.key, {
      type: 'translation',
      files: [{ path: deck }],
      params: { from: 'en', to: 'ja', provider: 'libretranslate' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'tool_unavailable', message: expect.stringMatching(/has no Japanese/) as string });
  });

  it('is refused at intake, with the reason, when its server does not answer', async () => {
    const closed = await startFake(() => ({}));
    closed.server.closeAllConnections();
    await new Promise((resolve) => closed.server.close(resolve));
    const orphan = await startTestEngine({ testTools: false, providers: { libretranslate: { baseUrl: closed.url } } });
    try {
      const response = await postTask(orphan.baseUrl, orphan.key, {
        type: 'translation',
        files: [{ path: deck }],
        params: { from: 'en', to: 'de', provider: 'libretranslate' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'tool_unavailable', message: expect.stringMatching(/did not answer/) as string });
    } finally {
      await orphan.close();
    }
  });
});
