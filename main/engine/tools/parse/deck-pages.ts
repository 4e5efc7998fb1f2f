/**
 * A deck's slides (and, when asked, their layouts and masters) read into shape trees, each page with the theme and
 * inherited placeholder boxes that apply to it, and each slide with its speaker notes.
 */
import { REL } from '../../lib/pptx/ooxml-constants';
import { partKey } from '../../lib/pptx/part-names';
import type { SourceDeck } from '../../lib/pptx/source-deck';
import { readThemeFonts, type ThemeFonts } from '../../lib/fonts/deck-typefaces';
import { paragraphsText, placeholderBoxes, readShapeTree, relTargets, type EmuBox, type ShapeNode } from './slide-shapes';

export interface DeckPage {
  type: 'slide' | 'layout' | 'master';
  /** Part name without the leading slash, e.g. `ppt/slides/slide1.xml`. */
  file: string;
  /** 1-based, for slides. */
  number?: number;
  hidden?: boolean;
  layoutFile?: string;
  masterFile?: string;
  shapes: ShapeNode[];
  /** Speaker notes, one entry per paragraph (slides only, when asked). */
  notes?: string[];
}

export interface DeckPages {
  slides: DeckPage[];
  layouts: DeckPage[];
  masters: DeckPage[];
}

export interface DeckPageOptions {
  notes: boolean;
  /** Read every master and layout of the deck, not only those the read slides use. */
  allLayouts?: boolean;
  /** 1-based slide numbers to read; all when absent. */
  pick?: ReadonlySet<number>;
  signal?: AbortSignal;
}

const bare = (part: string): string => part.replace(/^\//, '');

interface Loaded {
  page: DeckPage;
  inherited: Map<string, EmuBox>;
  theme: ThemeFonts | null;
}

export async function readDeckPages(deck: SourceDeck, options: DeckPageOptions): Promise<DeckPages> {
  const masters = new Map<string, Loaded>();
  const layouts = new Map<string, Loaded>();

  const firstTarget = async (part: string, type: string): Promise<string | undefined> => {
    const rel = (await deck.rels(part)).find((r) => !r.external && r.type === type);
    const target = rel ? deck.resolve(part, rel) : undefined;
    return target && deck.exists(target) ? target : undefined;
  };

  const loadMaster = async (part: string): Promise<Loaded> => {
    const cached = masters.get(partKey(part));
    if (cached) return cached;
    const themePart = await firstTarget(part, REL.theme);
    const themeRoot = themePart ? (await deck.xml(themePart)).documentElement : null;
    const theme = themeRoot ? readThemeFonts(themeRoot) : null;
    const root = (await deck.xml(part)).documentElement!;
    const shapes = readShapeTree(root, { rels: await relTargets(deck, part), theme, inherited: new Map() });
    const inherited = new Map<string, EmuBox>();
    placeholderBoxes(shapes, inherited);
    const loaded = { page: { type: 'master' as const, file: bare(part), shapes }, inherited, theme };
    masters.set(partKey(part), loaded);
    return loaded;
  };

  const loadLayout = async (part: string): Promise<Loaded> => {
    const cached = layouts.get(partKey(part));
    if (cached) return cached;
    const masterPart = await firstTarget(part, REL.slideMaster);
    const master = masterPart ? await loadMaster(masterPart) : null;
    const root = (await deck.xml(part)).documentElement!;
    const shapes = readShapeTree(root, {
      rels: await relTargets(deck, part),
      theme: master?.theme ?? null,
      inherited: master?.inherited ?? new Map(),
    });
    const inherited = new Map<string, EmuBox>();
    placeholderBoxes(shapes, inherited);
    for (const [key, box] of master?.inherited ?? []) if (!inherited.has(key)) inherited.set(key, box);
    const page: DeckPage = { type: 'layout', file: bare(part), shapes };
    if (masterPart) page.masterFile = bare(masterPart);
    const loaded = { page, inherited, theme: master?.theme ?? null };
    layouts.set(partKey(part), loaded);
    return loaded;
  };

  const slides: DeckPage[] = [];
  for (const [i, slide] of deck.slides.entries()) {
    if (options.pick && !options.pick.has(i + 1)) continue;
    options.signal?.throwIfAborted();
    const layoutPart = await firstTarget(slide.partName, REL.slideLayout);
    const layout = layoutPart ? await loadLayout(layoutPart) : null;
    const root = (await deck.xml(slide.partName)).documentElement!;
    const rels = await relTargets(deck, slide.partName);
    const page: DeckPage = {
      type: 'slide',
      file: bare(slide.partName),
      number: i + 1,
      shapes: readShapeTree(root, { rels, theme: layout?.theme ?? null, inherited: layout?.inherited ?? new Map() }),
    };
    if (/^(0|false)$/i.test(root.getAttribute('show') ?? '')) page.hidden = true;
    if (layoutPart) page.layoutFile = bare(layoutPart);
    if (layout?.page.masterFile) page.masterFile = layout.page.masterFile;
    if (options.notes) {
      const notesPart = await firstTarget(slide.partName, REL.notesSlide);
      page.notes = [];
      if (notesPart) {
        const notesRoot = (await deck.xml(notesPart)).documentElement!;
        const body = readShapeTree(notesRoot, { rels: new Map(), theme: null, inherited: new Map() }).filter((s) => s.phType === 'body');
        page.notes = body.flatMap((s) => paragraphsText(s.paragraphs).split('\n')).filter((line) => line.trim() !== '');
      }
    }
    slides.push(page);
  }
  if (options.allLayouts) {
    for (const master of deck.masters) {
      await loadMaster(master.partName);
      for (const rel of await deck.rels(master.partName)) {
        const target = rel.external || rel.type !== REL.slideLayout ? undefined : deck.resolve(master.partName, rel);
        if (target && deck.exists(target)) await loadLayout(target);
      }
    }
  }
  return { slides, layouts: [...layouts.values()].map((l) => l.page), masters: [...masters.values()].map((m) => m.page) };
}
