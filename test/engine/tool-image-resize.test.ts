import { execFileSync } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableParamsError } from '../../shared/tools/params-errors';
import { findTool } from '../../shared/tools/catalog';
import { run } from '../../main/engine/tools/image-resize';
import { postTask, runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { cleanupWorkDirs, runTool, expectToolError } from '../helpers/tool-harness';
import { CORPUS_ROOT } from '../helpers/corpus';

const IMAGES = `${CORPUS_ROOT}/images`;
let dir: string;

/**
 * A HEIC-labelled HEIF container (hvc1 item, hvcC properties, heic brand) made from a sharp AVIF by box surgery: it
 * has no real HEVC stream, which is enough to reach the point where a build without an HEVC decoder must refuse.
 */
async function heicContainer(): Promise<Buffer> {
  const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .avif()
    .toBuffer();
  const at = avif.indexOf('av1C') - 4;
  const oldSize = avif.readUInt32BE(at);
  const hvcC = Buffer.alloc(31);
  hvcC.writeUInt32BE(31, 0);
  hvcC.write('hvcC', 4, 'latin1');
  Buffer.from([1, 0x01, 0x60, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xf0, 0, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0]).copy(hvcC, 8);
  const out = Buffer.concat([avif.subarray(0, at), hvcC, avif.subarray(at + oldSize)]);
  for (const box of ['ipco', 'iprp', 'meta']) {
    const start = out.indexOf(box) - 4;
    out.writeUInt32BE(out.readUInt32BE(start) + 31 - oldSize, start);
  }
  return Buffer.from(out.toString('latin1').replace('av01', 'hvc1').replaceAll('avif', 'heic'), 'latin1');
}

/** Dimensions and format as libvips' own command-line tool reports them (independent of sharp). */
function vipsheader(file: string): { width: number; height: number; loader: string } {
  const out = execFileSync('vipsheader', [file], { encoding: 'utf8' });
  const match = /: (\d+)x(\d+) .* (\w+load)/.exec(out);
  if (!match) throw new Error(`unexpected vipsheader output: ${out}`);
  return { width: Number(match[1]), height: Number(match[2]), loader: match[3]! };
}

/** A small PNG whose header claims `width`×`height` (only the first rows present): a decompression bomb's calling card. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  const rows = deflateSync(Buffer.alloc(2 * (1 + width * 3)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-image-test-'));
  // Stored 400×200, left quarter blue, rest red; orientation 6 means "turn 90° clockwise to view": 200×400 upright.
  await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
    .composite([{ input: { create: { width: 100, height: 200, channels: 3, background: '#0000ff' } }, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toFile(join(dir, 'rotated.jpg'));
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff', '#ffff00'].map((background) =>
      sharp({ create: { width: 320, height: 160, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  await sharp(frames, { join: { animated: true } })
    .gif({ delay: [100, 200, 300, 400], loop: 0 })
    .toFile(join(dir, 'animated.gif'));
  await sharp(join(IMAGES, 'poi-nature1.jpg')).png({ palette: true, colours: 64 }).toFile(join(dir, 'palette.png'));
  await sharp(join(IMAGES, 'poi-nature1.jpg')).webp({ quality: 80 }).toFile(join(dir, 'photo.webp'));
  await sharp(join(IMAGES, 'poi-nature1.jpg')).resize({ width: 320 }).avif({ quality: 50, effort: 0 }).toFile(join(dir, 'photo.avif'));
  const jpeg = await readFile(join(IMAGES, 'poi-nature1.jpg'));
  await writeFile(join(dir, 'truncated.jpg'), jpeg.subarray(0, 6000));
  await writeFile(join(dir, 'bomb.png'), pngHeaderOnly(30_000, 30_000));
  await copyFile(join(IMAGES, 'poi-nature2.jpg'), join(dir, 'really-a-jpeg.png'));
});

afterAll(async () => {
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('image.resize run()', () => {
  it('scales a corpus JPEG to maxWidth, keeping aspect ratio, format, and naming the file <base>-<W>w', async () => {
    const { output, progress } = await runTool(run, [{ path: join(IMAGES, 'poi-nature1.jpg') }], { maxWidth: 400 });
    expect(vipsheader(output.path)).toEqual({ width: 400, height: 300, loader: 'jpegload' });
    expect(output.fileName).toBe('poi-nature1-400w.jpg');
    expect(output.mimeType).toBe('image/jpeg');
    const bytes = await readFile(output.path);
    expect(output.metadata).toEqual({
      width: 400,
      height: 300,
      originalWidth: 1024,
      originalHeight: 768,
      format: 'jpeg',
      inputSize: (await readFile(join(IMAGES, 'poi-nature1.jpg'))).length,
      upscaleAvoided: false,
    });
    expect(output.preview).toEqual({ bytes: bytes.length });
    expect(progress.at(-1)).toBe(100);
  });

  it('scales to maxHeight and names the file <base>-<H>h', async () => {
    const { output } = await runTool(run, [{ path: join(IMAGES, 'poi-nature1.png') }], { maxHeight: 192 });
    expect(vipsheader(output.path)).toEqual({ width: 256, height: 192, loader: 'pngload' });
    expect(output.fileName).toBe('poi-nature1-192h.png');
    expect(output.mimeType).toBe('image/png');
  });

  it('returns the original bytes when the image is already within the bound (never upscales)', async () => {
    const source = join(IMAGES, 'poi-clock.jpg');
    const { output } = await runTool(run, [{ path: source }], { maxWidth: 1000 });
    expect(Buffer.compare(await readFile(output.path), await readFile(source))).toBe(0);
    expect(output.metadata).toMatchObject({ width: 192, height: 176, upscaleAvoided: true });
    // Unchanged, so under its own name: a "-192w" would say it was resized.
    expect(output.fileName).toBe('poi-clock.jpg');
  });

  it('applies EXIF orientation: upright dimensions, upright pixels, orientation tag reset', async () => {
    const { output } = await runTool(run, [{ path: join(dir, 'rotated.jpg') }], { maxWidth: 100 });
    const meta = await sharp(output.path).metadata();
    expect([meta.width, meta.height]).toEqual([100, 200]);
    expect(meta.orientation ?? 1).toBe(1);
    expect(output.metadata).toMatchObject({ originalWidth: 200, originalHeight: 400, width: 100, height: 200 });
    // The stored image's blue left edge is the top edge once turned clockwise.
    const { data, info } = await sharp(output.path).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number): number[] => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [rTop, , bTop] = pixel(50, 10);
    const [rBottom, , bBottom] = pixel(50, 190);
    expect(bTop).toBeGreaterThan(200);
    expect(rTop).toBeLessThan(60);
    expect(rBottom).toBeGreaterThan(200);
    expect(bBottom).toBeLessThan(60);
  });

  it('keeps a GIF animated: every frame resized, delays and loop kept', async () => {
    const { output } = await runTool(run, [{ path: join(dir, 'animated.gif') }], { maxWidth: 160 });
    const meta = await sharp(output.path, { animated: true }).metadata();
    expect(meta.format).toBe('gif');
    expect(meta.pages).toBe(4);
    expect(meta.width).toBe(160);
    expect(meta.pageHeight).toBe(80);
    expect(meta.delay).toEqual([100, 200, 300, 400]);
    expect(meta.loop).toBe(0);
    expect(output.metadata).toMatchObject({ width: 160, height: 80, animated: true, frames: 4 });
    expect(output.mimeType).toBe('image/gif');
  });

  it('resizes an animated GIF by maxHeight per frame', async () => {
    const { output } = await runTool(run, [{ path: join(dir, 'animated.gif') }], { maxHeight: 40 });
    const meta = await sharp(output.path, { animated: true }).metadata();
    expect([meta.width, meta.pageHeight, meta.pages]).toEqual([80, 40, 4]);
    expect(output.fileName).toBe('animated-40h.gif');
  });

  it('keeps a palette PNG palette-based, and a corpus GIF and TIFF in their formats', async () => {
    const png = await runTool(run, [{ path: join(dir, 'palette.png') }], { maxWidth: 300 });
    const pngMeta = await sharp(png.output.path).metadata();
    expect(pngMeta.format).toBe('png');
    expect(pngMeta.isPalette).toBe(true);

    const gif = await runTool(run, [{ path: join(IMAGES, 'poi-nature1.gif') }], { maxWidth: 300 });
    expect(vipsheader(gif.output.path)).toEqual({ width: 300, height: 225, loader: 'gifload' });

    const tiff = await runTool(run, [{ path: join(IMAGES, 'poi-testtiff.tif') }], { maxWidth: 320 });
    expect(vipsheader(tiff.output.path)).toEqual({ width: 320, height: 200, loader: 'tiffload' });
    expect((await sharp(tiff.output.path).metadata()).channels).toBe(4);
    expect(tiff.output.fileName).toBe('poi-testtiff-320w.tif');
    expect(tiff.output.mimeType).toBe('image/tiff');
  });

  it('keeps WebP and AVIF in their formats', async () => {
    const webp = await runTool(run, [{ path: join(dir, 'photo.webp') }], { maxWidth: 200 });
    expect((await sharp(webp.output.path).metadata()).format).toBe('webp');
    expect(webp.output.mimeType).toBe('image/webp');
    const avif = await runTool(run, [{ path: join(dir, 'photo.avif') }], { maxWidth: 100 });
    const avifMeta = await sharp(avif.output.path).metadata();
    expect([avifMeta.format, avifMeta.compression, avifMeta.width]).toEqual(['heif', 'av1', 100]);
    expect(avif.output.fileName).toBe('photo-100w.avif');
    expect(avif.output.mimeType).toBe('image/avif');
  });

  it('names the output after the real format when the extension lies', async () => {
    const { output } = await runTool(run, [{ path: join(dir, 'really-a-jpeg.png') }], { maxWidth: 100 });
    expect(output.fileName).toBe('really-a-jpeg-100w.jpg');
    expect(output.mimeType).toBe('image/jpeg');
  });

  it('refuses non-images, truncated images and decompression bombs with invalid_file naming the file', async () => {
    await expectToolError(
      runTool(run, [{ path: `${CORPUS_ROOT}/pptx/pp-minimal.pptx` }], { maxWidth: 100 }),
      'invalid_file',
      /“pp-minimal\.pptx” is not an image/,
    );
    await expectToolError(
      runTool(run, [{ path: join(dir, 'truncated.jpg') }], { maxWidth: 100 }),
      'invalid_file',
      /“truncated\.jpg”.*damaged or incomplete/,
    );
    await expectToolError(
      runTool(run, [{ path: join(dir, 'bomb.png') }], { maxWidth: 100 }),
      'invalid_file',
      /“bomb\.png” is too large.*megapixels/,
    );
    for (const broken of ['poi-badzip.ppt', 'poi-clusterfuzz-testcase-minimized-POIFuzzer-5205835528404992.pptx']) {
      await expectToolError(
        runTool(run, [{ path: join(`${CORPUS_ROOT}/broken`, broken) }], { maxWidth: 100 }),
        'invalid_file',
        /is not an image/,
      );
    }
  });

  it.skipIf((sharp.format.heif.input.fileSuffix ?? []).includes('.heic'))(
    'refuses a HEIC photo this libvips build cannot decode, saying what to do',
    async () => {
      const heic = join(dir, 'IMG_0001.heic');
      await writeFile(heic, await heicContainer());
      expect(await sharp(heic).metadata()).toMatchObject({ format: 'heif', compression: 'hevc' });
      await expectToolError(
        runTool(run, [{ path: heic }], { maxWidth: 32 }),
        'unsupported_format',
        /“IMG_0001\.heic” is a HEIC photo.*convert it to JPEG/,
      );
    },
  );

  it('refuses bad params in the tool itself as well', async () => {
    const source = [{ path: join(IMAGES, 'poi-clock.jpg') }];
    await expectToolError(
      runTool(run, source, { maxWidth: 100, maxHeight: 100 }),
      'invalid_parameter',
      /exactly one of maxWidth or maxHeight/,
    );
    await expectToolError(runTool(run, source, {}), 'invalid_parameter', /exactly one of maxWidth or maxHeight/);
    await expectToolError(runTool(run, source, { maxWidth: -3 }), 'invalid_parameter', /maxWidth must be a whole number/);
  });
});

describe('image.resize params schema (catalog)', () => {
  const entry = findTool('image.resize')!;
  const message = (params: unknown): string | null => {
    const parsed = entry.params.safeParse(params);
    return parsed.success ? null : readableParamsError(entry.type, parsed.error, entry.params);
  };

  it('accepts exactly one positive integer bound', () => {
    expect(message({ maxWidth: 800 })).toBeNull();
    expect(message({ maxHeight: 1 })).toBeNull();
  });

  it('explains each bad combination in words', () => {
    expect(message({ maxWidth: 800, maxHeight: 600 })).toMatch(/exactly one of maxWidth or maxHeight/);
    expect(message({})).toMatch(/exactly one of maxWidth or maxHeight/);
    expect(message({ maxWidth: 0 })).toMatch(/params\.maxWidth/);
    expect(message({ maxWidth: -10 })).toMatch(/params\.maxWidth/);
    expect(message({ maxHeight: 'big' })).toMatch(/params\.maxHeight must be a number/);
    expect(message({ maxWidth: 12.5 })).toMatch(/params\.maxWidth must be an integer/);
    expect(message({ width: 100 })).toMatch(/unknown field "width"/);
  });
});

describe('image.resize over HTTP', () => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startTestEngine({ testTools: false });
  });
  afterAll(async () => {
    await engine?.close();
  });

  async function expect400(params: unknown, file = join(IMAGES, 'poi-nature1.jpg')): Promise<string> {
    const response = await postTask(engine.baseUrl, engine.key, {
      type: 'image.resize',
      files: [{ path: file, type: 'image/jpeg' }],
      params,
    });
    const body = (await response.json()) as { code: string; message: string };
    expect(response.status, body.message).toBe(400);
    expect(body.code).toBe('invalid_parameter');
    return body.message;
  }

  it('answers 400 invalid_parameter for both, neither, non-positive or non-numeric bounds', async () => {
    expect(await expect400({ maxWidth: 100, maxHeight: 100 })).toMatch(/exactly one of maxWidth or maxHeight/);
    expect(await expect400({})).toMatch(/exactly one of maxWidth or maxHeight/);
    expect(await expect400({ maxWidth: 0 })).toMatch(/maxWidth/);
    expect(await expect400({ maxHeight: '600' })).toMatch(/maxHeight must be a number/);
  });

  it('answers 400 invalid_parameter for a file that is not an image format', async () => {
    const response = await postTask(engine.baseUrl, engine.key, {
      type: 'image.resize',
      files: [{ path: `${CORPUS_ROOT}/pptx/pp-minimal.pptx` }],
      params: { maxWidth: 100 },
    });
    const body = (await response.json()) as { code: string; message: string };
    expect(response.status).toBe(400);
    expect(body.code).toBe('invalid_parameter');
    expect(body.message).toMatch(/pp-minimal\.pptx/);
  });

  it('resizes a JPEG end to end and serves the result', async () => {
    const { task, output } = await runTask(engine, {
      type: 'image.resize',
      files: [{ path: join(IMAGES, 'poi-nature2.jpg'), type: 'image/jpeg' }],
      params: { maxWidth: 512 },
    });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    expect(task.result).toMatchObject({
      fileName: 'poi-nature2-512w.jpg',
      mimeType: 'image/jpeg',
      width: 512,
      height: 384,
      upscaleAvoided: false,
    });
    const meta = await sharp(output!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 512, 384]);
    expect(task.preview).toEqual({ bytes: output!.length });
  });

  it('fails the task (not the engine) for a damaged image, with a readable message', async () => {
    const { task } = await runTask(engine, {
      type: 'image.resize',
      files: [{ path: join(dir, 'truncated.jpg'), type: 'image/jpeg' }],
      params: { maxWidth: 100 },
    });
    expect(task.status).toBe('failed');
    expect(task.error).toMatchObject({ code: 'invalid_file' });
    expect((task.error as { message: string }).message).toMatch(/truncated\.jpg/);
  });
});
