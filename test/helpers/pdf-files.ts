/**
 * Real PDFs for the PDF tools' tests: corpus decks exported by LibreOffice once per test file (their slide titles
 * become bookmarks), plus variants qpdf makes of them (encrypted) and a copy with its xref offset broken.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CORPUS_ROOT } from './corpus';
import { sofficeConvert } from './soffice';

export const PDF_DECKS = {
  /** 2 pages, bookmarks "Title of the first slide", "This is the second slide". */
  titled: 'pptx/poi-SampleShow.pptx',
  /** 3 pages, each with text of its own ("Test Template", "Orange Title", "Blue Title …"). */
  sample: 'pptx/az-SlideMasters.pptx',
  /** 2 pages with pictures. */
  pictures: 'pptx/az-SlideWithImages.pptx',
} as const;

export type PdfDeck = keyof typeof PDF_DECKS;

/** Exports every deck of PDF_DECKS to `dir` in one LibreOffice run; the PDFs' paths by key. */
export async function makeDeckPdfs(dir: string): Promise<Record<PdfDeck, string>> {
  const entries = Object.entries(PDF_DECKS) as Array<[PdfDeck, string]>;
  await sofficeConvert(
    entries.map(([, deck]) => join(CORPUS_ROOT, deck)),
    { outDir: dir, profile: join(dir, 'profile') },
  );
  return Object.fromEntries(entries.map(([key, deck]) => [key, join(dir, deck.replace(/^.*\//, '').replace(/\.pptx$/, '.pdf'))])) as Record<
    PdfDeck,
    string
  >;
}

/** An AES-256 copy of `pdf` that opens with `password` only. */
export function encryptedCopy(pdf: string, out: string, password: string): string {
  execFileSync('qpdf', ['--encrypt', password, `${password}-owner`, '256', '--', pdf, out]);
  return out;
}

/** A copy whose `startxref` points at the wrong byte: readers must rebuild the xref table to open it. */
export async function brokenXrefCopy(pdf: string, out: string): Promise<string> {
  const text = (await readFile(pdf)).toString('latin1');
  const at = text.lastIndexOf('startxref');
  await writeFile(out, Buffer.from(`${text.slice(0, at)}startxref\n12345\n%%EOF\n`, 'latin1'));
  return out;
}

export function pdfPages(pdf: string, password?: string): number {
  const args = password ? [`-upw`, password, pdf] : [pdf];
  return Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', args, { encoding: 'utf8' }))![1]);
}

export function pdfText(pdf: string, first?: number, last?: number): string {
  const range = first === undefined ? [] : ['-f', String(first), '-l', String(last ?? first)];
  return execFileSync('pdftotext', [...range, '-layout', pdf, '-'], { encoding: 'utf8' });
}

/** `qpdf --check`'s exit code and words: 0 = clean. */
export function qpdfCheck(pdf: string): { code: number; text: string } {
  try {
    return { code: 0, text: execFileSync('qpdf', ['--check', pdf], { encoding: 'utf8' }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, text: `${failed.stdout}${failed.stderr}` };
  }
}

export interface Bookmark {
  title: string;
  page: number | null;
  kids: Bookmark[];
}

/** The outline as qpdf reads it: titles, 1-based target pages, children. */
export function bookmarks(pdf: string): Bookmark[] {
  interface Raw {
    title: string;
    destpageposfrom1: number | null;
    kids: Raw[];
  }
  const json = JSON.parse(execFileSync('qpdf', ['--json', '--json-key=outlines', pdf], { encoding: 'utf8' })) as { outlines: Raw[] };
  const walk = (items: Raw[]): Bookmark[] =>
    items.map((item) => ({ title: item.title, page: item.destpageposfrom1, kids: walk(item.kids) }));
  return walk(json.outlines);
}

/**
 * A scan: every page of `pdf` rendered at `dpi` by pdftoppm and put back as a picture-only PDF (pdf-lib, one picture
 * per page at the page's size), as a scanner or a "print to picture" makes them.
 */
export async function pictureOnlyCopy(pdf: string, out: string, dpi: number, format: 'png' | 'jpeg' = 'png'): Promise<string> {
  const { PDFDocument } = await import('pdf-lib');
  const prefix = `${out}.page`;
  execFileSync('pdftoppm', ['-r', String(dpi), format === 'png' ? '-png' : '-jpeg', pdf, prefix]);
  const doc = await PDFDocument.create();
  const pages = pdfPages(pdf);
  const width = String(pages).length;
  for (let page = 1; page <= pages; page += 1) {
    const file = `${prefix}-${String(page).padStart(width, '0')}.${format === 'png' ? 'png' : 'jpg'}`;
    const bytes = await readFile(file);
    const picture = format === 'png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
    const size = { width: (picture.width * 72) / dpi, height: (picture.height * 72) / dpi };
    doc.addPage([size.width, size.height]).drawImage(picture, { x: 0, y: 0, ...size });
  }
  await writeFile(out, await doc.save());
  return out;
}

/**
 * A copy of `pdf` carrying active content of each kind: a document script, an open action that launches a program,
 * a page trigger running JavaScript, a link annotation whose action is JavaScript, and an embedded file.
 */
export async function activeContentCopy(pdf: string, out: string): Promise<string> {
  const { PDFDocument, PDFName, PDFString } = await import('pdf-lib');
  const doc = await PDFDocument.load(await readFile(pdf));
  doc.addJavaScript('greeting', 'app.alert("hello from the document");');
  await doc.attach(Buffer.from('secret attachment'), 'notes.txt', { mimeType: 'text/plain' });
  const { context, catalog } = doc;
  catalog.set(PDFName.of('OpenAction'), context.obj({ S: 'Launch', F: PDFString.of('calc.exe') }));
  const page = doc.getPage(0);
  page.node.set(PDFName.of('AA'), context.obj({ O: context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("page open")') }) }));
  const link = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [10, 10, 100, 40],
      A: context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("clicked")') }),
    }),
  );
  page.node.set(PDFName.of('Annots'), context.obj([link]));
  await writeFile(out, await doc.save());
  return out;
}

/** Whether the PDF still holds any of what activeContentCopy puts in (read from qpdf's JSON of every object). */
export function activeContentLeft(pdf: string): string[] {
  const json = execFileSync('qpdf', ['--json-output', '--json-stream-data=none', pdf], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return ['/JavaScript', '/Launch', '/EmbeddedFiles', '"/AA"', 'calc.exe', 'app.alert'].filter((needle) => json.includes(needle));
}
