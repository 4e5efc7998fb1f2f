/**
 * The checks that need the deck an output was made from: what the source already showed is not the tool's doing
 * (its issues are dropped, matched by kind and shape ids), text smaller than the floor is fine where the source
 * was as small, a title must keep ~70 % of the source's size, and nothing of the source may be missing.
 */
import type { DeckShape, SlideShapes } from './deck-shapes';
import { round1 } from './geometry';
import { excerpt, type KeyedIssue } from './layout-issue';
import type { LayoutFindingChoice } from '../../../shared/contract/layout-findings';
import type { AnalysedSlide } from './deck-layout';
import { renderedContentIssues } from './rendered-compare';

/** A title below this share of the source title's size counts as shrunk (PowerPoint's own autofit rarely goes further). */
export const TITLE_KEEP = 0.7;

export type SlideMap = (outputSlide: number) => number | null;

function title(slide: AnalysedSlide): { shape: DeckShape; size: number; nominal: number | null } | null {
  for (const shape of slide.shapes.shapes) {
    if (shape.placeholder !== 'title' || shape.kind !== 'text') continue;
    const rendered = slide.sizes.get(shape);
    const nominal = shape.nominalPt !== null ? shape.nominalPt * shape.fontScale : null;
    if (rendered) return { shape, size: rendered.max, nominal };
  }
  return null;
}

function titleIssue(out: AnalysedSlide, src: AnalysedSlide): KeyedIssue | null {
  const a = title(out);
  const b = title(src);
  if (!a || !b) return null;
  const renderedShare = a.size / b.size;
  // PowerPoint applies the file's fontScale as written; LibreOffice fits the text itself: both views count.
  const scaleShare = a.shape.fontScale / b.shape.fontScale;
  const share = Math.min(renderedShare, scaleShare);
  if (share >= TITLE_KEEP - 0.005) return null;
  const shown = renderedShare <= scaleShare ? round1(a.size) : round1(b.size * scaleShare);
  return {
    slide: out.shapes.number,
    kind: 'title-shrunk',
    key: `title-shrunk:s${a.shape.id}`,
    excerpt: excerpt(a.shape.paragraphs.join(' ')),
    code: 'title-shrunk',
    params: { pt: shown, percent: Math.round(share * 100), sourcePt: round1(b.size) },
    detail: `The title is shown at ${shown} pt, ${Math.round(share * 100)} % of the source's ${round1(b.size)} pt.`,
  };
}

function sourceSmallest(src: AnalysedSlide, shapeId: string | undefined): number {
  const same = src.shapes.shapes.find((shape) => shape.id === shapeId);
  const sizes = same ? src.sizes.get(same) : undefined;
  if (sizes) return sizes.min;
  let smallest = Infinity;
  for (const [shape, entry] of src.sizes) if (shape.kind === 'text' || shape.kind === 'table') smallest = Math.min(smallest, entry.min);
  return smallest;
}

/** How the source's same shape's text stood out from its ground at its faintest line (Infinity: not measured). */
function sourceContrast(src: AnalysedSlide, shapeId: string | undefined): number {
  let faintest = Infinity;
  for (const { owner, line } of src.owned)
    if (owner && owner.id === shapeId && line.backdrop) faintest = Math.min(faintest, line.backdrop.contrast);
  return faintest;
}

/** A visual shown at less than this share of its source area (relative to the slide) counts as shrunk. */
export const VISUAL_KEEP = 0.5;
const VISUAL_KINDS = new Set(['picture', 'chart', 'table', 'diagram', 'object', 'shape']);
/** A picture or drawn shape covering more of the slide than this is its backdrop; a table, chart or object is content. */
const BACKDROP_SHARE = 0.85;
const BACKDROP_KINDS = new Set(['picture', 'shape']);
/** Visuals smaller than this share of the slide (icons, bullets, rules) are not compared. */
const MIN_VISUAL_SHARE = 0.01;

/** Pictures, charts, diagrams and drawn shapes the output shows much smaller than the source (matched by shape id). */
function shrunkIssues(out: AnalysedSlide, src: AnalysedSlide): KeyedIssue[] {
  const share = (slide: AnalysedSlide, box: { w: number; h: number }): number =>
    (box.w * box.h) / Math.max(1, slide.page.width * slide.page.height);
  const issues: KeyedIssue[] = [];
  for (const before of src.shapes.shapes) {
    if (!VISUAL_KINDS.has(before.kind) || !before.box || before.placeholder !== null) continue;
    const had = share(src, before.box);
    if (had < MIN_VISUAL_SHARE || (had > BACKDROP_SHARE && BACKDROP_KINDS.has(before.kind))) continue;
    const after = out.shapes.shapes.find((shape) => shape.id === before.id && shape.kind === before.kind);
    if (!after?.box) continue;
    const has = share(out, after.box);
    if (has >= had * VISUAL_KEEP) continue;
    issues.push({
      slide: out.shapes.number,
      kind: 'picture-shrunk',
      key: `picture-shrunk:s${before.id}`,
      excerpt: excerpt(before.name || before.kind),
      code: 'visual-shrunk',
      params: { percent: Math.round((has / had) * 100) },
      detail: `It is shown at ${Math.round((has / had) * 100)} % of the area it had on the source slide.`,
    });
  }
  return issues;
}

/** How far past the slide's edge (share of its width or height) a shape may reach before it counts as off it. */
const EDGE_SLACK = 0.01;

/** Shapes the output puts past the slide's edge where the source had them on it (matched by shape id). */
function offSlideShapes(out: AnalysedSlide, src: AnalysedSlide): KeyedIssue[] {
  const outside = (slide: AnalysedSlide, box: { x: number; y: number; w: number; h: number }): boolean => {
    const { width, height } = slide.page;
    const dx = width * EDGE_SLACK;
    const dy = height * EDGE_SLACK;
    return box.x < -dx || box.y < -dy || box.x + box.w > width + dx || box.y + box.h > height + dy;
  };
  const issues: KeyedIssue[] = [];
  for (const shape of out.shapes.shapes) {
    if (!shape.box || shape.kind === 'line' || !outside(out, shape.box)) continue;
    const before = src.shapes.shapes.find((other) => other.id === shape.id);
    if (before?.box && outside(src, before.box)) continue;
    issues.push({
      slide: out.shapes.number,
      kind: 'off-slide',
      key: `off-slide-shape:s${shape.id}`,
      excerpt: excerpt(shape.paragraphs.join(' ') || shape.name || shape.kind),
      code: 'shape-off-slide',
      params: {},
      detail: 'It reaches past the edge of the slide, where the source had it on the slide.',
    });
  }
  return issues;
}

interface ContentCount {
  /** The finding's `what` param. */
  id: LayoutFindingChoice<'what'>;
  /** Its English name, one and more. */
  what: [string, string];
  count: (slide: SlideShapes) => number;
}

const CONTENT: readonly ContentCount[] = [
  { id: 'picture', what: ['picture', 'pictures'], count: (s) => s.shapes.filter((shape) => shape.kind === 'picture').length },
  { id: 'chart', what: ['chart', 'charts'], count: (s) => s.shapes.filter((shape) => shape.kind === 'chart').length },
  { id: 'table', what: ['table', 'tables'], count: (s) => s.shapes.filter((shape) => shape.kind === 'table').length },
  {
    id: 'diagram',
    what: ['SmartArt graphic', 'SmartArt graphics'],
    count: (s) => s.shapes.filter((shape) => shape.kind === 'diagram').length,
  },
  {
    id: 'object',
    what: ['embedded object', 'embedded objects'],
    count: (s) => s.shapes.filter((shape) => shape.kind === 'object').length,
  },
  {
    id: 'paragraph',
    what: ['paragraph of text', 'paragraphs of text'],
    count: (s) => s.shapes.reduce((sum, shape) => sum + (shape.kind === 'text' ? shape.paragraphs.length : 0), 0),
  },
  {
    id: 'cell',
    what: ['table cell with text', 'table cells with text'],
    count: (s) => s.shapes.reduce((sum, shape) => sum + shape.cells.length, 0),
  },
  { id: 'notes', what: ['speaker notes page', 'speaker notes pages'], count: (s) => (s.notes.trim() ? 1 : 0) },
];

const named = (content: ContentCount, count: number): string => `${count} ${content.what[count === 1 ? 0 : 1]}`;

function missingIssues(outSlides: readonly SlideShapes[], srcSlides: readonly SlideShapes[], slide: number | null): KeyedIssue[] {
  const issues: KeyedIssue[] = [];
  for (const content of CONTENT) {
    const had = srcSlides.reduce((sum, s) => sum + content.count(s), 0);
    const has = outSlides.reduce((sum, s) => sum + content.count(s), 0);
    if (has >= had) continue;
    const lost = had - has;
    issues.push({
      slide,
      kind: 'missing',
      key: `missing:${content.what[0]}`,
      excerpt: named(content, lost),
      code: 'content-lost',
      params: { what: content.id, had, has },
      detail: `The source has ${named(content, had)} here, the output ${has}.`,
    });
  }
  return issues;
}

export function compareWithSource(
  out: readonly AnalysedSlide[],
  src: readonly AnalysedSlide[],
  issues: readonly KeyedIssue[],
  map: SlideMap | null,
  sameWords = false,
): KeyedIssue[] {
  const bySource = new Map(src.map((slide) => [slide.shapes.number, slide]));
  const sourceOf = (slide: number | null): AnalysedSlide | undefined => {
    if (slide === null || !map) return undefined;
    const number = map(slide);
    return number === null ? undefined : bySource.get(number);
  };
  const kept = issues.filter((issue) => {
    const source = sourceOf(issue.slide);
    if (!source) return true;
    // Text the source showed as faint (or about as faint, if a little larger) is the tool's doing only where it is fainter now.
    if (issue.kind === 'low-contrast') return Number(issue.params.ratio) < sourceContrast(source, issue.shapeId) - 0.25;
    if (source.issues.some((old) => old.key === issue.key)) return false;
    if (issue.kind === 'small-text' && issue.sizePt !== undefined) return sourceSmallest(source, issue.shapeId) > issue.sizePt + 0.5;
    return true;
  });
  const extra: KeyedIssue[] = [];
  if (map) {
    const mapped = new Set<number>();
    for (const [i, slide] of out.entries()) {
      const source = sourceOf(slide.shapes.number);
      if (!source) continue;
      mapped.add(source.shapes.number);
      const shrunk = titleIssue(slide, source);
      if (shrunk) extra.push(shrunk);
      extra.push(...shrunkIssues(slide, source), ...offSlideShapes(slide, source));
      // The slides after it that map to no source continue it (what did not fit): they count as its content.
      const continued = [slide];
      for (let next = out[i + 1], n = i + 1; next && map(next.shapes.number) === null; next = out[++n]) continued.push(next);
      const missing = missingIssues(
        continued.map((each) => each.shapes),
        [source.shapes],
        slide.shapes.number,
      );
      extra.push(...missing);
      const picturesReported = missing.some((issue) => issue.key === 'missing:picture');
      extra.push(...renderedContentIssues(continued, source, slide.shapes.number, { sameWords, picturesReported }));
    }
    for (const slide of src) {
      if (mapped.has(slide.shapes.number) || slide.shapes.hidden) continue;
      const text = slide.shapes.shapes.find((shape) => shape.placeholder === 'title')?.paragraphs.join(' ') ?? '';
      extra.push({
        slide: null,
        kind: 'missing',
        key: `missing:slide${slide.shapes.number}`,
        excerpt: excerpt(text || `slide ${slide.shapes.number}`),
        code: 'slide-lost',
        params: { number: slide.shapes.number, title: excerpt(text) },
        detail: `Slide ${slide.shapes.number} of the source is not in the output.`,
      });
    }
  } else {
    extra.push(
      ...missingIssues(
        out.map((slide) => slide.shapes),
        src.map((slide) => slide.shapes),
        null,
      ),
    );
  }
  return [...kept, ...extra];
}
