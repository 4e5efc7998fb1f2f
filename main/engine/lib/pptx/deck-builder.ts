/**
 * Builds a new package from a skeleton deck and a list of slides picked from one or more decks: join picks every
 * slide of every input, split one slide of one deck per output. Each slide brings its layout (with master and
 * theme, see master-copier.ts), notes, media, charts, diagrams, OLE objects and comments; slide jumps are remapped
 * to the output's slides or dropped; a later deck of another size or other text defaults is fitted to the first;
 * the deck-wide parts are rebuilt by presentation-assembly.ts.
 */
import { randomInt } from 'node:crypto';
import { CommentAuthors } from './comment-authors';
import { sourceKey, type BuildOptions, type OutSlide, type SlidePick } from './deck-plan';
import { MasterCopier } from './master-copier';
import { MIN_SLIDE_ID, NS, REL } from './ooxml-constants';
import { OutputPackage } from './output-package';
import { collectTypefaces, PartCopier, roleOf, type CopyContext, type PartRole } from './part-copier';
import { assemblePresentation, presentationTarget } from './presentation-assembly';
import { DeckFit } from './deck-fit';
import { fitTransform, type SlideTransform } from './slide-scale';
import type { SourceDeck } from './source-deck';
import { TableStyles } from './table-styles';
import { TextDefaultsPatch } from './text-defaults';
import { allElements, childElement, descendantsNamed, isElement, removeNode, type Element } from './xml-dom';

export type { BuildOptions, SlidePick } from './deck-plan';

export interface BuiltDeck {
  pkg: OutputPackage;
  slides: number;
  notes: number;
  hidden: number;
  /** The decks fitted to another slide size, by deck index, with how. */
  resizedDecks: Map<number, SlideTransform>;
  warnings: string[];
}

export async function buildDeck(skeleton: SourceDeck, picks: readonly SlidePick[], options: BuildOptions): Promise<BuiltDeck> {
  return new DeckBuilder(skeleton, picks, options).build();
}

class DeckBuilder {
  private readonly out = new OutputPackage();
  private readonly copier: PartCopier;
  private readonly masters: MasterCopier;
  private readonly authors = new CommentAuthors();
  private readonly typefaces = new Set<string>();
  private readonly warnings: string[] = [];
  /** Per deck index: how its parts are adapted to the output (text defaults, table styles, size). */
  private readonly fits = new Map<number, DeckFit>();
  private tableStyles: TableStyles | undefined;
  private readonly slides: OutSlide[] = [];
  private readonly slideByKey = new Map<string, OutSlide>();
  private readonly usedLayouts = new Set<string>();
  private readonly creationIds = new Set<string>();
  /** The skeleton first, then every other deck that contributes slides. */
  private readonly decks: SourceDeck[] = [];
  private notesMaster: Promise<string | null> | undefined;
  private readonly presentationPart: string;

  constructor(
    private readonly skeleton: SourceDeck,
    private readonly picks: readonly SlidePick[],
    private readonly options: BuildOptions,
  ) {
    this.copier = new PartCopier(this.out, {
      transformGeneric: (deck, role, contentType, root, ctx, part) => this.transformGeneric(deck, role, contentType, root, ctx, part),
      onXmlWritten: (root) => collectTypefaces(root, this.typefaces),
    });
    this.masters = new MasterCopier({
      out: this.out,
      copier: this.copier,
      layouts: options.layouts,
      reuseIdenticalMasters: options.reuseIdenticalMasters,
      usedLayouts: this.usedLayouts,
      fit: (deck, root, part) => this.fitOf(deck).fitSlidePart(root, part),
      fitKey: (deck) => this.fitOf(deck).key(),
      warn: (message) => this.warnings.push(message),
    });
    this.presentationPart = this.out.names.claim('/ppt/presentation.xml');
    for (const deck of [skeleton, ...picks.map((p) => p.deck)]) if (!this.decks.includes(deck)) this.decks.push(deck);
  }

  async build(): Promise<BuiltDeck> {
    await this.prepareDecks();
    this.placeSlides();
    if (this.options.layouts === 'used') {
      for (const { pick } of this.slides) {
        const rel = (await pick.deck.rels(pick.slide.partName)).find((r) => !r.external && r.type === REL.slideLayout);
        if (rel) this.usedLayouts.add(sourceKey(pick.deck, pick.deck.resolve(pick.slide.partName, rel)));
      }
    }
    if (this.options.includeAllSkeletonMasters) {
      for (const m of this.skeleton.masters) await this.masters.ensureMaster(this.skeleton, m.partName);
    }
    for (const slide of this.slides) {
      this.options.signal?.throwIfAborted();
      await this.copySlide(slide);
      this.options.onProgress?.(slide.position / this.slides.length);
    }
    if (this.masters.masters.length === 0) await this.fallbackLayout();
    if (this.options.includeSkeletonNotesMaster && this.skeleton.notesMaster) await this.ensureNotesMaster(this.skeleton);
    await assemblePresentation({
      out: this.out,
      copier: this.copier,
      skeleton: this.skeleton,
      decks: this.decks,
      slides: this.slides,
      masters: this.masters.masters,
      notesMaster: this.notesMaster ? await this.notesMaster : null,
      authors: this.authors,
      typefaces: this.typefaces,
      options: this.options,
      presentationPart: this.presentationPart,
      tableStyles: this.tableStyles as TableStyles,
    });
    const resizedDecks = new Map<number, SlideTransform>();
    for (const deck of this.decks) {
      const t = this.fitOf(deck).transform;
      if (t) resizedDecks.set(deck.index, t);
    }
    return {
      pkg: this.out,
      slides: this.slides.length,
      notes: this.slides.filter((s) => s.hasNotes).length,
      hidden: this.slides.filter((s) => s.hidden).length,
      resizedDecks,
      warnings: [...new Set([...this.decks.flatMap((d) => d.warnings), ...this.warnings])],
    };
  }

  /** Per deck: how to fit it to the skeleton (size, text defaults, table styles), and its comment authors. */
  private async prepareDecks(): Promise<void> {
    const defaultsOf = async (deck: SourceDeck): Promise<Element | undefined> =>
      childElement((await deck.xml(deck.presentationPart)).documentElement as Element, NS.p, 'defaultTextStyle');
    const skeletonDefaults = await defaultsOf(this.skeleton);
    const tableStyles = await TableStyles.load(this.skeleton, this.decks);
    this.tableStyles = tableStyles;
    for (const deck of this.decks) {
      const transform = fitTransform(deck.slideSize, this.skeleton.slideSize, this.options.fit ?? 'scale');
      const own = deck === this.skeleton ? skeletonDefaults : await defaultsOf(deck);
      const text = TextDefaultsPatch.between(skeletonDefaults, own, transform?.scale ?? 1);
      this.fits.set(deck.index, new DeckFit(deck, transform, text, tableStyles));
      await this.authors.loadDeck(deck, presentationTarget(deck, REL.commentAuthors), presentationTarget(deck, REL.modernAuthors));
    }
  }

  private fitOf(deck: SourceDeck): DeckFit {
    const fit = this.fits.get(deck.index);
    if (!fit) throw new Error(`${deck.label} was not prepared`);
    return fit;
  }

  /** Names and ids for every output slide, before anything is copied, so slide jumps can point at them. */
  private placeSlides(): void {
    for (const pick of this.picks) {
      const k = sourceKey(pick.deck, pick.slide.partName);
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
  }

  private async fallbackLayout(): Promise<string | undefined> {
    if (this.masters.masters.length === 0) {
      for (const m of this.skeleton.masters) {
        if (await this.masters.ensureMaster(this.skeleton, m.partName)) break;
      }
    }
    return this.masters.firstLayout();
  }

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
          const layout = (await this.masters.ensureLayout(deck, target)) ?? (await this.fallbackLayout());
          return layout ? { kind: 'to', outName: layout } : { kind: 'drop' };
        }
        if (rel.type === REL.notesSlide) {
          const notes = await this.copyNotesSlide(deck, target, slide);
          return notes ? { kind: 'to', outName: notes } : { kind: 'drop' };
        }
        if (rel.type === REL.slide) {
          const jump = this.slideByKey.get(sourceKey(deck, target));
          return jump ? { kind: 'to', outName: jump.name } : { kind: 'drop' };
        }
        return undefined;
      },
      transform: async (root, rels) => {
        if (!rels.rels.some((r) => r.type === REL.slideLayout)) {
          const layout = this.masters.firstLayout();
          if (layout) rels.add(REL.slideLayout, layout);
        }
        await this.fitOf(deck).fitSlidePart(root, source.partName);
        this.applyVisibility(root, slide);
        if (this.options.customShows === 'drop' || deck !== this.skeleton) removeCustomShowLinks(root);
        slide.hasNotes = rels.rels.some((r) => r.type === REL.notesSlide);
      },
    });
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
    const outName = this.out.names.allocate('/ppt/notesSlides/notesSlide1.xml');
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

  /** The one notes master of the output: the skeleton's if it has one, else that of the first deck needing one. */
  private ensureNotesMaster(deck: SourceDeck): Promise<string | null> {
    this.notesMaster ??= (async () => {
      const source = this.skeleton.notesMaster ? this.skeleton : deck;
      const part = source.notesMaster;
      if (!part || !source.exists(part)) return null;
      const outName = this.out.names.allocate('/ppt/notesMasters/notesMaster1.xml');
      this.copier.remember(source, part, outName);
      await this.copier.copyXmlPart(source, part, outName, { role: 'notesMaster' });
      return outName;
    })();
    return this.notesMaster;
  }

  private async transformGeneric(
    deck: SourceDeck,
    role: PartRole,
    contentType: string,
    root: Element,
    ctx: CopyContext,
    part: string,
  ): Promise<void> {
    if (role === 'comments') this.authors.remapLegacyComments(deck, root);
    await this.fitOf(deck).fitOtherPart(role, contentType, root, part);
    if (role === 'modernComments') {
      this.authors.collectModernAuthors(deck, root);
      const owner = ctx.ownerSlide;
      for (const mk of owner ? descendantsNamed(root, NS.pc, 'sldMk') : []) {
        mk.setAttribute('sldId', String(owner?.sldId));
        if (owner?.creationId) mk.setAttribute('cId', owner.creationId);
      }
    }
  }
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
