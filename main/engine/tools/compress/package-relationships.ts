/**
 * What a package's relationships say about its pictures, for the compressor (package-compressor.ts): every `.rels`
 * part read once, how large each picture is shown (so none is downscaled below its use), and relationships pointed at
 * the parts a compression renamed.
 */
import path from 'node:path';
import type { Document } from '../../lib/pptx/xml-dom';
import { XmlParseError, allElements, parseXml } from '../../lib/pptx/xml-dom';
import { REL } from '../../lib/pptx/ooxml-constants';
import type { ZipEntry, ZipReader } from '../../lib/zip/zip-reader';
import { readRelationships, resolveTarget, sourceOfRelsPart } from './opc-parts';
import type { EmuSize } from './picture-usage';
import { UsageMap, recordPartUses } from './picture-usage';

/** XML parts larger than this are not parsed for picture sizes (their pictures count as unknown use). */
export const MAX_ANALYSED_XML = 64 * 1024 ** 2;
const DEFAULT_SLIDE: EmuSize = { cx: 9_144_000, cy: 6_858_000 };

const extOf = (name: string): string => path.posix.extname(name).slice(1).toLowerCase();

export interface RelsSet {
  docs: Map<string, Document>;
  unreadable: number;
}

export async function readAllRels(archive: ZipReader): Promise<RelsSet> {
  const docs = new Map<string, Document>();
  let unreadable = 0;
  for (const entry of archive.entries) {
    if (entry.isDirectory || sourceOfRelsPart(entry.name) === undefined) continue;
    if (entry.uncompressedSize > MAX_ANALYSED_XML) {
      unreadable += 1;
      continue;
    }
    try {
      docs.set(entry.name, parseXml(await archive.readBuffer(entry)));
    } catch (error) {
      if (!(error instanceof XmlParseError)) throw error;
      unreadable += 1;
    }
  }
  return { docs, unreadable };
}

/** Displayed sizes of the pictures, or null when some relationships could not be read (then nothing is downscaled). */
export async function analyseUsage(
  archive: ZipReader,
  kind: string,
  rels: RelsSet,
  pictures: readonly ZipEntry[],
): Promise<UsageMap | null> {
  if (rels.unreadable > 0) return null;
  const pictureNames = new Map(pictures.map((e) => [e.name.toLowerCase(), e.name]));
  const slideSize = kind === 'pptx' ? await readSlideSize(archive, rels) : null;
  const usage = new UsageMap();
  for (const [relsName, doc] of rels.docs) {
    const source = sourceOfRelsPart(relsName) ?? '';
    const pictureByRelId = new Map<string, string>();
    for (const rel of readRelationships(doc)) {
      if (rel.external) continue;
      const target = pictureNames.get(resolveTarget(source, rel.target).toLowerCase());
      if (target) pictureByRelId.set(rel.id, target);
    }
    if (pictureByRelId.size === 0) continue;
    const sourceEntry = source ? archive.find(source) : undefined;
    let root = null;
    if (sourceEntry && extOf(source) === 'xml' && sourceEntry.uncompressedSize <= MAX_ANALYSED_XML) {
      try {
        root = parseXml(await archive.readBuffer(sourceEntry)).documentElement;
      } catch (error) {
        if (!(error instanceof XmlParseError)) throw error;
      }
    }
    if (root) recordPartUses(root, pictureByRelId, usage, slideSize);
    else for (const part of pictureByRelId.values()) usage.markUnknown(part);
  }
  return usage;
}

async function readSlideSize(archive: ZipReader, rels: RelsSet): Promise<EmuSize> {
  const packageRels = rels.docs.get('_rels/.rels');
  const main = packageRels ? readRelationships(packageRels).find((r) => r.type === REL.officeDocument) : undefined;
  const entry = main ? archive.find(resolveTarget('', main.target)) : undefined;
  if (!entry || entry.uncompressedSize > MAX_ANALYSED_XML) return DEFAULT_SLIDE;
  try {
    const root = parseXml(await archive.readBuffer(entry)).documentElement;
    const sldSz = root ? allElements(root).find((el) => el.localName === 'sldSz') : undefined;
    const cx = Number(sldSz?.getAttribute('cx'));
    const cy = Number(sldSz?.getAttribute('cy'));
    return cx > 0 && cy > 0 ? { cx, cy } : DEFAULT_SLIDE;
  } catch (error) {
    if (error instanceof XmlParseError) return DEFAULT_SLIDE;
    throw error;
  }
}

/** Points relationships at renamed parts; true when `doc` changed. Only the file name of each Target changes. */
export function retargetRelationships(doc: Document, relsName: string, renamed: ReadonlyMap<string, string>): boolean {
  const source = sourceOfRelsPart(relsName) ?? '';
  const byLower = new Map([...renamed].map(([from, to]) => [from.toLowerCase(), to]));
  let changed = false;
  for (const rel of readRelationships(doc)) {
    if (rel.external) continue;
    const to = byLower.get(resolveTarget(source, rel.target).toLowerCase());
    if (!to) continue;
    const leaf = encodeURIComponent(path.posix.basename(to));
    rel.element.setAttribute('Target', rel.target.replace(/[^/]*$/, leaf));
    changed = true;
  }
  return changed;
}
