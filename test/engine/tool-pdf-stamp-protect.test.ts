import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as protectPdf } from '../../main/engine/tools/pdf-protect';
import { run as stampPdf } from '../../main/engine/tools/pdf-stamp';
import { run as unlockPdf } from '../../main/engine/tools/pdf-unlock';
import { runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { activeContentCopy, activeContentLeft, makeDeckPdfs, pdfPages, pdfText, qpdfCheck, type PdfDeck } from '../helpers/pdf-files';
import { cleanupWorkDirs, expectToolError, runTool } from '../helpers/tool-harness';

let dir: string;
let engine: TestEngine;
let pdfs: Record<PdfDeck, string>;

const STAMP = {
  pageNumbers: true,
  numberFormat: 'n / total',
  position: 'bottom-right',
  startAt: 1,
  skipFirst: false,
  fontSize: 12,
  opacity: 0.2,
  angle: 45,
  pictureSize: 40,
} as const;

/** The text inside a region of a page, in points from the top left (pdftotext's own crop at 72 dpi), without spaces (pdftotext drops some). */
function textIn(pdf: string, page: number, box: { x: number; y: number; w: number; h: number }): string {
  const args = ['-f', String(page), '-l', String(page), '-x', String(box.x), '-y', String(box.y), '-W', String(box.w), '-H', String(box.h)];
  return execFileSync('pdftotext', [...args, pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
}

function encryption(pdf: string, password: string): string {
  return execFileSync('qpdf', [`--password=${password}`, '--show-encryption', pdf], { encoding: 'utf8' });
}

function opensWithout(pdf: string): boolean {
  try {
    execFileSync('pdfinfo', [pdf], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-pdf-stamp-'));
  pdfs = await makeDeckPdfs(dir);
  engine = await startTestEngine();
});

afterAll(async () => {
  await engine?.close();
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('pdf.stamp', () => {
  it('numbers the pages “2 / 3” where asked, skipping the cover, with the watermark across, through the engine', async () => {
    const { task, output } = await runTask(engine, {
      type: 'pdf.stamp',
      files: [{ path: pdfs.sample, name: 'Masters.pdf' }],
      params: { ...STAMP, skipFirst: true, watermark: 'DRAFT' },
    });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    const stamped = join(dir, 'stamped.pdf');
    await writeFile(stamped, output!);
    expect(qpdfCheck(stamped).code).toBe(0);
    expect(task.result).toMatchObject({ pages: 3, numbered: 2, watermark: true });
    // The slides are 960 × 540 pt (pdfinfo): the number sits in the bottom-right corner, nowhere else.
    expect(execFileSync('pdfinfo', [stamped], { encoding: 'utf8' })).toMatch(/Page size:\s+960(\.\d+)? x 540 pts/);
    const corner = { x: 840, y: 490, w: 120, h: 50 };
    expect(textIn(stamped, 1, corner)).toBe('');
    expect(textIn(stamped, 2, corner)).toBe('2/3');
    expect(textIn(stamped, 3, corner)).toBe('3/3');
    expect(textIn(stamped, 3, { x: 0, y: 0, w: 960, h: 100 })).not.toContain('3/3');
    // Turned text is read in the order it is drawn (-raw); -layout cuts it up.
    const raw = (page: number) =>
      execFileSync('pdftotext', ['-raw', '-f', String(page), '-l', String(page), stamped, '-'], { encoding: 'utf8' });
    for (const page of [1, 2, 3]) expect(raw(page).replace(/\s+/g, '')).toContain('DRAFT');
    // The page's own text is still there.
    expect(pdfText(stamped, 2)).toContain('Orange Title');
  });

  it('counts from the number given, at the top, and on a page turned a quarter the number still reads upright', async () => {
    const turned = join(dir, 'turned.pdf');
    execFileSync('qpdf', [pdfs.sample, '--rotate=+90:2', turned]);
    const { output } = await runTool(stampPdf, [{ path: turned }], {
      ...STAMP,
      numberFormat: 'Page n of total',
      position: 'top-left',
      startAt: 5,
    });
    expect(textIn(output.path, 1, { x: 0, y: 0, w: 200, h: 60 })).toBe('Page5of7');
    // The turned page shows 540 × 960: its top left as shown.
    expect(textIn(output.path, 2, { x: 0, y: 0, w: 200, h: 60 })).toBe('Page6of7');
    expect(execFileSync('pdftotext', ['-f', '2', '-l', '2', output.path, '-'], { encoding: 'utf8' })).toContain('Page 6 of 7');
  });

  it('keeps scripts, launch actions and embedded files only when asked to', async () => {
    const active = await activeContentCopy(pdfs.titled, join(dir, 'active-stamp.pdf'));
    const everything = activeContentLeft(active);
    const cleaned = await runTool(stampPdf, [{ path: active }], { ...STAMP });
    expect(activeContentLeft(cleaned.output.path)).toEqual([]);
    expect(cleaned.output.metadata!.activeContentRemoved).toBeDefined();
    const kept = await runTool(stampPdf, [{ path: active }], { ...STAMP, keepActiveContent: true });
    expect(activeContentLeft(kept.output.path)).toEqual(everything);
    expect(kept.output.metadata!.activeContentRemoved).toBeUndefined();
    expect(qpdfCheck(kept.output.path).code).toBe(0);
  });

  it('refuses a watermark Helvetica cannot show, and a stamp with nothing to stamp', async () => {
    await expectToolError(
      runTool(stampPdf, [{ path: pdfs.titled }], { ...STAMP, watermark: '机密' }),
      'invalid_parameter',
      /watermark “机密” has letters the built-in Helvetica cannot show/,
    );
    const refused = await fetch(`${engine.baseUrl}/tools/tasks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${engine.key}` },
      body: (() => {
        const form = new FormData();
        form.append('type', 'pdf.stamp');
        form.append('params', JSON.stringify({ pageNumbers: false }));
        form.append('files', new Blob([Buffer.from('%PDF-1.4\n')]), 'a.pdf');
        return form;
      })(),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Choose page numbers, a watermark, or both/);
  });
});

describe('pdf.protect and pdf.unlock', () => {
  it('locks a PDF with AES-256 and the limits asked for, and unlocks it with its password', async () => {
    const { output } = await runTool(protectPdf, [{ path: pdfs.titled, name: 'Minutes.pdf' }], {
      openPassword: 'board 2026',
      ownerPassword: 'secretary',
      allowPrint: false,
      allowCopy: false,
      allowChanges: true,
    });
    expect(output.fileName).toBe('Minutes-protected.pdf');
    expect(opensWithout(output.path)).toBe(false);
    const shown = encryption(output.path, 'board 2026');
    expect(shown).toMatch(/R = 6/);
    expect(shown).toMatch(/file encryption method: AESv3/);
    expect(shown).toMatch(/print high resolution: not allowed/);
    expect(shown).toMatch(/extract for any purpose: not allowed/);
    expect(pdfPages(output.path, 'board 2026')).toBe(2);

    const wrong = await runTask(engine, {
      type: 'pdf.unlock',
      files: [{ path: output.path, name: 'Minutes.pdf' }],
      params: { password: 'board' },
    });
    expect(wrong.task.status).toBe('failed');
    expect(wrong.task.error).toMatchObject({ code: 'invalid_parameter' });
    expect(wrong.task.error!.message).toMatch(/“Minutes.pdf” is password-protected and the password given does not open it/);

    const unlocked = await runTool(unlockPdf, [{ path: output.path, name: 'Minutes.pdf' }], { password: 'board 2026' });
    expect(opensWithout(unlocked.output.path)).toBe(true);
    expect(qpdfCheck(unlocked.output.path).code).toBe(0);
    expect(pdfText(unlocked.output.path)).toBe(pdfText(pdfs.titled));
    await expectToolError(runTool(unlockPdf, [{ path: pdfs.titled, name: 'Open.pdf' }], {}), 'invalid_file', /“Open.pdf” has no password/);
  });

  it('with limits only, the PDF opens without a password and the limits need the owner’s', async () => {
    const { output } = await runTool(protectPdf, [{ path: pdfs.titled }], {
      ownerPassword: 'owner',
      allowPrint: false,
      allowCopy: true,
      allowChanges: false,
    });
    expect(opensWithout(output.path)).toBe(true);
    expect(encryption(output.path, '')).toMatch(/modify anything: not allowed/);
    expect(output.metadata).toMatchObject({ opensWithPassword: false, encryption: 'AES-256' });
  });
});
