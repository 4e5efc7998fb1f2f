/**
 * The checks that need the deck an output was made from: what the source already showed is not the tool's doing
 * (its issues are dropped, matched by kind and shape ids), text smaller than the floor is fine where the source
 * was as small, a title must keep ~70 % of the source's size, and nothing of the source may be missing.
 */
import type { DeckShape, SlideShapes } from './deck-shapes';
import { round1 } from './geometry';
import { excerpt, type KeyedIssue } from './layout-issue';
import type { AnalysedSlide } from './deck-layout';

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

interface ContentCount {
  what: string;
  count: (slide: SlideShapes) => number;
}

const CONTENT: readonly ContentCount[] = [
  { what: 'picture', count: (s) => s.shapes.filter((shape) => shape.kind === 'picture').length },
  { what: 'chart', count: (s) => s.shapes.filter((shape) => shape.kind === 'chart').length },
  { what: 'table', count: (s) => s.shapes.filter((shape) => shape.kind === 'table').length },
  { what: 'SmartArt graphic', count: (s) => s.shapes.filter((shape) => shape.kind === 'diagram').length },
  { what: 'embedded object', count: (s) => s.shapes.filter((shape) => shape.kind === 'object').length },
  {
    what: 'paragraph of text',
    count: (s) => s.shapes.reduce((sum, shape) => sum + (shape.kind === 'text' ? shape.paragraphs.length : 0), 0),
  },
  { what: 'table cell with text', count: (s) => s.shapes.reduce((sum, shape) => sum + shape.cells.length, 0) },
  { what: 'speaker notes page', count: (s) => (s.notes.trim() ? 1 : 0) },
];

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
      key: `missing:${content.what}`,
      excerpt: `${lost} ${content.what}${lost > 1 ? (content.what.endsWith('y') ? '' : 's') : ''}`,
      detail: `The source has ${had} ${content.what}${had > 1 ? 's' : ''} here, the output ${has}.`,
    });
  }
  return issues;
}

export function compareWithSource(
  out: readonly AnalysedSlide[],
  src: readonly AnalysedSlide[],
  issues: readonly KeyedIssue[],
  map: SlideMap | null,
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
      // The slides after it that map to no source continue it (what did not fit): they count as its content.
      const continued = [slide.shapes];
      for (let next = out[i + 1], n = i + 1; next && map(next.shapes.number) === null; next = out[++n]) continued.push(next.shapes);
      extra.push(...missingIssues(continued, [source.shapes], slide.shapes.number));
    }
    for (const slide of src) {
      if (mapped.has(slide.shapes.number) || slide.shapes.hidden) continue;
      const text = slide.shapes.shapes.find((shape) => shape.placeholder === 'title')?.paragraphs.join(' ') ?? '';
      extra.push({
        slide: null,
        kind: 'missing',
        key: `missing:slide${slide.shapes.number}`,
        excerpt: excerpt(text || `slide ${slide.shapes.number}`),
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
