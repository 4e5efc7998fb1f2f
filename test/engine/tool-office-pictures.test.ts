import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as keynoteToImages } from '../../main/engine/tools/keynote2image';
import { run as pdfToImages } from '../../main/engine/tools/pdf2image';
import { run as pptToImages } from '../../main/engine/tools/ppt2image';
import { pageRanges } from '../../main/engine/lib/pdf/pdf-render';
import { CORPUS_ROOT } from '../helpers/corpus';
import { writeKeynoteFile } from '../helpers/keynote-file';
import { readZipEntries, unzipTest } from '../helpers/package-checks';
import { runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { cleanupWorkDirs, expectToolError, runTool } from '../helpers/tool-harness';
import { sofficeConvert } from '../helpers/soffice';

const DECK = join(CORPUS_ROOT, 'pptx/pp-sld-slides.pptx');
const LEGACY = join(CORPUS_ROOT, 'ppt/poi-45543.ppt');

interface FileMeta {
  name: string;
  bytes: number;
  md5: string;
  width: number;
  height: number;
}

let dir: string;
let engine: TestEngine;
/** A PDF made by `soffice` directly, outside our code: a test input for pdf2image and the page-count reference. */
let legacyPdf: string;

function pdfinfo(file: string): { pages: number; width: number; height: number } {
  const text = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const size = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(text)!;
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(text)![1]), width: Number(size[1]), height: Number(size[2]) };
}

async function soffice(input: string, outDir: string, target = 'pdf'): Promise<void> {
  await sofficeConvert([input], { outDir, profile: `${dir}/profile`, target });
}

/** Checks the ZIP against the metadata: names in page order, bytes, md5 and pixel size read back with sharp. */
async function checkBundle(zipPath: string, files: FileMeta[], format: 'png' | 'jpg'): Promise<Map<string, Buffer>> {
  unzipTest(zipPath);
  const entries = await readZipEntries(zipPath);
  expect([...entries.keys()]).toEqual(files.map((f) => f.name));
  for (const file of files) {
    const data = entries.get(file.name)!;
    expect(data.length).toBe(file.bytes);
    expect(createHash('md5').update(data).digest('hex')).toBe(file.md5);
    const meta = await sharp(data).metadata();
    expect(meta.format).toBe(format === 'png' ? 'png' : 'jpeg');
    expect([meta.width, meta.height]).toEqual([file.width, file.height]);
  }
  return entries;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-pictures-test-'));
  await soffice(LEGACY, join(dir, 'direct'));
  legacyPdf = join(dir, 'direct/poi-45543.pdf');
  engine = await startTestEngine();
});

afterAll(async () => {
  await engine?.close();
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('convertor.ppt2image', () => {
  it('renders every slide at the asked long edge, with the slide aspect ratio', async () => {
    const { output } = await runTool(pptToImages, [{ path: DECK, name: 'Quarterly review.pptx' }], { resolution: 1080, format: 'png' });
    const meta = output.metadata as { pages: number; files: FileMeta[]; format: string; resolution: number };
    const presentation = execFileSync('unzip', ['-p', DECK, 'ppt/presentation.xml'], { encoding: 'utf8' });
    const slides = (presentation.match(/<p:sldId /g) ?? []).length;
    const [, cx, cy] = /<p:sldSz cx="(\d+)" cy="(\d+)"/.exec(presentation)!;
    expect(meta.pages).toBe(slides);
    expect(meta).toMatchObject({ format: 'png', resolution: 1080 });
    expect(output.fileName).toBe('Quarterly review-images.zip');
    for (const file of meta.files) {
      expect(Math.max(file.width, file.height)).toBe(1080);
      expect(file.width / file.height).toBeCloseTo(Number(cx) / Number(cy), 2);
    }
    const entries = await checkBundle(output.path, meta.files, 'png');
    expect([...entries.keys()]).toEqual(['Quarterly review-1.png', 'Quarterly review-2.png', 'Quarterly review-3.png']);
  });

  it('renders a legacy .ppt as JPEG pictures, one per page of soffice’s own PDF, through the engine', async () => {
    const { task, output } = await runTask(
      engine,
      { type: 'convertor.ppt2image', files: [{ path: LEGACY }], params: { resolution: 1920, format: 'jpg' } },
      { timeoutMs: 180_000 },
    );
    expect(task.status).toBe('completed');
    const result = task.result as unknown as { pages: number; files: FileMeta[]; mimeType: string };
    expect(result.mimeType).toBe('application/zip');
    expect(result.pages).toBe(pdfinfo(legacyPdf).pages);
    const zip = join(dir, 'legacy-images.zip');
    await writeFile(zip, output!);
    await checkBundle(zip, result.files, 'jpg');
    expect(result.files.every((f) => Math.max(f.width, f.height) === 1920)).toBe(true);
    expect(result.files[0]!.name).toBe('poi-45543-01.jpg');
  });

  it('refuses params DeckFlow does not offer', async () => {
    const response = await fetch(`${engine.baseUrl}/tools/tasks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${engine.key}` },
      body: (() => {
        const form = new FormData();
        form.append('type', 'convertor.ppt2image');
        form.append('params', JSON.stringify({ resolution: 1000 }));
        form.append('files', new Blob([Buffer.from('x')]), 'a.pptx');
        return form;
      })(),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/resolution/);
  });
});

describe('page ranges rendered side by side', () => {
  it('cover every page once, one range per core, never tiny ranges', () => {
    expect(pageRanges(11, 2)).toEqual([
      [1, 6],
      [7, 11],
    ]);
    expect(pageRanges(2, 8)).toEqual([[1, 2]]);
    expect(pageRanges(100, 16)).toEqual([
      [1, 25],
      [26, 50],
      [51, 75],
      [76, 100],
    ]);
    expect(pageRanges(7, 3)).toEqual([
      [1, 4],
      [5, 7],
    ]);
  });
});

describe('convertor.pdf2image', () => {
  it('renders each page of a PDF with its long edge at `resolution`', async () => {
    const reference = pdfinfo(legacyPdf);
    const { output } = await runTool(pdfToImages, [{ path: legacyPdf }], { resolution: 500, format: 'png' });
    const meta = output.metadata as { pages: number; files: FileMeta[] };
    expect(meta.pages).toBe(reference.pages);
    await checkBundle(output.path, meta.files, 'png');
    for (const file of meta.files) {
      expect(Math.max(file.width, file.height)).toBe(500);
      expect(file.width / file.height).toBeCloseTo(reference.width / reference.height, 1);
    }
  });

  it('fails with invalid_file for a file that is not a PDF', async () => {
    await expectToolError(
      runTool(pdfToImages, [{ path: join(CORPUS_ROOT, 'images/poi-nature1.jpg'), name: 'scan.pdf' }], { resolution: 500, format: 'png' }),
      'invalid_file',
      /“scan\.pdf” is not a PDF/,
    );
  });
});

describe('convertor.keynote2image', () => {
  it('renders each slide of a Keynote ’09 file', async () => {
    const key = join(dir, 'talk.key');
    await writeKeynoteFile(key, ['Opening words', 'Middle part', 'Closing words']);
    const { output } = await runTool(keynoteToImages, [{ path: key }], { resolution: 1080, format: 'png' });
    const meta = output.metadata as { pages: number; files: FileMeta[] };
    expect(meta.pages).toBe(3);
    const entries = await checkBundle(output.path, meta.files, 'png');
    // Keynote size 1024×768: 4:3 pictures; each slide has dark text on a light page.
    for (const [name, data] of entries) {
      const { width, height } = await sharp(data).metadata();
      expect(width / height, name).toBeCloseTo(4 / 3, 2);
      const stats = await sharp(data).stats();
      expect(stats.channels[0]!.min, name).toBeLessThan(100);
    }
    expect(await readFile(output.path)).toBeTruthy();
  });
});
