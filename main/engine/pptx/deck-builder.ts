/**
 * Builds a new package from a skeleton deck and a list of slides picked from one or more decks. Join picks every
 * slide of every input; split picks one slide of one deck per output. Each slide brings its layout (with its
 * master and theme), notes, media, charts, diagrams, OLE objects and comments; masters are reused only when truly
 * identical; slide jumps are remapped or dropped; ids come from fresh pools; presentation.xml and app.xml are
 * rebuilt to match.
 */
import { createHash, randomInt } from 'node:crypto';
import { readAppGroups, updateAppXml } from './app-properties';
import { CommentAuthors } from './comment-authors';
import { CT, MIN_MASTER_OR_LAYOUT_ID, MIN_SLIDE_ID, MASTER_CHILD_ORDER, NS, REL } from './ooxml-constants';
import { OutputPackage } from './output-package';
import { collectTypefaces, PartCopier, roleOf, type CopyContext, type OwnerSlide, type PartRole, type RelEditor } from './part-copier';
import { FingerprintCache } from './part-fingerprint';
import { partKey, relativeTarget, resolveTarget } from './part-names';
import { buildPresentationXml } from './presentation-builder';
import { RelIdAllocator, type Relationship } from './relationships';
import { fitTransform, scaleSlideXml, type SlideTransform } from './slide-scale';
import { bakeDefaultTextStyle, defaultTextStyleKey } from './text-defaults';
import type { SourceDeck, SourceSlide } from './source-deck';
import {
  allElements,
  childElement,
  childElements,
  childElementsNamed,
  createElement,
  descendantsNamed,
  isElement,
  ownerDocument,
  removeNode,
  sortChildren,
  type Element,
} from './xml-dom';

export interface SlidePick {
  deck: SourceDeck;
  slide: SourceSlide;
}

export interface BuildOptions {
  /** 'all': a copied master keeps every layout; 'used': only the layouts the picked slides use. */
  layouts: 'all' | 'used';
  /** Reuse an already copied master (from another deck) when it is identical. */
  reuseIdenticalMasters: boolean;
  /** Copy every master of the skeleton deck, even unused ones (join keeps deck 1 whole). */
  includeAllSkeletonMasters: boolean;
  /** Keep the skeleton's notes master even when no picked slide has notes. */
  includeSkeletonNotesMaster: boolean;
  /** 1-based output positions to hide. */
  hide?: ReadonlySet<number>;
  /** Clear `show="0"` on every slide (split). */
  unhideAll: boolean;
  /** 'rebuild': source sections remapped, or one section per source deck; 'drop': none. */
  sections: 'rebuild' | 'drop';
  /** 'keep': the skeleton's custom shows remapped; 'drop': none, and links to shows removed. */
  customShows: 'keep' | 'drop';
  signal?: AbortSignal;
  /** 0–1, as slides are copied. */
  onProgress?: (fraction: number) => void;
}

export interface BuiltDeck {
  pkg: OutputPackage;
  slides: number;
  notes: number;
  hidden: number;
  /** Indexes of decks whose slides were scaled to the output size. */
  resizedDecks: number[];
  warnings: string[];
}

interface OutMaster {
  name: string;
  id: number;
  deckIndex: number;
  fingerprint?: string;
  layouts: string[];
  theme?: string;
}

interface OutSlide extends OwnerSlide {
  pick: SlidePick;
  position: number;
  hidden: boolean;
  hasNotes: boolean;
  title: string;
}

const DIAGRAM_DRAWING_TYPE = 'application/vnd.ms-office.drawingml.diagramDrawing+xml';
const key = (deck: SourceDeck, part: string): string => `${deck.index}|${partKey(part)}`;
const deckBaseName = (deck: SourceDeck): string => deck.label.replace(/\.[^.]*$/, '') || `Deck ${deck.index + 1}`;

export async function buildDeck(skeleton: SourceDeck, picks: readonly SlidePick[], options: BuildOptions): Promise<BuiltDeck> {
  return new DeckBuilder(skeleton, picks, options).build();
}

class DeckBuilder {
  private readonly out = new OutputPackage();
  private readonly copier: PartCopier;
  private readonly fingerprints = new FingerprintCache();
  private readonly authors = new CommentAuthors();
  private readonly typefaces = new Set<string>();
  private readonly warnings: string[] = [];
  private readonly transforms = new Map<number, SlideTransform | undefined>();
  /** Per deck, its p:defaultTextStyle when it differs from the skeleton's (to bake into its shapes). */
  private readonly textDefaults = new Map<number, Element>();
  private readonly slides: OutSlide[] = [];
  private readonly slideByKey = new Map<string, OutSlide>();
  private readonly masters: OutMaster[] = [];
  private readonly masterByKey = new Map<string, Promise<OutMaster | null>>();
  private readonly layoutByKey = new Map<string, string>();
  private readonly usedLayouts = new Set<string>();
  private readonly layoutMasterCache = new Map<string, Promise<string | undefined>>();
  private readonly creationIds = new Set<string>();
  private readonly decks: SourceDeck[] = [];
  private nextMasterOrLayoutId = MIN_MASTER_OR_LAYOUT_ID;
  private notesMaster: Promise<string | null> | undefined;
  private readonly presRels: Relationship[] = [];
  private readonly presRelIds = new RelIdAllocator();
  private readonly presentationPart: string;

  constructor(
    private readonly skeleton: SourceDeck,
    private readonly picks: readonly SlidePick[],
    private readonly options: BuildOptions,
  ) {
    this.copier = new PartCopier(this.out, {
      transformGeneric: (deck, role, contentType, root, ctx) => this.transformGeneric(deck, role, contentType, root, ctx),
      onXmlWritten: (root) => collectTypefaces(root, this.typefaces),
    });
    this.presentationPart = this.out.names.claim('/ppt/presentation.xml');
    for (const deck of [skeleton, ...picks.map((p) => p.deck)]) if (!this.decks.includes(deck)) this.decks.push(deck);
  }

  async build(): Promise<BuiltDeck> {
    const { signal } = this.options;
    const defaultsOf = async (deck: SourceDeck): Promise<Element | undefined> =>
      childElement((await deck.xml(deck.presentationPart)).documentElement as Element, NS.p, 'defaultTextStyle');
    const skeletonDefaults = defaultTextStyleKey(await defaultsOf(this.skeleton));
    for (const deck of this.decks) {
      this.transforms.set(deck.index, fitTransform(deck.slideSize, this.skeleton.slideSize));
      const defaults = deck === this.skeleton ? undefined : await defaultsOf(deck);
      if (defaults && defaultTextStyleKey(defaults) !== skeletonDefaults) this.textDefaults.set(deck.index, defaults);
      const legacy = this.presentationTarget(deck, REL.commentAuthors);
      const modern = this.presentationTarget(deck, REL.modernAuthors);
      await this.authors.loadDeck(deck, legacy, modern);
    }
    for (const pick of this.picks) {
      const k = key(pick.deck, pick.slide.partName);
      if (this.slideByKey.has(k)) continue;
      const slide: OutSlide = {
        pick,
        position: this.slides.length + 1,
        name: this.out.names.claim(`/ppt/slides/slide${this.slides.length + 1}.xml`),
        sldId: MIN_SLIDE_ID + this.slides.length,
        hidden: false,
        hasNotes: false,
        title: '',
      };
      this.slides.push(slide);
      this.slideByKey.set(k, slide);
    }
    if (this.options.layouts === 'used') {
      for (const slide of this.slides) {
        const rel = (await slide.pick.deck.rels(slide.pick.slide.partName)).find((r) => !r.external && r.type === REL.slideLayout);
        if (rel) this.usedLayouts.add(key(slide.pick.deck, slide.pick.deck.resolve(slide.pick.slide.partName, rel)));
      }
    }
    if (this.options.includeAllSkeletonMasters) {
      for (const m of this.skeleton.masters) await this.ensureMaster(this.skeleton, m.partName);
    }
    for (const slide of this.slides) {
      signal?.throwIfAborted();
      await this.copySlide(slide);
      this.options.onProgress?.(slide.position / this.slides.length);
    }
    if (this.masters.length === 0) {
      const first = this.skeleton.masters[0];
      if (first) await this.ensureMaster(this.skeleton, first.partName);
    }
    if (this.options.includeSkeletonNotesMaster && this.skeleton.notesMaster) await this.ensureNotesMaster(this.skeleton);
    await this.finishPresentation();
    return {
      pkg: this.out,
      slides: this.slides.length,
      notes: this.slides.filter((s) => s.hasNotes).length,
      hidden: this.slides.filter((s) => s.hidden).length,
      resizedDecks: this.decks.filter((d) => this.transforms.get(d.index) !== undefined).map((d) => d.index),
      warnings: [...new Set([...this.decks.flatMap((d) => d.warnings), ...this.warnings])],
    };
  }

  private presentationTarget(deck: SourceDeck, type: string): string | undefined {
    const rel = deck.presentationRels.find((r) => !r.external && r.type === type);
    return rel ? resolveTarget(deck.presentationPart, rel.target) : undefined;
  }

  // ---- slides ---------------------------------------------------------------------------------------------------

  private async copySlide(slide: OutSlide): Promise<void> {
    const { deck, slide: source } = slide.pick;
    this.copier.remember(deck, source.partName, slide.name);
    await this.copier.copyXmlPart(deck, source.partName, slide.name, {
      role: 'slide',
      ctx: { ownerSlide: slide },
      prepare: (root) => {
        this.assignCreationId(root, slide);
        slide.title = slideTitle(root);
      },
      decide: async (rel, target) => {
        if (rel.type === REL.slideLayout) {
          const layout = (await this.ensureLayout(deck, target)) ?? (await this.fallbackLayout());
          return layout ? { kind: 'to', outName: layout } : { kind: 'drop' };
        }
        if (rel.type === REL.notesSlide) {
          const notes = await this.copyNotesSlide(deck, target, slide);
          return notes ? { kind: 'to', outName: notes } : { kind: 'drop' };
        }
        if (rel.type === REL.slide) {
          const jump = this.slideByKey.get(key(deck, target));
          return jump ? { kind: 'to', outName: jump.name } : { kind: 'drop' };
        }
        return undefined;
      },
      transform: (root, rels) => {
        if (![...rels.rels].some((r) => r.type === REL.slideLayout)) {
          const layout = this.firstLayout();
          if (layout) rels.add(REL.slideLayout, layout);
        }
        this.fitToDeck(deck, root);
        this.applyVisibility(root, slide);
        if (this.options.customShows === 'drop' || deck !== this.skeleton) removeCustomShowLinks(root);
        slide.hasNotes = rels.rels.some((r) => r.type === REL.notesSlide);
      },
    });
  }

  /** Makes a slide, layout or master of `deck` look as it did in its own deck: its text defaults, then its size. */
  private fitToDeck(deck: SourceDeck, root: Element): void {
    const defaults = this.textDefaults.get(deck.index);
    if (defaults) bakeDefaultTextStyle(root, defaults);
    const transform = this.transforms.get(deck.index);
    if (transform) scaleSlideXml(root, transform);
  }

  private applyVisibility(root: Element, slide: OutSlide): void {
    if (this.options.hide?.has(slide.position)) root.setAttribute('show', '0');
    else if (this.options.unhideAll) root.removeAttribute('show');
    const show = root.getAttribute('show');
    slide.hidden = show === '0' || show === 'false';
  }

  /** p14:creationId must stay unique; merging a deck with itself would duplicate every one. */
  private assignCreationId(root: Element, slide: OutSlide): void {
    for (const el of descendantsNamed(root, NS.p14, 'creationId')) {
      let value = el.getAttribute('val') ?? '';
      if (value === '' || this.creationIds.has(value)) {
        do value = String(randomInt(1, 2 ** 32 - 1));
        while (this.creationIds.has(value));
        el.setAttribute('val', value);
      }
      this.creationIds.add(value);
      slide.creationId = value;
    }
  }

  private async copyNotesSlide(deck: SourceDeck, notesPart: string, slide: OutSlide): Promise<string | null> {
    if (!deck.exists(notesPart) || roleOf(deck.contentType(notesPart) ?? '') !== 'notesSlide') return null;
    const notesMaster = await this.ensureNotesMaster(deck);
    if (!notesMaster) {
      this.warnings.push(`${deck.label}: the notes of slide ${slide.pick.slide.index + 1} were dropped (no notes master)`);
      return null;
    }
    const outName = this.out.names.allocate(`/ppt/notesSlides/notesSlide${slide.position}.xml`);
    this.copier.remember(deck, notesPart, outName);
    await this.copier.copyXmlPart(deck, notesPart, outName, {
      role: 'notesSlide',
      ctx: { ownerSlide: slide },
      decide: (rel) => {
        if (rel.type === REL.slide) return Promise.resolve({ kind: 'to', outName: slide.name });
        if (rel.type === REL.notesMaster) return Promise.resolve({ kind: 'to', outName: notesMaster });
        return Promise.resolve(undefined);
      },
      transform: (_root, rels) => {
        if (!rels.rels.some((r) => r.type === REL.notesMaster)) rels.add(REL.notesMaster, notesMaster);
        if (!rels.rels.some((r) => r.type === REL.slide)) rels.add(REL.slide, slide.name);
      },
    });
    return outName;
  }

  /** The one notes master of the output: the skeleton's if it has one, else the first deck's that needs one. */
  private ensureNotesMaster(deck: SourceDeck): Promise<string | null> {
    if (!this.notesMaster) {
      this.notesMaster = (async () => {
        const source = this.skeleton.notesMaster ? this.skeleton : deck;
        const part = source.notesMaster;
        if (!part || !source.exists(part)) return null;
        const outName = this.out.names.allocate('/ppt/notesMasters/notesMaster1.xml');
        this.copier.remember(source, part, outName);
        await this.copier.copyXmlPart(source, part, outName, { role: 'notesMaster' });
        return outName;
      })();
    }
    return this.notesMaster;
  }

  // ---- masters and layouts ---------------------------------------------------------------------------------------

  private async fallbackLayout(): Promise<string | undefined> {
    if (this.masters.length === 0) {
      for (const m of this.skeleton.masters) {
        if (await this.ensureMaster(this.skeleton, m.partName)) break;
      }
    }
    return this.firstLayout();
  }

  private firstLayout(): string | undefined {
    return this.masters.find((m) => m.layouts.length > 0)?.layouts[0];
  }

  private async ensureLayout(deck: SourceDeck, layoutPart: string): Promise<string | undefined> {
    const k = key(deck, layoutPart);
    const known = this.layoutByKey.get(k);
    if (known) return known;
    if (!deck.exists(layoutPart) || roleOf(deck.contentType(layoutPart) ?? '') !== 'slideLayout') return undefined;
    const masterPart = await this.masterOfLayout(deck, layoutPart);
    if (!masterPart) return undefined;
    const master = await this.ensureMaster(deck, masterPart);
    return this.layoutByKey.get(k) ?? master?.layouts[0];
  }

  private masterOfLayout(deck: SourceDeck, layoutPart: string): Promise<string | undefined> {
    const k = key(deck, layoutPart);
    let p = this.layoutMasterCache.get(k);
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
      this.layoutMasterCache.set(k, p);
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

  private ensureMaster(deck: SourceDeck, masterPart: string): Promise<OutMaster | null> {
    const k = key(deck, masterPart);
    let p = this.masterByKey.get(k);
    if (!p) {
      p = this.copyMaster(deck, masterPart);
      this.masterByKey.set(k, p);
    }
    return p;
  }

  private async copyMaster(deck: SourceDeck, masterPart: string): Promise<OutMaster | null> {
    if (!deck.exists(masterPart) || roleOf(deck.contentType(masterPart) ?? '') !== 'slideMaster') return null;
    const transform = this.transforms.get(deck.index);
    const candidates = await this.layoutsOfMaster(deck, masterPart);
    let fingerprint: string | undefined;
    if (this.options.reuseIdenticalMasters) {
      // The same master baked with other text defaults or scaled differently is not the same master any more.
      const baked = defaultTextStyleKey(this.textDefaults.get(deck.index));
      fingerprint = `${await this.fingerprints.part(deck, masterPart)}|${JSON.stringify(transform ?? null)}|${createHash('sha256').update(baked).digest('hex')}`;
      const same = this.masters.find((m) => m.fingerprint === fingerprint && m.layouts.length === candidates.length);
      if (same) {
        candidates.forEach((layout, i) => this.layoutByKey.set(key(deck, layout), same.layouts[i] as string));
        return same;
      }
    }
    let kept = this.options.layouts === 'all' ? candidates : candidates.filter((l) => this.usedLayouts.has(key(deck, l)));
    if (this.options.layouts === 'used') {
      // A used layout that points at this master without being listed by it still belongs here.
      for (const used of this.usedLayouts) {
        const [deckIndex, layoutKey] = used.split('|') as [string, string];
        if (Number(deckIndex) !== deck.index || kept.some((l) => partKey(l) === layoutKey)) continue;
        const layoutPart = deck.zip.get(layoutKey)?.partName;
        if (layoutPart && partKey((await this.masterOfLayout(deck, layoutPart)) ?? '') === partKey(masterPart)) kept = [...kept, layoutPart];
      }
    }
    if (kept.length === 0) kept = candidates.slice(0, 1);
    if (kept.length === 0) {
      this.warnings.push(`${deck.label}: a slide master without layouts was left out`);
      return null;
    }
    const master: OutMaster = {
      name: this.out.names.allocate('/ppt/slideMasters/slideMaster1.xml'),
      id: this.nextMasterOrLayoutId++,
      deckIndex: deck.index,
      fingerprint,
      layouts: [],
    };
    const layouts = kept.map((src) => ({ src, outName: this.out.names.allocate('/ppt/slideLayouts/slideLayout1.xml'), id: this.nextMasterOrLayoutId++ }));
    master.layouts = layouts.map((l) => l.outName);
    for (const l of layouts) this.layoutByKey.set(key(deck, l.src), l.outName);
    this.masters.push(master);
    this.copier.remember(deck, masterPart, master.name);
    const keptByKey = new Map(layouts.map((l) => [partKey(l.src), l.outName]));

    await this.copier.copyXmlPart(deck, masterPart, master.name, {
      role: 'slideMaster',
      decide: (rel, target) => {
        if (rel.type !== REL.slideLayout) return Promise.resolve(undefined);
        const outName = keptByKey.get(partKey(target));
        return Promise.resolve(outName ? { kind: 'to', outName } : { kind: 'drop' });
      },
      transform: (root, rels) => {
        rebuildLayoutIdList(root, layouts, rels);
        this.fitToDeck(deck, root);
        master.theme = [...rels.targets].find(([id]) => rels.rels.find((r) => r.id === id)?.type === REL.theme)?.[1];
      },
    });
    for (const l of layouts) {
      this.copier.remember(deck, l.src, l.outName);
      await this.copier.copyXmlPart(deck, l.src, l.outName, {
        role: 'slideLayout',
        decide: (rel) => {
          if (rel.type === REL.slideMaster) return Promise.resolve({ kind: 'to', outName: master.name });
          return Promise.resolve(undefined);
        },
        transform: (root, rels) => {
          if (!rels.rels.some((r) => r.type === REL.slideMaster)) rels.add(REL.slideMaster, master.name);
          this.fitToDeck(deck, root);
        },
      });
    }
    return master;
  }

  // ---- generic part hooks ------------------------------------------------------------------------------------------

  private transformGeneric(deck: SourceDeck, role: PartRole, contentType: string, root: Element, ctx: CopyContext): void {
    if (role === 'comments') this.authors.remapLegacyComments(deck, root);
    const transform = this.transforms.get(deck.index);
    // SmartArt's drawing cache positions its shapes relative to the graphic frame: scale them, do not move them.
    if (transform && contentType === DIAGRAM_DRAWING_TYPE) scaleSlideXml(root, { scale: transform.scale, dx: 0, dy: 0 });
    if (role === 'modernComments') {
      this.authors.collectModernAuthors(deck, root);
      const owner = ctx.ownerSlide;
      if (owner) {
        for (const mk of descendantsNamed(root, NS.pc, 'sldMk')) {
          mk.setAttribute('sldId', String(owner.sldId));
          if (owner.creationId) mk.setAttribute('cId', owner.creationId);
        }
      }
    }
  }

  // ---- presentation level --------------------------------------------------------------------------------------------

  private addPresRel(type: string, outTarget: string): string {
    const id = this.presRelIds.allocate();
    this.presRels.push({ id, type, target: relativeTarget(this.presentationPart, outTarget), external: false });
    return id;
  }

  private async finishPresentation(): Promise<void> {
    const skeleton = this.skeleton;
    const masterRels = this.masters.map((m) => ({ id: m.id, relId: this.addPresRel(REL.slideMaster, m.name) }));
    const notesMaster = this.notesMaster ? await this.notesMaster : null;
    const notesMasterRelId = notesMaster ? this.addPresRel(REL.notesMaster, notesMaster) : undefined;
    let handoutMasterRelId: string | undefined;
    if (skeleton.handoutMaster) {
      const outName = this.out.names.allocate('/ppt/handoutMasters/handoutMaster1.xml');
      this.copier.remember(skeleton, skeleton.handoutMaster, outName);
      await this.copier.copyXmlPart(skeleton, skeleton.handoutMaster, outName, { role: 'handoutMaster' });
      handoutMasterRelId = this.addPresRel(REL.handoutMaster, outName);
    }
    const slideRels = this.slides.map((s) => ({ id: s.sldId, relId: this.addPresRel(REL.slide, s.name) }));
    const firstTheme = this.masters[0]?.theme;
    if (firstTheme) this.addPresRel(REL.theme, firstTheme);

    // Presentation-level parts of the skeleton (presProps, viewProps, tableStyles, customXml, tags …).
    const relMap = new Map<string, string>();
    const handledTypes = new Set<string>([
      REL.slideMaster, REL.slide, REL.notesMaster, REL.handoutMaster, REL.theme, REL.font, REL.vbaProject, REL.commentAuthors, REL.modernAuthors,
    ]);
    const singletons = new Set<string>();
    for (const rel of skeleton.presentationRels) {
      if (rel.external) {
        const id = this.presRelIds.allocate();
        this.presRels.push({ ...rel, id });
        relMap.set(rel.id, id);
        continue;
      }
      if (handledTypes.has(rel.type)) continue;
      const target = resolveTarget(skeleton.presentationPart, rel.target);
      let outName: string | null;
      if (rel.type === REL.presProps || rel.type === REL.viewProps || rel.type === REL.tableStyles) {
        if (singletons.has(rel.type) || !skeleton.exists(target)) continue;
        singletons.add(rel.type);
        outName = await this.copyPresentationProps(rel.type, target);
      } else {
        outName = await this.copier.copyPart(skeleton, target);
      }
      if (outName) relMap.set(rel.id, this.addPresRel(rel.type, outName));
    }
    if (this.authors.hasLegacy) {
      const name = this.out.names.allocate('/ppt/commentAuthors.xml');
      this.out.set({ name, contentType: CT.commentAuthors, body: { kind: 'bytes', data: this.authors.legacyAuthorsXml() }, compress: true, rels: [] });
      this.addPresRel(REL.commentAuthors, name);
    }
    if (this.authors.hasModern) {
      const name = this.out.names.allocate('/ppt/authors.xml');
      this.out.set({ name, contentType: CT.modernAuthors, body: { kind: 'bytes', data: this.authors.modernAuthorsXml() }, compress: true, rels: [] });
      this.addPresRel(REL.modernAuthors, name);
    }

    const doc = await skeleton.xml(skeleton.presentationPart);
    const fonts = await this.mergeEmbeddedFonts(doc.documentElement as Element);
    const customShowSlides = new Map<string, string>();
    for (const rel of skeleton.presentationRels) {
      if (rel.type !== REL.slide || rel.external) continue;
      const slide = this.slideByKey.get(key(skeleton, resolveTarget(skeleton.presentationPart, rel.target)));
      const outRel = slide ? slideRels[slide.position - 1] : undefined;
      if (outRel) customShowSlides.set(rel.id, outRel.relId);
    }
    const presentationXml = buildPresentationXml(doc, {
      masters: masterRels,
      notesMasterRelId,
      handoutMasterRelId,
      slides: slideRels,
      relMap,
      sections: this.options.sections === 'rebuild' ? this.sections() : null,
      embeddedFonts: fonts.elements,
      embedTrueTypeFonts: fonts.embed,
      customShowSlides: this.options.customShows === 'keep' ? customShowSlides : null,
    });
    this.out.set({ name: this.presentationPart, contentType: CT.presentation, body: { kind: 'bytes', data: presentationXml }, compress: true, rels: this.presRels });
    await this.finishPackage();
  }

  private async copyPresentationProps(type: string, target: string): Promise<string> {
    const skeleton = this.skeleton;
    const outName = this.out.names.allocate(target);
    const extraStyles: Element[] = [];
    if (type === REL.tableStyles) {
      for (const deck of this.decks) {
        if (deck === skeleton) continue;
        const part = this.presentationTarget(deck, REL.tableStyles);
        if (!part || !deck.exists(part)) continue;
        const root = (await deck.xml(part)).documentElement as Element;
        for (const style of childElements(root)) {
          const hasRef = allElements(style).some((el) => {
            for (let i = 0; i < el.attributes.length; i++) if (el.attributes.item(i)?.namespaceURI === NS.r) return true;
            return false;
          });
          if (style.localName === 'tblStyle' && !hasRef) extraStyles.push(style);
        }
      }
    }
    await this.copier.copyXmlPart(skeleton, target, outName, {
      role: 'other',
      transform: (root) => {
        if (type === REL.presProps) {
          const showPr = childElement(root, NS.p, 'showPr');
          for (const el of showPr ? childElements(showPr) : []) {
            if (el.localName === 'sldRg' || (el.localName === 'custShow' && this.options.customShows === 'drop')) removeNode(el);
          }
        } else if (type === REL.viewProps) {
          const outline = childElement(root, NS.p, 'outlineViewPr');
          for (const list of outline ? childElementsNamed(outline, NS.p, 'sldLst') : []) removeNode(list);
        } else {
          const ids = new Set(childElements(root).map((s) => s.getAttribute('styleId')));
          for (const style of extraStyles) {
            if (ids.has(style.getAttribute('styleId'))) continue;
            ids.add(style.getAttribute('styleId'));
            root.appendChild(ownerDocument(root).importNode(style, true));
          }
        }
      },
    });
    return outName;
  }

  /** Union by typeface (case-insensitive) across the contributing decks, keeping only faces the output uses. */
  private async mergeEmbeddedFonts(presRoot: Element): Promise<{ elements: Element[]; embed: boolean }> {
    const doc = ownerDocument(presRoot);
    const byFace = new Map<string, Element>();
    let embed = false;
    const slots = ['regular', 'bold', 'italic', 'boldItalic'];
    for (const deck of this.decks) {
      const root = deck === this.skeleton ? presRoot : ((await deck.xml(deck.presentationPart)).documentElement as Element);
      const list = childElement(root, NS.p, 'embeddedFontLst');
      if (!list) continue;
      const deckEmbeds = ['1', 'true'].includes(root.getAttribute('embedTrueTypeFonts') ?? '');
      for (const entry of childElementsNamed(list, NS.p, 'embeddedFont')) {
        const face = childElement(entry, NS.p, 'font')?.getAttribute('typeface') ?? '';
        if (face === '' || !this.typefaces.has(face.toLowerCase())) continue;
        let target = byFace.get(face.toLowerCase());
        const fresh = !target;
        if (!target) {
          target = doc.importNode(childElement(entry, NS.p, 'font') as Element, true);
          const holder = createElement(doc, NS.p, 'embeddedFont', 'p');
          holder.appendChild(target);
          target = holder;
        }
        for (const slot of slots) {
          if (childElement(target, NS.p, slot)) continue;
          const src = childElement(entry, NS.p, slot);
          const relId = src?.getAttributeNS(NS.r, 'id');
          const rel = relId ? deck.presentationRels.find((r) => r.id === relId && !r.external) : undefined;
          if (!src || !rel) continue;
          const outName = await this.copier.copyPart(deck, resolveTarget(deck.presentationPart, rel.target));
          if (!outName) continue;
          const el = createElement(doc, NS.p, slot, 'p');
          el.setAttributeNS(NS.r, `${presRoot.lookupPrefix(NS.r) ?? 'r'}:id`, this.addPresRel(REL.font, outName));
          target.appendChild(el);
        }
        sortChildren(target, NS.p, ['font', ...slots]);
        if (childElements(target).length > 1) {
          if (fresh) byFace.set(face.toLowerCase(), target);
          embed ||= deckEmbeds;
        }
      }
    }
    return { elements: [...byFace.values()], embed };
  }

  /** Source sections remapped to the new slide ids; a deck without sections becomes one section named after it. */
  private sections(): Array<{ name: string; slideIds: number[] }> | null {
    const contributing = this.decks.filter((d) => this.slides.some((s) => s.pick.deck === d));
    if (contributing.length === 0) return null;
    if (contributing.length === 1 && (contributing[0] as SourceDeck).sections.length === 0) return null;
    const out: Array<{ name: string; slideIds: number[] }> = [];
    for (const deck of contributing) {
      const mine = this.slides.filter((s) => s.pick.deck === deck);
      const bySourceId = new Map(mine.map((s) => [s.pick.slide.sldId, s]));
      const placed = new Set<OutSlide>();
      for (const section of deck.sections) {
        const members = section.slideIds.map((id) => bySourceId.get(id)).filter((s): s is OutSlide => !!s && !placed.has(s));
        members.sort((a, b) => a.position - b.position);
        members.forEach((s) => placed.add(s));
        if (members.length > 0) out.push({ name: section.name, slideIds: members.map((s) => s.sldId) });
      }
      const rest = mine.filter((s) => !placed.has(s));
      if (rest.length > 0) out.push({ name: deckBaseName(deck), slideIds: rest.map((s) => s.sldId) });
    }
    // Sections must list slides in presentation order; interleaving would need splitting them, so sort by first slide.
    out.sort((a, b) => (a.slideIds[0] ?? 0) - (b.slideIds[0] ?? 0));
    return out;
  }

  /** _rels/.rels and docProps: core and custom properties kept, app.xml rebuilt, thumbnail and signatures dropped. */
  private async finishPackage(): Promise<void> {
    const skeleton = this.skeleton;
    const pkgRels = this.out.packageRels;
    const ids = new RelIdAllocator();
    pkgRels.push({ id: ids.allocate(), type: REL.officeDocument, target: relativeTarget('/', this.presentationPart), external: false });
    let appTarget: string | undefined;
    for (const rel of skeleton.packageRels) {
      if (rel.external || rel.type === REL.officeDocument || rel.type === REL.thumbnail || rel.type.includes('digital-signature')) continue;
      const target = resolveTarget('/', rel.target);
      if (/extended-?properties$/i.test(rel.type)) {
        appTarget = target;
        continue;
      }
      const outName = await this.copier.copyPart(skeleton, target);
      if (outName) pkgRels.push({ id: ids.allocate(), type: rel.type, target: relativeTarget('/', outName), external: false });
    }
    const appName = this.out.names.allocate(appTarget && skeleton.exists(appTarget) ? appTarget : '/docProps/app.xml');
    const extraGroups = [];
    for (const deck of this.decks) {
      if (deck === skeleton || !this.slides.some((s) => s.pick.deck === deck)) continue;
      const rel = deck.packageRels.find((r) => /extended-?properties$/i.test(r.type));
      const part = rel ? resolveTarget('/', rel.target) : undefined;
      if (part && deck.exists(part)) extraGroups.push(...readAppGroups(await deck.xmlBytes(part), deck.slides.length));
    }
    const app = updateAppXml(appTarget && skeleton.exists(appTarget) ? await skeleton.xmlBytes(appTarget) : undefined, {
      slides: this.slides.length,
      notes: this.slides.filter((s) => s.hasNotes).length,
      hiddenSlides: this.slides.filter((s) => s.hidden).length,
      mediaClips: this.out.list().filter((p) => /^(audio|video)\//.test(p.contentType)).length,
      titles: this.slides.map((s) => s.title),
      sourceSlideCount: skeleton.slides.length,
      extraGroups,
    });
    this.out.set({ name: appName, contentType: CT.extendedProperties, body: { kind: 'bytes', data: app }, compress: true, rels: [] });
    pkgRels.push({ id: ids.allocate(), type: REL.extendedProperties, target: relativeTarget('/', appName), external: false });
  }
}

/** Rebuilds `p:sldLayoutIdLst` for the layouts kept, with fresh ids from the shared master/layout pool. */
function rebuildLayoutIdList(root: Element, layouts: ReadonlyArray<{ outName: string; id: number }>, rels: RelEditor): void {
  const doc = ownerDocument(root);
  for (const old of childElementsNamed(root, NS.p, 'sldLayoutIdLst')) removeNode(old);
  const list = createElement(doc, NS.p, 'sldLayoutIdLst', 'p');
  const rAttr = `${root.lookupPrefix(NS.r) ?? 'r'}:id`;
  for (const layout of layouts) {
    let relId = [...rels.targets].find(([id, target]) => target === layout.outName && rels.rels.find((r) => r.id === id)?.type === REL.slideLayout)?.[0];
    relId ??= rels.add(REL.slideLayout, layout.outName);
    const item = createElement(doc, NS.p, 'sldLayoutId', 'p');
    item.setAttribute('id', String(layout.id));
    item.setAttributeNS(NS.r, rAttr, relId);
    list.appendChild(item);
  }
  root.appendChild(list);
  sortChildren(root, NS.p, MASTER_CHILD_ORDER);
}

function removeCustomShowLinks(root: Element): void {
  for (const el of allElements(root)) {
    if (!el.localName?.startsWith('hlink')) continue;
    if ((el.getAttribute('action') ?? '').startsWith('ppaction://customshow') && el.parentNode) removeNode(el);
  }
}

/** The text of the slide's title placeholder (what PowerPoint lists under "Slide Titles"). */
function slideTitle(root: Element): string {
  for (const ph of descendantsNamed(root, NS.p, 'ph')) {
    const type = ph.getAttribute('type');
    if (type !== 'title' && type !== 'ctrTitle') continue;
    let shape: Element | undefined = ph;
    while (shape && shape.localName !== 'sp') shape = isElement(shape.parentNode) ? shape.parentNode : undefined;
    if (!shape) continue;
    const paragraphs = descendantsNamed(shape, NS.a, 'p').map((p) =>
      descendantsNamed(p, NS.a, 't')
        .map((t) => t.textContent ?? '')
        .join(''),
    );
    return paragraphs.join(' ').replace(/\s+/g, ' ').trim();
  }
  return '';
}
