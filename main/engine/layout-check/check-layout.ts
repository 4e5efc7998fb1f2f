/**
 * The layout checker: renders a deck (LibreOffice → PDF, one render), reads back where its text, pictures and lines
 * landed, and lists what a person would see wrong, slide by slide. Given the deck it was made from, it also compares
 * with it (the source's render is cached per content hash). See docs/layout-check.md.
 */
import type { KeyedIssue, LayoutIssue } from './layout-issue';
import { publicIssues } from './layout-issue';
import { readDeckLayout, type DeckLayout } from './deck-layout';
import { compareWithSource, type SlideMap } from './source-compare';

export type { LayoutIssue, LayoutIssueKind } from './layout-issue';
export type { SlideMap } from './source-compare';

/** Body text below this many points is flagged unless the source was as small (slides are read from afar). */
export const READABLE_FLOOR_PT = 10;

export interface LayoutCheckOptions {
  /** The .pptx to check. */
  deck: string;
  /** Its name for messages. */
  label?: string;
  /** The .pptx it was made from: what the source already showed is not reported, sizes and content are compared. */
  source?: string;
  /**
   * Output slide number → source slide number (1-based), or null for a slide with no source (a continuation slide).
   * Default: the same number when both decks have as many slides; otherwise only deck-wide totals are compared.
   */
  slideMap?: SlideMap;
  /** A private folder: LibreOffice's profile and the PDFs go inside it (and are removed). */
  workDir: string;
  signal?: AbortSignal;
  /**
   * The output keeps the source's words (Revamp, not Translate): a word the source slide shows, from the slide or
   * its layout, that the output's render lacks is reported missing.
   */
  sameWords?: boolean;
  /** Default READABLE_FLOOR_PT. */
  floorPt?: number;
}

export interface LayoutReport {
  /** Slides in the checked deck, and how many of them were rendered (hidden slides are not). */
  slides: number;
  rendered: number;
  issues: LayoutIssue[];
}

/** The report with what a tool needs to act on it: the issues' shape keys and the checked deck as rendered. */
export interface LayoutInspection {
  report: LayoutReport;
  keyed: KeyedIssue[];
  output: DeckLayout;
}

export async function checkLayout(options: LayoutCheckOptions): Promise<LayoutReport> {
  return (await inspectLayout(options)).report;
}

export async function inspectLayout(options: LayoutCheckOptions): Promise<LayoutInspection> {
  const floorPt = options.floorPt ?? READABLE_FLOOR_PT;
  const common = { workDir: options.workDir, signal: options.signal, floorPt };
  const [output, source] = await Promise.all([
    readDeckLayout(options.deck, { ...common, label: options.label ?? 'the deck' }),
    options.source ? readDeckLayout(options.source, { ...common, label: 'the source deck', cache: true }) : Promise.resolve(null),
  ]);
  let issues = output.slides.flatMap((slide) => slide.issues);
  if (source) {
    const sameCount = output.shapes.slides.length === source.shapes.slides.length;
    const map = options.slideMap ?? (sameCount ? (slide: number) => slide : null);
    issues = compareWithSource(output.slides, source.slides, issues, map, options.sameWords);
  }
  return {
    report: { slides: output.shapes.slides.length, rendered: output.slides.length, issues: publicIssues(issues) },
    keyed: issues,
    output,
  };
}
