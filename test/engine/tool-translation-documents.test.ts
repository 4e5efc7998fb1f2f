/**
 * Word, Excel and PDF translation with the real Apertium (en→es), checked by reading the XML independently and
 * by LibreOffice and poppler.
 */
import { execFileSync } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../main/engine/tools/translation';
import { CORPUS_ROOT } from '../helpers/corpus';
import { libreOfficePages, unzipTest } from '../helpers/package-checks';
import { cleanupWorkDirs, expectToolError, runTool } from '../helpers/tool-harness';
import { writeWordDoc } from '../helpers/word-doc';
import { renderDecks, zipText } from './pptx-test-support';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-translate-docs-'));
});
afterAll(async () => {
  await cleanupWorkDirs();
  await rm(dir, { recursive: true, force: true });
});

/** Per paragraph: [text, bold?, inside a hyperlink?] of each run. */
function wordRuns(xml: string): { text: string; bold: boolean; link: boolean }[][] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  return Array.from(doc.getElementsByTagNameNS(W, 'p')).map((p) =>
    Array.from(p.getElementsByTagNameNS(W, 'r')).map((r) => ({
      text: Array.from(r.getElementsByTagNameNS(W, 't'))
        .map((t) => t.textContent ?? '')
        .join(''),
      bold: r.getElementsByTagNameNS(W, 'b').length > 0,
      link: (r.parentNode as { localName?: string } | null)?.localName === 'hyperlink',
    })),
  );
}

describe('Word documents', () => {
  it('translates runs with their bold and links, keeps tabs and bookmarks, and LibreOffice opens the result', async () => {
    const source = join(dir, 'letter.docx');
    await writeWordDoc(source, [
      [{ text: 'The ' }, { text: 'red', bold: true }, { text: ' car is fast.' }],
      [{ text: 'Read the ' }, { text: 'annual report', link: 'https://example.com/report' }, 'bookmark', { text: ' today.' }],
      [{ text: 'Name:' }, 'tab', { text: 'The big house' }],
    ]);
    const { output } = await runTool(run, [{ path: source }], { from: 'en', to: 'es' });
    expect(output.fileName).toBe('letter.es.docx');
    unzipTest(output.path);
    const xml = zipText(output.path, 'word/document.xml');
    const [sentence, linked, tabbed] = wordRuns(xml);
    expect(sentence!.map((r) => r.text).join('')).toMatch(/^El coche rojo es rápid/);
    expect(sentence!.filter((r) => r.bold).map((r) => r.text.trim())).toEqual(['rojo']);
    expect(
      linked!
        .filter((r) => r.link)
        .map((r) => r.text.trim())
        .join(' '),
    ).toBe('informe anual');
    expect(xml).toContain('w:name="here"');
    expect(xml).toContain('<w:tab/>');
    expect(tabbed!.map((r) => r.text).join('|')).toBe('Nombre:||La casa grande');
    expect(xml).toContain('w:val="es-ES"');
    const [before, after] = await libreOfficePages(source, output.path);
    expect(after).toBe(before);
  });
});

describe('Excel workbooks', () => {
  // (LibreOffice Calc is not among the packages installed for the tests; the package is checked by unzip.)
  it('translates shared strings and leaves numbers alone', async () => {
    const source = join(CORPUS_ROOT, 'office', 'poi-ConditionalFormattingSamples.xlsx');
    const { output } = await runTool(run, [{ path: source }], { from: 'en', to: 'es' });
    unzipTest(output.path);
    // The text of each string item (`si`), rich runs joined.
    const strings = (xml: string): string[] =>
      [...xml.matchAll(/<si>([\s\S]*?)<\/si>/g)].map((si) => [...si[1]!.matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) => m[1]).join(''));
    const before = strings(zipText(source, 'xl/sharedStrings.xml'));
    const after = strings(zipText(output.path, 'xl/sharedStrings.xml'));
    expect(after.length).toBe(before.length);
    expect(before).toContain('Mountain');
    expect(after).toContain('Montaña');
    expect(after).not.toContain('Mountain');
    // Every cell keeps its value (a translated cell closed in by its neighbour may get another format: the fit).
    const values = (xml: string): string[] =>
      [...xml.matchAll(/<c r="([A-Z]+\d+)"[^>]*>(?:<f>[^<]*<\/f>)?<v>([^<]*)<\/v>/g)].map((m) => `${m[1]}=${m[2]}`);
    const sourceValues = values(zipText(source, 'xl/worksheets/sheet1.xml'));
    expect(sourceValues.length).toBeGreaterThan(10);
    expect(values(zipText(output.path, 'xl/worksheets/sheet1.xml'))).toEqual(sourceValues);
  });
});

describe('PDF with a text layer', () => {
  it('becomes a translated .docx, one page per PDF page', async () => {
    const [rendered] = await renderDecks([join(CORPUS_ROOT, 'pptx', 'poi-aptia.pptx')], dir);
    const pdf = join(dir, 'aptia.pdf');
    await copyFile(rendered!.pdf, pdf);
    const { output } = await runTool(run, [{ path: pdf }], { from: 'en', to: 'es' });
    expect(output.fileName).toBe('aptia.es.docx');
    expect(output.metadata).toMatchObject({ outputFormat: 'docx', pages: 9 });
    unzipTest(output.path);
    const [pages] = await libreOfficePages(output.path);
    expect(pages).toBe(9);
    const text = execFileSync('sh', ['-c', `unzip -p "${output.path}" word/document.xml`], { encoding: 'utf8' });
    expect(text).toContain('Asuntos comunes');
    expect(text).not.toContain('Common issues');
  });

  it('is refused when it has no text layer', async () => {
    const blank = join(dir, 'blank.pdf');
    execFileSync('sh', ['-c', `printf '%s' "$0" > "${blank}"`, minimalBlankPdf()]);
    await expectToolError(runTool(run, [{ path: blank }], { from: 'en', to: 'es' }), 'no_text_layer', /has no text layer/);
  });
});

/** A valid one-page PDF with nothing on it. */
function minimalBlankPdf(): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}
