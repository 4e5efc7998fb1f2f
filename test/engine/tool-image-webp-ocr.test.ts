import { execFileSync } from 'node:child_process';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { run as convertWebp } from '../../main/engine/tools/image-convert-webp';
import { run as ocr } from '../../main/engine/tools/image-ocr';
import { CORPUS_ROOT } from '../helpers/corpus';
import { cleanupWorkDirs, expectToolError, newWorkDir, runTool } from '../helpers/tool-harness';

const IMAGES = join(CORPUS_ROOT, 'images');
const SENTENCE = 'The quick brown fox jumps over the lazy dog';

afterAll(cleanupWorkDirs);

/** A white picture with a known sentence in black, drawn by librsvg (inside sharp), at a known place. */
async function sentencePicture(file: string): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="300">
    <rect width="100%" height="100%" fill="white"/>
    <text x="80" y="170" font-family="DejaVu Sans" font-size="56" fill="black">${SENTENCE}</text></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
}

describe('image.convertWebp', () => {
  it('turns a JPEG photo and a PNG into smaller WebP files of the same size in pixels', async () => {
    for (const name of ['poi-nature1.jpg', 'poi-nature1.png', 'poi-GaiaTestImg.png']) {
      const source = join(IMAGES, name);
      const { output } = await runTool(convertWebp, [{ path: source }], {});
      const before = await sharp(source).metadata();
      const after = await sharp(output.path).metadata();
      expect(after.format, name).toBe('webp');
      expect([after.width, after.height], name).toEqual([before.width, before.height]);
      expect((await stat(output.path)).size, name).toBeLessThan((await stat(source)).size);
      expect(output.fileName).toBe(name.replace(/\.\w+$/, '.webp'));
      expect(output.metadata).toMatchObject({ width: before.width, height: before.height });
      // Photos are always encoded lossy; drawings may go either way, whichever is smaller.
      if (name.endsWith('.jpg')) expect(output.metadata?.lossless).toBe(false);
    }
  });

  it('keeps an animated GIF animated', async () => {
    const frames = await Promise.all(
      ['red', 'green', 'blue'].map((colour) =>
        sharp({ create: { width: 60, height: 40, channels: 3, background: colour } })
          .raw()
          .toBuffer(),
      ),
    );
    const gif = join(await newWorkDir(), 'blink.gif');
    await sharp(Buffer.concat(frames), { raw: { width: 60, height: 120, channels: 3, pageHeight: 40 } })
      .gif({ delay: [100, 100, 100], loop: 0 })
      .toFile(gif);
    const { output } = await runTool(convertWebp, [{ path: gif }], {});
    const meta = await sharp(output.path, { animated: true }).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.pages).toBe(3);
    expect(output.metadata).toMatchObject({ frames: 3, width: 60, height: 40 });
  });

  it('fails with invalid_file for something that is not a picture', async () => {
    await expectToolError(
      runTool(convertWebp, [{ path: join(CORPUS_ROOT, 'pptx/pp-minimal.pptx'), name: 'photo.png' }], {}),
      'invalid_file',
      /“photo\.png” could not be read as an image/,
    );
  });
});

describe('image.ocr', () => {
  it('reads a rendered sentence, as Tesseract run by hand does, with boxes where the text is', async () => {
    const picture = join(await newWorkDir(), 'sentence.png');
    await sentencePicture(picture);
    const { output } = await runTool(ocr, [{ path: picture }], { language: 'en' });
    const meta = output.metadata as {
      data: { text: string; confidence: number; blocks: { text: string; bbox: Record<string, number> }[] };
    };
    expect(meta.data.text).toBe(SENTENCE);
    expect(meta.data.text).toBe(
      execFileSync('tesseract', [picture, 'stdout', '-l', 'eng'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
    expect(meta.data.confidence).toBeGreaterThan(80);
    expect(meta.data.blocks).toHaveLength(1);
    const box = meta.data.blocks[0]!.bbox;
    // The text starts at x=80 and its baseline is at y=170 with 56 px letters.
    expect(box.x0).toBeGreaterThan(70);
    expect(box.x0).toBeLessThan(95);
    expect(box.y0).toBeGreaterThan(110);
    expect(box.y1).toBeLessThan(200);
    const file = JSON.parse(await readFile(output.path, 'utf8')) as {
      data: { blocks: { paragraphs: { lines: { words: { text: string }[] }[] }[] }[] };
    };
    expect(file.data.blocks[0]!.paragraphs[0]!.lines[0]!.words.map((w) => w.text)).toEqual(SENTENCE.split(' '));
  });

  it('accepts other picture formats (WebP) and DeckFlow’s three-letter codes', async () => {
    const dir = await newWorkDir();
    await sentencePicture(join(dir, 'sentence.png'));
    await sharp(join(dir, 'sentence.png')).webp({ quality: 90 }).toFile(join(dir, 'sentence.webp'));
    const { output } = await runTool(ocr, [{ path: join(dir, 'sentence.webp') }], { language: 'eng' });
    expect((output.metadata as { data: { text: string } }).data.text).toBe(SENTENCE);
  });

  it('says which package to install for a language without data', async () => {
    const picture = join(await newWorkDir(), 'x.png');
    await writeFile(
      picture,
      await sharp({ create: { width: 10, height: 10, channels: 3, background: 'white' } })
        .png()
        .toBuffer(),
    );
    const installed = execFileSync('tesseract', ['--list-langs'], { encoding: 'utf8' });
    expect(installed).not.toMatch(/^kor$/m);
    await expectToolError(runTool(ocr, [{ path: picture }], { language: 'ko' }), 'tool_unavailable', /apt install tesseract-ocr-kor/);
  });
});
