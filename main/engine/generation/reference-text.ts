/**
 * The text of Create's reference files: Markdown and plain text as they are, a Word document as Markdown (its
 * Heading 1/2/3 paragraphs as #/##/###, list paragraphs as bullets), a PDF through pdftotext.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { ZipSource } from '../lib/zip/zip-source';
import { ToolError } from '../lib/errors/tool-error';
import { type ToolInput } from '../lib/files/tool-input';
import { lastLines, runProcess } from '../lib/process/process-runner';
import { findPdftotext } from '../translation/documents/pdf-text';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const MAX_TEXT_BYTES = 4 * 1024 * 1024;

export interface ReferenceText {
  name: string;
  /** Markdown-ish text. */
  text: string;
  /** Markdown, plain text or a Word document with headings: its structure can be the deck's outline. */
  structured: boolean;
}

function wordToMarkdown(xml: string): string {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const lines: string[] = [];
  for (const p of Array.from(doc.getElementsByTagNameNS(W, 'p'))) {
    const text = Array.from(p.getElementsByTagNameNS(W, 't'))
      .map((t) => t.textContent ?? '')
      .join('')
      .trim();
    if (!text) {
      lines.push('');
      continue;
    }
    const style = p.getElementsByTagNameNS(W, 'pStyle')[0]?.getAttributeNS(W, 'val') ?? '';
    const heading = /^(?:Heading|Titre|berschrift)(\d)$/i.exec(style.replace(/\s/g, ''))?.[1] ?? (/^Title$/i.test(style) ? '1' : null);
    if (heading) lines.push(`${'#'.repeat(Math.min(3, Number(heading)))} ${text}`, '');
    else if (p.getElementsByTagNameNS(W, 'numPr').length > 0) lines.push(`- ${text}`);
    else lines.push(text, '');
  }
  return lines.join('\n');
}

export async function readReference(input: ToolInput, workDir: string, signal: AbortSignal): Promise<ReferenceText> {
  const ext = extname(input.name).toLowerCase();
  if (ext === '.md' || ext === '.markdown' || ext === '.txt') {
    if ((await stat(input.path)).size > MAX_TEXT_BYTES) throw new ToolError('invalid_file', `“${input.name}” is larger than 4 MB of text.`);
    return { name: input.name, text: (await readFile(input.path, 'utf8')).replace(/^\uFEFF/, ''), structured: true };
  }
  if (ext === '.docx') {
    const zip = await ZipSource.open(input.path, input.name);
    try {
      if (!zip.has('/word/document.xml')) throw new ToolError('invalid_file', `“${input.name}” is not a Word document.`);
      const markdown = wordToMarkdown((await zip.readBuffer('/word/document.xml')).toString('utf8'));
      return { name: input.name, text: markdown, structured: /^#{1,3} /m.test(markdown) };
    } finally {
      zip.close();
    }
  }
  if (ext === '.pdf') {
    const out = join(workDir, `reference-${Math.random().toString(36).slice(2)}.txt`);
    const result = await runProcess(await findPdftotext(), ['-enc', 'UTF-8', input.path, out], { signal, timeoutMs: 5 * 60_000 });
    if (result.exitCode !== 0) throw new ToolError('invalid_file', `“${input.name}” cannot be read as a PDF: ${lastLines(result.stderr)}`);
    return { name: input.name, text: (await readFile(out, 'utf8')).replace(/\f/g, '\n\n'), structured: false };
  }
  throw new ToolError(
    'unsupported_format',
    `“${input.name}”: Create reads .md, .txt, .docx and .pdf reference files; save a .doc as .docx.`,
  );
}
