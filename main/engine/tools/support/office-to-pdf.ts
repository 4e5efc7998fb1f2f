/**
 * A presentation or document turned into a PDF by headless LibreOffice, the first step of every converter that
 * renders pages (ppt2pdf, ppt2image, ppt2video, keynote2*, doc2pdf). The input is checked first where a quick look can
 * say more than LibreOffice's "could not be loaded": an OOXML deck with no slides, a Word file posing as a deck.
 */
import { copyFile, link, mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { ToolError } from '../../lib/errors/tool-error';
import type { ToolInput } from '../../lib/files/tool-input';
import { safeFileBase, splitFileName } from '../../lib/files/file-names';
import { convertWithLibreOffice } from '../../lib/office/libreoffice';
import { countPdfPages } from '../../lib/pdf/pdf-page-count';
import { readSlideCount } from '../../lib/pptx/pptx-slide-count';
import { ZipReader } from '../../lib/zip/zip-reader';

export type OfficeKind = 'presentation' | 'keynote' | 'document';

const KNOWN: Readonly<Record<OfficeKind, ReadonlySet<string>>> = {
  presentation: new Set(['.ppt', '.pptx', '.pptm', '.pps', '.ppsx', '.pot', '.potx', '.odp', '.otp', '.key']),
  keynote: new Set(['.key']),
  document: new Set(['.docx', '.doc', '.docm', '.dotx', '.dot', '.odt', '.rtf']),
};
const OOXML_PRESENTATIONS = new Set(['.pptx', '.pptm', '.ppsx', '.potx']);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');

const WANTED: Readonly<Record<OfficeKind, string>> = {
  presentation: 'a presentation: send a .ppt, .pptx, .odp or .key file',
  keynote: 'a Keynote presentation: send a .key file',
  document: 'a document: send a .docx, .doc, .odt or .rtf file',
};

/** LibreOffice's PDF export filter per kind: the Impress one keeps one page per slide. */
const PDF_FILTER: Readonly<Record<OfficeKind, string>> = {
  presentation: 'pdf:impress_pdf_Export',
  keynote: 'pdf:impress_pdf_Export',
  document: 'pdf:writer_pdf_Export',
};

/**
 * The Impress export with its `ExportHiddenSlides` filter option on (filter options as JSON after the filter name:
 * LibreOffice 7.4 and later).
 */
const WITH_HIDDEN_SLIDES = 'pdf:impress_pdf_Export:{"ExportHiddenSlides":{"type":"boolean","value":"true"}}';

async function firstBytes(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, 8, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The extension LibreOffice should see: the user's, or one guessed from the first bytes when theirs is unknown. */
export async function importExtension(input: ToolInput, kind: OfficeKind): Promise<string> {
  const ext = splitFileName(input.name).ext.toLowerCase();
  if (KNOWN[kind].has(ext)) return ext;
  const head = await firstBytes(input.path);
  const zip = head.subarray(0, 4).equals(ZIP_MAGIC);
  const ole = head.equals(OLE_MAGIC);
  if (kind === 'presentation' && (zip || ole)) return zip ? '.pptx' : '.ppt';
  if (kind === 'document' && (zip || ole)) return zip ? '.docx' : '.doc';
  if (kind === 'keynote' && zip) return '.key';
  throw new ToolError('invalid_file', `“${input.name}” is not ${WANTED[kind]}.`);
}

/** Gives LibreOffice the input under a plain name with the right extension (a hard link when possible). */
async function stageInput(source: string, dir: string, base: string, ext: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, base + ext);
  try {
    await link(source, target);
  } catch {
    await copyFile(source, target);
  }
  return target;
}

/** Refuses OOXML decks LibreOffice would turn into a blank page or misread. */
async function checkOoxmlDeck(input: ToolInput): Promise<void> {
  const slides = await readSlideCount(input.path, `“${input.name}”`);
  if (slides === 0) throw new ToolError('invalid_file', `“${input.name}” has no slides, so there is nothing to convert.`);
  if (slides === 'not-a-deck') {
    throw new ToolError(
      'invalid_file',
      `Deckhand could not open “${input.name}” as a presentation: the package has no ppt/presentation.xml (is it a Word or Excel file renamed?).`,
    );
  }
}

/** The ZIP entries that make a Keynote file: `index.apxl` (Keynote 2–5), `Index.zip` or `Index/*.iwa` (Keynote 6+). */
const KEYNOTE_ENTRY = /^(?:index\.apxl(?:\.gz)?|presentation\.apxl(?:\.gz)?|Index\.zip|Index\/[^/]+\.iwa)$/;

/** LibreOffice opens any document it recognises, so a Word file named .key would come out as a PDF; refuse it here. */
async function checkKeynotePackage(input: ToolInput): Promise<void> {
  let zip: ZipReader;
  try {
    zip = await ZipReader.open(input.path, `“${input.name}”`);
  } catch (error) {
    if (error instanceof ToolError && error.code === 'zip_bomb') throw error;
    throw new ToolError('invalid_file', `“${input.name}” is not a Keynote presentation: it is not a ZIP package.`);
  }
  try {
    if (zip.entries.some((entry) => KEYNOTE_ENTRY.test(entry.name))) return;
  } finally {
    zip.close();
  }
  throw new ToolError(
    'invalid_file',
    `“${input.name}” is not a Keynote presentation: it has no index.apxl (Keynote ’05–’09) and no Index/*.iwa (Keynote 2013 and later). ` +
      'A Keynote package folder must be zipped with its contents at the top of the ZIP.',
  );
}

export interface OfficePdf {
  /** The converted file (a PDF unless `convertTo` asked for another format). */
  pdf: string;
  pages: number;
  /** A file-name stem from the user's name, for outputs. */
  base: string;
  /** The extension LibreOffice imported the file as. */
  ext: string;
}

export interface OfficePdfOptions {
  input: ToolInput;
  kind: OfficeKind;
  workDir: string;
  signal: AbortSignal;
  /** Subfolder of workDir for this conversion (default `lo`). */
  folder?: string;
  /** LibreOffice's `--convert-to` target; default: PDF by the kind's export filter. */
  convertTo?: string;
  /** Slides hidden in the deck become pages too (LibreOffice leaves them out by default); presentations only. */
  includeHidden?: boolean;
  outputExtension?: string;
}

/** Converts the input to PDF (or `convertTo`) and counts the PDF's pages; an empty result is an invalid_file error. */
export async function officeToPdf(options: OfficePdfOptions): Promise<OfficePdf> {
  const { input, kind, workDir, signal } = options;
  const ext = await importExtension(input, kind);
  if (OOXML_PRESENTATIONS.has(ext)) await checkOoxmlDeck(input);
  if (ext === '.key') await checkKeynotePackage(input);
  const base = safeFileBase(splitFileName(input.name).base, kind === 'document' ? 'document' : 'presentation');
  const jobDir = path.join(workDir, options.folder ?? 'lo');
  // LibreOffice names the output after the input (and may use it as the PDF's title), so stage the user's name;
  // the path is absolute, so a name starting with "-" cannot pass for an option.
  const staged = await stageInput(input.path, path.join(jobDir, 'in'), base, ext);
  const outputExtension = options.outputExtension ?? '.pdf';
  const output = await convertWithLibreOffice({
    input: staged,
    displayName: input.name,
    jobDir,
    convertTo: options.convertTo ?? (options.includeHidden && kind !== 'document' ? WITH_HIDDEN_SLIDES : PDF_FILTER[kind]),
    outputExtension,
    signal,
  });
  if (outputExtension !== '.pdf') return { pdf: output, pages: 0, base, ext };
  const pages = (await countPdfPages(output, signal)) ?? 0;
  if (pages === 0) {
    throw new ToolError(
      'invalid_file',
      `“${input.name}” produced an empty PDF: it has no ${kind === 'document' ? 'pages' : 'slides'} LibreOffice can show.`,
    );
  }
  return { pdf: output, pages, base, ext };
}
