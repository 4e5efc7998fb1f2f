/**
 * The deck-wide parts of an output, once its slides, masters and notes master are placed: the presentation part
 * and its relationships, the skeleton's presentation-level parts (presProps without stale show ranges, viewProps
 * without the outline list, tableStyles merged from every deck, customXml, tags …), comment authors, embedded fonts
 * (union by typeface, only those in use), sections, and the package relationships with a rebuilt app.xml.
 */
import { oldestAppVersion, readAppGroups, readAppVersion, updateAppXml } from './app-properties';
import type { CommentAuthors } from './comment-authors';
import { sourceKey, type BuildOptions, type OutSlide } from './deck-plan';
import type { OutMaster } from './master-copier';
import { CT, NS, REL } from './ooxml-constants';
import type { OutputPackage } from './output-package';
import type { PartCopier } from './part-copier';
import { relativeTarget, resolveTarget } from './part-names';
import { buildPresentationXml } from './presentation-builder';
import { RelIdAllocator, type Relationship } from './relationships';
import type { SourceDeck } from './source-deck';
import type { TableStyles } from './table-styles';
import {
  childElement,
  childElements,
  childElementsNamed,
  createElement,
  ownerDocument,
  removeNode,
  serializeElement,
  sortChildren,
  type Element,
} from './xml-dom';

export interface AssemblyInput {
  out: OutputPackage;
  copier: PartCopier;
  skeleton: SourceDeck;
  /** Every deck that contributes slides (the skeleton first). */
  decks: readonly SourceDeck[];
  slides: readonly OutSlide[];
  masters: readonly OutMaster[];
  notesMaster: string | null;
  authors: CommentAuthors;
  /** Typefaces (lower case) used by the parts written. */
  typefaces: ReadonlySet<string>;
  options: Pick<BuildOptions, 'sections' | 'customShows'>;
  tableStyles: TableStyles;
  presentationPart: string;
}

/** Relationship types of the presentation part that are rebuilt rather than copied from the skeleton. */
const REBUILT_TYPES: ReadonlySet<string> = new Set([
  REL.slideMaster,
  REL.slide,
  REL.notesMaster,
  REL.handoutMaster,
  REL.theme,
  REL.font,
  REL.vbaProject,
  REL.commentAuthors,
  REL.modernAuthors,
]);
const PROPS_TYPES: ReadonlySet<string> = new Set([REL.presProps, REL.viewProps, REL.tableStyles]);
const FONT_SLOTS = ['regular', 'bold', 'italic', 'boldItalic'];
/** PowerPoint's default for new tables, "Medium Style 2 - Accent 1". */
const DEFAULT_TABLE_STYLE = '{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}';

export async function assemblePresentation(input: AssemblyInput): Promise<void> {
  await new PresentationAssembler(input).run();
}

class PresentationAssembler {
  private readonly rels: Relationship[] = [];
  private readonly relIds = new RelIdAllocator();

  constructor(private readonly input: AssemblyInput) {}

  private addRel(type: string, outTarget: string): string {
    const id = this.relIds.allocate();
    this.rels.push({ id, type, target: relativeTarget(this.input.presentationPart, outTarget), external: false });
    return id;
  }

  async run(): Promise<void> {
    const { out, copier, skeleton, slides, masters, notesMaster, options } = this.input;
    const masterRels = masters.map((m) => ({ id: m.id, relId: this.addRel(REL.slideMaster, m.name) }));
    const notesMasterRelId = notesMaster ? this.addRel(REL.notesMaster, notesMaster) : undefined;
    let handoutMasterRelId: string | undefined;
    if (skeleton.handoutMaster) {
      const outName = out.names.allocate('/ppt/handoutMasters/handoutMaster1.xml');
      copier.remember(skeleton, skeleton.handoutMaster, outName);
      await copier.copyXmlPart(skeleton, skeleton.handoutMaster, outName, { role: 'handoutMaster' });
      handoutMasterRelId = this.addRel(REL.handoutMaster, outName);
    }
    const slideRels = slides.map((s) => ({ id: s.sldId, relId: this.addRel(REL.slide, s.name) }));
    const firstTheme = masters[0]?.theme;
    if (firstTheme) this.addRel(REL.theme, firstTheme);
    const relMap = await this.copySkeletonParts();
    this.addCommentAuthors();

    const doc = await skeleton.xml(skeleton.presentationPart);
    const fonts = await this.mergeEmbeddedFonts(doc.documentElement as Element);
    const customShowSlides = new Map<string, string>();
    const outSlideOf = new Map(slides.map((s) => [sourceKey(s.pick.deck, s.pick.slide.partName), s]));
    for (const rel of skeleton.presentationRels) {
      if (rel.type !== REL.slide || rel.external) continue;
      const slide = outSlideOf.get(sourceKey(skeleton, resolveTarget(skeleton.presentationPart, rel.target)));
      const outRel = slide ? slideRels[slide.position - 1] : undefined;
      if (outRel) customShowSlides.set(rel.id, outRel.relId);
    }
    const presentationXml = buildPresentationXml(doc, {
      masters: masterRels,
      notesMasterRelId,
      handoutMasterRelId,
      slides: slideRels,
      relMap,
      sections:
        options.sections === 'rebuild' ? this.sections() : options.sections === 'drop' ? null : this.givenSections(options.sections),
      embeddedFonts: fonts.elements,
      embedTrueTypeFonts: fonts.embed,
      customShowSlides: options.customShows === 'keep' ? customShowSlides : null,
    });
    out.set({
      name: this.input.presentationPart,
      contentType: CT.presentation,
      body: { kind: 'bytes', data: presentationXml },
      compress: true,
      rels: this.rels,
    });
    await this.finishPackage();
  }

  /** The skeleton's other presentation-level parts; returns its old relationship ids → the output's. */
  private async copySkeletonParts(): Promise<Map<string, string>> {
    const { skeleton, copier } = this.input;
    const relMap = new Map<string, string>();
    const singletons = new Set<string>();
    for (const rel of skeleton.presentationRels) {
      if (rel.external) {
        const id = this.relIds.allocate();
        this.rels.push({ ...rel, id });
        relMap.set(rel.id, id);
        continue;
      }
      if (REBUILT_TYPES.has(rel.type)) continue;
      const target = resolveTarget(skeleton.presentationPart, rel.target);
      let outName: string | null;
      if (PROPS_TYPES.has(rel.type)) {
        if (singletons.has(rel.type) || !skeleton.exists(target)) continue;
        singletons.add(rel.type);
        outName = await this.copyPresentationProps(rel.type, target);
      } else {
        outName = await copier.copyPart(skeleton, target);
      }
      if (outName) relMap.set(rel.id, this.addRel(rel.type, outName));
    }
    if (!singletons.has(REL.tableStyles) && this.input.tableStyles.extra.length > 0) this.addTableStyles();
    return relMap;
  }

  /** A tableStyles part for the other decks' styles when the first deck has none. */
  private addTableStyles(): void {
    const { out, tableStyles } = this.input;
    const name = out.names.allocate('/ppt/tableStyles.xml');
    const styles = tableStyles.extra.map((s) => serializeElement(s)).join('');
    const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<a:tblStyleLst xmlns:a="${NS.a}" def="${DEFAULT_TABLE_STYLE}">${styles}</a:tblStyleLst>`;
    out.set({ name, contentType: CT.tableStyles, body: { kind: 'bytes', data: Buffer.from(xml) }, compress: true, rels: [] });
    this.addRel(REL.tableStyles, name);
  }

  private addCommentAuthors(): void {
    const { out, authors } = this.input;
    if (authors.hasLegacy) {
      const name = out.names.allocate('/ppt/commentAuthors.xml');
      out.set({
        name,
        contentType: CT.commentAuthors,
        body: { kind: 'bytes', data: authors.legacyAuthorsXml() },
        compress: true,
        rels: [],
      });
      this.addRel(REL.commentAuthors, name);
    }
    if (authors.hasModern) {
      const name = out.names.allocate('/ppt/authors.xml');
      out.set({ name, contentType: CT.modernAuthors, body: { kind: 'bytes', data: authors.modernAuthorsXml() }, compress: true, rels: [] });
      this.addRel(REL.modernAuthors, name);
    }
  }

  private async copyPresentationProps(type: string, target: string): Promise<string> {
    const { skeleton, out, copier, options } = this.input;
    const outName = out.names.allocate(target);
    const extraStyles = type === REL.tableStyles ? this.input.tableStyles.extra : [];
    await copier.copyXmlPart(skeleton, target, outName, {
      role: 'other',
      transform: (root) => {
        if (type === REL.presProps) {
          // A slide range no longer means the same slides; a custom show may be gone.
          const showPr = childElement(root, NS.p, 'showPr');
          for (const el of showPr ? childElements(showPr) : []) {
            if (el.localName === 'sldRg' || (el.localName === 'custShow' && options.customShows === 'drop')) removeNode(el);
          }
        } else if (type === REL.viewProps) {
          const outline = childElement(root, NS.p, 'outlineViewPr');
          for (const list of outline ? childElementsNamed(outline, NS.p, 'sldLst') : []) removeNode(list);
        } else {
          for (const style of extraStyles) root.appendChild(ownerDocument(root).importNode(style, true));
        }
      },
    });
    return outName;
  }

  /** Union by typeface (case-insensitive) across the contributing decks, keeping only faces the output uses. */
  private async mergeEmbeddedFonts(presRoot: Element): Promise<{ elements: Element[]; embed: boolean }> {
    const { decks, skeleton, copier, typefaces } = this.input;
    const doc = ownerDocument(presRoot);
    const byFace = new Map<string, Element>();
    let embed = false;
    for (const deck of decks) {
      const root = deck === skeleton ? presRoot : ((await deck.xml(deck.presentationPart)).documentElement as Element);
      const list = childElement(root, NS.p, 'embeddedFontLst');
      if (!list) continue;
      const deckEmbeds = ['1', 'true'].includes(root.getAttribute('embedTrueTypeFonts') ?? '');
      for (const entry of childElementsNamed(list, NS.p, 'embeddedFont')) {
        const font = childElement(entry, NS.p, 'font');
        const face = font?.getAttribute('typeface') ?? '';
        if (!font || face === '' || !typefaces.has(face.toLowerCase())) continue;
        const known = byFace.get(face.toLowerCase());
        let target = known;
        if (!target) {
          target = createElement(doc, NS.p, 'embeddedFont', 'p');
          target.appendChild(doc.importNode(font, true));
        }
        // A face listed by several decks keeps the first deck's files and takes missing styles from the others.
        for (const slot of FONT_SLOTS) {
          if (childElement(target, NS.p, slot)) continue;
          const relId = childElement(entry, NS.p, slot)?.getAttributeNS(NS.r, 'id');
          const rel = relId ? deck.presentationRels.find((r) => r.id === relId && !r.external) : undefined;
          if (!rel) continue;
          const outName = await copier.copyPart(deck, resolveTarget(deck.presentationPart, rel.target));
          if (!outName) continue;
          const el = createElement(doc, NS.p, slot, 'p');
          el.setAttributeNS(NS.r, `${presRoot.lookupPrefix(NS.r) ?? 'r'}:id`, this.addRel(REL.font, outName));
          target.appendChild(el);
        }
        sortChildren(target, NS.p, ['font', ...FONT_SLOTS]);
        if (childElements(target).length > 1) {
          if (!known) byFace.set(face.toLowerCase(), target);
          embed ||= deckEmbeds;
        }
      }
    }
    return { elements: [...byFace.values()], embed };
  }

  /** Sections the caller named, over the output slides in order (the caller checked that the counts add up). */
  private givenSections(given: ReadonlyArray<{ name: string; count: number }>): Array<{ name: string; slideIds: number[] }> {
    const ordered = [...this.input.slides].sort((a, b) => a.position - b.position);
    let next = 0;
    return given.map(({ name, count }) => {
      const slideIds = ordered.slice(next, next + count).map((s) => s.sldId);
      next += count;
      return { name, slideIds };
    });
  }

  /**
   * Source sections carried to the new slide ids; a deck without sections gives one section named after it. Sections
   * hold consecutive slides (docs/pptx-format.md), and picked slides may interleave decks, so each run of output
   * slides from the same section of the same deck becomes one section (a whole-deck merge gives one run per section).
   */
  private sections(): Array<{ name: string; slideIds: number[] }> | null {
    const { decks, slides } = this.input;
    const contributing = decks.filter((d) => slides.some((s) => s.pick.deck === d));
    if (contributing.length === 0) return null;
    if (contributing.length === 1 && (contributing[0] as SourceDeck).sections.length === 0) return null;
    const sectionOf = new Map<SourceDeck, Map<number, number>>();
    for (const deck of contributing) {
      const byId = new Map<number, number>();
      deck.sections.forEach((section, index) => section.slideIds.forEach((id) => byId.has(id) || byId.set(id, index)));
      sectionOf.set(deck, byId);
    }
    const out: Array<{ name: string; slideIds: number[] }> = [];
    let previous: string | undefined;
    for (const slide of [...slides].sort((a, b) => a.position - b.position)) {
      const deck = slide.pick.deck;
      const index = sectionOf.get(deck)?.get(slide.pick.slide.sldId);
      const key = `${deck.index}|${index ?? 'rest'}`;
      if (key !== previous || out.length === 0) {
        const name =
          index === undefined ? deck.label.replace(/\.[^.]*$/, '') || `Deck ${deck.index + 1}` : (deck.sections[index]?.name ?? '');
        out.push({ name, slideIds: [] });
        previous = key;
      }
      out[out.length - 1]?.slideIds.push(slide.sldId);
    }
    return out;
  }

  /** _rels/.rels and docProps: core and custom properties kept, app.xml rebuilt, thumbnail and signatures dropped. */
  private async finishPackage(): Promise<void> {
    const { out, copier, skeleton, decks, slides, presentationPart } = this.input;
    const ids = new RelIdAllocator();
    out.packageRels.push({ id: ids.allocate(), type: REL.officeDocument, target: relativeTarget('/', presentationPart), external: false });
    let appTarget: string | undefined;
    for (const rel of skeleton.packageRels) {
      if (rel.external || rel.type === REL.officeDocument || rel.type === REL.thumbnail || rel.type.includes('digital-signature')) continue;
      const target = resolveTarget('/', rel.target);
      if (/extended-?properties$/i.test(rel.type)) {
        appTarget = target;
        continue;
      }
      const outName = await copier.copyPart(skeleton, target);
      if (outName) out.packageRels.push({ id: ids.allocate(), type: rel.type, target: relativeTarget('/', outName), external: false });
    }
    const hasApp = appTarget !== undefined && skeleton.exists(appTarget);
    const appName = out.names.allocate(hasApp ? (appTarget as string) : '/docProps/app.xml');
    const extraGroups = [];
    const versions: Array<string | undefined> = [];
    for (const deck of decks) {
      if (deck === skeleton || !slides.some((s) => s.pick.deck === deck)) continue;
      const rel = deck.packageRels.find((r) => /extended-?properties$/i.test(r.type));
      const part = rel ? resolveTarget('/', rel.target) : undefined;
      if (!part || !deck.exists(part)) continue;
      const data = await deck.xmlBytes(part);
      versions.push(readAppVersion(data));
      extraGroups.push(...readAppGroups(data, deck.slides.length));
    }
    const skeletonApp = hasApp ? await skeleton.xmlBytes(appTarget as string) : undefined;
    // Only another deck can be older than the skeleton (a split has none: nothing to read).
    const skeletonVersion = skeletonApp && versions.length > 0 ? readAppVersion(skeletonApp) : undefined;
    const oldest = versions.length > 0 ? oldestAppVersion([skeletonVersion, ...versions]) : undefined;
    const app = updateAppXml(skeletonApp, {
      slides: slides.length,
      notes: slides.filter((s) => s.hasNotes).length,
      hiddenSlides: slides.filter((s) => s.hidden).length,
      mediaClips: out.list().filter((p) => /^(audio|video)\//.test(p.contentType)).length,
      titles: slides.map((s) => s.title),
      sourceSlideCount: skeleton.slides.length,
      extraGroups,
      appVersion: oldest !== undefined && oldest !== skeletonVersion ? oldest : undefined,
    });
    out.set({ name: appName, contentType: CT.extendedProperties, body: { kind: 'bytes', data: app }, compress: true, rels: [] });
    out.packageRels.push({ id: ids.allocate(), type: REL.extendedProperties, target: relativeTarget('/', appName), external: false });
  }
}

export function presentationTarget(deck: SourceDeck, type: string): string | undefined {
  return deck.presentationTarget(type);
}
