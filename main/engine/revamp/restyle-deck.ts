/**
 * Revamp: a deck on one of the built-in designs. Its slide masters, their layouts and themes are replaced by the
 * design's master, layouts and theme (drawn at the deck's own slide size); every slide moves to the layout its
 * content asks for and its content is placed on that layout's areas (slide-arrange.ts); a body too long for its
 * new place continues on a slide inserted after it (continuation-slides.ts). Slides, their text, pictures, notes
 * and order are kept. Parts nothing points at any more (the old masters' pictures …) are left out.
 */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import { ToolError } from '../lib/errors/tool-error';
import { FontMeasure } from '../lib/fonts/font-measure';
import { CT, NS, REL } from '../lib/pptx/ooxml-constants';
import { relativeTarget, resolveTarget } from '../lib/pptx/part-names';
import { RelIdAllocator, type Relationship } from '../lib/pptx/relationships';
import { allElements, childElement, childElements, createElement, serializeXml, type Document, type Element } from '../lib/pptx/xml-dom';
import { ZipSource } from '../lib/zip/zip-source';
import { emptyLayoutCounts, LAYOUTS, layoutSpec, type LayoutKey } from '../templates/layout-specs';
import { footerBox, MASTER_ID, strongColors } from '../templates/master-xml';
import { fromSibling, templatePartNames, templateParts, type GeneratedPart } from '../templates/template-parts';
import { insertSlideId, referencedRels, splitOffContinuation } from './continuation-slides';
import { DeckPackage, reachableParts, writeRestyled } from './deck-package';
import { markTextTitle } from './text-title';
import { pinFooters, placeholders, remapPlaceholders, type PlaceholderRef } from './layout-mapping';
import { backdropColor } from './backdrop-color';
import { inheritedContent, placeCarried } from './carried-shapes';
import { BackdropCarrier } from './backdrop-carry';
import { clearSlideText } from './text-clearance';
import { fitWords } from './word-fit';
import { makeReadable, type ReadableFix } from '../templates/readable-text';
import { noteSourceFills, refillForMeantText } from './meant-text-fill';
import { colorNamingShapes, keepSourceColorsNamed, shapeNamesColor } from './named-colors';
import { defaultSizes, setProofingLanguage, slideSize, typefaces } from './deck-facts';
import { addSectionNumber } from './section-marks';
import { hasSectionNumbers } from '../templates/section-number';
import { keepPictureAspects, notePictures } from './picture-aspect';
import { cardPictures } from './picture-cards';
import {
  bulletsInTextColor,
  fixContrast,
  fixContrastOnBackdrop,
  keepSourceFonts,
  resetSlideDesign,
  retargetFonts,
  themeFontMap,
} from './restyle-text';
import { titleBanner } from './title-banner';
import { addCardIcons, drawListFamily } from './list-family';
import { fitLabelsToShapes } from './shape-interior';
import { arrangeSlide, chooseLayout, fitBody, type ArrangeContext, type Arranged } from './slide-arrange';
import { boxOf, markSubhead, shapeOf, slideShapes } from './slide-content';
import { chartableTable, swapInChart, tableSlide, type ChartSwap } from './table-charts';

/** At most this many continuation slides for one source slide (a body of hundreds of lines stops there, reported). */
const MAX_CONTINUATIONS = 8;

export interface RestyleOptions {
  template: DeckTemplate;
  /** BCP 47 tag for the text's proofing language, when given. */
  lang?: string;
  /**
   * Source slides (1-based) to keep as they were laid out — the design's look, their content where it was — because
   * the layout checker flagged what the arrangement made of them (the tool's repair pass).
   */
  keepAsIs?: ReadonlySet<number>;
  /**
   * Source slides (1-based) still flagged as they were laid out: their text is fitted clear of what the old layout
   * and master drew (text-clearance.ts).
   */
  clearText?: ReadonlySet<number>;
  /**
   * Source slide (1-based) → shape id → how many times the checker found a word of that shape broken across lines:
   * its text shrinks until its words fit (word-fit.ts).
   */
  fitWords?: ReadonlyMap<number, ReadonlyMap<string, number>>;
  /**
   * Source slide (1-based) → shape id → what the checker measured under its text, which stood out too little:
   * its text takes the design's colour that reads there, or a backdrop (templates/readable-text.ts).
   */
  readable?: ReadonlyMap<number, ReadonlyMap<string, ReadableFix>>;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export interface RestyleReport {
  /** Slides in the output. */
  slides: number;
  layouts: Record<LayoutKey, number>;
  /** Continuation slides added for text that did not fit, and for tables drawn as charts (the table follows). */
  continuations: number;
  /** Tables of numbers drawn as native charts. */
  charts: number;
  /** Lists drawn as a timeline or a process (list-family.ts). */
  drawnLists: number;
  /** For each output slide, the source slide it shows (1-based), or null for a continuation slide. */
  slideMap: (number | null)[];
  /** What could not be made to fit, by output slide. */
  problems: { slide: number; detail: string }[];
  /** Shapes whose text names their colour, as `source slide:shape id`: their faint text is left as the source had it. */
  colorsMeant: Set<string>;
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
    const type = ref.type === 'obj' ? 'body' : ref.type;
    for (const root of layouts) {
      const match =
        placeholders(root).find((other) => ref.idx !== null && other.idx === ref.idx) ??
        placeholders(root).find((other) => other.type === ref.type || other.type === type);
      const spPr = match ? childElement(match.shape, NS.p, 'spPr') : undefined;
      const xfrm = spPr ? childElement(spPr, NS.a, 'xfrm') : undefined;
      if (xfrm) return xfrm;
    }
    return undefined;
  };
}

/** The deck's slides in presentation order: part name and the presentation's relationship id. */
async function slideList(deck: DeckPackage, presentationPart: string, presentation: Element): Promise<{ part: string; relId: string }[]> {
  const rels = await deck.relsOf(presentationPart);
  const list = childElement(presentation, NS.p, 'sldIdLst');
  return (list ? childElements(list) : []).flatMap((entry) => {
    const rel = rels.find((r) => r.id === entry.getAttributeNS(NS.r, 'id') && r.type === REL.slide && !r.external);
    return rel ? [{ part: resolveTarget(presentationPart, rel.target), relId: rel.id }] : [];
  });
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
    const signal = options.signal ?? new AbortController().signal;

    const oldMasters = await deck.targets(presentationPart, REL.slideMaster);
    const removed = new Set<string>(oldMasters);
    for (const master of oldMasters) {
      for (const layout of await deck.targets(master, REL.slideLayout)) removed.add(layout);
      for (const theme of await deck.targets(master, REL.theme)) removed.add(theme);
    }
    for (const theme of await deck.targets(presentationPart, REL.theme)) removed.add(theme);

    const kept = new Set(zip.partNames().filter((name) => !removed.has(name)));
    const names = templatePartNames(kept);
    const parts: GeneratedPart[] = templateParts(options.template, names, size, false);
    const report: RestyleReport = {
      slides: 0,
      layouts: emptyLayoutCounts(),
      continuations: 0,
      charts: 0,
      drawnLists: 0,
      slideMap: [],
      problems: [],
      colorsMeant: new Set(),
    };
    const layoutPart = (key: LayoutKey): string => names.layouts[LAYOUTS.findIndex((layout) => layout.key === key)]!;
    const presRels = await deck.relsOf(presentationPart);
    const relIds = new RelIdAllocator(presRels.map((rel) => rel.id));
    const taken = new Set([...kept].map((name) => name.toLowerCase()));
    const newPart = (stem: string, extension: string): string => {
      for (let n = 1; ; n++) {
        const name = `${stem}${n}${extension}`;
        if (!taken.has(name.toLowerCase())) {
          taken.add(name.toLowerCase());
          return name;
        }
      }
    };
    const newSlidePart = (): string => newPart('/ppt/slides/slide', '.xml');

    const firstTheme = oldMasters[0] ? (await deck.targets(oldMasters[0], REL.theme))[0] : undefined;
    const fonts = themeFontMap(firstTheme && zip.has(firstTheme) ? (await deck.doc(firstTheme)).documentElement : null);
    const baseContext = { size, fonts: options.template.fonts, defaultSizes: defaultSizes(presentation) };
    // Title and section slides are in the design's strong colour: their text is judged as those slides map colours.
    const colorsOn = (key: LayoutKey): DeckTemplate => (layoutSpec(key).band ? strongColors(options.template) : options.template);
    const finish = (root: Element, key: LayoutKey, arranged: Arranged, backdrop: string | null): void => {
      // A word in the author's colour keeps it: its themed fill changes instead (meant-text-fill.ts), on a slide over
      // its old backdrop photo too (keyframes' quiz slides laid out as they were).
      refillForMeantText(root, colorsOn(key), baseContext.defaultSizes[0]);
      if (backdrop) fixContrastOnBackdrop(root, backdrop, colorsOn(key));
      else fixContrast(root, colorsOn(key));
      if (layoutSpec(key).band) bulletsInTextColor(root);
      if (options.lang) setProofingLanguage(root, options.lang);
      report.layouts[key]++;
      report.slides++;
      report.problems.push(...arranged.problems.map((detail) => ({ slide: report.slides, detail })));
    };

    const continuations: { name: string; doc: Document; rels: Relationship[] }[] = [];
    const media: { name: string; data: Buffer; contentType: string }[] = [];
    const chartNumber = (): number => {
      for (let n = 1; ; n++) {
        const names = [`/ppt/charts/chart${n}.xml`, `/ppt/embeddings/Microsoft_Excel_Worksheet${n}.xlsx`];
        if (names.some((name) => taken.has(name.toLowerCase()))) continue;
        names.forEach((name) => taken.add(name.toLowerCase()));
        return n;
      }
    };
    const slides = await slideList(deck, presentationPart, presentation);
    const carrier = new BackdropCarrier(deck, size, () => newPart('/ppt/media/backdrop', '.png'), media);
    let sections = 0;
    for (const [index, { part: slidePart, relId }] of slides.entries()) {
      if (!zip.has(slidePart)) continue;
      const slide = (await deck.doc(slidePart)).documentElement!;
      const slideRels = await deck.relsOf(slidePart);
      // Read before the slide's own background goes (resetSlideDesign).
      const fromBackground = await carrier.items(slidePart);
      const layoutRel = slideRels.find((rel) => rel.type === REL.slideLayout);
      const oldLayout = layoutRel ? resolveTarget(slidePart, layoutRel.target) : undefined;
      const oldRoot = oldLayout && zip.has(oldLayout) ? (await deck.doc(oldLayout)).documentElement : null;
      const positions = await oldPositions(deck, oldLayout);
      noteSourceFills(slide, await keepSourceColorsNamed(deck, slide, oldLayout));
      for (const id of colorNamingShapes(slide)) report.colorsMeant.add(`${index + 1}:${id}`);
      const numbers = options.keepAsIs?.has(index + 1) ? null : chartableTable(slide);
      let swap: ChartSwap | null = null;
      if (numbers) {
        const n = chartNumber();
        const relId = new RelIdAllocator(slideRels.map((rel) => rel.id)).allocate();
        const others = slideShapes(slide, size, (ref) => boxOf(positions(ref)))
          .filter(
            (shape) => (shape.role === 'body' || shape.role === 'visual' || shape.role === 'subtitle') && shape.element !== numbers.frame,
          )
          .flatMap((shape) => (shape.box ? [shape.box] : []));
        swap = await swapInChart(slide, numbers, n, relId, options.template, size, others, `${output}.chart${n}.xlsx`);
        slideRels.push(swap.rel);
        parts.push(swap.chart);
        media.push(swap.workbook);
        report.charts++;
      }
      let shapes = slideShapes(slide, size, (ref) => boxOf(positions(ref)));
      if (!options.keepAsIs?.has(index + 1)) {
        markSubhead(shapes, size);
        if (index === 0) markTextTitle(shapes);
      }
      let key: LayoutKey = options.keepAsIs?.has(index + 1)
        ? 'blank'
        : chooseLayout(shapes, {
            type: oldRoot?.getAttribute('type') || null,
            name: oldRoot ? (childElement(oldRoot, NS.p, 'cSld')?.getAttribute('name') ?? null) : null,
          });
      const subheads = new Set(shapes.filter((shape) => shape.role === 'subhead').map((shape) => shapeOf(shape.element)!));
      remapPlaceholders(slide, key, positions, subheads);
      const asItWas = options.keepAsIs?.has(index + 1) ?? false;
      // A slide laid out as it was keeps its footers where its old layout had them; others take the design's places.
      pinFooters(slide, (ref) => (asItWas ? boxOf(positions(ref)) : footerBox(ref.type, size)));
      resetSlideDesign(slide);
      if (asItWas) keepSourceFonts(slide, fonts);
      else retargetFonts(slide, fonts);
      const tableDoc = swap ? tableSlide(slide, swap.table, swap.rel.id) : null;
      if (tableDoc) retargetFonts(tableDoc.documentElement!, fonts);
      const context: ArrangeContext = {
        ...baseContext,
        measure: await FontMeasure.load([options.template.fonts.heading, options.template.fonts.body, ...typefaces(slide)], signal),
      };
      // A list that is a timeline or a process is drawn as one, on the title-only layout (list-family.ts).
      const drawn =
        key === 'bullets' ? drawListFamily(slide, shapes, { ...context, fonts: options.template.fonts, lang: options.lang ?? null }) : null;
      if (drawn) {
        key = 'titleOnly';
        shapes = shapes.filter((shape) => shape !== drawn.body);
        if (drawn.cards) await addCardIcons(slide, slideRels, media, drawn.cards, options.template);
        report.drawnLists++;
      }
      const carried = [...(await inheritedContent(deck, slide, oldLayout, size, asItWas)), ...fromBackground];
      const pictures = notePictures(shapes);
      const banner = key === 'title' || key === 'section' ? titleBanner(carried, size) : null;
      let arranged = arrangeSlide(shapes, key, { ...context, banner });
      keepPictureAspects(pictures);
      const picture = shapes.find((shape) => shape.role === 'background');
      const backdrop = picture ? await backdropColor(picture.element, slidePart, slideRels, zip) : null;
      // Labels on chevrons keep to the part of the chevron they can be read in (shape-interior.ts), at the size the
      // colour rules then judge.
      fitLabelsToShapes(slide, context);
      finish(slide, key, arranged, backdrop);
      if (key === 'section' && hasSectionNumbers(options.template)) addSectionNumber(slide, ++sections, size, options.lang ?? 'en-US');
      const produced = [{ root: slide, part: slidePart, rels: slideRels, key, backdrop }];
      report.slideMap.push(index + 1);
      const target = relativeTarget(slidePart, layoutPart(key));
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

      // Text that did not fit continues on slides inserted after this one; a table drawn as a chart follows them.
      let current = { root: slide, relId };
      const insertAfter = (doc: Document): Arranged => {
        const root = doc.documentElement!;
        const next = slideShapes(root, size, () => null);
        const nextKey = chooseLayout(next, { type: null, name: null });
        remapPlaceholders(root, nextKey, () => undefined);
        const done = arrangeSlide(next, nextKey, context);
        finish(root, nextKey, done, null);
        report.slideMap.push(null);
        report.continuations++;
        const name = newSlidePart();
        const rels: Relationship[] = [
          { id: 'rIdLayout', type: REL.slideLayout, target: fromSibling(layoutPart(nextKey)), external: false },
          ...referencedRels(doc, slideRels),
        ];
        // Serialised once every continuation is split off: the next one trims this slide's body.
        continuations.push({ name, doc, rels });
        produced.push({ root, part: name, rels, key: nextKey, backdrop: null });
        const newRelId = relIds.allocate();
        presRels.push({ id: newRelId, type: REL.slide, target: relativeTarget(presentationPart, name), external: false });
        insertSlideId(presentation, current.relId, newRelId);
        current = { root, relId: newRelId };
        return done;
      };
      for (let n = 0; arranged.overflow && n < MAX_CONTINUATIONS; n++) {
        const doc = splitOffContinuation(current.root, arranged.overflow.body, arranged.overflow.keep);
        fitBody(arranged.overflow.body, arranged.overflow.box, context);
        arranged = insertAfter(doc);
      }
      const overflowLeft = arranged.overflow !== null;
      if (tableDoc) insertAfter(tableDoc);
      // What the old layout and master showed goes on the slide and its continuations (carried-shapes.ts).
      for (const target of produced) {
        for (const copy of await placeCarried(deck, carried, target, size, options.template)) {
          if (asItWas) keepSourceFonts(copy, fonts);
          else retargetFonts(copy, fonts);
          if (target.backdrop) fixContrastOnBackdrop(copy, target.backdrop, colorsOn(target.key));
          else fixContrast(copy, colorsOn(target.key));
          if (options.lang) setProofingLanguage(copy, options.lang);
        }
        if (options.clearText?.has(index + 1)) {
          // Measured in the faces the carried shapes name too (a layout's heading in its own font).
          const measure = await FontMeasure.load([context.fonts.heading, context.fonts.body, ...typefaces(target.root)], signal);
          clearSlideText(target.root, { ...context, measure });
        }
        const words = options.fitWords?.get(index + 1);
        if (words) {
          const measure = await FontMeasure.load([context.fonts.heading, context.fonts.body, ...typefaces(target.root)], signal);
          fitWords(target.root, words, { ...context, measure });
        }
        const faint = options.readable?.get(index + 1);
        if (faint) makeReadable(target.root, faint, colorsOn(target.key), shapeNamesColor);
        await cardPictures(target.root, target.part, target.rels, zip, colorsOn(target.key), size, media);
      }
      if (overflowLeft)
        report.problems.push({
          slide: report.slides - (tableDoc ? 1 : 0),
          detail: 'The text goes on beyond this slide: too long to continue further.',
        });
      options.onProgress?.(index + 1, slides.length);
    }
    for (const { name, doc, rels } of continuations) {
      parts.push({ name, contentType: CT.slide, xml: serializeXml(doc).toString('utf8'), rels });
    }
    if (options.lang) {
      for (const { part } of slides) {
        for (const notes of await deck.targets(part, REL.notesSlide)) {
          if (!zip.has(notes)) continue;
          setProofingLanguage((await deck.doc(notes)).documentElement!, options.lang);
          deck.changedXml.add(notes);
        }
      }
    }
    if (report.continuations > 0 && zip.has('/docProps/app.xml')) {
      const count = allElements((await deck.doc('/docProps/app.xml')).documentElement!).find((el) => el.localName === 'Slides');
      if (count) {
        count.textContent = String(childElements(childElement(presentation, NS.p, 'sldIdLst')!).length);
        deck.changedXml.add('/docProps/app.xml');
      }
    }

    // The presentation points at the one new master and the new theme.
    const kepts = presRels.filter((rel) => rel.external || !removed.has(resolveTarget(presentationPart, rel.target)));
    const ids = new RelIdAllocator(kepts.map((rel) => rel.id));
    const masterRelId = ids.allocate();
    kepts.push(
      { id: masterRelId, type: REL.slideMaster, target: relativeTarget(presentationPart, names.master), external: false },
      { id: ids.allocate(), type: REL.theme, target: relativeTarget(presentationPart, names.theme), external: false },
    );
    deck.rels.set(presentationPart, kepts);
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
      removed,
      [...parts, ...media].map((part) => part.name),
      names.master,
    );
    await writeRestyled(deck, output, parts, reachable, media);
    return report;
  } finally {
    zip.close();
  }
}
