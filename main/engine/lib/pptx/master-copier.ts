/**
 * Slide masters and their layouts in the output. A master is copied with its theme and either all its layouts
 * (join: the deck keeps its design choices) or only the layouts the picked slides use (split: small files). It is
 * shared with a master already copied from another deck only when both are truly identical (deep fingerprint).
 * Master and layout ids come from one pool ≥ 2147483648 (docs/pptx-format.md §2.2), and each copied master gets a
 * rebuilt `p:sldLayoutIdLst`.
 */
import { MASTER_CHILD_ORDER, MIN_MASTER_OR_LAYOUT_ID, NS, REL } from './ooxml-constants';
import type { OutputPackage } from './output-package';
import { roleOf, type PartCopier, type RelEditor } from './part-copier';
import { FingerprintCache } from './part-fingerprint';
import { partKey } from './part-names';
import type { Relationship } from './relationships';
import type { SourceDeck } from './source-deck';
import { sourceKey } from './deck-plan';
import { childElement, childElementsNamed, createElement, ownerDocument, removeNode, sortChildren, type Element } from './xml-dom';

export interface OutMaster {
  name: string;
  id: number;
  fingerprint?: string;
  layouts: string[];
  /** The output theme part of this master. */
  theme?: string;
}

export interface MasterCopierSetup {
  out: OutputPackage;
  copier: PartCopier;
  layouts: 'all' | 'used';
  reuseIdenticalMasters: boolean;
  /** sourceKey()s of the layouts the picked slides use (for layouts: 'used'). */
  usedLayouts: ReadonlySet<string>;
  /** Adapts a master or layout (`part` of `deck`) to the output (text defaults, size). */
  fit(deck: SourceDeck, root: Element, part: string): Promise<void>;
  /** Identifies what fit() does to `deck`: the same master fitted differently is a different master. */
  fitKey(deck: SourceDeck): string;
  warn(message: string): void;
}

export class MasterCopier {
  readonly masters: OutMaster[] = [];
  private readonly byKey = new Map<string, Promise<OutMaster | null>>();
  private readonly layoutByKey = new Map<string, string>();
  private readonly masterOfLayoutCache = new Map<string, Promise<string | undefined>>();
  private readonly fingerprints = new FingerprintCache();
  private nextId = MIN_MASTER_OR_LAYOUT_ID;

  constructor(private readonly setup: MasterCopierSetup) {}

  firstLayout(): string | undefined {
    return this.masters.find((m) => m.layouts.length > 0)?.layouts[0];
  }

  /** The output layout for a source layout, copying its master when needed. */
  async ensureLayout(deck: SourceDeck, layoutPart: string): Promise<string | undefined> {
    const k = sourceKey(deck, layoutPart);
    const known = this.layoutByKey.get(k);
    if (known) return known;
    if (!deck.exists(layoutPart) || roleOf(deck.contentType(layoutPart) ?? '') !== 'slideLayout') return undefined;
    const masterPart = await this.masterOfLayout(deck, layoutPart);
    if (!masterPart) return undefined;
    const master = await this.ensureMaster(deck, masterPart);
    return this.layoutByKey.get(k) ?? master?.layouts[0];
  }

  ensureMaster(deck: SourceDeck, masterPart: string): Promise<OutMaster | null> {
    const k = sourceKey(deck, masterPart);
    let p = this.byKey.get(k);
    if (!p) {
      p = this.copyMaster(deck, masterPart);
      this.byKey.set(k, p);
    }
    return p;
  }

  masterOfLayout(deck: SourceDeck, layoutPart: string): Promise<string | undefined> {
    const k = sourceKey(deck, layoutPart);
    let p = this.masterOfLayoutCache.get(k);
    if (!p) {
      p = (async () => {
        const rel = (await deck.rels(layoutPart)).find((r) => !r.external && r.type === REL.slideMaster);
        const direct = rel ? deck.resolve(layoutPart, rel) : undefined;
        if (direct && deck.exists(direct) && roleOf(deck.contentType(direct) ?? '') === 'slideMaster') return direct;
        // A layout whose .rels is missing (pp-missing_rels_item.pptx): find the master that lists it.
        for (const m of deck.masters) {
          if ((await this.layoutsOfMaster(deck, m.partName)).some((l) => partKey(l) === partKey(layoutPart))) return m.partName;
        }
        return undefined;
      })();
      this.masterOfLayoutCache.set(k, p);
    }
    return p;
  }

  /** The master's layouts in `sldLayoutIdLst` order, then any other layout it has a relationship to. */
  private async layoutsOfMaster(deck: SourceDeck, masterPart: string): Promise<string[]> {
    const rels = await deck.rels(masterPart);
    const root = (await deck.xml(masterPart)).documentElement as Element;
    const list = childElement(root, NS.p, 'sldLayoutIdLst');
    const ordered: string[] = [];
    const add = (rel: Relationship | undefined): void => {
      if (!rel || rel.external || rel.type !== REL.slideLayout) return;
      const target = deck.resolve(masterPart, rel);
      if (!deck.exists(target) || roleOf(deck.contentType(target) ?? '') !== 'slideLayout') return;
      if (!ordered.some((l) => partKey(l) === partKey(target))) ordered.push(target);
    };
    for (const el of list ? childElementsNamed(list, NS.p, 'sldLayoutId') : []) {
      const id = el.getAttributeNS(NS.r, 'id');
      add(rels.find((r) => r.id === id));
    }
    for (const rel of rels) add(rel);
    return ordered;
  }

  /** The layouts of a master to copy, in order. */
  private async layoutsToKeep(deck: SourceDeck, masterPart: string, candidates: string[]): Promise<string[]> {
    const { layouts, usedLayouts } = this.setup;
    if (layouts === 'all') return candidates;
    const kept = candidates.filter((l) => usedLayouts.has(sourceKey(deck, l)));
    // A used layout that points at this master without being listed by it still belongs here.
    for (const used of usedLayouts) {
      const [deckIndex, layoutKey] = used.split('|') as [string, string];
      if (Number(deckIndex) !== deck.index || kept.some((l) => partKey(l) === layoutKey)) continue;
      const layoutPart = deck.zip.get(layoutKey)?.partName;
      if (layoutPart && partKey((await this.masterOfLayout(deck, layoutPart)) ?? '') === partKey(masterPart)) kept.push(layoutPart);
    }
    return kept.length > 0 ? kept : candidates.slice(0, 1);
  }

  private async copyMaster(deck: SourceDeck, masterPart: string): Promise<OutMaster | null> {
    const { out, copier } = this.setup;
    const fit = (root: Element, part: string): Promise<void> => this.setup.fit(deck, root, part);
    if (!deck.exists(masterPart) || roleOf(deck.contentType(masterPart) ?? '') !== 'slideMaster') return null;
    const candidates = await this.layoutsOfMaster(deck, masterPart);
    let fingerprint: string | undefined;
    if (this.setup.reuseIdenticalMasters) {
      fingerprint = `${await this.fingerprints.part(deck, masterPart)}|${this.setup.fitKey(deck)}`;
      const same = this.masters.find((m) => m.fingerprint === fingerprint && m.layouts.length === candidates.length);
      if (same) {
        candidates.forEach((layout, i) => this.layoutByKey.set(sourceKey(deck, layout), same.layouts[i] as string));
        return same;
      }
    }
    const kept = await this.layoutsToKeep(deck, masterPart, candidates);
    if (kept.length === 0) {
      this.setup.warn(`${deck.label}: a slide master without layouts was left out`);
      return null;
    }
    const master: OutMaster = {
      name: out.names.allocate('/ppt/slideMasters/slideMaster1.xml'),
      id: this.nextId++,
      fingerprint,
      layouts: [],
    };
    const layouts = kept.map((src) => ({ src, outName: out.names.allocate('/ppt/slideLayouts/slideLayout1.xml'), id: this.nextId++ }));
    master.layouts = layouts.map((l) => l.outName);
    for (const l of layouts) this.layoutByKey.set(sourceKey(deck, l.src), l.outName);
    this.masters.push(master);
    copier.remember(deck, masterPart, master.name);
    const keptByKey = new Map(layouts.map((l) => [partKey(l.src), l.outName]));

    await copier.copyXmlPart(deck, masterPart, master.name, {
      role: 'slideMaster',
      decide: (rel, target) => {
        if (rel.type !== REL.slideLayout) return Promise.resolve(undefined);
        const outName = keptByKey.get(partKey(target));
        return Promise.resolve(outName ? { kind: 'to', outName } : { kind: 'drop' });
      },
      transform: async (root, rels) => {
        rebuildLayoutIdList(root, layouts, rels);
        await fit(root, masterPart);
        master.theme = [...rels.targets].find(([id]) => rels.rels.find((r) => r.id === id)?.type === REL.theme)?.[1];
      },
    });
    for (const l of layouts) {
      copier.remember(deck, l.src, l.outName);
      await copier.copyXmlPart(deck, l.src, l.outName, {
        role: 'slideLayout',
        decide: (rel) => Promise.resolve(rel.type === REL.slideMaster ? { kind: 'to', outName: master.name } : undefined),
        transform: async (root, rels) => {
          if (!rels.rels.some((r) => r.type === REL.slideMaster)) rels.add(REL.slideMaster, master.name);
          await fit(root, l.src);
        },
      });
    }
    return master;
  }
}

/** Rebuilds `p:sldLayoutIdLst` for the layouts kept, with their ids from the shared pool. */
function rebuildLayoutIdList(root: Element, layouts: ReadonlyArray<{ outName: string; id: number }>, rels: RelEditor): void {
  const doc = ownerDocument(root);
  for (const old of childElementsNamed(root, NS.p, 'sldLayoutIdLst')) removeNode(old);
  const list = createElement(doc, NS.p, 'sldLayoutIdLst', 'p');
  const rAttr = `${root.lookupPrefix(NS.r) ?? 'r'}:id`;
  for (const layout of layouts) {
    let relId = [...rels.targets].find(
      ([id, target]) => target === layout.outName && rels.rels.find((r) => r.id === id)?.type === REL.slideLayout,
    )?.[0];
    relId ??= rels.add(REL.slideLayout, layout.outName);
    const item = createElement(doc, NS.p, 'sldLayoutId', 'p');
    item.setAttribute('id', String(layout.id));
    item.setAttributeNS(NS.r, rAttr, relId);
    list.appendChild(item);
  }
  root.appendChild(list);
  sortChildren(root, NS.p, MASTER_CHILD_ORDER);
}
