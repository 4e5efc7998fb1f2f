/**
 * The formats Deckhand tells apart by content (sniff-format.ts), what each is called in a message, and which
 * container each lives in: a file is judged by what it is, never by its name (issue #19: an RTF file named .pptx
 * went to LibreOffice, which read it as RTF).
 */

export const FILE_FORMATS = {
  pptx: 'a PowerPoint presentation (.pptx)',
  docx: 'a Word document (.docx)',
  xlsx: 'an Excel workbook (.xlsx)',
  ooxml: 'an Office Open XML package that is no presentation, document or workbook',
  ppt: 'a PowerPoint 97–2003 presentation (.ppt)',
  doc: 'a Word 97–2003 document (.doc)',
  xls: 'an Excel 97–2003 workbook (.xls)',
  'office-encrypted': 'a password-protected Office file',
  ole2: 'an OLE2 compound file that is no PowerPoint, Word or Excel file',
  odp: 'an OpenDocument presentation (.odp)',
  odt: 'an OpenDocument text (.odt)',
  ods: 'an OpenDocument spreadsheet (.ods)',
  odg: 'an OpenDocument drawing (.odg)',
  odf: 'an OpenDocument file of another kind',
  keynote: 'a Keynote presentation (.key)',
  zip: 'a ZIP archive',
  pdf: 'a PDF (.pdf)',
  rtf: 'an RTF document (.rtf)',
  html: 'an HTML page (.html)',
  text: 'a plain text file',
  png: 'a PNG picture',
  jpeg: 'a JPEG picture',
  gif: 'a GIF picture',
  webp: 'a WebP picture',
  tiff: 'a TIFF picture',
  bmp: 'a BMP picture',
  avif: 'an AVIF picture',
  heif: 'a HEIF/HEIC picture',
  'iso-media': 'an MP4/QuickTime video',
  avi: 'an AVI video',
  matroska: 'a Matroska/WebM video',
  'mpeg-ts': 'an MPEG transport stream',
  'mpeg-ps': 'an MPEG program stream',
  flv: 'a Flash video',
  asf: 'a Windows Media file',
  ogg: 'an Ogg file',
  'damaged-zip': 'a ZIP package that cannot be read',
  'damaged-ole2': 'an OLE2 compound file that cannot be read',
  binary: 'of no format Deckhand knows (its first bytes match no document, picture or video)',
} as const;

export type FileFormat = keyof typeof FILE_FORMATS;

/** Formats stored as a ZIP package: a damaged ZIP may still be one of them, for the tool to judge. */
export const ZIP_FORMATS: ReadonlySet<FileFormat> = new Set([
  'pptx',
  'docx',
  'xlsx',
  'ooxml',
  'odp',
  'odt',
  'ods',
  'odg',
  'odf',
  'keynote',
  'zip',
]);

/** Formats stored as an OLE2 compound file. */
export const OLE2_FORMATS: ReadonlySet<FileFormat> = new Set(['ppt', 'doc', 'xls', 'office-encrypted', 'ole2']);

export const PICTURE_FORMATS: ReadonlySet<FileFormat> = new Set(['png', 'jpeg', 'gif', 'webp', 'tiff', 'bmp', 'avif', 'heif']);

export const VIDEO_FORMATS: ReadonlySet<FileFormat> = new Set(['iso-media', 'avi', 'matroska', 'mpeg-ts', 'mpeg-ps', 'flv', 'asf', 'ogg']);

/** Text a person wrote: Markdown, plain text and HTML tools take either. */
export const TEXT_FORMATS: ReadonlySet<FileFormat> = new Set(['text', 'html']);

/** What a file of each extension must be. Extensions not listed are not checked (a test tool's own, say). */
export const FORMAT_OF_EXTENSION: Readonly<Record<string, FileFormat>> = {
  '.pptx': 'pptx',
  '.pptm': 'pptx',
  '.ppsx': 'pptx',
  '.potx': 'pptx',
  '.docx': 'docx',
  '.docm': 'docx',
  '.dotx': 'docx',
  '.xlsx': 'xlsx',
  '.xlsm': 'xlsx',
  '.ppt': 'ppt',
  '.pps': 'ppt',
  '.pot': 'ppt',
  '.doc': 'doc',
  '.dot': 'doc',
  '.xls': 'xls',
  '.odp': 'odp',
  '.otp': 'odp',
  '.odt': 'odt',
  '.ott': 'odt',
  '.ods': 'ods',
  '.key': 'keynote',
  '.zip': 'zip',
  '.pdf': 'pdf',
  '.rtf': 'rtf',
  '.html': 'html',
  '.htm': 'html',
  '.md': 'text',
  '.markdown': 'text',
  '.txt': 'text',
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.gif': 'gif',
  '.webp': 'webp',
  '.tif': 'tiff',
  '.tiff': 'tiff',
  '.bmp': 'bmp',
  '.avif': 'avif',
  '.heic': 'heif',
  '.heif': 'heif',
  '.mp4': 'iso-media',
  '.m4v': 'iso-media',
  '.mov': 'iso-media',
  '.avi': 'avi',
  '.mkv': 'matroska',
  '.webm': 'matroska',
};

/** The usual extension of a format, for "rename it to …" advice; none for formats without one. */
export const EXTENSION_OF_FORMAT: Partial<Readonly<Record<FileFormat, string>>> = {
  pptx: '.pptx',
  docx: '.docx',
  xlsx: '.xlsx',
  ppt: '.ppt',
  doc: '.doc',
  xls: '.xls',
  odp: '.odp',
  odt: '.odt',
  ods: '.ods',
  keynote: '.key',
  zip: '.zip',
  pdf: '.pdf',
  rtf: '.rtf',
  html: '.html',
  text: '.txt',
  png: '.png',
  jpeg: '.jpg',
  gif: '.gif',
  webp: '.webp',
  tiff: '.tif',
  bmp: '.bmp',
  avif: '.avif',
  heif: '.heic',
  'iso-media': '.mp4',
  avi: '.avi',
  matroska: '.mkv',
};

/**
 * Whether a file sniffed as `actual` may go where `expected` is asked for. A family (pictures, videos, text, any ZIP
 * for .zip) is one format to the programs that read it; a damaged container of the right kind is left for the tool
 * to judge, so its message can say what is wrong inside.
 */
export function formatFits(expected: FileFormat, actual: FileFormat): boolean {
  if (expected === actual) return true;
  if (actual === 'damaged-zip') return ZIP_FORMATS.has(expected);
  if (actual === 'damaged-ole2') return OLE2_FORMATS.has(expected);
  if (expected === 'zip') return ZIP_FORMATS.has(actual);
  if (TEXT_FORMATS.has(expected)) return TEXT_FORMATS.has(actual);
  if (VIDEO_FORMATS.has(expected)) return VIDEO_FORMATS.has(actual);
  return false;
}
