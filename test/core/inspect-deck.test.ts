/**
 * A deck's outline is read by the engine (`POST /tools/inspect`), never by core: the split panel's slide picker and
 * the early "cannot read this deck" message come from there.
 */
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectDeck, inspectDeckText } from '../../main/core/service-client/engine-extras';
import { ServiceClient } from '../../main/core/service-client/service-client';
import { mutateDeck } from '../engine/pptx-test-support';
import { CORPUS_ROOT } from '../helpers/corpus';
import { authHeaders, startTestEngine, type TestEngine } from '../helpers/engine';

let engine: TestEngine;
let client: ServiceClient;
let dir: string;

beforeAll(async () => {
  engine = await startTestEngine();
  client = new ServiceClient({ baseUrl: engine.baseUrl, key: engine.key });
  dir = await mkdtemp(join(tmpdir(), 'deckhand-inspect-'));
});
afterAll(async () => {
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('POST /tools/inspect (outline)', () => {
  it('gives each slide its number, title and whether it is hidden, and keeps nothing', async () => {
    const deck = join(dir, 'sample.pptx');
    await mutateDeck(`${CORPUS_ROOT}/pptx/poi-SampleShow.pptx`, deck, (name, data) =>
      name === 'ppt/slides/slide2.xml' ? Buffer.from(data.toString('utf8').replace('<p:sld ', '<p:sld show="0" ')) : undefined,
    );
    expect(await inspectDeck(client, deck, 'sample.pptx')).toEqual({
      slides: [
        { number: 1, title: 'Title of the first slide', hidden: false },
        { number: 2, title: 'This is the second slide', hidden: true },
      ],
      // Read from the slides' text: Translate starts its target list from it.
      language: 'en',
    });
    expect(readdirSync(join(engine.dataDir, 'inspect'))).toEqual([]);
    expect(readdirSync(join(engine.dataDir, 'tasks'))).toEqual([]);
  });

  it('names the problem of a file that is not a deck, in the words of the PPTX tools', async () => {
    const bogus = join(dir, 'bogus.pptx');
    await writeFile(bogus, Buffer.from('not a zip at all, only text'));
    const outline = await inspectDeck(client, bogus, 'bogus.pptx');
    expect(outline.slides).toEqual([]);
    expect(outline.problem).toMatch(/“bogus\.pptx”/);
    expect(readdirSync(join(engine.dataDir, 'inspect'))).toEqual([]);
  });

  it('reads the slides’ text for core’s language guess, and none from a file that is not a deck', async () => {
    const text = await inspectDeckText(client, `${CORPUS_ROOT}/pptx/poi-SampleShow.pptx`, 'sample.pptx');
    expect(text).toContain('Title of the first slide');
    expect(text).toContain('This is the second slide');
    const bogus = join(dir, 'bogus-text.pptx');
    await writeFile(bogus, Buffer.from('not a zip at all'));
    expect(await inspectDeckText(client, bogus, 'bogus-text.pptx')).toBe('');
    expect(readdirSync(join(engine.dataDir, 'inspect'))).toEqual([]);
  });

  it('refuses an aspect it does not know, saying which it knows', async () => {
    const response = await fetch(`${engine.baseUrl}/tools/inspect?aspects=colours`, {
      method: 'POST',
      headers: authHeaders(engine.key),
      body: Buffer.from('x'),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/outline, text.*"colours"/);
  });
});
