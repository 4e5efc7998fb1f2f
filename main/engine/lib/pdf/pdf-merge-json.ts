/**
 * The qpdf runs of a merge, as few as the outline allows (docs/pdf-tools.md, "Merge"): one `--json` read per input
 * (page count, outline, and its objects when its active content is to be reported), one `--pages` run whose output is
 * qpdf's JSON of the merged document rather than a PDF, and one `--json-input` run that writes the PDF from that JSON
 * once the outline is added and active content taken out. Stream data stays in files qpdf writes and reads back
 * (`--json-stream-data=file`, `--decode-level=none`), so no picture passes through this process.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { ToolError } from '../errors/tool-error';
import type { PdfObject } from './active-content';
import { outlineItems, type OutlineItem, type QpdfOutline } from './pdf-outline';
import { MAX_OBJECTS_JSON_BYTES, parseObjects, passwordArgs, runQpdf } from './qpdf';

export interface PdfFacts {
  pages: number;
  outline: OutlineItem[];
  /** "1.7": the merged document takes the highest of its inputs'. */
  pdfVersion: string;
  /** Every object but stream data, when asked for. */
  objects?: Record<string, PdfObject>;
}

/**
 * One input read once: a damaged, locked or pretend PDF fails here with its reason (a broken xref table is repaired
 * as qpdf reads, exit 3).
 */
export async function readPdfFacts(
  file: string,
  name: string,
  options: { password: string | undefined; objects: boolean; signal: AbortSignal },
): Promise<PdfFacts> {
  const what = options.objects ? ['--json-stream-data=none'] : ['--json-object=trailer'];
  const { stdout } = await runQpdf(
    [...passwordArgs(options.password), '--json', '--json-key=pages', '--json-key=outlines', '--json-key=qpdf', ...what, file],
    { signal: options.signal, name, maxStdoutBytes: MAX_OBJECTS_JSON_BYTES },
  );
  let json: { pages?: unknown[]; outlines?: QpdfOutline[]; qpdf?: [Record<string, unknown>, Record<string, PdfObject>] };
  try {
    json = JSON.parse(stdout) as typeof json;
  } catch {
    parseObjects(stdout, name); // throws the words for a structure too large to read
    throw new ToolError('invalid_file', `“${name}” is not a PDF Deckhand can read.`);
  }
  const pages = json.pages?.length ?? 0;
  if (pages < 1) throw new ToolError('invalid_file', `“${name}” is a PDF without pages.`);
  const [header, objects] = json.qpdf ?? [{}, {}];
  return {
    pages,
    outline: outlineItems(json.outlines),
    pdfVersion: typeof header.pdfversion === 'string' ? header.pdfversion : '1.4',
    ...(options.objects ? { objects } : {}),
  };
}

export interface PageGroup {
  file: string;
  password: string | undefined;
  /** qpdf's page range: "1-z", "2,5-7". */
  range: string;
}

export interface MergedJson {
  header: Record<string, unknown>;
  objects: Record<string, PdfObject>;
  rootRef: string;
  /** The merged document's page objects in order ("12 0 R"). */
  pages: string[];
}

/** The pages of `groups`, in order, as one document in qpdf's JSON at `json` (stream data in `streamPrefix`-N files). */
export async function mergeToJson(groups: readonly PageGroup[], json: string, streamPrefix: string, signal: AbortSignal): Promise<void> {
  const pagesArgs = groups.flatMap(({ file, password, range }) => [file, ...passwordArgs(password), range]);
  await runQpdf(
    [
      '--empty',
      '--pages',
      ...pagesArgs,
      '--',
      '--json-output',
      '--decode-level=none',
      '--json-stream-data=file',
      `--json-stream-prefix=${streamPrefix}`,
      json,
    ],
    { signal, name: 'the PDFs to merge' },
  );
}

const MAX_PAGE_TREE_DEPTH = 64;

/** The merged JSON read back: its catalogue and its pages in order (the page tree walked, depth bounded). */
export async function readMergedJson(json: string): Promise<MergedJson> {
  const [header, objects] = parseObjects<PdfObject>(await readFile(json, 'utf8'), 'the merged PDF');
  const valueOf = (ref: unknown): Record<string, unknown> => {
    const value = typeof ref === 'string' ? objects[`obj:${ref}`]?.value : undefined;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  };
  const rootRef = (objects.trailer?.value as Record<string, unknown> | undefined)?.['/Root'];
  if (typeof rootRef !== 'string') throw new Error('qpdf wrote a merged document without a catalogue');
  const pages: string[] = [];
  const walk = (ref: unknown, depth: number): void => {
    const node = valueOf(ref);
    if (node['/Type'] === '/Page' || !Array.isArray(node['/Kids'])) {
      if (typeof ref === 'string') pages.push(ref);
      return;
    }
    if (depth < MAX_PAGE_TREE_DEPTH) for (const kid of node['/Kids']) walk(kid, depth + 1);
  };
  walk(valueOf(rootRef)['/Pages'], 0);
  return { header, objects, rootRef, pages };
}

/** Writes the (changed) merged JSON as the PDF `output`. */
export async function writeMergedPdf(merged: MergedJson, json: string, output: string, signal: AbortSignal): Promise<void> {
  await writeFile(json, JSON.stringify({ qpdf: [merged.header, merged.objects] }));
  await runQpdf(['--json-input', json, output], { signal, name: 'the merged PDF' });
}

/** The higher of two PDF versions ("1.7" against "1.4"). */
export function laterVersion(a: string, b: string): string {
  const parts = (v: string): number[] => v.split('.').map((n) => Number(n) || 0);
  const [x, y] = [parts(a), parts(b)];
  return (x[0]! - y[0]! || (x[1] ?? 0) - (y[1] ?? 0)) >= 0 ? a : b;
}
