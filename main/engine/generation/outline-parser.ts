/**
 * A Markdown outline as slides, with no model involved. The outline is read as drafts (one per heading or `---`),
 * and each draft's layout is chosen from what it holds:
 *   `# Title` first → the title slide (the lines under it its subtitle); a later `#` → a section slide
 *   `## Heading` → a slide; its list items and paragraphs are its points; a `##` with nothing under it → a section
 *   two `###` sub-headings under one `##` → a comparison (two columns with headings); three or more → one slide each
 *   `|||`, or `---` followed by more points rather than a heading → the next column of the same slide
 *   `---` before a heading → the next slide (as Marp and reveal.js decks separate slides)
 *   `> quote` (a last line starting with — or -- is the attribution) → a quote slide
 *   one point that opens with a figure (**42%**, $3.2M, 10×) → a big-number slide, the rest its caption
 *   `![caption](picture.png)` → a picture with its caption (a file given with the task, or a data: URI)
 *   a pipe table → a table slide
 *   `???`, `Note:`, `::: notes` or `<!-- … -->` → the slide's speaker notes
 * Lists too long for one slide continue on the next (slide-fit.ts), as do long tables.
 */
import type { Bullet, Column, DeckOutline, SlideOutline, Table } from './deck-outline';
import { inlineRuns, plainText } from './inline-markdown';
import { outlineBlocks, type Block } from './outline-blocks';

type Item =
  | { kind: 'point'; bullet: Bullet }
  | { kind: 'quote'; lines: string[] }
  | { kind: 'image'; alt: string; src: string }
  | { kind: 'table'; table: Table };

interface DraftColumn {
  heading?: string;
  items: Item[];
}

interface Draft {
  /** 1 = a `#` heading, 2 = `##`, 3 = a `###` outside a `##` slide; 0 = no heading. */
  level: number;
  title: string;
  deckTitle: boolean;
  items: Item[];
  columns: DraftColumn[];
  notes: string[];
}

// A figure leading a point: an optional sign or currency, digits, and a unit (%, ×, k, M, bn …); or any short
// bold lead that starts with one (**6,650 km**).
const FIGURE =
  /^(?<value>[~≈<>+±−-]?\s?[$€£¥]?\d[\d.,]*(?:\s?(?:%|‰|×|x|k|K|M|B|bn|mn|m)(?![\p{L}\d])|\+)?)(?:\s*[-–—:]\s*|\s+|$)(?<rest>.*)$/u;
const BOLD_FIGURE = /^(\*\*|__)(?<value>[~≈<>+±−-]?\s?[$€£¥]?\d[^*_]{0,15}?)\1(?:\s*[-–—:]\s*|\s+|$)(?<rest>.*)$/u;
const MAX_CAPTION = 160;
const MAX_FIGURE = 16;

function statistic(item: Item | undefined, extra: Item | undefined): { value: string; caption?: string } | null {
  if (item?.kind !== 'point' || (extra && extra.kind !== 'point')) return null;
  const source = (item.bullet.source ?? '').trim();
  const bold = BOLD_FIGURE.exec(source);
  const match = bold ?? FIGURE.exec(source);
  if (!match?.groups) return null;
  const value = plainText(match.groups.value!).trim();
  const rest = plainText(match.groups.rest ?? '').trim();
  const marked = bold !== null || /[%‰×$€£¥+]/.test(value) || /\d\s?(?:x|k|K|M|B|bn|mn|m)$/.test(value);
  if (!marked || value.length > MAX_FIGURE) return null;
  const caption = [rest, extra?.kind === 'point' ? plainText(extra.bullet.source ?? '') : ''].filter(Boolean).join(' ');
  if (caption.length > MAX_CAPTION) return null;
  return { value, ...(caption ? { caption } : {}) };
}

const points = (items: readonly Item[]): Bullet[] =>
  items.flatMap((item) =>
    item.kind === 'point'
      ? [item.bullet]
      : item.kind === 'quote'
        ? [{ runs: inlineRuns(item.lines.join(' ')), level: 0, plain: true }]
        : [],
  );

function quoteSlide(lines: readonly string[], title: string | undefined): SlideOutline {
  const rest = [...lines];
  const attribution = /^(?:—|--|~|-)\s*(.+)$/.exec(rest[rest.length - 1] ?? '')?.[1];
  if (attribution && rest.length > 1) rest.pop();
  return {
    layout: 'quote',
    ...(title ? { title } : {}),
    quote: plainText(rest.join(' ')),
    ...(attribution && rest.length > 0 && lines.length > 1 ? { attribution: plainText(attribution) } : {}),
  };
}

/** A column's points; its quotes, pictures and tables get slides of their own. */
function columnOf(column: DraftColumn): Column {
  return { ...(column.heading ? { heading: column.heading } : {}), bullets: points(column.items.filter((item) => item.kind === 'point')) };
}

const pictureSlide = (title: string, image: Extract<Item, { kind: 'image' }>, caption: Bullet[]): SlideOutline => ({
  layout: 'pictureCaption',
  title,
  caption:
    caption.length > 0
      ? caption
      : image.alt && plainText(image.alt) !== title
        ? [{ runs: inlineRuns(image.alt), level: 0, plain: true }]
        : [],
  source: image.src,
  description: plainText(image.alt),
});

/** The slides for the items of one slide (no columns), in their order: the layout follows from what they are. */
function contentSlides(title: string, items: readonly Item[], emptyAs: 'section' | 'bullets', lead = true): SlideOutline[] {
  const images = items.filter((item) => item.kind === 'image');
  const others = items.filter((item) => item.kind === 'table' || item.kind === 'quote');
  if (items.length > 0 && items.length <= 2) {
    const figure = statistic(items[0], items[1]);
    if (figure) return [{ layout: 'statistic', title, ...figure }];
  }
  if (images.length === 1 && others.length === 0) {
    // One picture and points: the points are its caption, beside it.
    return [pictureSlide(title, images[0] as Extract<Item, { kind: 'image' }>, points(items))];
  }
  const slides: SlideOutline[] = [];
  let run: Bullet[] = [];
  const flush = (): void => {
    if (run.length > 0) slides.push({ layout: 'bullets', title, bullets: run });
    run = [];
  };
  for (const item of items) {
    if (item.kind === 'point') {
      run.push(item.bullet);
      continue;
    }
    flush();
    const first = lead && slides.length === 0;
    if (item.kind === 'image') slides.push(pictureSlide(first || !item.alt ? title : plainText(item.alt), item, []));
    else if (item.kind === 'table') slides.push({ layout: 'table', title, table: item.table });
    else slides.push(quoteSlide(item.lines, first ? title : undefined));
  }
  flush();
  if (slides.length === 0) {
    slides.push(emptyAs === 'section' ? { layout: 'section', title } : { layout: 'bullets', title, bullets: [] });
  }
  return slides;
}

function draftSlides(draft: Draft): SlideOutline[] {
  const { title } = draft;
  if (draft.deckTitle) {
    const lines = draft.items.filter((item) => item.kind === 'point').map((item) => plainText(item.bullet.source ?? ''));
    const rest = draft.items.filter((item) => item.kind !== 'point');
    return [
      { layout: 'title', title, ...(lines.length ? { subtitle: lines.join('\n') } : {}) },
      ...(rest.length ? contentSlides(title, rest, 'bullets') : []),
    ];
  }
  if (draft.level === 1) {
    const [first, ...rest] = draft.items;
    const text = first?.kind === 'point' && draft.columns.length === 0 ? plainText(first.bullet.source ?? '') : undefined;
    const remaining = text ? rest : draft.items;
    return [
      { layout: 'section', title, ...(text ? { text } : {}) },
      ...(remaining.length || draft.columns.length ? draftSlides({ ...draft, level: 2, items: remaining }) : []),
    ];
  }
  const columns = draft.columns.filter((column) => column.heading || column.items.length > 0);
  if (columns.length === 0) return contentSlides(title, draft.items, draft.level === 0 ? 'bullets' : 'section');
  const headed = columns.every((column) => column.heading);
  const extras = columns.flatMap((column) => column.items.filter((item) => item.kind !== 'point'));
  const after = extras.length ? contentSlides(title, extras, 'bullets', false) : [];
  if (headed && columns.length >= 3) {
    // Three or more sub-headings are slides of their own under the heading, which becomes their section.
    const intro = draft.items.length ? contentSlides(title, draft.items, 'bullets') : [{ layout: 'section' as const, title }];
    return [...intro, ...columns.flatMap((column) => contentSlides(column.heading!, column.items, 'bullets'))];
  }
  if (draft.items.some((item) => item.kind === 'point')) {
    // Points before the sub-headings: the sub-headings read as part of one list.
    const flat: Bullet[] = [
      ...points(draft.items),
      ...columns.flatMap((column) => [
        ...(column.heading ? [{ runs: [{ text: column.heading, bold: true }], level: 0, plain: true }] : []),
        ...points(column.items).map((bullet) => ({ ...bullet, level: Math.min(4, bullet.level + (column.heading ? 1 : 0)) })),
      ]),
    ];
    return [{ layout: 'bullets', title, bullets: flat }, ...after];
  }
  const slides: SlideOutline[] = [];
  for (let i = 0; i < columns.length; i += 2) {
    const left = columns[i]!;
    const right = columns[i + 1];
    if (!right) slides.push(...contentSlides(left.heading ?? title, left.items, 'bullets'));
    else slides.push({ layout: 'twoColumns', title, columns: [columnOf(left), columnOf(right)] });
  }
  return [...slides, ...after];
}

class OutlineReader {
  readonly slides: SlideOutline[] = [];
  title = '';
  private draft: Draft | null = null;
  private notesMode = false;
  private lastSection = '';
  private ordinal: number[] = [];

  constructor(private readonly blocks: readonly Block[]) {}

  private open(level: number, title: string, deckTitle = false): Draft {
    this.close();
    this.draft = { level, title, deckTitle, items: [], columns: [], notes: [] };
    return this.draft;
  }

  private close(): void {
    const draft = this.draft;
    this.draft = null;
    this.notesMode = false;
    if (!draft) return;
    const slides = draftSlides(draft);
    const notes = draft.notes.join('\n').trim();
    if (notes && slides[0]) slides[0].notes = notes;
    this.slides.push(...slides);
  }

  private target(): Item[] {
    const draft = this.draft ?? this.open(0, this.lastSection || this.title);
    const column = draft.columns[draft.columns.length - 1];
    return column ? column.items : draft.items;
  }

  private hasContent(): boolean {
    const draft = this.draft;
    return !!draft && (draft.items.length > 0 || draft.columns.some((column) => column.items.length > 0));
  }

  private nextContent(from: number): Block | undefined {
    return this.blocks.slice(from + 1).find((block) => block.kind !== 'notes' && block.kind !== 'notesStart' && block.kind !== 'notesEnd');
  }

  private columnBreak(): void {
    const draft = this.draft!;
    if (draft.columns.length === 0) {
      draft.columns.push({ items: draft.items });
      draft.items = [];
    }
    draft.columns.push({ items: [] });
  }

  private point(text: string, level: number, ordered: boolean, plain: boolean): void {
    this.ordinal = this.ordinal.slice(0, level + 1);
    const number = ordered ? (this.ordinal[level] ?? 0) + 1 : undefined;
    if (ordered) this.ordinal[level] = number!;
    else this.ordinal = this.ordinal.slice(0, level);
    this.target().push({
      kind: 'point',
      bullet: { runs: inlineRuns(text), level, source: text, ...(plain ? { plain } : {}), ...(number ? { number } : {}) },
    });
  }

  read(): void {
    for (const [index, block] of this.blocks.entries()) {
      if (block.kind === 'notesEnd') {
        this.notesMode = false;
        continue;
      }
      if (block.kind === 'notes' || (this.notesMode && block.kind !== 'heading' && block.kind !== 'rule' && block.kind !== 'notesStart')) {
        const text = 'text' in block ? block.text : block.kind === 'table' ? block.rows.map((row) => row.join(' ')).join('\n') : '';
        if (text) (this.draft ?? this.open(0, this.lastSection || this.title)).notes.push(plainText(text));
        continue;
      }
      if (block.kind !== 'bullet') this.ordinal = [];
      switch (block.kind) {
        case 'notesStart':
          this.notesMode = true;
          break;
        case 'heading': {
          const text = plainText(block.text);
          if (block.level === 1 && !this.title && this.slides.length === 0 && !this.hasContent()) {
            this.title = text;
            this.open(1, text, true);
          } else if (block.level === 1) {
            this.lastSection = text;
            this.open(1, text);
          } else if (block.level === 3 && this.draft && this.draft.level === 2) {
            this.draft.columns.push({ heading: text, items: [] });
            this.notesMode = false;
          } else if (block.level <= 3) {
            this.open(block.level, text);
          } else {
            this.point(`**${block.text}**`, 0, false, true);
          }
          break;
        }
        case 'rule': {
          const next = this.nextContent(index);
          const inSlide = this.draft && this.draft.level >= 2 && !this.notesMode && this.hasContent();
          const nextColumn = next?.kind === 'heading' && next.level === 3 && this.draft?.level === 2 && this.draft.columns.length > 0;
          if (inSlide && next && next.kind !== 'heading' && next.kind !== 'rule') this.columnBreak();
          else if (!nextColumn) this.close();
          this.notesMode = false;
          break;
        }
        case 'columnBreak':
          if (this.draft) this.columnBreak();
          break;
        case 'bullet':
          this.point(block.text, block.level, block.ordered, false);
          break;
        case 'paragraph':
          this.point(block.text, 0, false, true);
          break;
        case 'quote': {
          const items = this.target();
          const last = items[items.length - 1];
          if (last?.kind === 'quote' && this.blocks[index - 1]?.kind === 'quote') last.lines.push(block.text);
          else items.push({ kind: 'quote', lines: [block.text] });
          break;
        }
        case 'image':
          this.target().push({ kind: 'image', alt: block.alt, src: block.src });
          break;
        case 'table':
          this.target().push({
            kind: 'table',
            table: { rows: block.rows.map((row) => row.map((cell) => inlineRuns(cell))), align: block.align },
          });
          break;
      }
    }
    this.close();
  }
}

export function parseMarkdownOutline(text: string, fallbackTitle: string): DeckOutline {
  const reader = new OutlineReader(outlineBlocks(text));
  reader.read();
  const slides = reader.slides.filter((slide) => slide.layout !== 'bullets' || slide.bullets.length > 0 || slide.title);
  return { title: reader.title || fallbackTitle, slides };
}
