import { execFileSync } from 'node:child_process';
import { chmod, copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { run as docToPdf } from '../../main/engine/tools/doc2pdf';
import { run as keynoteToPdf } from '../../main/engine/tools/keynote2pdf';
import { run as pptToPptx } from '../../main/engine/tools/ppt2pptx';
import { locateLibreOfficeWriter } from '../../main/engine/lib/office/libreoffice';
import { CORPUS_ROOT } from '../helpers/corpus';
import { writeKeynoteFile } from '../helpers/keynote-file';
import { contentTypeProblems, missingTargets, readZipEntries, unzipTest } from '../helpers/package-checks';
import { runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { cleanupWorkDirs, expectToolError, runTool } from '../helpers/tool-harness';
import { sofficeConvert } from '../helpers/soffice';

/**
 * Two pages, 25 words of four letters or more. The 180-page poi-bug65649 took LibreOffice 15–60 s here, for a test
 * that reads its first 60 words; tool-document-parse converts that file already.
 */
const WORD = join(CORPUS_ROOT, 'office/poi-WordWithAttachments.docx');

let dir: string;
let engine: TestEngine;

function pdfPages(file: string): number {
  return Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
}

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** Words of the document's body in document order, read straight from word/document.xml. */
function documentWords(docx: string): string[] {
  const xml = execFileSync('unzip', ['-p', docx, 'word/document.xml'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const paragraphs = xml.split(/<\/w:p>/).map((p) => [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''));
  return paragraphs
    .join(' ')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]{4,}$/.test(w));
}

async function soffice(input: string, outDir: string, target: string): Promise<void> {
  await sofficeConvert([input], { outDir, profile: `${dir}/profile`, target });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-convert-test-'));
  engine = await startTestEngine();
});

afterAll(async () => {
  await engine?.close();
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('convertor.doc2pdf', () => {
  it('converts a .docx with its text in document order', async () => {
    const { output } = await runTool(docToPdf, [{ path: WORD }], {});
    expect(output.fileName).toBe('poi-WordWithAttachments.pdf');
    const pages = pdfPages(output.path);
    expect(pages).toBeGreaterThan(0);
    expect(output.metadata).toMatchObject({ pages });
    // The document's words appear in the PDF's text in the same order.
    const text = pdfText(output.path);
    let at = 0;
    const words = documentWords(WORD).slice(0, 60);
    expect(words.length).toBeGreaterThan(20);
    for (const word of words) {
      const found = text.indexOf(word, at);
      expect(found, `"${word}" after offset ${at}`).toBeGreaterThanOrEqual(0);
      at = found + word.length;
    }
  });

  it('converts a legacy .doc through the engine to as many pages as soffice makes directly', async () => {
    await soffice(WORD, join(dir, 'doc'), 'doc');
    const doc = join(dir, 'doc/poi-WordWithAttachments.doc');
    await soffice(doc, join(dir, 'doc-direct'), 'pdf');
    const { task, output } = await runTask(engine, { type: 'convertor.doc2pdf', files: [{ path: doc }] });
    expect(task.status).toBe('completed');
    const pdf = join(dir, 'from-doc.pdf');
    await writeFile(pdf, output!);
    expect(pdfPages(pdf)).toBe(pdfPages(join(dir, 'doc-direct/poi-WordWithAttachments.pdf')));
    expect(pdfText(pdf)).toContain('dictionary');
    expect(task.result).toMatchObject({ pages: pdfPages(pdf), mimeType: 'application/pdf' });
  }, 600_000);

  it('fails with invalid_file for a file that is not a document', async () => {
    await expectToolError(
      runTool(docToPdf, [{ path: join(CORPUS_ROOT, 'images/poi-nature1.jpg'), name: 'photo.jpg' }], {}),
      'invalid_file',
      /“photo\.jpg” is not a document/,
    );
  });
});

describe('LibreOffice Writer lookup', () => {
  const saved = process.env.DECKHAND_SOFFICE;
  afterEach(() => {
    if (saved === undefined) delete process.env.DECKHAND_SOFFICE;
    else process.env.DECKHAND_SOFFICE = saved;
  });

  it('says to install libreoffice-writer when soffice has no Writer module', async () => {
    const program = join(dir, 'impress-only/program');
    await mkdir(program, { recursive: true });
    await writeFile(join(program, 'soffice'), '#!/bin/sh\nexit 0\n');
    await chmod(join(program, 'soffice'), 0o755);
    await writeFile(join(program, 'libsdlo.so'), '');
    process.env.DECKHAND_SOFFICE = join(program, 'soffice');
    await expectToolError(locateLibreOfficeWriter(), 'tool_unavailable', /LibreOffice Writer is needed.*apt install libreoffice-writer/);
    await writeFile(join(program, 'libswlo.so'), '');
    expect(await locateLibreOfficeWriter()).toBe(join(program, 'soffice'));
  });
});

describe('convertor.ppt2pptx', () => {
  it('turns each corpus .ppt into a sound package with one slide per page soffice makes from the .ppt', async () => {
    for (const name of ['poi-SampleShow.ppt', 'poi-WithMaster.ppt']) {
      const ppt = join(CORPUS_ROOT, 'ppt', name);
      await soffice(ppt, join(dir, 'ppt-direct'), 'pdf');
      const { output } = await runTool(pptToPptx, [{ path: ppt }], {});
      expect(output.fileName).toBe(name.replace(/\.ppt$/, '.pptx'));
      unzipTest(output.path);
      const parts = await readZipEntries(output.path);
      expect(missingTargets(parts), name).toEqual([]);
      expect(contentTypeProblems(parts), name).toEqual([]);
      const slides = (
        parts
          .get('ppt/presentation.xml')!
          .toString('utf8')
          .match(/<p:sldId /g) ?? []
      ).length;
      expect(slides, name).toBe(pdfPages(join(dir, 'ppt-direct', name.replace(/\.ppt$/, '.pdf'))));
      expect(output.metadata, name).toMatchObject({ slides });
    }
  });

  it('fails with invalid_file for a damaged .ppt', async () => {
    const crasher = 'poi-clusterfuzz-testcase-minimized-POIFuzzer-5429732352851968.ppt';
    await expectToolError(runTool(pptToPptx, [{ path: join(CORPUS_ROOT, 'broken', crasher) }], {}), 'invalid_file', /could not open/);
  });
});

describe('convertor.keynote2pdf', () => {
  it('converts a Keynote ’09 file: one page per slide, text in slide order', async () => {
    const key = join(dir, 'Keynote talk.key');
    const texts = ['Welcome to the talk', 'Second slide here', 'Thank you all'];
    await writeKeynoteFile(key, texts);
    const { output } = await runTool(keynoteToPdf, [{ path: key }], {});
    expect(output.fileName).toBe('Keynote talk.pdf');
    expect(pdfPages(output.path)).toBe(3);
    for (const [page, text] of texts.entries()) {
      const pageText = execFileSync('pdftotext', ['-f', String(page + 1), '-l', String(page + 1), output.path, '-'], { encoding: 'utf8' });
      expect(pageText.trim()).toBe(text);
    }
  });

  it('fails with invalid_file for a ZIP that is not a Keynote file, and for a file that is no ZIP', async () => {
    const notKeynote = join(dir, 'not-keynote.key');
    await copyFile(join(CORPUS_ROOT, 'office/poi-bug65649.docx'), notKeynote);
    await expectToolError(
      runTool(keynoteToPdf, [{ path: notKeynote }], {}),
      'invalid_file',
      /“not-keynote\.key” is not a Keynote presentation: it has no index\.apxl/,
    );
    await expectToolError(
      runTool(keynoteToPdf, [{ path: join(CORPUS_ROOT, 'images/poi-nature1.jpg'), name: 'slides.zip' }], {}),
      'invalid_file',
      /“slides\.zip” is not a Keynote presentation/,
    );
  });
});
