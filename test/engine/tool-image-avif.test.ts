import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as convertAvif } from '../../main/engine/tools/image-convert-avif';
import { CORPUS_ROOT } from '../helpers/corpus';
import { runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { cleanupWorkDirs, expectToolError, newWorkDir, runTool } from '../helpers/tool-harness';

const IMAGES = join(CORPUS_ROOT, 'images');

afterAll(cleanupWorkDirs);

/** Mean absolute difference per channel (0–255) between two pictures of the same size, both decoded to RGB. */
async function meanDifference(a: string | Buffer, b: string | Buffer): Promise<number> {
  const decode = (file: string | Buffer) => sharp(file).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [left, right] = await Promise.all([decode(a), decode(b)]);
  expect([right.info.width, right.info.height]).toEqual([left.info.width, left.info.height]);
  let sum = 0;
  for (let i = 0; i < left.data.length; i++) sum += Math.abs(left.data[i]! - right.data[i]!);
  return sum / left.data.length;
}

describe('image.convertAvif', () => {
  it('turns photos, a drawing and a TIFF into smaller AVIF files of the same size in pixels that look the same', async () => {
    for (const name of ['poi-nature1.jpg', 'poi-clock.jpg', 'poi-GaiaTestImg.png', 'poi-testtiff.tif']) {
      const source = join(IMAGES, name);
      const { output, progress } = await runTool(convertAvif, [{ path: source }], {});
      const before = await sharp(source).metadata();
      const after = await sharp(output.path).metadata();
      expect([after.format, after.compression], name).toEqual(['heif', 'av1']);
      expect([after.width, after.height], name).toEqual([before.width, before.height]);
      expect((await stat(output.path)).size, name).toBeLessThan((await stat(source)).size);
      expect(await meanDifference(source, output.path), name).toBeLessThan(6);
      expect(output.fileName).toBe(name.replace(/\.\w+$/, '.avif'));
      expect(output.mimeType).toBe('image/avif');
      expect(output.metadata).toMatchObject({ width: before.width, height: before.height, inputFormat: before.format });
      expect(progress.at(-1)).toBe(100);
    }
  });

  it('stands a photo upright as its EXIF orientation says', async () => {
    const photo = join(await newWorkDir(), 'sideways.jpg');
    await sharp({ create: { width: 80, height: 40, channels: 3, background: 'teal' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(photo);
    const { output } = await runTool(convertAvif, [{ path: photo }], {});
    const meta = await sharp(output.path).metadata();
    expect([meta.width, meta.height]).toEqual([40, 80]);
    expect(output.metadata).toMatchObject({ width: 40, height: 80 });
  });

  it('refuses an animation with where to keep it, and something that is not a picture', async () => {
    const frames = await Promise.all(
      ['red', 'blue'].map((colour) =>
        sharp({ create: { width: 30, height: 20, channels: 3, background: colour } })
          .raw()
          .toBuffer(),
      ),
    );
    const gif = join(await newWorkDir(), 'blink.gif');
    await sharp(Buffer.concat(frames), { raw: { width: 30, height: 40, channels: 3, pageHeight: 20 } })
      .gif({ delay: [100, 100], loop: 0 })
      .toFile(gif);
    await expectToolError(runTool(convertAvif, [{ path: gif }], {}), 'unsupported_format', /“blink\.gif” holds 2 frames.*WebP/);
    await expectToolError(
      runTool(convertAvif, [{ path: join(CORPUS_ROOT, 'pptx/pp-minimal.pptx'), name: 'photo.png' }], {}),
      'invalid_file',
      /“photo\.png” could not be read as an image/,
    );
  });
});

describe('image.convertAvif through the engine', () => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startTestEngine({ testTools: false });
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('is offered by GET /tools/types and runs from its engine module in the worker', async () => {
    const response = await fetch(`${engine.baseUrl}/tools/types`, { headers: { Authorization: `Bearer ${engine.key}` } });
    const types = (await response.json()) as { type: string; output: unknown; unavailable?: string }[];
    const avif = types.find((tool) => tool.type === 'image.convertAvif');
    expect(avif).toMatchObject({ output: { kind: 'file', extension: '.avif', mimeType: 'image/avif' } });
    expect(avif?.unavailable).toBeUndefined();

    const source = join(IMAGES, 'poi-nature2.jpg');
    const { task, output } = await runTask(engine, { type: 'image.convertAvif', files: [{ path: source, type: 'image/jpeg' }] });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    expect(task.result).toMatchObject({
      fileName: 'poi-nature2.avif',
      mimeType: 'image/avif',
      width: 1024,
      height: 768,
      inputFormat: 'jpeg',
    });
    const meta = await sharp(output!).metadata();
    expect([meta.format, meta.compression, meta.width, meta.height]).toEqual(['heif', 'av1', 1024, 768]);
    expect(output!.length).toBeLessThan((await stat(source)).size);
    expect(await meanDifference(source, output!)).toBeLessThan(6);
  });
});
