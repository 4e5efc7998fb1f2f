/** The mean colour of a slide's backdrop picture, to judge the contrast of the text drawn over it. */
import sharp from 'sharp';
import { NS, REL } from '../lib/pptx/ooxml-constants';
import { resolveTarget } from '../lib/pptx/part-names';
import type { Relationship } from '../lib/pptx/relationships';
import { allElements, type Element } from '../lib/pptx/xml-dom';
import type { ZipSource } from '../lib/zip/zip-source';

/** Hex RGB of the picture's mean colour, or null when it cannot be read (then the slide is judged as usual). */
export async function backdropColor(
  picture: Element,
  slidePart: string,
  rels: readonly Relationship[],
  zip: ZipSource,
): Promise<string | null> {
  const blip = allElements(picture).find((el) => el.namespaceURI === NS.a && el.localName === 'blip');
  const rel = rels.find((r) => r.id === blip?.getAttributeNS(NS.r, 'embed') && r.type === REL.image && !r.external);
  if (!rel) return null;
  const part = resolveTarget(slidePart, rel.target);
  if (!zip.has(part)) return null;
  try {
    const stats = await sharp(await zip.readBuffer(part), { limitInputPixels: 100_000_000 }).stats();
    const [r, g, b] = stats.channels.map((channel) => Math.round(channel.mean));
    const hex = (value: number | undefined): string => (value ?? 0).toString(16).padStart(2, '0').toUpperCase();
    return `${hex(r)}${hex(g)}${hex(b ?? g)}`;
  } catch {
    return null;
  }
}
