/**
 * What a file is, by its content: magic numbers for pictures, videos and PDFs, the stream names of an OLE2 compound
 * file, the main part of an OOXML package (its `_rels/.rels` officeDocument target and that part's content type),
 * an ODF package's `mimetype` entry, a Keynote package's index, RTF's `{\rtf`, and text. Cheap on any size: the
 * first 64 KB, a ZIP's central directory and two small parts, or an OLE2 directory.
 */
import { open } from 'node:fs/promises';
import { parseXml, XmlParseError, type Element } from '../pptx/xml-dom';
import { ToolError } from '../errors/tool-error';
import { ZipReader, type ZipEntry } from '../zip/zip-reader';
import { CompoundFileError, OLE2_SIGNATURE, readTopLevelEntries } from './compound-file';
import type { FileFormat } from './file-format';

const HEAD_BYTES = 64 * 1024;
/** [Content_Types].xml and _rels/.rels are a few KB; anything far larger is not read into memory to find out. */
const MAX_INDEX_PART_BYTES = 4 * 1024 * 1024;
const KEYNOTE_ENTRY = /^(?:index\.apxl(?:\.gz)?|presentation\.apxl(?:\.gz)?|Index\.zip|Index\/[^/]+\.iwa)$/;

const ODF_MIMETYPES: Readonly<Record<string, FileFormat>> = {
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'application/vnd.oasis.opendocument.presentation-template': 'odp',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.text-template': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.spreadsheet-template': 'ods',
  'application/vnd.oasis.opendocument.graphics': 'odg',
};

/** Main-part content types of OOXML packages, macro-enabled, show and template variants included. */
const OOXML_MAIN: ReadonlyArray<[RegExp, FileFormat]> = [
  [/presentationml\.(presentation|slideshow|template)\.main\+xml$|ms-powerpoint\.[a-z.]+\.main\+xml$/i, 'pptx'],
  [/wordprocessingml\.(document|template)\.main\+xml$|ms-word\.[a-z.]+\.main\+xml$/i, 'docx'],
  [/spreadsheetml\.(sheet|template)\.main\+xml$|ms-excel\.[a-z.]+\.main(\+xml)?$/i, 'xlsx'],
];

async function readHead(path: string): Promise<{ head: Buffer; size: number }> {
  const handle = await open(path, 'r');
  try {
    const size = (await handle.stat()).size;
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return { head: head.subarray(0, bytesRead), size };
  } finally {
    await handle.close();
  }
}

async function sniffOle2(path: string, size: number): Promise<FileFormat> {
  const handle = await open(path, 'r');
  try {
    const names = new Set((await readTopLevelEntries(handle, size)).filter((e) => e.type === 'stream').map((e) => e.name.toLowerCase()));
    if (names.has('powerpoint document')) return 'ppt';
    if (names.has('worddocument')) return 'doc';
    if (names.has('workbook') || names.has('book')) return 'xls';
    if (names.has('encryptedpackage')) return 'office-encrypted';
    return 'ole2';
  } catch (error) {
    if (error instanceof CompoundFileError) return 'damaged-ole2';
    throw error;
  } finally {
    await handle.close();
  }
}

async function smallPart(archive: ZipReader, entry: ZipEntry | undefined): Promise<Element | null> {
  if (!entry || entry.uncompressedSize > MAX_INDEX_PART_BYTES) return null;
  return parseXml(await archive.readBuffer(entry)).documentElement;
}

function byLocalName(root: Element, name: string): Element[] {
  return Array.from(root.getElementsByTagNameNS('*', name));
}

function ooxmlFormatOf(contentType: string | null | undefined): FileFormat | null {
  if (!contentType) return null;
  return OOXML_MAIN.find(([pattern]) => pattern.test(contentType.trim()))?.[1] ?? null;
}

/** The package's main part (the officeDocument relationship of `_rels/.rels`) and its content type decide. */
async function sniffOoxml(archive: ZipReader, contentTypesEntry: ZipEntry): Promise<FileFormat> {
  const types = await smallPart(archive, contentTypesEntry);
  if (!types) return 'ooxml';
  const overrides = byLocalName(types, 'Override');
  const rels = await smallPart(archive, archive.find('_rels/.rels'));
  const main = rels ? byLocalName(rels, 'Relationship').find((rel) => /\/officeDocument$/.test(rel.getAttribute('Type') ?? '')) : undefined;
  const target = main?.getAttribute('Target')?.trim();
  if (target) {
    const partName = `/${target.replace(/^\/+/, '')}`.toLowerCase();
    const override = overrides.find((o) => (o.getAttribute('PartName') ?? '').toLowerCase() === partName);
    const extension = partName.slice(partName.lastIndexOf('.') + 1);
    const byDefault = byLocalName(types, 'Default').find((d) => (d.getAttribute('Extension') ?? '').toLowerCase() === extension);
    return ooxmlFormatOf((override ?? byDefault)?.getAttribute('ContentType')) ?? 'ooxml';
  }
  // No package relationship to follow (a hand-made or damaged package): a main content type listed at all decides.
  for (const override of overrides) {
    const format = ooxmlFormatOf(override.getAttribute('ContentType'));
    if (format) return format;
  }
  return 'ooxml';
}

async function sniffZip(path: string, label: string): Promise<FileFormat> {
  let archive: ZipReader;
  try {
    archive = await ZipReader.open(path, label);
  } catch (error) {
    // A zip bomb is refused here, at once, by the one set of guards every reader uses (lib/zip/zip-budget.ts).
    if (error instanceof ToolError && error.code === 'zip_bomb') throw error;
    // Not readable as a ZIP or a password-protected one: the tool says which.
    return 'damaged-zip';
  }
  try {
    const contentTypes = archive.find('[Content_Types].xml');
    if (contentTypes) return await sniffOoxml(archive, contentTypes);
    const mimetype = archive.find('mimetype');
    if (mimetype && mimetype.uncompressedSize <= 256) {
      const type = (await archive.readText(mimetype)).trim().toLowerCase();
      if (type.startsWith('application/vnd.oasis.opendocument.')) return ODF_MIMETYPES[type] ?? 'odf';
    }
    if (archive.entries.some((entry) => KEYNOTE_ENTRY.test(entry.name))) return 'keynote';
    return 'zip';
  } catch (error) {
    if (error instanceof XmlParseError) return 'damaged-zip';
    // A part that cannot be inflated: the package is damaged, which the tool reports in its own words.
    if (error instanceof Error && error.name === 'ToolError') return 'damaged-zip';
    throw error;
  } finally {
    archive.close();
  }
}

function startsWith(head: Buffer, bytes: readonly number[] | string | Buffer, at = 0): boolean {
  const wanted = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes);
  return head.length >= at + wanted.length && head.subarray(at, at + wanted.length).equals(wanted);
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'free', 'skip', 'wide', 'pnot']);

/** ISO base media (MP4, QuickTime, HEIF, AVIF): the `ftyp` box's brands tell pictures from video. */
function sniffIsoMedia(head: Buffer): FileFormat | null {
  const box = head.subarray(4, 8).toString('latin1');
  if (box !== 'ftyp') return QUICKTIME_ATOMS.has(box) ? 'iso-media' : null;
  const size = Math.min(head.length, Math.max(16, head.readUInt32BE(0)));
  const brands: string[] = [head.subarray(8, 12).toString('latin1')];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(head.subarray(at, at + 4).toString('latin1'));
  if (brands[0] === 'avif' || brands[0] === 'avis' || (HEIF_BRANDS.has(brands[0] ?? '') && brands.includes('avif'))) return 'avif';
  if (HEIF_BRANDS.has(brands[0] ?? '')) return 'heif';
  return 'iso-media';
}

const BMP_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

function sniffMagic(head: Buffer): FileFormat | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return 'gif';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return 'webp';
  if (startsWith(head, 'RIFF') && startsWith(head, 'AVI ', 8)) return 'avi';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(head, 'BM') && head.length >= 18 && BMP_HEADER_SIZES.has(head.readUInt32LE(14))) return 'bmp';
  if (head.length >= 12) {
    const iso = sniffIsoMedia(head);
    if (iso) return iso;
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'matroska';
  if (startsWith(head, [0x00, 0x00, 0x01, 0xba])) return 'mpeg-ps';
  if (head[0] === 0x47 && head.length >= 377 && head[188] === 0x47 && head[376] === 0x47) return 'mpeg-ts';
  if (startsWith(head, [0x46, 0x4c, 0x56, 0x01])) return 'flv';
  if (startsWith(head, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11])) return 'asf';
  if (startsWith(head, 'OggS')) return 'ogg';
  return null;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Text: a byte-order mark, or no NUL and hardly any other control byte in the first 64 KB. */
function sniffText(head: Buffer): FileFormat | null {
  const bom = startsWith(head, UTF8_BOM) ? 3 : 0;
  const utf16 = startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff]);
  let text: string;
  if (utf16) {
    const body = Buffer.from(head.subarray(2, 2 + 4096 - (head.length % 2)));
    if (head[0] === 0xfe) body.subarray(0, body.length - (body.length % 2)).swap16();
    text = body.toString('utf16le');
  } else {
    let controls = 0;
    for (let i = bom; i < head.length; i++) {
      const byte = head[i]!;
      if (byte === 0) return null;
      if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0x1b) || byte === 0x7f) controls++;
    }
    if (controls > head.length / 50) return null;
    text = head.subarray(bom, bom + 2048).toString('latin1');
  }
  const start = text.replace(/^\s+/, '');
  if (/^(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|head|body)\b/i.test(start)) return 'html';
  return 'text';
}

/**
 * The format of the file at `path`, by its content alone. Throws `zip_bomb` (a ToolError naming `label`) for a ZIP
 * whose directory already breaks the guards: no tool should be handed it.
 */
export async function sniffFormat(path: string, label = 'file'): Promise<FileFormat> {
  const { head, size } = await readHead(path);
  if (startsWith(head, OLE2_SIGNATURE)) return sniffOle2(path, size);
  if (startsWith(head, 'PK\x03\x04') || startsWith(head, 'PK\x05\x06')) return sniffZip(path, label);
  if (/^(?:\xef\xbb\xbf)?\s*\{\\rtf/.test(head.subarray(0, 64).toString('latin1'))) return 'rtf';
  // Readers find the header in the first KB (Acrobat, poppler); a few producers put bytes before it.
  if (/%PDF-\d\.\d/.test(head.subarray(0, 1024).toString('latin1'))) return 'pdf';
  const magic = sniffMagic(head);
  if (magic) return magic;
  const text = sniffText(head);
  if (text) return text;
  // A ZIP with bytes before it (a self-extractor's stub, a signature) still opens where ZIP readers look for it.
  if (size > 0) {
    const zip = await sniffZip(path, label);
    if (zip !== 'damaged-zip') return zip;
  }
  return 'binary';
}
