/**
 * A presentation or document turned into a PDF by headless LibreOffice, the first step of every converter that
 * renders pages (ppt2pdf, ppt2image, ppt2video, keynote2*, doc2pdf). The input is judged by its content first, which
 * also says more than LibreOffice's "could not be loaded": a Word file posing as a deck, an OOXML deck with no slides.
 */
import { copyFile, link, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { slideVisibility } from './hidden-slides';
import { ToolError } from '../errors/tool-error';
import type { ToolInput } from '../files/tool-input';
import { safeFileBase, splitFileName } from '../files/file-names';
import { FILE_FORMATS, FORMAT_OF_EXTENSION, OLE2_FORMATS, ZIP_FORMATS, type FileFormat } from '../formats/file-format';
import { sniffFormat } from '../formats/sniff-format';
import { convertWithLibreOffice, IMPRESS_PDF_EXPORT } from './libreoffice';
import { LIBREOFFICE_IMPORTS } from './libreoffice-input';
import { countPdfPages } from '../pdf/pdf-page-count';
import { readSlideCount } from '../pptx/pptx-slide-count';

export type OfficeKind = 'presentation' | 'keynote' | 'document';

/** The formats each kind of converter hands LibreOffice; the first is assumed for a damaged package of unknown kind. */
const FORMATS: Readonly<Record<OfficeKind, readonly FileFormat[]>> = {
  presentation: ['pptx', 'ppt', 'odp', 'keynote'],
  keynote: ['keynote'],
  document: ['docx', 'doc', 'odt', 'rtf'],
};
const DAMAGED: Readonly<Partial<Record<FileFormat, Readonly<Record<OfficeKind, FileFormat>>>>> = {
  'damaged-zip': { presentation: 'pptx', keynote: 'keynote', document: 'docx' },
  'damaged-ole2': { presentation: 'ppt', keynote: 'keynote', document: 'doc' },
};

const WANTED: Readonly<Record<OfficeKind, string>> = {
  presentation: 'a presentation: send a .ppt, .pptx, .odp or .key file',
  keynote: 'a Keynote presentation',
  document: 'a document: send a .docx, .doc, .odt or .rtf file',
};

/** LibreOffice's PDF export filter per kind: the Impress one keeps one page per slide. */
const PDF_FILTER: Readonly<Record<OfficeKind, string>> = {
  presentation: IMPRESS_PDF_EXPORT,
  keynote: IMPRESS_PDF_EXPORT,
  document: 'pdf:writer_pdf_Export',
};

/**
 * The Impress export with its `ExportHiddenSlides` filter option on (filter options as JSON after the filter name:
 * LibreOffice 7.4 and later).
 */
const WITH_HIDDEN_SLIDES = `${IMPRESS_PDF_EXPORT}:{"ExportHiddenSlides":{"type":"boolean","value":"true"}}`;

/**
 * What the input is, by its content (intake checked the same; this holds for inputs from any route): one of the
 * formats this kind of converter takes, or a damaged package of one, which LibreOffice is then made to open as
 * the format its name says (or the kind's usual one) so it cannot fall back to reading it as text.
 */
export async function officeFormat(input: ToolInput, kind: OfficeKind): Promise<FileFormat> {
  // A zip bomb throws here, naming the file.
  const sniffed = await sniffFormat(input.path, `“${input.name}”`);
  if (FORMATS[kind].includes(sniffed)) return sniffed;
  const damaged = DAMAGED[sniffed];
  if (damaged) {
    const named = FORMAT_OF_EXTENSION[splitFileName(input.name).ext.toLowerCase()];
    const container = sniffed === 'damaged-zip' ? ZIP_FORMATS : OLE2_FORMATS;
    return named && FORMATS[kind].includes(named) && container.has(named) ? named : damaged[kind];
  }
  if (sniffed === 'office-encrypted') {
    throw new ToolError(
      'invalid_file',
      `Deckhand could not open “${input.name}”: it is password-protected. Remove the password and send it again.`,
      { reason: { code: 'office-password', params: { file: input.name } } },
    );
  }
  if (kind === 'keynote') {
    const folder = sniffed === 'zip' ? ' A Keynote package folder must be zipped with its contents at the top of the ZIP.' : '';
    throw new ToolError(
      'invalid_file',
      `“${input.name}” is not a Keynote presentation: it has no index.apxl (Keynote ’05–’09) and no Index/*.iwa (Keynote 2013 and later); it is ${FILE_FORMATS[sniffed]}.${folder}`,
    );
  }
  throw new ToolError('invalid_file', `“${input.name}” is not ${WANTED[kind]}. It is ${FILE_FORMATS[sniffed]}.`);
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

/** Refuses OOXML decks LibreOffice would turn into a blank page. */
async function checkOoxmlDeck(input: ToolInput): Promise<void> {
  const slides = await readSlideCount(input.path, `“${input.name}”`);
  if (slides === 0) {
    throw new ToolError('invalid_file', `“${input.name}” has no slides, so there is nothing to convert.`, {
      reason: { code: 'no-slides', params: { file: input.name } },
    });
  }
  if (slides === 'not-a-deck') {
    throw new ToolError(
      'invalid_file',
      `Deckhand could not open “${input.name}” as a presentation: the package has no ppt/presentation.xml (is it a Word or Excel file renamed?).`,
    );
  }
}

export interface OfficePdf {
  /** The converted file (a PDF unless `convertTo` asked for another format). */
  pdf: string;
  pages: number;
  /** A file-name stem from the user's name, for outputs. */
  base: string;
  /** The extension LibreOffice imported the file as. */
  ext: string;
  /** What LibreOffice opened it as. */
  format: FileFormat;
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
  /** Whether the tool has an "Include hidden slides" option to point to when every slide is hidden. */
  offersHidden?: boolean;
  outputExtension?: string;
}

/**
 * A deck whose every slide is hidden exports nothing, which LibreOffice reports as a file it could not open: said as
 * it is instead ("damaged, password-protected" sent people hunting for a problem the file does not have).
 */
async function refuseAllHidden(input: ToolInput, ext: string, offersHidden: boolean): Promise<void> {
  const seen = await slideVisibility(input, ext);
  if (!seen || seen.total === 0 || seen.hidden.length < seen.total) return;
  throw new ToolError(
    'all_slides_hidden',
    `Every slide of “${input.name}” is hidden, so there is nothing to show: ${
      offersHidden
        ? 'turn on Include hidden slides'
        : 'show a slide in PowerPoint or LibreOffice first, or use Convert to PDF with Include hidden slides'
    }.`,
  );
}

/** Converts the input to PDF (or `convertTo`) and counts the PDF's pages; an empty result is an invalid_file error. */
export async function officeToPdf(options: OfficePdfOptions): Promise<OfficePdf> {
  const { input, kind, workDir, signal } = options;
  const format = await officeFormat(input, kind);
  const ext = LIBREOFFICE_IMPORTS[format]?.extension ?? '';
  if (format === 'pptx') await checkOoxmlDeck(input);
  const base = safeFileBase(splitFileName(input.name).base, kind === 'document' ? 'document' : 'presentation');
  const jobDir = path.join(workDir, options.folder ?? 'lo');
  // LibreOffice names the output after the input (and may use it as the PDF's title), so stage the user's name;
  // the path is absolute, so a name starting with "-" cannot pass for an option.
  if (kind === 'presentation' && !options.includeHidden && options.convertTo === undefined)
    await refuseAllHidden(input, ext, options.offersHidden === true);
  const staged = await stageInput(input.path, path.join(jobDir, 'in'), base, ext);
  const outputExtension = options.outputExtension ?? '.pdf';
  const output = await convertWithLibreOffice({
    input: staged,
    format,
    displayName: input.name,
    jobDir,
    convertTo: options.convertTo ?? (options.includeHidden && kind !== 'document' ? WITH_HIDDEN_SLIDES : PDF_FILTER[kind]),
    outputExtension,
    signal,
  });
  if (outputExtension !== '.pdf') return { pdf: output, pages: 0, base, ext, format };
  const pages = (await countPdfPages(output, signal)) ?? 0;
  if (pages === 0) {
    throw new ToolError(
      'invalid_file',
      `“${input.name}” produced an empty PDF: it has no ${kind === 'document' ? 'pages' : 'slides'} LibreOffice can show.`,
    );
  }
  return { pdf: output, pages, base, ext, format };
}
