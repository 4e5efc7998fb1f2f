/**
 * A deck's first thumbnail drawn ahead by a LibreOffice the engine started in advance (lib/office/office-standby.ts,
 * inspect/first-slide-thumbnail.ts), on the real engine: every page still comes exactly once, the first one looks as the
 * whole deck's export draws it, the standby is used once and replaced, hidden slides are pages like the others, a
 * standby left by an engine that died is ended at the next start, and no LibreOffice of the engine outlives it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceClient } from '../../main/core/service-client/service-client';
import { locateSoffice } from '../../main/engine/lib/office/libreoffice';
import { OfficeStandby, standbyPipePath } from '../../main/engine/lib/office/office-standby';
import { mutateDeck } from '../engine/pptx-test-support';
import { CORPUS_ROOT } from '../helpers/corpus';
import { thumbnailStream, type ThumbnailStream } from '../helpers/thumbnail-stream';
import { startTestEngine, type TestEngine } from '../helpers/engine';

let engine: TestEngine | undefined;
let client: ServiceClient;
let dataDir: string;
let dir: string;
const standbyRoot = (): string => join(dataDir, 'office-standby');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'deckhand-ahead-data-'));
  dir = await mkdtemp(join(tmpdir(), 'deckhand-ahead-'));
  engine = await startTestEngine({ dataDir, warmOffice: true });
  client = new ServiceClient({ baseUrl: engine.baseUrl, key: engine.key });
});
afterAll(async () => {
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

/** The standby's profile folder once its LibreOffice can take a conversion (its pipe exists). */
async function readyStandby(): Promise<string> {
  let ready = '';
  await expect
    .poll(() => {
      const names = existsSync(standbyRoot()) ? readdirSync(standbyRoot()) : [];
      ready = names.find((name) => name !== 'template' && existsSync(standbyPipePath(join(standbyRoot(), name)) ?? '')) ?? '';
      return ready;
    })
    .not.toBe('');
  return ready;
}

/** Live processes whose command line names `folder`. */
async function processesNaming(folder: string): Promise<number[]> {
  const found: number[] = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const cmdline = await readFile(`/proc/${name}/cmdline`, 'utf8').catch(() => '');
    const state = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    if (cmdline.includes(folder) && !state.slice(state.lastIndexOf(')') + 2).startsWith('Z')) found.push(Number(name));
  }
  return found;
}
const standbyProcesses = (): Promise<number[]> => processesNaming(standbyRoot());

const thumbnailsOf = (path: string, name: string): Promise<ThumbnailStream> => thumbnailStream(client, path, name);

/** Mean absolute difference of two pictures' pixels, 0–255, at the first one's size. */
async function pictureDifference(a: Buffer, b: Buffer): Promise<number> {
  const first = await sharp(a).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const second = await sharp(b).resize(first.info.width, first.info.height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  let sum = 0;
  for (let i = 0; i < first.data.length; i++) sum += Math.abs((first.data[i] ?? 0) - (second[i] ?? 0));
  return sum / first.data.length;
}

describe('the first slide drawn ahead', () => {
  it('comes from the standby, looks as the full export draws it, and every page still comes once', async () => {
    const used = await readyStandby();
    // Its profile is as locked down as every conversion's: linked files blocked, every fetch sent to a dead proxy.
    const settings = await readFile(join(standbyRoot(), used, 'user', 'registrymodifications.xcu'), 'utf8');
    expect(settings).toMatch(/BlockUntrustedRefererLinks" oor:op="fuse"><value>true</);
    expect(settings).toMatch(/ooInetHTTPProxyName" oor:op="fuse"><value>127\.0\.0\.1</);
    const deck = `${CORPUS_ROOT}/pptx/poi-themes.pptx`;
    const drawn = await thumbnailsOf(deck, 'themes.pptx');
    expect(drawn.outcome).toEqual({ pages: 10, cached: false });
    expect(drawn.lines[0]).toBe('pages 10');
    expect(drawn.lines.filter((line) => line.startsWith('pages'))).toEqual(['pages 10']);
    expect(drawn.pictures.map((picture) => picture.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    // The standby took this conversion and is gone; another one was started for the next deck.
    await expect.poll(() => existsSync(join(standbyRoot(), used))).toBe(false);
    expect(await readyStandby()).not.toBe(used);

    // The first slide drawn from its one-slide deck is the picture the whole deck's export gives (the cache keeps that).
    const cached = await thumbnailsOf(deck, 'themes.pptx');
    expect(cached.outcome.cached).toBe(true);
    const ahead = Buffer.from(drawn.pictures.find((picture) => picture.page === 1)!.png, 'base64');
    const exported = Buffer.from(cached.pictures.find((picture) => picture.page === 1)!.png, 'base64');
    expect(await pictureDifference(exported, ahead)).toBeLessThan(3);
    // …and not just any slide: slide 2 differs from it clearly.
    const second = Buffer.from(cached.pictures.find((picture) => picture.page === 2)!.png, 'base64');
    expect(await pictureDifference(exported, second)).toBeGreaterThan(10);
  });

  it('draws hidden slides as pages too, so page N is slide N (a hidden first slide included)', async () => {
    const deck = join(dir, 'hidden.pptx');
    await mutateDeck(`${CORPUS_ROOT}/pptx/poi-themes.pptx`, deck, (name, data) =>
      /^ppt\/slides\/slide(1|4)\.xml$/.test(name) ? Buffer.from(data.toString('utf8').replace('<p:sld ', '<p:sld show="0" ')) : undefined,
    );
    await readyStandby();
    const drawn = await thumbnailsOf(deck, 'hidden.pptx');
    expect(drawn.outcome).toEqual({ pages: 10, cached: false });
    expect(drawn.pictures.map((picture) => picture.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('replaces a standby that died when a deck next asks for one', async () => {
    const dead = await readyStandby();
    for (const pid of await processesNaming(join(standbyRoot(), dead))) process.kill(pid, 'SIGKILL');
    await expect.poll(() => existsSync(join(standbyRoot(), dead))).toBe(false);
    // This deck is drawn without it; the next one finds a new standby ready.
    const drawn = await thumbnailsOf(`${CORPUS_ROOT}/pptx/pp-sld-slides.pptx`, 'slides.pptx');
    expect(drawn.outcome.pages).toBe(drawn.pictures.length);
    expect(await readyStandby()).not.toBe(dead);
  });

  it('ends, at its next start, the standby an engine that died left waiting', async () => {
    const root = join(dir, 'standbys');
    const running = async (): Promise<number[]> => (await processesNaming(root)).sort();
    // An engine that died without closing: its standby is left running.
    await new OfficeStandby(root, locateSoffice).start();
    await expect.poll(async () => (await running()).length).toBeGreaterThan(0);
    const left = await running();
    const next = new OfficeStandby(root, locateSoffice);
    await next.start();
    try {
      await expect.poll(async () => (await running()).filter((pid) => left.includes(pid))).toEqual([]);
      expect(await running()).not.toEqual([]);
    } finally {
      await next.close();
    }
    await expect.poll(running).toEqual([]);
  });

  it('closed while its first LibreOffice sets up the profile, ends that LibreOffice before close returns', async () => {
    const root = join(dir, 'closed-early');
    const standby = new OfficeStandby(root, locateSoffice);
    let started = false;
    void standby.start().finally(() => (started = true));
    // Its start-up takes seconds; close in the middle of it, as an engine stopped right after starting does. On a busy
    // machine the polls can miss that moment (start-up over between two of them); close is then checked all the same.
    while (!started && (await processesNaming(join(root, 'template'))).length === 0)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await standby.close();
    expect(await processesNaming(root)).toEqual([]);
  });

  it('leaves no LibreOffice of its own running once the engine stops', async () => {
    await readyStandby();
    expect(await standbyProcesses()).not.toEqual([]);
    await engine?.close();
    engine = undefined;
    await expect.poll(standbyProcesses).toEqual([]);
  });
});
