/**
 * Issue #10 with the real tools: what DeckFlow's SDK and CLI send for a merge over 10 MiB, a split and a PDF
 * conversion, the params the SDK declares, and the result shapes its types read (failures 2, 5 and 6). Outputs
 * are checked with independent tools (unzip, pdfinfo, sharp), downloads without any header, as the CLI fetches.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../shared/contract/service';
import { CORPUS_ROOT } from '../helpers/corpus';
import { authHeaders, createTask, downloadResult, startTestEngine, waitForTask, type TestEngine } from '../helpers/engine';
import { unzipTest } from '../helpers/package-checks';
import { fetchWithoutHeaders, md5Hex, SdkWire, type SdkTask } from '../helpers/sdk-wire';
import { mutateDeck, sldIdCount, zipEntries, zipText } from './pptx-test-support';

const PPTX = `${CORPUS_ROOT}/pptx`;
let engine: TestEngine;
let scratch: string;

beforeAll(async () => {
  engine = await startTestEngine({ testTools: false });
  scratch = await mkdtemp(join(tmpdir(), 'deckhand-sdk-tools-'));
});
afterAll(async () => {
  await engine?.close();
  await rm(scratch, { recursive: true, force: true });
});

function sdk(spaceId?: string): SdkWire {
  return new SdkWire(`${engine.baseUrl}/v1`, { apiKey: engine.key, spaceId });
}

/** What the SDK's `resultMeta`-free typed code cannot see, but a person can: the root-style metadata. */
function meta(task: SdkTask): Record<string, unknown> {
  return (task as SdkTask & { resultMeta?: Record<string, unknown> }).resultMeta ?? {};
}

async function saved(name: string, bytes: Buffer): Promise<string> {
  const path = join(scratch, name);
  await writeFile(path, bytes);
  return path;
}

/** pp-shp-picture.pptx with its photo replaced by a 16 MB noise PNG of the same size class: a real deck over 10 MiB. */
async function bigDeck(): Promise<string> {
  const noise = await sharp({
    create: { width: 2600, height: 2000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const path = join(scratch, 'big-pictures.pptx');
  await mutateDeck(`${PPTX}/pp-shp-picture.pptx`, path, (name) => (name === 'ppt/media/image2.png' ? noise : undefined));
  return path;
}

describe('pptx.join over 10 MiB, as the SDK and the CLI send it', () => {
  it('pre-uploads (parts for the big deck, one PUT for the small), creates with fileIds, applies hiddens and sections', async () => {
    const big = await bigDeck();
    const client = sdk('decks');
    const created = await client.create({
      type: 'pptx.join',
      files: [big, `${PPTX}/poi-SampleShow.pptx`],
      name: 'Merged',
      params: {
        hiddens: [2],
        sections: [
          { name: 'Pictures', count: 2 },
          { name: 'Show', count: 2 },
        ],
        autoResize: true,
        contactId: { pptId: 'p1', branchId: 'b1' },
        changedLayoutMap: [[1, 1]],
      },
    });
    expect(client.sent.filter((request) => request.url.includes('/v1/uploads/')).map((request) => request.method)).toEqual([
      'PUT',
      'PUT',
      'PUT',
      'POST',
    ]);
    const done = await client.wait(created.id);
    expect(done).toMatchObject({ status: 'completed', spaceId: 'decks', name: 'Merged', fileIds: created.fileIds });
    expect(meta(done).ignoredParams).toEqual(['changedLayoutMap', 'contactId']);

    const [url, bytes, hash] = await client.down<[string, number, string]>(done.id);
    const file = await fetchWithoutHeaders(url);
    expect(file.bytes.length).toBe(bytes);
    expect(md5Hex(file.bytes)).toBe(hash);
    const merged = await saved('merged.pptx', file.bytes);
    unzipTest(merged);
    expect(sldIdCount(merged)).toBe(4);
    const presentation = zipText(merged, 'ppt/presentation.xml');
    const sections = [...presentation.matchAll(/<p14:section name="([^"]*)"[^>]*>(.*?)<\/p14:section>/g)].map((m) => [
      m[1],
      (m[2]?.match(/<p14:sldId /g) ?? []).length,
    ]);
    expect(sections).toEqual([
      ['Pictures', 2],
      ['Show', 2],
    ]);
    const slide2 = zipText(merged, 'ppt/slides/slide2.xml');
    expect(slide2).toMatch(/<p:sld [^>]*show="0"/);
  });

  it('does what `deckops join a.pptx b.pptx -o out/` does: pre-upload each file, create, start, wait, fetch the result bare', async () => {
    const client = sdk();
    const ids = [await client.uploadFile(`${PPTX}/pp-sld-slides.pptx`), await client.uploadFile(`${PPTX}/poi-SampleShow.pptx`)];
    const created = await client.create({ type: 'pptx.join', fileIds: ids, name: 'pp-sld-slides' });
    await client.start(created.id);
    const done = await client.wait(created.id);
    const [url] = await client.down<[string]>(done.id);
    expect(new URL(url).pathname).toMatch(/\.pptx$/);
    const file = await fetchWithoutHeaders(url);
    expect(file.status).toBe(200);
    expect(sldIdCount(await saved('cli-join.pptx', file.bytes))).toBe(5);
  });

  it('answers a join whose sections do not add up with a failed task that says why', async () => {
    const client = sdk();
    const created = await client.create({
      type: 'pptx.join',
      files: [`${PPTX}/pp-sld-slides.pptx`, `${PPTX}/poi-SampleShow.pptx`],
      params: { sections: [{ name: 'Only', count: 2 }] },
    });
    await expect(client.wait(created.id)).rejects.toThrow(
      /^Task failed: sections: the section counts add up to 2 slides; the merged deck has 5/,
    );
  });
});

describe('pptx.split in the SDK shape', () => {
  it('gives {ppt: {size}, sections, slides: [{hash, path, bytes, hidden?, notes?}]}, one bare download per slide', async () => {
    // poi-SampleShow with its second slide hidden; both slides have speaker notes.
    const source = join(scratch, 'sample-hidden.pptx');
    await mutateDeck(`${PPTX}/poi-SampleShow.pptx`, source, (name, data) =>
      name === 'ppt/slides/slide2.xml' ? Buffer.from(data.toString('utf8').replace('<p:sld ', '<p:sld show="0" ')) : undefined,
    );
    const client = sdk();
    const created = await client.create({
      type: 'pptx.split',
      files: [source],
      params: { allowSize: [960, 540], pptId: 'ppt-1', versionIds: ['v1', 'v2'], replaceFiles: [['a', 'b']] },
    });
    const done = await client.wait(created.id);
    expect(meta(done).ignoredParams).toEqual(['allowSize', 'pptId', 'versionIds', 'replaceFiles']);
    const result = await client.down<{
      ppt: { size: [number, number] };
      sections: unknown[];
      slides: Array<{ hash: string; path: string; bytes: number; hidden?: boolean; notes?: string }>;
    }>(done.id);
    const sldSz = /<p:sldSz cx="(\d+)" cy="(\d+)"/.exec(zipText(source, 'ppt/presentation.xml'));
    expect(result.ppt.size).toEqual([Number(sldSz?.[1]), Number(sldSz?.[2])]);
    expect(result.sections).toEqual([]);
    expect(result.slides).toHaveLength(2);
    expect(result.slides[0]?.notes).toBe('I am the notes of the first slide');
    expect(result.slides[0]?.hidden).toBeUndefined();
    expect(result.slides[1]?.hidden).toBe(true);
    expect(done.result).toEqual(result);

    // The root dialect's ZIP holds the same bytes as the per-slide downloads.
    const rootTask = (await (await fetch(`${engine.baseUrl}/tools/tasks/${done.id}`, { headers: authHeaders(engine.key) })).json()) as Task;
    const zipPath = await saved('split.zip', await downloadResult(engine.key, rootTask));
    const entries = zipEntries(zipPath);
    for (const [i, slide] of result.slides.entries()) {
      const file = await fetchWithoutHeaders(slide.path);
      expect(file.status).toBe(200);
      expect(file.bytes.length).toBe(slide.bytes);
      expect(md5Hex(file.bytes)).toBe(slide.hash);
      const path = await saved(`slide-${i + 1}.pptx`, file.bytes);
      unzipTest(path);
      expect(sldIdCount(path)).toBe(1);
      const entry = decodeURIComponent(new URL(slide.path).pathname.split('/').at(-1) ?? '');
      expect(entries).toContain(entry);
      expect(md5Hex(execFileSync('unzip', ['-p', zipPath, entry]))).toBe(slide.hash);
    }
  });

  it("reports the source deck's sections with their slide counts", async () => {
    const client = sdk();
    const done = await client.wait((await client.create({ type: 'pptx.split', files: [`${PPTX}/poi-bug64693.pptx`] })).id);
    const result = await client.down<{ sections: Array<{ name: string; count: number }>; slides: unknown[] }>(done.id);
    const names = [...zipText(`${PPTX}/poi-bug64693.pptx`, 'ppt/presentation.xml').matchAll(/<p14:section name="([^"]*)"/g)].map(
      (m) => m[1],
    );
    expect(result.sections.map((section) => section.name)).toEqual(names);
    expect(result.sections.reduce((sum, section) => sum + section.count, 0)).toBe(result.slides.length);
  });
});

describe('converters and the other SDK params', () => {
  it('convertor.ppt2pdf gives ConvertFileResult[]: [[url, bytes, md5, {total}]]', async () => {
    const client = sdk();
    const done = await client.wait((await client.create({ type: 'convertor.ppt2pdf', files: [`${PPTX}/pp-sld-slides.pptx`] })).id);
    const result = await client.down<Array<[string, number, string, { total?: number }]>>(done.id);
    expect(result).toHaveLength(1);
    const [url, bytes, hash, bounds] = result[0] ?? ['', 0, '', {}];
    const file = await fetchWithoutHeaders(url);
    expect(file.bytes.length).toBe(bytes);
    expect(md5Hex(file.bytes)).toBe(hash);
    const info = execFileSync('pdfinfo', [await saved('slides.pdf', file.bytes)], { encoding: 'utf8' });
    expect(bounds.total).toBe(Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]));
    expect(bounds.total).toBe(3);
  });

  it('accepts file.compress {id} and image.resize {target}, and says they were ignored', async () => {
    const client = sdk();
    const compress = await client.create({
      type: 'file.compress',
      files: [`${PPTX}/pp-shp-picture.pptx`],
      params: { id: 'deckflow-task-1' },
    });
    const resize = await client.create({
      type: 'image.resize',
      files: [`${CORPUS_ROOT}/images/poi-nature1.jpg`],
      params: { maxWidth: 120, target: 'space/results/nature.jpg' },
    });
    const [compressed, resized] = await Promise.all([client.wait(compress.id), client.wait(resize.id)]);
    expect(meta(compressed).ignoredParams).toEqual(['id']);
    expect(meta(resized).ignoredParams).toEqual(['target']);
    const [url, bytes] = await client.down<[string, number, string]>(resized.id);
    const image = await fetchWithoutHeaders(url);
    expect(image.bytes.length).toBe(bytes);
    expect((await sharp(image.bytes).metadata()).width).toBe(120);

    // The root dialect reports them too, and still refuses fields no one declares.
    const rootDone = await waitForTask(
      engine.baseUrl,
      engine.key,
      (
        await createTask(engine.baseUrl, engine.key, {
          type: 'file.compress',
          files: [{ path: `${PPTX}/pp-shp-picture.pptx` }],
          params: { id: 'x' },
        })
      ).id,
    );
    expect(rootDone.result?.ignoredParams).toEqual(['id']);
    const refused = await fetch(`${engine.baseUrl}/v1/tools/tasks`, {
      method: 'POST',
      headers: authHeaders(engine.key),
      body: (() => {
        const form = new FormData();
        form.append('type', 'image.resize');
        form.append('params', JSON.stringify({ maxWidth: 10, nonsense: 1 }));
        form.append('files', new Blob([Buffer.from('x')]), 'a.jpg');
        return form;
      })(),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/unknown field "nonsense"/);
  });
});
