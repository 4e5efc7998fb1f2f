/**
 * Deep content fingerprints, used to reuse a slide master only when it is truly identical (docs/pptx-format.md §3.3.6:
 * Clippit's structural compare ignores text styles and image bytes). A part's fingerprint covers its content type,
 * its XML with every relationship id replaced by the fingerprint of what it points at, the relationships no XML
 * references (a master's theme), and the SHA-256 of binary parts. Numeric layout ids are ignored, and back edges
 * (layout → master) are not followed.
 */
import { createHash } from 'node:crypto';
import { isXmlContentType } from './content-types';
import { REL } from './ooxml-constants';
import { partKey } from './part-names';
import { relIdReferences } from './rel-references';
import type { SourceDeck } from './source-deck';
import { allElements, serializeXml } from './xml-dom';

const BACK_EDGES: ReadonlySet<string> = new Set([REL.slideMaster, REL.slide, REL.notesSlide, REL.notesMaster, REL.handoutMaster]);

export class FingerprintCache {
  private readonly memo = new Map<string, Promise<string>>();

  part(deck: SourceDeck, partName: string, path: ReadonlySet<string> = new Set()): Promise<string> {
    const key = `${deck.index}|${partKey(partName)}`;
    if (path.has(key)) return Promise.resolve('cycle');
    let p = this.memo.get(key);
    if (!p) {
      p = this.compute(deck, partName, new Set([...path, key]));
      this.memo.set(key, p);
    }
    return p;
  }

  private async compute(deck: SourceDeck, partName: string, path: ReadonlySet<string>): Promise<string> {
    if (!deck.exists(partName)) return 'missing';
    const contentType = deck.contentType(partName) ?? '';
    const hash = createHash('sha256').update(contentType).update('\0');
    if (!isXmlContentType(contentType)) {
      hash.update(await deck.zip.sha256(partName));
      return hash.digest('hex');
    }
    const rels = await deck.rels(partName);
    const relPrints = new Map<string, string>();
    for (const rel of rels) {
      let print: string;
      if (rel.external) print = `external:${rel.type}:${rel.target}`;
      else if (BACK_EDGES.has(rel.type)) print = `edge:${rel.type}`;
      else print = await this.part(deck, deck.resolve(partName, rel), path);
      relPrints.set(rel.id, print);
    }
    const doc = await deck.xml(partName);
    const root = doc.documentElement;
    if (!root) return 'empty';
    const referenced = new Set<string>();
    for (const ref of relIdReferences(root)) {
      if (ref.scope !== 'own') continue;
      referenced.add(ref.attr.value);
      const print = relPrints.get(ref.attr.value) ?? 'dangling';
      if (ref.attr.namespaceURI === null) ref.element.setAttribute(ref.attr.name, print);
      else ref.element.setAttributeNS(ref.attr.namespaceURI, ref.attr.name, print);
    }
    for (const el of allElements(root)) {
      if (el.localName === 'sldLayoutId') el.removeAttribute('id');
    }
    hash.update(serializeXml(doc));
    const unreferenced = rels
      .filter((r) => !referenced.has(r.id))
      .map((r) => `${r.type}=${relPrints.get(r.id) ?? ''}`)
      .sort();
    hash.update(unreferenced.join('\n'));
    return hash.digest('hex');
  }
}
