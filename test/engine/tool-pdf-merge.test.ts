import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as mergePdfs } from '../../main/engine/tools/pdf-merge';
import { EngineHttpError, createTask, runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import {
  activeContentCopy,
  activeContentLeft,
  bookmarks,
  brokenXrefCopy,
  encryptedCopy,
  makeDeckPdfs,
  pdfPages,
  pdfText,
  qpdfCheck,
  type PdfDeck,
} from '../helpers/pdf-files';
import { cleanupWorkDirs, expectToolError, runTool } from '../helpers/tool-harness';

let dir: string;
let engine: TestEngine;
let pdfs: Record<PdfDeck, string>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-pdf-merge-'));
  pdfs = await makeDeckPdfs(dir);
  engine = await startTestEngine();
});

afterAll(async () => {
  await engine?.close();
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

describe('pdf.merge', () => {
  it('joins the PDFs in the order sent, a bookmark per file with its own bookmarks under it, qpdf --check clean', async () => {
    const { task, output } = await runTask(engine, {
      type: 'pdf.merge',
      files: [
        { path: pdfs.titled, name: 'Board intro.pdf' },
        { path: pdfs.sample, name: 'Sample show.pdf' },
        { path: pdfs.pictures, name: 'Pictures.pdf' },
      ],
      params: {},
    });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    const merged = join(dir, 'merged.pdf');
    await writeFile(merged, output!);
    expect(qpdfCheck(merged).code).toBe(0);
    expect(pdfPages(merged)).toBe(7);
    expect(task.result).toMatchObject({ pages: 7, files: 3, bookmarks: 3 });
    // Page 3 is the second file's first page.
    expect(squash(pdfText(merged, 3))).toBe(squash(pdfText(pdfs.sample, 1)));
    expect(squash(pdfText(merged, 6, 7))).toBe(squash(pdfText(pdfs.pictures)));

    const outline = bookmarks(merged);
    expect(outline.map((item) => [item.title, item.page])).toEqual([
      ['Board intro', 1],
      ['Sample show', 3],
      ['Pictures', 6],
    ]);
    expect(outline[0]!.kids.map((item) => [item.title, item.page])).toEqual(bookmarks(pdfs.titled).map((item) => [item.title, item.page]));
    expect(outline[0]!.kids.map((item) => item.title)).toEqual(['Title of the first slide', 'This is the second slide']);
    expect(outline[2]!.kids.map((item) => item.page)).toEqual(bookmarks(pdfs.pictures).map((item) => item.page! + 5));
  });

  it('takes the pages picked, in the order picked, and points the bookmarks at where those pages went', async () => {
    const { output } = await runTool(
      mergePdfs,
      [
        { path: pdfs.titled, name: 'Intro.pdf' },
        { path: pdfs.pictures, name: 'Pictures.pdf' },
      ],
      {
        pages: [
          { file: 1, page: 2 },
          { file: 0, page: 2 },
          { file: 1, page: 1 },
        ],
        bookmarks: true,
      },
    );
    expect(pdfPages(output.path)).toBe(3);
    expect(squash(pdfText(output.path, 2))).toBe(squash(pdfText(pdfs.titled, 2)));
    const outline = bookmarks(output.path);
    expect(outline.map((item) => [item.title, item.page])).toEqual([
      ['Intro', 2],
      ['Pictures', 1],
    ]);
    // The first slide of Intro was left out: its bookmark stays, pointing nowhere.
    expect(outline[0]!.kids.map((item) => [item.title, item.page])).toEqual([
      ['Title of the first slide', null],
      ['This is the second slide', 2],
    ]);
    expect(qpdfCheck(output.path).code).toBe(0);
    // A page picked twice is two pages (one page object twice in the page tree is what qpdf --check warns of).
    const twice = await runTool(mergePdfs, [{ path: pdfs.titled }, { path: pdfs.sample }], {
      pages: [
        { file: 0, page: 1 },
        { file: 1, page: 1 },
        { file: 0, page: 1 },
      ],
      bookmarks: true,
    });
    expect(pdfPages(twice.output.path)).toBe(3);
    expect(qpdfCheck(twice.output.path).code).toBe(0);
    await expectToolError(
      runTool(mergePdfs, [{ path: pdfs.titled }, { path: pdfs.sample }], { pages: [{ file: 0, page: 9 }], bookmarks: true }),
      'invalid_parameter',
      /page 9 of “poi-SampleShow.pdf”, which has 2 pages/,
    );
  });

  it('takes scripts, launch actions, triggers and embedded files out of what it merges, and says so', async () => {
    const active = await activeContentCopy(pdfs.titled, join(dir, 'active.pdf'));
    expect(activeContentLeft(active)).toEqual(['/JavaScript', '/Launch', '/EmbeddedFiles', '"/AA"', 'calc.exe', 'app.alert']);
    const { task, output } = await runTask(engine, {
      type: 'pdf.merge',
      files: [
        { path: active, name: 'Active.pdf' },
        { path: pdfs.sample, name: 'Plain.pdf' },
      ],
      params: {},
    });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    const merged = join(dir, 'merged-active.pdf');
    await writeFile(merged, output!);
    expect(activeContentLeft(merged)).toEqual([]);
    expect(qpdfCheck(merged).code).toBe(0);
    expect(task.result!.activeContentRemoved).toEqual([
      '“Active.pdf”: 1 JavaScript action, 1 Launch action, 1 document script, 1 automatic trigger, 1 embedded file',
    ]);
    // The link stays, without its script.
    expect(squash(pdfText(merged, 1))).toBe(squash(pdfText(pdfs.titled, 1)));
    // Kept when asked: what is on the pages (the link's script, the page's trigger); --pages never carries the
    // document's own (its scripts, open action, attachments).
    const kept = await runTool(mergePdfs, [{ path: active }, { path: pdfs.sample }], { keepActiveContent: true, bookmarks: true });
    expect(kept.output.metadata!.activeContentRemoved).toBeUndefined();
    expect(activeContentLeft(kept.output.path)).toEqual(['/JavaScript', '"/AA"', 'app.alert']);
    expect(qpdfCheck(kept.output.path).code).toBe(0);
  });

  it('keeps a form and its fields (MuPDF’s page graft would not: such a merge goes to qpdf)', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    const page = doc.addPage([400, 200]);
    const field = doc.getForm().createTextField('attendee');
    field.setText('Ada');
    field.addToPage(page, { x: 40, y: 80, width: 200, height: 30 });
    const form = join(dir, 'form.pdf');
    await writeFile(form, await doc.save());
    const { output } = await runTool(mergePdfs, [{ path: pdfs.titled }, { path: form }], { bookmarks: true });
    expect(pdfPages(output.path)).toBe(3);
    expect(qpdfCheck(output.path).code).toBe(0);
    const merged = await PDFDocument.load(await readFile(output.path));
    expect(
      merged
        .getForm()
        .getFields()
        .map((kept) => kept.getName()),
    ).toEqual(['attendee']);
  });

  it('leaves bookmarks out when asked', async () => {
    const { output } = await runTool(mergePdfs, [{ path: pdfs.titled }, { path: pdfs.sample }], { bookmarks: false });
    expect(pdfPages(output.path)).toBe(5);
    expect(bookmarks(output.path)).toEqual([]);
  });

  it('fails an encrypted PDF without its password saying so, and merges it with the password', async () => {
    const locked = encryptedCopy(pdfs.sample, join(dir, 'locked.pdf'), 'open sesame');
    const files = [{ path: pdfs.titled }, { path: locked, name: 'Locked.pdf' }];
    const refused = await runTask(engine, { type: 'pdf.merge', files, params: {} });
    expect(refused.task.status).toBe('failed');
    expect(refused.task.error).toMatchObject({ code: 'invalid_parameter' });
    expect(refused.task.error!.message).toMatch(/“Locked.pdf” is password-protected .* Password field/);
    const wrong = await runTask(engine, { type: 'pdf.merge', files, params: { password: 'guess' } });
    expect(wrong.task.error!.message).toMatch(/does not open it/);

    const { output } = await runTool(mergePdfs, files, { password: 'open sesame', bookmarks: true });
    expect(pdfPages(output.path)).toBe(5);
    expect(squash(pdfText(output.path, 3))).toBe(squash(pdfText(pdfs.sample, 1)));
  });

  it('repairs a PDF whose xref table is broken, and refuses a file that only claims to be a PDF', async () => {
    const broken = await brokenXrefCopy(pdfs.titled, join(dir, 'broken.pdf'));
    expect(qpdfCheck(broken).code).not.toBe(0);
    const { output } = await runTool(mergePdfs, [{ path: broken }, { path: pdfs.sample }], { bookmarks: true });
    expect(qpdfCheck(output.path).code).toBe(0);
    expect(pdfPages(output.path)).toBe(5);

    const refusal = await createTask(engine.baseUrl, engine.key, {
      type: 'pdf.merge',
      files: [{ path: pdfs.titled }, { name: 'notes.pdf', content: 'Meeting notes, not a PDF at all.\n' }],
      params: {},
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(EngineHttpError);
    expect(refusal).toMatchObject({ status: 400, code: 'invalid_parameter' });
    expect((refusal as Error).message).toMatch(/“notes.pdf” is .*not a PDF/);
  });
});
