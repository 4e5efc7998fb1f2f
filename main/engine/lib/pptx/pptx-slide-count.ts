/**
 * Number of slides a .pptx lists in `ppt/presentation.xml` (`p:sldIdLst`), or null when that cannot be read.
 * LibreOffice turns a deck with no slides into a one-page blank PDF; this lets the converter say so instead.
 */
import { ToolError } from '../errors/tool-error';
import { ZipReader } from '../zip/zip-reader';

const MAX_PART_BYTES = 16 * 1024 * 1024;

async function readPart(file: string, partName: string, label: string): Promise<string | null> {
  const zip = await ZipReader.open(file, label);
  try {
    const entry = zip.find(partName);
    if (!entry || entry.uncompressedSize > MAX_PART_BYTES) return null;
    return await zip.readText(entry);
  } finally {
    zip.close();
  }
}

export async function countPptxSlides(file: string): Promise<number | null> {
  const read = await readSlideCount(file);
  return typeof read === 'number' ? read : null;
}

/**
 * Like countPptxSlides, but tells a readable package without a presentation part ('not-a-deck': a Word or
 * Excel file renamed .pptx, which LibreOffice would happily convert with Writer or Calc) from one that cannot
 * be read at all ('unreadable', left for LibreOffice to judge). A zip bomb is not left to anyone: it throws.
 */
export async function readSlideCount(file: string, label = 'The file'): Promise<number | 'not-a-deck' | 'unreadable'> {
  try {
    const xml = await readPart(file, 'ppt/presentation.xml', label);
    if (xml === null) return 'not-a-deck';
    return (xml.match(/<(?:[A-Za-z_][\w.-]*:)?sldId\b/g) ?? []).length;
  } catch (error) {
    if (error instanceof ToolError && error.code === 'zip_bomb') throw error;
    return 'unreadable';
  }
}
