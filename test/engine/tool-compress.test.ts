import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { compressFile, run } from '../../main/engine/tools/file-compress';
import { postTask, runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { buildPhotoDeck } from '../helpers/photo-deck';
import {
  contentTypeProblems,
  displayedSsim,
  libreOfficePages,
  missingTargets,
  readZipEntries,
  relationships,
  unzipTest,
} from '../helpers/package-checks';
import { newWorkDir, runTool, toolInputs, expectToolError } from '../helpers/tool-harness';
import { CORPUS_ROOT } from '../helpers/corpus';

const CORPUS = `${CORPUS_ROOT}`;
const EMU_PER_INCH = 914_400;
const PPI = 220;
const MAX_COMPARE_PIXELS = 1920 * 1080;

let dir: string;
let photoDeck: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-compress-test-'));
  photoDeck = join(dir, 'photos.pptx');
  await buildPhotoDeck(photoDeck, {
    slides: [
      [
        { width: 2400, height: 1800, inches: { w: 3, h: 2.25 } },
        { width: 1000, height: 750, inches: { w: 3, h: 2.25 }, format: 'png' },
        { width: 800, height: 600, inches: { w: 2, h: 1.5 }, transparent: true },
      ],
      [{ width: 1600, height: 1200, inches: { w: 9, h: 6.75 } }],
    ],
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function compress(path: string, name?: string): ReturnType<typeof runTool> {
  return runTool(run, [{ path, ...(name ? { name } : {}) }], {});
}

function md5(data: Buffer): string {
  return createHash('md5').update(data).digest('hex');
}

interface PictureUse {
  rels: string;
  relId: string;
  cx: number;
  cy: number;
}

/** Every `p:pic` on the slides of `parts`, with its relationship id and displayed size. */
function slidePictures(parts: ReadonlyMap<string, Buffer>): PictureUse[] {
  const out: PictureUse[] = [];
  for (const [name, data] of parts) {
    const m = /^ppt\/slides\/(slide\d+\.xml)$/.exec(name);
    if (!m) continue;
    for (const pic of data.toString('utf8').matchAll(/<p:pic>([\s\S]*?)<\/p:pic>/g)) {
      const relId = /r:embed="([^"]+)"/.exec(pic[1] ?? '')?.[1];
      const ext = /<a:ext cx="(\d+)" cy="(\d+)"/.exec(pic[1] ?? '');
      if (relId && ext) out.push({ rels: `ppt/slides/_rels/${m[1]}.rels`, relId, cx: Number(ext[1]), cy: Number(ext[2]) });
    }
  }
  return out;
}

/** SSIM of every picture the compressor changed, at its displayed size (220 ppi, capped at one full-HD screen). */
async function changedPictureSsims(original: string, output: string): Promise<{ name: string; ssim: number }[]> {
  const before = await readZipEntries(original);
  const after = await readZipEntries(output);
  const targetOf = (parts: ReadonlyMap<string, Buffer>, rels: string, id: string): string | undefined =>
    relationships(parts).find((r) => r.rels === rels && r.id === id)?.resolved;
  const results: { name: string; ssim: number }[] = [];
  for (const use of slidePictures(before)) {
    const from = targetOf(before, use.rels, use.relId);
    const to = targetOf(after, use.rels, use.relId);
    if (!from || !to) throw new Error(`picture ${use.relId} of ${use.rels} lost its relationship`);
    const a = before.get(from)!;
    const b = after.get(to);
    if (!b) throw new Error(`${to} is missing from the output`);
    if (a.equals(b)) continue;
    const meta = await sharp(a).metadata();
    const w = meta.width;
    const h = meta.height;
    let scale = Math.min(1, Math.max(((use.cx / EMU_PER_INCH) * PPI) / w, ((use.cy / EMU_PER_INCH) * PPI) / h));
    if (w * h * scale * scale > MAX_COMPARE_PIXELS) scale *= Math.sqrt(MAX_COMPARE_PIXELS / (w * h * scale * scale));
    results.push({ name: from, ssim: await displayedSsim(a, b, Math.round(w * scale), Math.round(h * scale)) });
  }
  return results;
}

/** `unzip -t` clean, and no dangling relationship or content-type gap that the original (if given) did not have. */
async function expectSoundPackage(path: string, original?: string): Promise<Map<string, Buffer>> {
  expect(unzipTest(path)).toMatch(/No errors detected/);
  const parts = await readZipEntries(path);
  const before = original ? await readZipEntries(original) : new Map<string, Buffer>();
  const known = new Set([...missingTargets(before), ...contentTypeProblems(before)]);
  expect(missingTargets(parts).filter((p) => !known.has(p))).toEqual([]);
  expect(contentTypeProblems(parts).filter((p) => !known.has(p))).toEqual([]);
  return parts;
}

describe('file.compress on a generated photo deck', () => {
  it('scales pictures to their displayed size, keeps SSIM ≥ 0.95 and a package LibreOffice renders', async () => {
    const { output } = await compress(photoDeck);
    const meta = output.metadata as Record<string, unknown> & { pictures: { reencoded: number; downscaled: number; kept: number } };
    const inputSize = readFileSync(photoDeck).length;
    expect(meta.inputSize).toBe(inputSize);
    expect(meta.outputSize).toBe(readFileSync(output.path).length);
    expect(meta.outputSize as number).toBeLessThan(inputSize * 0.4);
    expect(meta.savedBytes).toBe(inputSize - (meta.outputSize as number));
    expect(meta.unchanged).toBe(false);
    expect(meta.pictures.downscaled).toBeGreaterThanOrEqual(3);
    expect(output.preview).toEqual({ bytes: meta.outputSize });
    expect(output.fileName).toBe('photos-compressed.pptx');

    const parts = await expectSoundPackage(output.path);
    // The opaque photographic PNG became a JPEG part; the transparent one stayed a PNG with its alpha channel.
    const names = [...parts.keys()].filter((n) => n.startsWith('ppt/media/')).sort();
    expect(names).toEqual(['ppt/media/image1.jpeg', 'ppt/media/image2.jpeg', 'ppt/media/image3.png', 'ppt/media/image4.jpeg']);
    expect((await sharp(parts.get('ppt/media/image2.jpeg')).metadata()).format).toBe('jpeg');
    expect((await sharp(parts.get('ppt/media/image3.png')).metadata()).hasAlpha).toBe(true);
    // 3 in at 220 ppi = 660 px wide: the 2400-px photo is no longer stored at full size.
    expect((await sharp(parts.get('ppt/media/image1.jpeg')).metadata()).width).toBeLessThanOrEqual(700);

    const ssims = await changedPictureSsims(photoDeck, output.path);
    expect(ssims).toHaveLength(4);
    for (const { name, ssim } of ssims) expect(ssim, name).toBeGreaterThanOrEqual(0.95);
    expect(Math.min(...ssims.map((s) => s.ssim))).toBeCloseTo(meta.worstSsim as number, 2);

    const [before, after] = await libreOfficePages(photoDeck, output.path);
    expect(before).toBe(2);
    expect(after).toBe(before);
  });
});

describe('file.compress on corpus files', () => {
  it.each(['poi-chart-picture-bg.pptx', 'pp-shp-picture.pptx'])('%s: smaller, sound, same rendering', async (name) => {
    const input = join(CORPUS, 'pptx', name);
    const { output } = await compress(input);
    expect(readFileSync(output.path).length).toBeLessThan(readFileSync(input).length);
    await expectSoundPackage(output.path, input);
    for (const { name: part, ssim } of await changedPictureSsims(input, output.path)) expect(ssim, part).toBeGreaterThanOrEqual(0.95);
    const [before, after] = await libreOfficePages(input, output.path);
    expect(before).toBeGreaterThan(0);
    expect(after).toBe(before);
  });

  it('re-encodes an embedded video with the video reducer settings', async () => {
    const input = join(CORPUS, 'pptx/poi-EmbeddedVideo.pptx');
    const { output } = await compress(input);
    expect(output.metadata?.videos).toBe(1);
    const parts = await expectSoundPackage(output.path, input);
    const video = join(dir, 'media1.mp4');
    writeFileSync(video, parts.get('ppt/media/media1.mp4')!);
    const original = join(dir, 'media1-original.mp4');
    writeFileSync(original, (await readZipEntries(input)).get('ppt/media/media1.mp4')!);
    const probe = (file: string): { codec: string; duration: number } => {
      const json = JSON.parse(
        execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], { encoding: 'utf8' }),
      ) as { streams: { codec_type: string; codec_name: string }[]; format: { duration: string } };
      return { codec: json.streams.find((s) => s.codec_type === 'video')!.codec_name, duration: Number(json.format.duration) };
    };
    const before = probe(original);
    const after = probe(video);
    expect(after.codec).toBe('h264');
    expect(Math.abs(after.duration - before.duration)).toBeLessThan(0.5);
    expect(parts.get('ppt/media/media1.mp4')!.length).toBeLessThan(readFileSync(original).length);
    const [pagesBefore, pagesAfter] = await libreOfficePages(input, output.path);
    expect(pagesAfter).toBe(pagesBefore);
  });

  it.each(['poi-issue_51265_3.docx', 'poi-picture.xlsx', 'poi-ConditionalFormattingSamples.xlsx'])(
    '%s: smaller, sound, every picture still decodes',
    async (name) => {
      const input = join(CORPUS, 'office', name);
      const { output } = await compress(input);
      expect(readFileSync(output.path).length).toBeLessThan(readFileSync(input).length);
      const parts = await expectSoundPackage(output.path, input);
      const media = [...parts.entries()].filter(([n]) => /\/media\/.*\.(png|jpe?g)$/i.test(n));
      expect(media.length).toBeGreaterThan(0);
      for (const [, data] of media) expect((await sharp(data).metadata()).width).toBeGreaterThan(0);
    },
  );
});

describe('file.compress on archives', () => {
  it('recompresses a .zip and the deck inside it, leaving other files byte-identical', async () => {
    const zipPath = join(dir, 'bundle.zip');
    const notes = Buffer.from('Meeting notes\n'.repeat(2000));
    const zip = new yazl.ZipFile();
    zip.addFile(join(CORPUS, 'pptx/pp-shp-picture.pptx'), 'decks/pictures.pptx', { compress: false });
    zip.addBuffer(notes, 'notes.txt', { compress: false });
    zip.end();
    await new Promise<void>((resolve, reject) => {
      const chunks: Buffer[] = [];
      zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
      zip.outputStream.on('end', () => {
        writeFileSync(zipPath, Buffer.concat(chunks));
        resolve();
      });
      zip.outputStream.on('error', reject);
    });
    const { output } = await compress(zipPath);
    expect(output.mimeType).toBe('application/zip');
    expect(unzipTest(output.path)).toMatch(/No errors detected/);
    const entries = await readZipEntries(output.path);
    expect([...entries.keys()]).toEqual(['decks/pictures.pptx', 'notes.txt']);
    expect(entries.get('notes.txt')!.equals(notes)).toBe(true);
    const inner = join(dir, 'inner.pptx');
    writeFileSync(inner, entries.get('decks/pictures.pptx')!);
    expect(readFileSync(inner).length).toBeLessThan(readFileSync(join(CORPUS, 'pptx/pp-shp-picture.pptx')).length);
    await expectSoundPackage(inner);
    expect(readFileSync(output.path).length).toBeLessThan(readFileSync(zipPath).length * 0.5);
  });

  it('recompresses the pictures of a Keynote file in place and leaves its .iwa index untouched', async () => {
    const keyPath = join(dir, 'talk.key');
    const iwa = Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 7919) % 251));
    const photo = await sharp({
      create: { width: 1800, height: 1200, channels: 3, background: '#4080c0', noise: { type: 'gaussian', mean: 120, sigma: 12 } },
    })
      .blur(2)
      .jpeg({ quality: 98 })
      .toBuffer();
    const zip = new yazl.ZipFile();
    zip.addBuffer(iwa, 'Index/Document.iwa', { compress: false });
    zip.addBuffer(photo, 'Data/photo-1234.jpg', { compress: false });
    zip.addBuffer(Buffer.from('<?xml version="1.0"?><plist/>'), 'Metadata/Properties.plist', { compress: false });
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream as Readable) chunks.push(chunk as Buffer);
    writeFileSync(keyPath, Buffer.concat(chunks));

    const { output } = await compress(keyPath);
    expect(output.mimeType).toBe('application/vnd.apple.keynote');
    expect(unzipTest(output.path)).toMatch(/No errors detected/);
    const entries = await readZipEntries(output.path);
    expect([...entries.keys()]).toEqual(['Index/Document.iwa', 'Data/photo-1234.jpg', 'Metadata/Properties.plist']);
    expect(entries.get('Index/Document.iwa')!.equals(iwa)).toBe(true);
    const recoded = entries.get('Data/photo-1234.jpg')!;
    expect(recoded.length).toBeLessThan(photo.length * 0.9);
    expect(await sharp(recoded).metadata()).toMatchObject({ format: 'jpeg', width: 1800, height: 1200 });
    expect(await displayedSsim(photo, recoded, 1800, 1200)).toBeGreaterThanOrEqual(0.95);
    expect(output.metadata).toMatchObject({ pictures: { reencoded: 1, downscaled: 0, kept: 0 } });
  });

  it('leaves every part of a digitally signed deck byte-identical (only the container is recompressed)', async () => {
    const signed = join(dir, 'signed.pptx');
    const zip = new yazl.ZipFile();
    const original = await readZipEntries(join(CORPUS, 'pptx/pp-shp-picture.pptx'));
    for (const [name, data] of original) zip.addBuffer(data, name, { compressionLevel: /\.(png|jpe?g)$/.test(name) ? 0 : 1 });
    zip.addBuffer(Buffer.from('<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"/>'), '_xmlsignatures/sig1.xml');
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream as Readable) chunks.push(chunk as Buffer);
    writeFileSync(signed, Buffer.concat(chunks));
    const { output } = await compress(signed);
    expect(output.metadata).toMatchObject({ signed: true, pictures: { reencoded: 0 } });
    const after = await readZipEntries(output.path);
    for (const [name, data] of original) expect(after.get(name)?.equals(data), name).toBe(true);
  });

  it('returns the original bytes with unchanged: true when nothing gets smaller', async () => {
    const zipPath = join(dir, 'tight.zip');
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from('x'), 'a.txt', { compress: false, forceDosTimestamp: true, mtime: new Date(Date.UTC(2020, 0, 1)) });
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream as Readable) chunks.push(chunk as Buffer);
    writeFileSync(zipPath, Buffer.concat(chunks));
    const { output } = await compress(zipPath);
    expect(md5(readFileSync(output.path))).toBe(md5(readFileSync(zipPath)));
    expect(output.metadata).toMatchObject({ unchanged: true, savedBytes: 0, savedPercent: 0 });
  });
});

describe('file.compress refuses what it cannot read', () => {
  async function zipWithHugeEntry(path: string, bytes: number): Promise<void> {
    const zip = new yazl.ZipFile();
    const chunk = Buffer.alloc(1024 * 1024);
    let left = bytes;
    const zeros = new Readable({
      read() {
        if (left <= 0) this.push(null);
        else {
          const n = Math.min(left, chunk.length);
          left -= n;
          this.push(chunk.subarray(0, n));
        }
      },
    });
    zip.addReadStream(zeros, 'ppt/media/huge.bin', { compressionLevel: 1 });
    zip.end();
    const parts: Buffer[] = [];
    for await (const c of zip.outputStream as Readable) parts.push(c as Buffer);
    writeFileSync(path, Buffer.concat(parts));
  }

  it('rejects a zip bomb (one highly compressible 200 MB entry) before expanding it', async () => {
    const bomb = join(dir, 'bomb.pptx');
    await zipWithHugeEntry(bomb, 200 * 1024 * 1024);
    expect(readFileSync(bomb).length).toBeLessThan(2 * 1024 * 1024);
    await expectToolError(compress(bomb), 'zip_bomb', /bomb\.pptx.*huge\.bin/);
  });

  it('rejects archives over the total-size and entry-count caps', async () => {
    const deck = join(CORPUS, 'pptx/pp-shp-picture.pptx');
    const ctx = async (): Promise<Parameters<typeof compressFile>[0]> => ({
      inputs: await toolInputs([{ path: deck }]),
      params: {},
      workDir: await newWorkDir(),
      signal: new AbortController().signal,
      reportProgress: () => {},
    });
    const limits = { maxTotalUncompressed: 2 ** 31, maxEntries: 50_000, ratioCheckFrom: 16 * 2 ** 20, maxRatio: 100 };
    await expectToolError(
      compressFile(await ctx(), { zipLimits: { ...limits, maxTotalUncompressed: 50_000 } }),
      'zip_bomb',
      /pp-shp-picture\.pptx/,
    );
    await expectToolError(compressFile(await ctx(), { zipLimits: { ...limits, maxEntries: 5 } }), 'zip_bomb', /more than 5 files/);
  });

  it('refuses a bomb spread over the archives inside a .zip before recompressing any of them', async () => {
    const deck = readFileSync(join(CORPUS, 'pptx/pp-shp-picture.pptx'));
    const entriesOfDeck = execFileSync('unzip', ['-Z1', join(CORPUS, 'pptx/pp-shp-picture.pptx')], { encoding: 'utf8' })
      .trim()
      .split('\n').length;
    const outer = new yazl.ZipFile();
    outer.addBuffer(deck, 'first.pptx', { compress: false });
    outer.addBuffer(deck, 'second.pptx', { compress: false });
    outer.end();
    const parts: Buffer[] = [];
    for await (const c of outer.outputStream as Readable) parts.push(c as Buffer);
    const archive = join(dir, 'two-decks.zip');
    writeFileSync(archive, Buffer.concat(parts));
    const progress: number[] = [];
    const limits = { maxTotalUncompressed: 2 ** 31, maxEntries: 2 + 1.5 * entriesOfDeck, ratioCheckFrom: 16 * 2 ** 20, maxRatio: 100 };
    const ctx = {
      inputs: await toolInputs([{ path: archive }]),
      params: {},
      workDir: await newWorkDir(),
      signal: new AbortController().signal,
      reportProgress: (percent: number) => progress.push(percent),
    };
    // Each deck alone fits the budget; both together do not, and the second is counted before the first is worked on.
    await expectToolError(compressFile(ctx, { zipLimits: limits }), 'zip_bomb', /second\.pptx/);
    expect(progress.filter((percent) => percent > 5)).toEqual([]);
  });

  it('names the file when it is not a ZIP, truncated, damaged, or not an Office package', async () => {
    await expectToolError(
      compress(join(CORPUS, 'broken/poi-badzip.ppt'), 'old-deck.pptx'),
      'invalid_file',
      /"old-deck\.pptx" is not a ZIP-based file/,
    );
    const truncated = join(dir, 'truncated.pptx');
    writeFileSync(truncated, readFileSync(join(CORPUS, 'pptx/pp-shp-picture.pptx')).subarray(0, 40_000));
    await expectToolError(compress(truncated), 'invalid_file', /^truncated\.pptx: is a damaged or truncated ZIP package/);
    for (const fuzzed of [
      'poi-clusterfuzz-testcase-minimized-POIFuzzer-5205835528404992.pptx',
      'poi-clusterfuzz-testcase-minimized-POIXSLFFuzzer-5463285576892416.pptx',
    ]) {
      await expectToolError(compress(join(CORPUS, 'broken', fuzzed)), 'invalid_file', new RegExp(fuzzed.replace(/\./g, '\\.')));
    }
    const notOffice = join(dir, 'notes.docx');
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from('hello'), 'hello.txt');
    zip.end();
    const chunks: Buffer[] = [];
    for await (const c of zip.outputStream as Readable) chunks.push(c as Buffer);
    writeFileSync(notOffice, Buffer.concat(chunks));
    await expectToolError(compress(notOffice), 'invalid_file', /"notes\.docx" is not an Office Open XML file/);
  });
});

describe('file.compress through the engine', () => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startTestEngine();
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('completes with the size metadata and serves the smaller file', async () => {
    const input = join(CORPUS, 'pptx/pp-shp-picture.pptx');
    const { task, output } = await runTask(engine, { type: 'file.compress', files: [{ path: input }], params: {} });
    expect(task.status).toBe('completed');
    expect(output).not.toBeNull();
    const result = task.result as unknown as Record<string, unknown>;
    expect(result).toMatchObject({
      inputSize: readFileSync(input).length,
      size: output!.length,
      outputSize: output!.length,
      unchanged: false,
    });
    expect(result.pictures).toMatchObject({ reencoded: expect.any(Number) as number });
    expect(task.preview).toEqual({ bytes: output!.length });
    const saved = join(dir, 'via-engine.pptx');
    writeFileSync(saved, output!);
    await expectSoundPackage(saved);
  });

  it('refuses at intake a .pptx that is really a legacy .ppt, saying what it is', async () => {
    const response = await postTask(engine.baseUrl, engine.key, {
      type: 'file.compress',
      files: [{ name: 'legacy.pptx', content: readFileSync(join(CORPUS, 'broken/poi-badzip.ppt')) }],
      params: {},
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'invalid_parameter',
      message: expect.stringMatching(
        /^“legacy\.pptx” is a PowerPoint 97–2003 presentation \(\.ppt\), not a PowerPoint presentation \(\.pptx\)\./,
      ) as unknown,
    });
  });

  it('answers a format it does not take and params it does not know with 400, and keeps serving', async () => {
    for (const spec of [
      { files: [{ path: join(CORPUS, 'ppt/poi-SampleShow.ppt') }], params: {} },
      { files: [{ path: join(CORPUS, 'images/poi-clock.jpg') }], params: {} },
      { files: [{ path: join(CORPUS, 'pptx/pp-shp-picture.pptx') }], params: { quality: 50 } },
    ]) {
      const response = await postTask(engine.baseUrl, engine.key, { type: 'file.compress', ...spec });
      const body = (await response.json()) as { code: string; message: string };
      expect(response.status, body.message).toBe(400);
      expect(body.code).toBe('invalid_parameter');
    }
    expect((await fetch(`${engine.baseUrl}/health`)).status).toBe(200);
  });
});
