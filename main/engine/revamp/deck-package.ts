/**
 * A deck package being restyled: its parts' XML and relationships read on demand and kept once changed, and the
 * writing of the result — every part still reachable, the changed ones re-serialised, the rest streamed as they
 * were, the design's new parts added and the content types brought in line.
 */
import { NS } from '../lib/pptx/ooxml-constants';
import { CONTENT_TYPES_ENTRY, isRelsPart, PACKAGE_RELS_PART, relsPartFor, resolveTarget, sourceOfRelsPart } from '../lib/pptx/part-names';
import { parseRelationships, serializeRelationships, type Relationship } from '../lib/pptx/relationships';
import { childElements, parseXml, serializeXml, type Document } from '../lib/pptx/xml-dom';
import type { ZipSource } from '../lib/zip/zip-source';
import { ZipWriter } from '../lib/zip/zip-writer';
import { relsXml, type GeneratedPart } from '../templates/template-parts';

const MTIME = new Date(Date.UTC(2020, 0, 1));

export class DeckPackage {
  readonly xml = new Map<string, Document>();
  readonly rels = new Map<string, Relationship[]>();
  readonly changedXml = new Set<string>();
  readonly changedRels = new Set<string>();

  constructor(readonly zip: ZipSource) {}

  async doc(part: string): Promise<Document> {
    let doc = this.xml.get(part);
    if (!doc) {
      doc = parseXml(await this.zip.readBuffer(part));
      this.xml.set(part, doc);
    }
    return doc;
  }

  async relsOf(part: string): Promise<Relationship[]> {
    let rels = this.rels.get(part);
    if (!rels) {
      const relsPart = part === '/' ? PACKAGE_RELS_PART : relsPartFor(part);
      rels = this.zip.has(relsPart) ? parseRelationships(await this.zip.readBuffer(relsPart)) : [];
      this.rels.set(part, rels);
    }
    return rels;
  }

  async targets(part: string, type: string): Promise<string[]> {
    return (await this.relsOf(part)).filter((rel) => rel.type === type && !rel.external).map((rel) => resolveTarget(part, rel.target));
  }
}

/** Every part reachable from the package relationships, the new design's parts included. */
export async function reachableParts(
  deck: DeckPackage,
  removed: ReadonlySet<string>,
  added: string[],
  newMaster: string,
): Promise<Set<string>> {
  const seen = new Set<string>([...added]);
  const queue: string[] = ['/'];
  while (queue.length > 0) {
    const part = queue.shift()!;
    if (removed.has(part) || (part !== '/' && !deck.zip.has(part))) continue;
    for (const rel of await deck.relsOf(part)) {
      if (rel.external) continue;
      const target = resolveTarget(part, rel.target);
      if (seen.has(target) || removed.has(target) || !deck.zip.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  seen.add(newMaster);
  return seen;
}

function contentTypesXml(
  original: Buffer,
  keep: (part: string) => boolean,
  added: readonly { name: string; contentType: string }[],
): Buffer {
  const doc = parseXml(original);
  const root = doc.documentElement!;
  for (const override of childElements(root)) {
    if (
      override.localName === 'Override' &&
      (!keep(override.getAttribute('PartName') ?? '') ||
        added.some((part) => part.name.toLowerCase() === (override.getAttribute('PartName') ?? '').toLowerCase()))
    ) {
      root.removeChild(override);
    }
  }
  for (const part of added) {
    const el = doc.createElementNS(NS.contentTypes, 'Override');
    el.setAttribute('PartName', part.name);
    el.setAttribute('ContentType', part.contentType);
    root.appendChild(el);
  }
  return serializeXml(doc);
}

export async function writeRestyled(
  deck: DeckPackage,
  output: string,
  added: readonly GeneratedPart[],
  reachable: ReadonlySet<string>,
  media: readonly { name: string; data: Buffer; contentType: string }[] = [],
): Promise<void> {
  // New parts may take the names of the old masters, layouts and themes; the old bytes are not written.
  const replaced = new Set(added.map((part) => part.name.toLowerCase()));
  const keepPart = (part: string): boolean => reachable.has(part) && !replaced.has(part.toLowerCase());
  const writer = new ZipWriter(output);
  for (const part of deck.zip.partNames()) {
    const info = deck.zip.get(part);
    if (!info) continue;
    if (part === `/${CONTENT_TYPES_ENTRY}`) {
      writer.addBuffer(info.entryName, contentTypesXml(await deck.zip.readBuffer(part), keepPart, [...added, ...media]), { mtime: MTIME });
      continue;
    }
    if (isRelsPart(part)) {
      const source = part === PACKAGE_RELS_PART ? '/' : sourceOfRelsPart(part);
      if (source === undefined || (source !== '/' && (!keepPart(source) || replaced.has(source.toLowerCase())))) continue;
      const rels = deck.changedRels.has(source) ? deck.rels.get(source) : undefined;
      if (rels) writer.addBuffer(info.entryName, serializeRelationships(rels), { mtime: MTIME });
      else writer.addLazyStream(info.entryName, () => deck.zip.openStream(part), { mtime: MTIME, compress: info.compressed });
      continue;
    }
    if (!keepPart(part)) continue;
    const doc = deck.changedXml.has(part) ? deck.xml.get(part) : undefined;
    if (doc) writer.addBuffer(info.entryName, serializeXml(doc), { mtime: MTIME });
    else writer.addLazyStream(info.entryName, () => deck.zip.openStream(part), { mtime: MTIME, compress: info.compressed });
  }
  for (const part of added) {
    writer.addBuffer(part.name.slice(1), Buffer.from(part.xml, 'utf8'), { mtime: MTIME });
    if (part.rels) writer.addBuffer(relsPartFor(part.name).slice(1), Buffer.from(relsXml(part.rels), 'utf8'), { mtime: MTIME });
  }
  for (const part of media) writer.addBuffer(part.name.slice(1), part.data, { mtime: MTIME });
  await writer.finish();
}
