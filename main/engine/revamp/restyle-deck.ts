/**
 * Revamp: a deck on one of the built-in designs. Its slide masters, their layouts and themes are replaced by the
 * design's master, layouts and theme (drawn at the deck's own slide size); every slide moves to the layout that
 * fits its placeholders (layout-mapping.ts); slides, their content, notes and order are kept as they are. Parts
 * nothing points at any more (the old masters' pictures …) are left out.
 */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import { NS, REL } from '../lib/pptx/ooxml-constants';
import {
  CONTENT_TYPES_ENTRY,
  isRelsPart,
  PACKAGE_RELS_PART,
  relativeTarget,
  relsPartFor,
  resolveTarget,
  sourceOfRelsPart,
} from '../lib/pptx/part-names';
import { parseRelationships, RelIdAllocator, serializeRelationships, type Relationship } from '../lib/pptx/relationships';
import {
  allElements,
  childElement,
  childElements,
  createElement,
  parseXml,
  serializeXml,
  type Document,
  type Element,
} from '../lib/pptx/xml-dom';
import { ZipSource } from '../lib/zip/zip-source';
import { ToolError } from '../lib/errors/tool-error';
import { ZipWriter } from '../lib/zip/zip-writer';
import { LAYOUTS, type LayoutKey } from '../templates/layout-specs';
import { MASTER_ID, WIDESCREEN, type SlideSize } from '../templates/master-xml';
import { relsXml, templatePartNames, templateParts } from '../templates/template-parts';
import { chooseLayout, placeholders, remapPlaceholders, type PlaceholderRef } from './layout-mapping';
import { fixContrast, resetSlideDesign, retargetFonts, themeFontMap } from './restyle-text';

const MTIME = new Date(Date.UTC(2020, 0, 1));

export interface RestyleOptions {
  template: DeckTemplate;
  /** BCP 47 tag for the text's proofing language, when given. */
  lang?: string;
  onProgress?: (done: number, total: number) => void;
}

export interface RestyleReport {
  slides: number;
  layouts: Record<LayoutKey, number>;
}

class DeckPackage {
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

function slideSize(presentation: Element): SlideSize {
  const sldSz = childElement(presentation, NS.p, 'sldSz');
  const cx = Number(sldSz?.getAttribute('cx'));
  const cy = Number(sldSz?.getAttribute('cy'));
  return cx > 0 && cy > 0 ? { cx, cy } : WIDESCREEN;
}

function setProofingLanguage(root: Element, lang: string): void {
  for (const el of allElements(root)) {
    if (el.namespaceURI === NS.a && (el.localName === 'rPr' || el.localName === 'endParaRPr' || el.localName === 'defRPr')) {
      if (el.localName !== 'defRPr' || el.hasAttribute('lang')) el.setAttribute('lang', lang);
    }
  }
}

/** Where the old layout (or its master) drew the placeholder a slide's `ref` inherits from. */
async function oldPositions(deck: DeckPackage, layoutPart: string | undefined): Promise<(ref: PlaceholderRef) => Element | undefined> {
  const layouts: Element[] = [];
  if (layoutPart && deck.zip.has(layoutPart)) {
    layouts.push((await deck.doc(layoutPart)).documentElement!);
    const master = (await deck.targets(layoutPart, REL.slideMaster))[0];
    if (master && deck.zip.has(master)) layouts.push((await deck.doc(master)).documentElement!);
  }
  return (ref) => {
    for (const root of layouts) {
      const match =
        placeholders(root).find((other) => ref.idx !== null && other.idx === ref.idx) ??
        placeholders(root).find((other) => other.type === ref.type);
      const spPr = match ? childElement(match.shape, NS.p, 'spPr') : undefined;
      const xfrm = spPr ? childElement(spPr, NS.a, 'xfrm') : undefined;
      if (xfrm) return xfrm;
    }
    return undefined;
  };
}

export async function restyleDeck(input: string, label: string, output: string, options: RestyleOptions): Promise<RestyleReport> {
  const zip = await ZipSource.open(input, label);
  try {
    const deck = new DeckPackage(zip);
    const presentationPart = (await deck.targets('/', REL.officeDocument))[0];
    if (!presentationPart || !zip.has(presentationPart))
      throw new ToolError('invalid_file', `${label}: it is not a PowerPoint deck (no presentation part).`);
    const presentation = (await deck.doc(presentationPart)).documentElement!;
    const size = slideSize(presentation);

    const oldMasters = await deck.targets(presentationPart, REL.slideMaster);
    const removed = new Set<string>(oldMasters);
    for (const master of oldMasters) {
      for (const layout of await deck.targets(master, REL.slideLayout)) removed.add(layout);
      for (const theme of await deck.targets(master, REL.theme)) removed.add(theme);
    }
    for (const theme of await deck.targets(presentationPart, REL.theme)) removed.add(theme);

    const kept = new Set(zip.partNames().filter((name) => !removed.has(name)));
    const names = templatePartNames(kept);
    const parts = templateParts(options.template, names, size, false);
    const report: RestyleReport = { slides: 0, layouts: { title: 0, section: 0, bullets: 0, twoColumns: 0, pictureCaption: 0, quote: 0 } };

    const firstTheme = oldMasters[0] ? (await deck.targets(oldMasters[0], REL.theme))[0] : undefined;
    const fonts = themeFontMap(firstTheme && zip.has(firstTheme) ? (await deck.doc(firstTheme)).documentElement : null);
    const slides = await deck.targets(presentationPart, REL.slide);
    for (const [index, slidePart] of slides.entries()) {
      if (!zip.has(slidePart)) continue;
      const slide = (await deck.doc(slidePart)).documentElement!;
      const slideRels = await deck.relsOf(slidePart);
      const layoutRel = slideRels.find((rel) => rel.type === REL.slideLayout);
      const oldLayout = layoutRel ? resolveTarget(slidePart, layoutRel.target) : undefined;
      const oldRoot = oldLayout && zip.has(oldLayout) ? (await deck.doc(oldLayout)).documentElement : null;
      const key = chooseLayout(slide, {
        type: oldRoot?.getAttribute('type') || null,
        name: oldRoot ? (childElement(oldRoot, NS.p, 'cSld')?.getAttribute('name') ?? null) : null,
      });
      remapPlaceholders(slide, key, await oldPositions(deck, oldLayout));
      resetSlideDesign(slide);
      retargetFonts(slide, fonts);
      fixContrast(slide, options.template);
      if (options.lang) setProofingLanguage(slide, options.lang);
      const target = relativeTarget(slidePart, names.layouts[LAYOUTS.findIndex((layout) => layout.key === key)]!);
      if (layoutRel) layoutRel.target = target;
      else
        slideRels.push({
          id: new RelIdAllocator(slideRels.map((rel) => rel.id)).allocate(),
          type: REL.slideLayout,
          target,
          external: false,
        });
      deck.changedXml.add(slidePart);
      deck.changedRels.add(slidePart);
      report.slides++;
      report.layouts[key]++;
      options.onProgress?.(index + 1, slides.length);
    }
    if (options.lang) {
      for (const slidePart of slides) {
        for (const notes of await deck.targets(slidePart, REL.notesSlide)) {
          if (!zip.has(notes)) continue;
          setProofingLanguage((await deck.doc(notes)).documentElement!, options.lang);
          deck.changedXml.add(notes);
        }
      }
    }

    // The presentation points at the one new master and the new theme.
    const presRels = (await deck.relsOf(presentationPart)).filter(
      (rel) => rel.external || !removed.has(resolveTarget(presentationPart, rel.target)),
    );
    const ids = new RelIdAllocator(presRels.map((rel) => rel.id));
    const masterRelId = ids.allocate();
    presRels.push(
      { id: masterRelId, type: REL.slideMaster, target: relativeTarget(presentationPart, names.master), external: false },
      { id: ids.allocate(), type: REL.theme, target: relativeTarget(presentationPart, names.theme), external: false },
    );
    deck.rels.set(presentationPart, presRels);
    deck.changedRels.add(presentationPart);
    const masterList = childElement(presentation, NS.p, 'sldMasterIdLst');
    if (masterList) {
      for (const child of childElements(masterList)) masterList.removeChild(child);
      const entry = createElement(presentation.ownerDocument!, NS.p, 'sldMasterId', 'p');
      entry.setAttribute('id', String(MASTER_ID));
      entry.setAttributeNS(NS.r, 'r:id', masterRelId);
      masterList.appendChild(entry);
    }
    deck.changedXml.add(presentationPart);

    const reachable = await reachableParts(
      deck,
      new Set([...removed]),
      parts.map((part) => part.name),
      names.master,
    );
    await writeRestyled(deck, output, parts, reachable);
    return report;
  } finally {
    zip.close();
  }
}

/** Every part reachable from the package relationships, the new design's parts included. */
async function reachableParts(deck: DeckPackage, removed: ReadonlySet<string>, added: string[], newMaster: string): Promise<Set<string>> {
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

function contentTypesXml(original: Buffer, keep: (part: string) => boolean, added: { name: string; contentType: string }[]): Buffer {
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

async function writeRestyled(
  deck: DeckPackage,
  output: string,
  added: { name: string; contentType: string; xml: string; rels?: { id: string; type: string; target: string }[] }[],
  reachable: ReadonlySet<string>,
): Promise<void> {
  // New parts may take the names of the old masters, layouts and themes; the old bytes are not written.
  const replaced = new Set(added.map((part) => part.name.toLowerCase()));
  const keepPart = (part: string): boolean => reachable.has(part) && !replaced.has(part.toLowerCase());
  const writer = new ZipWriter(output);
  for (const part of deck.zip.partNames()) {
    const info = deck.zip.get(part);
    if (!info) continue;
    if (part === `/${CONTENT_TYPES_ENTRY}`) {
      writer.addBuffer(info.entryName, contentTypesXml(await deck.zip.readBuffer(part), keepPart, added), { mtime: MTIME });
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
  await writer.finish();
}
