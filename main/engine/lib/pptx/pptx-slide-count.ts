/**
 * Number of slides a .pptx lists in `ppt/presentation.xml` (`p:sldIdLst`), or null when that cannot be read.
 * LibreOffice turns a deck with no slides into a one-page blank PDF; this lets the converter say so instead.
 */
import yauzl from 'yauzl';

const MAX_PART_BYTES = 16 * 1024 * 1024;

async function readPart(file: string, partName: string): Promise<string | null> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName !== partName) continue;
      if (entry.uncompressedSize > MAX_PART_BYTES) return null;
      const stream = await zip.openReadStreamPromise(entry);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    }
    return null;
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
 * be read at all ('unreadable', left for LibreOffice to judge).
 */
export async function readSlideCount(file: string): Promise<number | 'not-a-deck' | 'unreadable'> {
  try {
    const xml = await readPart(file, 'ppt/presentation.xml');
    if (xml === null) return 'not-a-deck';
    return (xml.match(/<(?:[A-Za-z_][\w.-]*:)?sldId\b/g) ?? []).length;
  } catch {
    return 'unreadable';
  }
}
