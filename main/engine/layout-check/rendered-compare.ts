/**
 * What a person sees on a source slide and its output, compared on the renders rather than the XML: the XML of a
 * slide does not hold what its layout and master draw (a logo, a banner, a running heading), and a tool that
 * replaces them (Revamp) must still show them. Three findings: a picture the source slide showed, its own or its
 * layout's, has no counterpart on the output slides; words the source page showed appear nowhere on them (for tools that keep the words); the
 * output page shows nothing at all where the source showed something.
 */
import type { AnalysedSlide } from './deck-layout';
import type { Box } from './geometry';
import { excerpt, type KeyedIssue } from './layout-issue';

/** A picture smaller than this share of the page is a bullet or a rule, not content a person would miss. */
const MIN_PICTURE_SHARE = 0.001;
/** A picture covering this much of the page is a backdrop: a new design may replace it. */
const BACKDROP_SHARE = 0.85;
/** Words shorter than this (and numbers: slide numbers, dates) are not compared. */
const MIN_WORD = 3;

function contentPictures(slide: AnalysedSlide): Box[] {
  const page = slide.page.width * slide.page.height;
  return slide.page.pictures.filter((box) => {
    const share = (box.w * box.h) / Math.max(1, page);
    return share >= MIN_PICTURE_SHARE && share < BACKDROP_SHARE && box.w >= 4 && box.h >= 4;
  });
}

const letters = (text: string): string => text.toLowerCase().replace(/[^\p{L}]+/gu, '');

function words(slide: AnalysedSlide): string[] {
  const out = new Set<string>();
  for (const line of slide.page.lines) {
    for (const word of line.text.toLowerCase().split(/[^\p{L}]+/u)) if (word.length >= MIN_WORD) out.add(word);
  }
  return [...out];
}

export interface RenderedCompareOptions {
  /** The output keeps the source's words (Revamp), so words missing from the render are content lost. */
  sameWords: boolean;
  /** The XML comparison already reported missing pictures on this slide. */
  picturesReported: boolean;
}

/**
 * Issues for output slide `number` (with `continued`: it and the continuation slides after it) against its source.
 */
export function renderedContentIssues(
  continued: readonly AnalysedSlide[],
  source: AnalysedSlide,
  number: number,
  options: RenderedCompareOptions,
): KeyedIssue[] {
  const issues: KeyedIssue[] = [];
  const first = continued[0]!;
  const sourceShows = source.page.lines.length > 0 || contentPictures(source).length > 0;
  if (sourceShows && first.page.lines.length === 0 && contentPictures(first).length === 0) {
    issues.push({
      slide: number,
      kind: 'missing',
      key: 'missing:empty-slide',
      excerpt: 'an empty slide',
      code: 'slide-empty',
      params: {},
      detail: 'The slide shows nothing, where its source showed text or pictures.',
    });
  }
  // Pictures are counted in the XML, the layout's and master's with the slide's own: LibreOffice draws some fills and
  // shadows as pictures too, and those change with any design.
  const pictures = (slide: AnalysedSlide): number =>
    slide.shapes.shapes.filter((shape) => shape.kind === 'picture').length + slide.shapes.inheritedPictures;
  const had = pictures(source);
  const has = continued.reduce((sum, slide) => sum + pictures(slide), 0);
  if (has < had && !options.picturesReported) {
    const lost = had - has;
    issues.push({
      slide: number,
      kind: 'missing',
      key: 'missing:shown-picture',
      excerpt: `${lost} picture${lost > 1 ? 's' : ''}`,
      code: 'pictures-lost',
      params: { had, has },
      detail: `The source slide shows ${had} picture${had > 1 ? 's' : ''} (its own or its layout's), the output ${has}.`,
    });
  }
  if (options.sameWords) {
    const shown = continued.map((slide) => letters(slide.page.lines.map((line) => line.text).join(''))).join('');
    // Substrings of everything shown, so a word broken over two lines in either render still counts as there.
    const lost = words(source).filter((word) => !shown.includes(letters(word)));
    if (lost.length > 0) {
      issues.push({
        slide: number,
        kind: 'missing',
        key: 'missing:shown-text',
        excerpt: excerpt(lost.slice(0, 8).join(' ')),
        code: 'words-lost',
        params: { count: lost.length },
        detail: `${lost.length} word${lost.length > 1 ? 's' : ''} the source slide shows (its own or its layout's) ${lost.length > 1 ? 'are' : 'is'} not on the output.`,
      });
    }
  }
  return issues;
}
