import { execFileSync } from 'node:child_process';
import { copyFile, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../main/engine/tools/ppt2pdf';
import { convertWithLibreOffice } from '../../main/engine/lib/office/libreoffice';
import { countPdfPagesInBytes } from '../../main/engine/lib/pdf/pdf-page-count';
import { postTask, runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { cleanupWorkDirs, newWorkDir, runTool, expectToolError } from '../helpers/tool-harness';
import { CORPUS_ROOT } from '../helpers/corpus';
import { sofficeConvert } from '../helpers/soffice';

const CORPUS = `${CORPUS_ROOT}`;
const LEGACY_DECK = join(CORPUS, 'ppt/poi-45543.ppt');
const MODERN_DECK = join(CORPUS, 'pptx/pp-sld-slides.pptx');
let dir: string;
/** Page counts of the same decks converted by `soffice --convert-to pdf` directly, outside our code. */
const directPages = new Map<string, number>();

function pdfinfoPages(file: string): number {
  const match = /^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
  if (!match) throw new Error(`pdfinfo gave no page count for ${file}`);
  return Number(match[1]);
}

function slideCount(pptx: string): number {
  const xml = execFileSync('unzip', ['-p', pptx, 'ppt/presentation.xml'], { encoding: 'utf8' });
  return (xml.match(/<p:sldId /g) ?? []).length;
}

function sofficeProcessesUsing(marker: string): string[] {
  return execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('soffice') && line.includes(marker))
    .map((line) => line.trim());
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-ppt2pdf-test-'));
  await sofficeConvert([LEGACY_DECK, MODERN_DECK], { outDir: join(dir, 'direct'), profile: `${dir}/direct-profile` });
  directPages.set(LEGACY_DECK, pdfinfoPages(join(dir, 'direct/poi-45543.pdf')));
  directPages.set(MODERN_DECK, pdfinfoPages(join(dir, 'direct/pp-sld-slides.pdf')));
  await copyFile(join(CORPUS, 'office/poi-bug65649.docx'), join(dir, 'actually-a-document.pptx'));
});

afterAll(async () => {
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('convertor.ppt2pdf run()', () => {
  it('converts a legacy .ppt to the same number of pages as soffice does directly', async () => {
    const { output, progress } = await runTool(run, [{ path: LEGACY_DECK }], {});
    expect(directPages.get(LEGACY_DECK)).toBe(11);
    expect(pdfinfoPages(output.path)).toBe(11);
    expect(output.metadata).toEqual({ pages: 11, inputSize: (await readFile(LEGACY_DECK)).length, includeHidden: false });
    expect(output.fileName).toBe('poi-45543.pdf');
    expect(output.mimeType).toBe('application/pdf');
    expect(output.preview).toEqual({ bytes: (await readFile(output.path)).length });
    expect(progress.at(-1)).toBe(100);
    // The built-in page counter (used when poppler is absent) agrees with pdfinfo.
    expect(countPdfPagesInBytes(await readFile(output.path))).toBe(11);
  });

  it('converts a .pptx to one page per slide', async () => {
    const { output } = await runTool(run, [{ path: MODERN_DECK, name: 'Quarterly review.pptx' }], {});
    const pages = pdfinfoPages(output.path);
    expect(pages).toBe(3);
    expect(pages).toBe(slideCount(MODERN_DECK));
    expect(pages).toBe(directPages.get(MODERN_DECK));
    expect(output.fileName).toBe('Quarterly review.pdf');
    expect(countPdfPagesInBytes(await readFile(output.path))).toBe(pages);
  });

  it('converts an OpenDocument presentation (.odp) to one page per slide', async () => {
    await sofficeConvert([MODERN_DECK], { outDir: join(dir, 'odp'), profile: `${dir}/odp-profile`, target: 'odp' });
    const odp = join(dir, 'odp/pp-sld-slides.odp');
    expect(execFileSync('unzip', ['-p', odp, 'mimetype'], { encoding: 'utf8' })).toBe('application/vnd.oasis.opendocument.presentation');
    const { output } = await runTool(run, [{ path: odp }], {});
    expect(pdfinfoPages(output.path)).toBe(slideCount(MODERN_DECK));
    expect(output.fileName).toBe('pp-sld-slides.pdf');
  });

  // The third crasher goes through the engine below.
  it('fails with invalid_file, naming the file, for the corpus crashers', async () => {
    const damaged = 'poi-clusterfuzz-testcase-minimized-POIFuzzer-5205835528404992.pptx';
    await expectToolError(
      runTool(run, [{ path: join(CORPUS, 'broken', damaged) }], {}),
      'invalid_file',
      new RegExp(`LibreOffice could not open “${damaged.replace(/\./g, '\\.')}”`),
    );
    // This one is an encrypted package in an OLE2 file: said before LibreOffice is asked.
    const encrypted = 'poi-clusterfuzz-testcase-minimized-POIFuzzer-5429732352851968.ppt';
    await expectToolError(
      runTool(run, [{ path: join(CORPUS, 'broken', encrypted) }], {}),
      'invalid_file',
      new RegExp(`Deckhand could not open “${encrypted.replace(/\./g, '\\.')}”: it is password-protected`),
    );
  });

  it('refuses a deck with no slides, a document posing as a deck, and a non-presentation', async () => {
    await expectToolError(
      runTool(run, [{ path: join(CORPUS, 'pptx/pp-no-slides.pptx') }], {}),
      'invalid_file',
      /“pp-no-slides\.pptx” has no slides/,
    );
    await expectToolError(
      runTool(run, [{ path: join(dir, 'actually-a-document.pptx') }], {}),
      'invalid_file',
      /^“actually-a-document\.pptx” is not a presentation: send a \.ppt, \.pptx, \.odp or \.key file\. It is a Word document \(\.docx\)\.$/,
    );
    await expectToolError(
      runTool(run, [{ path: join(CORPUS, 'images/poi-nature1.jpg') }], {}),
      'invalid_file',
      /“poi-nature1\.jpg” is not a presentation/,
    );
  });

  it('stops LibreOffice and its children on timeout', async () => {
    const jobDir = await newWorkDir();
    await expectToolError(
      convertWithLibreOffice({
        input: LEGACY_DECK,
        displayName: 'slow.ppt',
        jobDir,
        convertTo: 'pdf',
        outputExtension: '.pdf',
        timeoutMs: 300,
      }),
      'timeout',
      /Converting “slow\.ppt” took longer than/,
    );
    expect(sofficeProcessesUsing(jobDir)).toEqual([]);
  });

  it('stops LibreOffice and its children on abort', async () => {
    const jobDir = await newWorkDir();
    const controller = new AbortController();
    const conversion = convertWithLibreOffice({
      input: LEGACY_DECK,
      displayName: 'deck.ppt',
      jobDir,
      convertTo: 'pdf',
      outputExtension: '.pdf',
      signal: controller.signal,
    }).then(
      () => 'converted',
      (e: unknown) => (e as Error).message,
    );
    // Aborted once LibreOffice runs, long before it could have written the PDF.
    await expect.poll(() => sofficeProcessesUsing(jobDir).length).toBeGreaterThan(0);
    controller.abort(new Error('task deleted'));
    expect(await conversion).toBe('task deleted');
    expect(sofficeProcessesUsing(jobDir)).toEqual([]);
    // A conversion left to finish would have written its PDF; a killed LibreOffice wrote none.
    expect((await readdir(jobDir, { recursive: true })).filter((name) => name.endsWith('.pdf'))).toEqual([]);
  });
});

describe('locating LibreOffice', () => {
  const saved = process.env.DECKHAND_SOFFICE;
  afterEach(() => {
    if (saved === undefined) delete process.env.DECKHAND_SOFFICE;
    else process.env.DECKHAND_SOFFICE = saved;
  });

  it('says how to install it when it cannot be found', async () => {
    process.env.DECKHAND_SOFFICE = join(dir, 'no-soffice-here');
    await expectToolError(
      runTool(run, [{ path: LEGACY_DECK }], {}),
      'tool_unavailable',
      /LibreOffice was not found: DECKHAND_SOFFICE points to/,
    );
  });
});

describe('convertor.ppt2pdf over HTTP', () => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startTestEngine({ testTools: false });
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('answers 400 invalid_parameter for a format it does not take and for unknown params', async () => {
    for (const spec of [
      { files: [{ path: join(CORPUS, 'office/poi-bug65649.docx') }], params: {} },
      { files: [{ path: LEGACY_DECK }], params: { quality: 'high' } },
      { files: [{ path: LEGACY_DECK }, { path: MODERN_DECK }], params: {} },
    ]) {
      const response = await postTask(engine.baseUrl, engine.key, { type: 'convertor.ppt2pdf', ...spec });
      const body = (await response.json()) as { code: string; message: string };
      expect(response.status, body.message).toBe(400);
      expect(body.code).toBe('invalid_parameter');
    }
  });

  it('converts a .ppt end to end', async () => {
    const { task, output } = await runTask(engine, {
      type: 'convertor.ppt2pdf',
      files: [{ path: join(CORPUS, 'ppt/poi-SampleShow.ppt') }],
    });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    expect(task.result).toMatchObject({ fileName: 'poi-SampleShow.pdf', mimeType: 'application/pdf', pages: 2 });
    expect(output!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(countPdfPagesInBytes(output!)).toBe(2);
  });

  it('fails the task with a readable invalid_file error for a broken deck', async () => {
    const name = 'poi-clusterfuzz-testcase-minimized-POIXSLFFuzzer-5463285576892416.pptx';
    const { task } = await runTask(engine, { type: 'convertor.ppt2pdf', files: [{ path: join(CORPUS, 'broken', name) }] });
    expect(task.status).toBe('failed');
    expect(task.error).toMatchObject({ code: 'invalid_file' });
    expect((task.error as { message: string }).message).toContain(name);
  });
});
