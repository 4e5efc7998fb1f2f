/**
 * The checks one rendered slide needs no source for: text outside its shape or the slide, text of two shapes on
 * top of each other, text under something drawn over it, a stroke through text, text below the readable floor, a
 * word broken across two lines (word-breaks.ts), and text that hardly stands out from its ground (text-contrast.ts).
 */
import type { DeckShape, SlideShapes } from './deck-shapes';
import { area, bottom, contains, intersection, overhang, right, round1, segmentCrosses, union, type Box } from './geometry';
import { excerpt, type KeyedIssue } from './layout-issue';
import type { LayoutFindingChoice } from '../../../shared/contract/layout-findings';
import { normalizeText, type OwnedLine } from './line-owners';
import { contentFill } from './content-fill';
import type { PageLayout, Stroke, TextLine } from './pdf-layout';
import { wordBreakIssues } from './word-breaks';
import { contrastIssues } from './text-contrast';

/** Placeholders whose small print is the design's (dates, footers, slide numbers). */
const SMALL_PRINT = new Set(['dt', 'ftr', 'sldNum', 'hdr']);
const COVERING: ReadonlySet<string> = new Set(['picture', 'chart', 'table', 'diagram', 'object']);

export interface SlideCheckOptions {
  /** Body text below this many points is flagged. */
  floorPt: number;
}

function ownerKey(owned: OwnedLine, index: number): string {
  return owned.owner ? `s${owned.owner.id}` : `l${index}`;
}

function ownerText(owner: DeckShape | null, lines: readonly OwnedLine[]): string {
  return owner?.paragraphs.join(' ') || lines.map((l) => l.line.text).join(' ');
}

function groupByOwner(owned: readonly OwnedLine[]): Map<DeckShape, OwnedLine[]> {
  const groups = new Map<DeckShape, OwnedLine[]>();
  for (const line of owned) {
    if (!line.owner) continue;
    const list = groups.get(line.owner) ?? [];
    list.push(line);
    groups.set(line.owner, list);
  }
  return groups;
}

type Side = LayoutFindingChoice<'side'>;

const SIDE_WORDS: Readonly<Record<Side, string>> = { below: 'below', above: 'above', right: 'to the right of', left: 'to the left of' };

/** The side text reaches furthest past its bounds, and by how many points (one decimal). */
function worstSide(o: ReturnType<typeof overhang>): { side: Side; pt: number } {
  const sides = [
    ['below', o.bottom],
    ['above', o.top],
    ['right', o.right],
    ['left', o.left],
  ] as const;
  const [side, amount] = sides.reduce((a, b) => (b[1] > a[1] ? b : a));
  return { side, pt: round1(amount) };
}

function describeOverhang(params: { side: Side; pt: number }, what: string, subject = 'Its text runs'): string {
  return `${subject} ${params.pt} pt ${SIDE_WORDS[params.side]} ${what}`;
}

function overflowIssues(slide: number, groups: Map<DeckShape, OwnedLine[]>): KeyedIssue[] {
  const issues: KeyedIssue[] = [];
  for (const [shape, lines] of groups) {
    if (shape.kind === 'table') {
      for (const owned of lines) {
        const cell = owned.cell !== null ? shape.cells[owned.cell] : undefined;
        if (!cell) continue;
        const o = overhang(owned.line.box, { ...cell.box, y: -1e6, h: 2e6 });
        if (Math.max(o.left, o.right) > Math.max(2, 0.3 * owned.line.size)) {
          issues.push({
            slide,
            kind: 'overflow',
            key: `overflow:s${shape.id}:c${owned.cell}`,
            excerpt: excerpt(cell.text),
            code: 'text-past-cell',
            params: worstSide(o),
            detail: `${describeOverhang(worstSide(o), 'its table cell')}.`,
          });
          break;
        }
      }
      continue;
    }
    if (shape.kind !== 'text' || !shape.box || shape.autofit === 'grow' || shape.vertical) continue;
    const box = union(lines.filter((l) => !l.line.rotated).map((l) => l.line.box));
    if (!box) continue;
    const size = Math.max(...lines.map((l) => l.line.size));
    const o = overhang(box, shape.box);
    const tolerance = Math.max(2, 0.3 * size);
    // Without wrapping a line may grow sideways, as PowerPoint draws it too; only its height counts then.
    const worst = Math.max(o.top, o.bottom, shape.wrap ? Math.max(o.left, o.right) : 0);
    if (worst > tolerance) {
      issues.push({
        slide,
        kind: 'overflow',
        key: `overflow:s${shape.id}`,
        shapeId: shape.id,
        excerpt: excerpt(ownerText(shape, lines)),
        code: 'text-past-box',
        params: worstSide(o),
        detail: `${describeOverhang(worstSide(o), 'its box')}.`,
      });
    }
  }
  return issues;
}

/**
 * LibreOffice wraps or cuts text at the slide's edge rather than drawing past it, so a text box reaching past the
 * edge counts when its rendered text touches that edge or some of its text did not show at all.
 */
function cutAtEdge(slide: number, groups: Map<DeckShape, OwnedLine[]>, page: PageLayout, seen: Set<string>): KeyedIssue[] {
  const issues: KeyedIssue[] = [];
  for (const [shape, lines] of groups) {
    if (shape.kind !== 'text' || !shape.box) continue;
    const o = overhang(shape.box, { x: 0, y: 0, w: page.width, h: page.height });
    if (Math.max(o.left, o.top, o.right, o.bottom) <= 2) continue;
    const shown = normalizeText(lines.map((l) => l.line.text).join(''));
    const written = normalizeText(shape.paragraphs.join(''));
    const box = union(lines.map((l) => l.line.box));
    const touches =
      box !== null &&
      ((o.right > 2 && right(box) > page.width - 3) ||
        (o.left > 2 && box.x < 3) ||
        (o.bottom > 2 && bottom(box) > page.height - 3) ||
        (o.top > 2 && box.y < 3));
    if (!touches && shown.length >= 0.95 * written.length) continue;
    const key = `off-slide:s${shape.id}`;
    seen.add(key);
    issues.push({
      slide,
      kind: 'off-slide',
      key,
      excerpt: excerpt(shape.paragraphs.join(' ')),
      code: 'box-cut-at-edge',
      params: worstSide(o),
      detail: `${describeOverhang(worstSide(o), 'the slide', 'Its box reaches')} and its text is cut at the edge.`,
    });
  }
  return issues;
}

function offSlideIssues(slide: number, owned: readonly OwnedLine[], page: PageLayout, groups: Map<DeckShape, OwnedLine[]>): KeyedIssue[] {
  const seen = new Set<string>();
  const issues: KeyedIssue[] = cutAtEdge(slide, groups, page, seen);
  owned.forEach((line, index) => {
    const o = overhang(line.line.box, { x: 0, y: 0, w: page.width, h: page.height });
    if (Math.max(o.left, o.top, o.right, o.bottom) <= 1) return;
    const key = `off-slide:${ownerKey(line, index)}`;
    if (seen.has(key)) return;
    seen.add(key);
    issues.push({
      slide,
      kind: 'off-slide',
      key,
      excerpt: excerpt(ownerText(line.owner, [line])),
      code: 'text-past-slide',
      params: worstSide(o),
      detail: `${describeOverhang(worstSide(o), 'the slide')}.`,
    });
  });
  return issues;
}

function collisionIssues(slide: number, owned: readonly OwnedLine[]): KeyedIssue[] {
  const issues: KeyedIssue[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < owned.length; i++) {
    const a = owned[i]!;
    for (let j = i + 1; j < owned.length; j++) {
      const b = owned[j]!;
      const keyA = ownerKey(a, i);
      const keyB = ownerKey(b, j);
      if (keyA === keyB || (!a.owner && !b.owner)) continue;
      const overlap = area(intersection(a.line.box, b.line.box));
      if (overlap <= 0.15 * Math.min(area(a.line.box), area(b.line.box))) continue;
      const key = `collision:${[keyA, keyB].sort().join('+')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      issues.push({
        slide,
        kind: 'collision',
        key,
        excerpt: excerpt(a.line.text),
        code: 'text-overlaps',
        params: { other: excerpt(b.line.text) },
        detail: `Its text overlaps “${excerpt(b.line.text)}” of another shape.`,
      });
    }
  }
  return issues;
}

type Cover = LayoutFindingChoice<'cover'>;

const COVER_WORDS: Readonly<Record<Cover, string>> = {
  picture: 'a picture',
  chart: 'a chart',
  table: 'a table',
  diagram: 'a SmartArt graphic',
  object: 'an embedded object',
  shape: 'a filled shape',
};

function coverOf(shape: DeckShape): Cover {
  return shape.kind === 'picture' || shape.kind === 'chart' || shape.kind === 'table' || shape.kind === 'diagram' || shape.kind === 'object'
    ? shape.kind
    : 'shape';
}

function coveredIssues(slide: number, groups: Map<DeckShape, OwnedLine[]>, shapes: readonly DeckShape[]): KeyedIssue[] {
  const covers = shapes.filter((shape) => shape.box && (COVERING.has(shape.kind) || shape.filled));
  const issues: KeyedIssue[] = [];
  for (const [owner, lines] of groups) {
    if (owner.kind !== 'text' && owner.kind !== 'table') continue;
    for (const cover of covers) {
      if (cover === owner || cover.z <= owner.z || !cover.box) continue;
      const hit = lines.find((l) => area(intersection(l.line.box, cover.box!)) > 0.2 * area(l.line.box));
      if (!hit) continue;
      issues.push({
        slide,
        kind: 'covered',
        key: `covered:s${owner.id}+s${cover.id}`,
        excerpt: excerpt(hit.line.text),
        code: 'text-covered',
        params: { cover: coverOf(cover) },
        detail: `This text lies under ${COVER_WORDS[coverOf(cover)]} drawn over it.`,
      });
      break;
    }
  }
  return issues;
}

/** The band of a line that a rule must not cross: between the baseline and the top of lower-case letters. */
function glyphBand(line: TextLine): Box {
  return { x: line.box.x + 0.5, y: line.baseline - 0.6 * line.size, w: Math.max(0, line.box.w - 1), h: 0.5 * line.size };
}

/** A horizontal stroke from the start of one piece of the line to the end of one: the text's own decoration. */
function isDecoration(line: TextLine, s: Stroke): boolean {
  if (Math.abs(s.y1 - s.y2) > 0.5) return false;
  const [from, to] = s.x1 < s.x2 ? [s.x1, s.x2] : [s.x2, s.x1];
  return line.spans.some(([start]) => Math.abs(start - from) < 2.5) && line.spans.some(([, end]) => Math.abs(end - to) < 2.5);
}

/** Where a stroke passes through the middle of the band. */
function crossingPoint(s: Stroke, band: Box): [number, number] {
  const cy = band.y + band.h / 2;
  if (Math.abs(s.y2 - s.y1) < 0.5) {
    const cx = Math.min(Math.max(band.x + band.w / 2, Math.min(s.x1, s.x2)), Math.max(s.x1, s.x2));
    return [cx, cy];
  }
  const t = (cy - s.y1) / (s.y2 - s.y1);
  return [s.x1 + t * (s.x2 - s.x1), cy];
}

/** A fill drawn after the stroke where it crosses the text hides it. */
function hidden(s: Stroke, band: Box, page: PageLayout): boolean {
  const [x, y] = crossingPoint(s, band);
  return page.fills.some((fill) => fill.order > s.order && contains(fill.box, x, y));
}

function lineThroughIssues(slide: number, owned: readonly OwnedLine[], page: PageLayout, skip: ReadonlySet<DeckShape>): KeyedIssue[] {
  const issues: KeyedIssue[] = [];
  const seen = new Set<string>();
  owned.forEach((owned, index) => {
    const { line, owner } = owned;
    if (line.rotated || (owner && (skip.has(owner) || owner.kind === 'chart' || owner.kind === 'diagram' || owner.kind === 'object')))
      return;
    const band = glyphBand(line);
    const stroke = page.strokes.find(
      (s) => segmentCrosses(s.x1, s.y1, s.x2, s.y2, band) && !isDecoration(line, s) && !hidden(s, band, page),
    );
    if (!stroke) return;
    const key = `line-through:${ownerKey(owned, index)}`;
    if (seen.has(key)) return;
    seen.add(key);
    const direction: LayoutFindingChoice<'direction'> =
      Math.abs(stroke.y1 - stroke.y2) < 1 ? 'horizontal' : Math.abs(stroke.x1 - stroke.x2) < 1 ? 'vertical' : 'slanted';
    issues.push({
      slide,
      kind: 'line-through',
      key,
      excerpt: excerpt(line.text),
      code: 'line-crosses-text',
      params: { direction },
      detail: `A ${direction} line of the slide crosses this text.`,
    });
  });
  return issues;
}

function smallTextIssues(slide: number, groups: Map<DeckShape, OwnedLine[]>, floorPt: number): KeyedIssue[] {
  const issues: KeyedIssue[] = [];
  for (const [owner, lines] of groups) {
    if ((owner.kind !== 'text' && owner.kind !== 'table') || SMALL_PRINT.has(owner.placeholder ?? '')) continue;
    const smallest = Math.min(...lines.map((l) => l.line.size));
    if (smallest >= floorPt - 0.05) continue;
    const line = lines.find((l) => l.line.size === smallest)!;
    issues.push({
      slide,
      kind: 'small-text',
      key: `small-text:s${owner.id}`,
      shapeId: owner.id,
      sizePt: smallest,
      excerpt: excerpt(line.line.text),
      code: 'text-below-floor',
      params: { pt: round1(smallest), floorPt },
      detail: `Its text is shown at ${round1(smallest)} pt, below the readable ${floorPt} pt.`,
    });
  }
  return issues;
}

/**
 * A slide whose XML holds text or pictures but whose rendered content area (inside the margins) shows no text, no
 * picture and no filled shape: a blank page where there should be content (issue #35's last slide that came out
 * blank). Checked with or without a source.
 */
function emptyContentIssues(shapes: SlideShapes, page: PageLayout): KeyedIssue[] {
  const holds = shapes.shapes.some((shape) => shape.paragraphs.some((text) => text.trim()) || shape.kind === 'picture');
  if (!holds || shapes.hidden || contentFill(page) > 0) return [];
  return [
    {
      slide: shapes.number,
      kind: 'missing',
      key: 'missing:empty-content',
      excerpt: 'an empty slide',
      code: 'nothing-drawn',
      params: {},
      detail: 'The slide holds text or pictures, but its rendered page shows nothing inside its margins.',
    },
  ];
}

/** Every problem one slide shows on its own. */
export function checkSlide(shapes: SlideShapes, page: PageLayout, owned: readonly OwnedLine[], options: SlideCheckOptions): KeyedIssue[] {
  const slide = shapes.number;
  const groups = groupByOwner(owned);
  const overflow = overflowIssues(slide, groups);
  const overflowing = new Set(shapes.shapes.filter((shape) => overflow.some((issue) => issue.key.startsWith(`overflow:s${shape.id}`))));
  const covered = coveredIssues(slide, groups, shapes.shapes);
  // Covered text is read against what covers it: that finding says more.
  const uncovered = new Map([...groups].filter(([owner]) => !covered.some((issue) => issue.key.startsWith(`covered:s${owner.id}+`))));
  return [
    ...overflow,
    ...offSlideIssues(slide, owned, page, groups),
    ...collisionIssues(slide, owned),
    ...covered,
    ...lineThroughIssues(slide, owned, page, overflowing),
    ...smallTextIssues(slide, groups, options.floorPt),
    ...wordBreakIssues(slide, owned),
    ...emptyContentIssues(shapes, page),
    ...contrastIssues(slide, uncovered),
  ];
}

/** The largest and smallest size of a shape's rendered text, for the comparisons with the source. */
export function renderedSizes(owned: readonly OwnedLine[]): Map<DeckShape, { max: number; min: number; bottom: number; right: number }> {
  const sizes = new Map<DeckShape, { max: number; min: number; bottom: number; right: number }>();
  for (const { owner, line } of owned) {
    if (!owner) continue;
    const entry = sizes.get(owner) ?? { max: 0, min: Infinity, bottom: 0, right: 0 };
    entry.max = Math.max(entry.max, line.size);
    entry.min = Math.min(entry.min, line.size);
    entry.bottom = Math.max(entry.bottom, bottom(line.box));
    entry.right = Math.max(entry.right, right(line.box));
    sizes.set(owner, entry);
  }
  return sizes;
}
