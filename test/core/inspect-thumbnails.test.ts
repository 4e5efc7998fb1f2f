/**
 * Slide and page thumbnails drawn by the engine (`POST /tools/inspect?aspects=thumbnails`): every page as a small PNG,
 * streamed line by line, cached per content, nothing else kept; a file it cannot draw gets a clear error.
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectPage } from '../../main/core/service-client/engine-extras';
import { ServiceClient } from '../../main/core/service-client/service-client';
import { CORPUS_ROOT } from '../helpers/corpus';
import { thumbnailStream, type ThumbnailStream } from '../helpers/thumbnail-stream';
import { authHeaders, startTestEngine, type TestEngine } from '../helpers/engine';

let engine: TestEngine;
let client: ServiceClient;
let dir: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'deckhand-thumbs-data-'));
  // What an engine that died mid-inspection left behind: the next start empties it.
  await mkdir(join(dataDir, 'inspect'), { recursive: true });
  await writeFile(join(dataDir, 'inspect', 'left-over'), 'x');
  await mkdir(join(dataDir, 'thumbnails', '.partial-left-over'), { recursive: true });
  engine = await startTestEngine({ dataDir });
  client = new ServiceClient({ baseUrl: engine.baseUrl, key: engine.key });
  dir = await mkdtemp(join(tmpdir(), 'deckhand-thumbs-'));
});
afterAll(async () => {
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

const thumbnailsOf = (path: string, name: string): Promise<ThumbnailStream> => thumbnailStream(client, path, name);

describe('POST /tools/inspect (thumbnails)', () => {
  it('draws every slide of a deck as a small PNG, then serves the same pictures from its cache', async () => {
    const deck = `${CORPUS_ROOT}/pptx/poi-themes.pptx`;
    const first = await thumbnailsOf(deck, 'themes.pptx');
    expect(first.outcome).toEqual({ pages: 10, cached: false });
    expect(first.lines[0]).toBe('pages 10');
    expect(first.pictures.map((p) => p.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const picture of first.pictures) {
      const meta = await sharp(Buffer.from(picture.png, 'base64')).metadata();
      expect(meta.format).toBe('png');
      expect([meta.width, meta.height]).toEqual([picture.width, picture.height]);
      expect(Math.max(picture.width, picture.height)).toBe(320);
    }
    // Different slides make different pictures (not one page repeated).
    expect(new Set(first.pictures.map((p) => p.png)).size).toBeGreaterThan(5);

    const second = await thumbnailsOf(deck, 'another name.pptx');
    expect(second.outcome).toEqual({ pages: 10, cached: true });
    expect(second.pictures.map((p) => p.png)).toEqual(first.pictures.map((p) => p.png));

    expect(readdirSync(join(dataDir, 'inspect'))).toEqual([]);
    expect(readdirSync(join(dataDir, 'thumbnails'))).toHaveLength(1);
    expect(existsSync(join(dataDir, 'tasks')) ? readdirSync(join(dataDir, 'tasks')) : []).toEqual([]);
  });

  it('draws a PDF page by page and a picture as itself, upright and smaller', async () => {
    const pdf = join(dir, 'three.pdf');
    await writeFile(pdf, pdfOfThreePages());
    const pages = await thumbnailsOf(pdf, 'three.pdf');
    expect(pages.outcome).toEqual({ pages: 3, cached: false });
    expect(pages.pictures.map((p) => [p.page, p.width > p.height])).toEqual([
      [1, false],
      [2, false],
      [3, false],
    ]);

    const picture = await thumbnailsOf(`${CORPUS_ROOT}/images/poi-nature1.jpg`, 'nature.jpg');
    expect(picture.outcome.pages).toBe(1);
    const meta = await sharp(`${CORPUS_ROOT}/images/poi-nature1.jpg`).metadata();
    const [only] = picture.pictures;
    expect(Math.max(only!.width, only!.height)).toBeLessThanOrEqual(320);
    expect(only!.width > only!.height).toBe((meta.width ?? 0) > (meta.height ?? 0));
  });

  it('draws one page of a drawn PDF large through the client, and refuses a page size or page it cannot give', async () => {
    const pdf = join(dir, 'large.pdf');
    await writeFile(pdf, pdfOfThreePages());
    await thumbnailsOf(pdf, 'large.pdf');
    const page = await inspectPage(client, { path: pdf, name: 'large.pdf' }, 3, 1200);
    expect([page.page, page.height]).toEqual([3, 1200]);
    const meta = await sharp(Buffer.from(page.png, 'base64')).metadata();
    expect([meta.width, meta.height]).toEqual([page.width, page.height]);
    await expect(inspectPage(client, { path: pdf, name: 'large.pdf' }, 4, 1200)).rejects.toMatchObject({ code: 'invalid_parameter' });
    const body = await import('node:fs/promises').then((fs) => fs.readFile(pdf));
    for (const query of ['aspects=page&page=1&longEdge=99999', 'aspects=page&page=0', 'aspects=page,outline&page=1']) {
      const response = await fetch(`${engine.baseUrl}/tools/inspect?${query}&name=large.pdf`, {
        method: 'POST',
        headers: authHeaders(engine.key),
        body,
      });
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('invalid_parameter');
    }
    expect(readdirSync(join(dataDir, 'thumbnails')).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('says which files it cannot draw, and keeps nothing of them', async () => {
    const text = join(dir, 'notes.txt');
    await writeFile(text, 'plain text');
    await expect(thumbnailsOf(text, 'notes.txt')).rejects.toThrow(/cannot show the pages of “notes\.txt”/);
    const broken = join(dir, 'broken.pptx');
    await writeFile(broken, 'not a zip at all');
    await expect(thumbnailsOf(broken, 'broken.pptx')).rejects.toMatchObject({ code: 'invalid_file' });
    expect(readdirSync(join(dataDir, 'inspect'))).toEqual([]);
    expect(readdirSync(join(dataDir, 'thumbnails')).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('still answers a plain outline as one JSON object', async () => {
    const body = await import('node:fs/promises').then((fs) => fs.readFile(`${CORPUS_ROOT}/pptx/poi-SampleShow.pptx`));
    const response = await fetch(`${engine.baseUrl}/tools/inspect?aspects=outline,thumbnails&name=s.pptx`, {
      method: 'POST',
      headers: authHeaders(engine.key),
      body,
    });
    expect(response.headers.get('content-type')).toMatch(/ndjson/);
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(lines[0]!)).toEqual(['outline']);
    expect(lines[1]).toEqual({ pages: 2 });
    expect(lines.at(-1)).toEqual({ end: { pages: 2, cached: false } });
  });
});

/** A three-page portrait PDF written by hand (no fonts needed: each page is a filled box). */
function pdfOfThreePages(): Buffer {
  const objects: string[] = [];
  const pageIds = [3, 5, 7];
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count 3 >>`);
  for (const [index, id] of pageIds.entries()) {
    const stream = `0 0 ${0.3 * (index + 1)} rg 50 50 ${100 * (index + 1)} 200 re f`;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Contents ${id + 1} 0 R >>`);
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  }
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
