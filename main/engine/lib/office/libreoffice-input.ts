/**
 * What LibreOffice is given, and how: only office formats, each opened with its own import filter (`--infilter`),
 * so LibreOffice never guesses — a file it would otherwise take for plain text, HTML or RTF fails to load instead
 * (issue #19: random bytes named .pptx became a 5-page PDF of garbage; an RTF file named .pptx was read as RTF).
 * Before it opens a file, every reference to anything outside the file is made to lead nowhere: links in ZIP
 * packages (external-links.ts), RTF field codes (rtf-fields.ts). The legacy binary formats (.ppt, .doc) are not
 * rewritten: the conversion profile (libreoffice-profile.ts) keeps LibreOffice from loading what they link, which
 * test/engine/office-links.test.ts proves for a .doc with an INCLUDEPICTURE field and a .ppt with a linked picture.
 */
import { ToolError } from '../errors/tool-error';
import { FILE_FORMATS, OLE2_FORMATS, ZIP_FORMATS, type FileFormat } from '../formats/file-format';
import { sniffFormat } from '../formats/sniff-format';
import { withoutExternalLinks } from './external-links';
import { rtfWithoutExternalFields } from './rtf-fields';

export interface LibreOfficeImport {
  /** The extension LibreOffice should see. */
  extension: string;
  /** Its import filter's name (LibreOffice's filter list, as `--infilter` takes it). */
  filter: string;
  /** The document module that imports it. */
  module: 'impress' | 'writer';
}

export const LIBREOFFICE_IMPORTS: Partial<Readonly<Record<FileFormat, LibreOfficeImport>>> = {
  pptx: { extension: '.pptx', filter: 'Impress MS PowerPoint 2007 XML', module: 'impress' },
  ppt: { extension: '.ppt', filter: 'MS PowerPoint 97', module: 'impress' },
  odp: { extension: '.odp', filter: 'impress8', module: 'impress' },
  keynote: { extension: '.key', filter: 'Apple Keynote', module: 'impress' },
  docx: { extension: '.docx', filter: 'MS Word 2007 XML', module: 'writer' },
  doc: { extension: '.doc', filter: 'MS Word 97', module: 'writer' },
  odt: { extension: '.odt', filter: 'writer8', module: 'writer' },
  rtf: { extension: '.rtf', filter: 'Rich Text Format', module: 'writer' },
};

export interface PreparedInput {
  /** The file LibreOffice should open: the original when nothing in it needed changing. */
  path: string;
  filter: string;
  /** References made to lead nowhere. */
  removed: number;
}

/**
 * The file to hand LibreOffice for `input`, opened as `format` (sniffed from the content when not given). A caller
 * that knows better (a damaged package the user named .pptx) passes the format to force its import filter.
 */
export async function prepareLibreOfficeInput(
  input: string,
  safeDir: string,
  displayName: string,
  format?: FileFormat,
): Promise<PreparedInput> {
  const actual = format ?? (await sniffFormat(input, `“${displayName}”`));
  const handling = LIBREOFFICE_IMPORTS[actual];
  if (!handling) {
    throw new ToolError('invalid_file', `“${displayName}” is ${FILE_FORMATS[actual]}, which LibreOffice is not given to convert.`);
  }
  if (actual === 'rtf') return { ...(await rtfWithoutExternalFields(input, safeDir, displayName)), filter: handling.filter };
  if (ZIP_FORMATS.has(actual)) return { ...(await withoutExternalLinks(input, safeDir, displayName)), filter: handling.filter };
  if (OLE2_FORMATS.has(actual)) return { path: input, removed: 0, filter: handling.filter };
  throw new Error(`no input handling for ${actual}`);
}
