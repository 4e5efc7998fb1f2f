/**
 * Translate closes the loop on its own layout check (docs/layout-check.md): the deck is written with its text fitted
 * around what the source's render shows, the output is rendered and checked, and the shapes the check flags are
 * fitted again with what that render showed, until nothing is flagged, nothing more can be tried, or the rounds run
 * out (MAX_REFIT_ROUNDS, each one more render). Only what still does not fit is reported, per shape, with the reason.
 */
import { inspectLayout, READABLE_FLOOR_PT, type LayoutInspection } from '../../layout-check/check-layout';
import { readDeckLayout, type DeckLayout } from '../../layout-check/deck-layout';
import type { KeyedIssue } from '../../layout-check/layout-issue';
import type { FitProblem } from '../../translation/documents/fit-types';
import type { OpenedDocument } from '../../translation/documents/opened-document';
import { issueShapeIds, MAX_REFIT_ROUNDS } from '../../translation/documents/render-refit';
import { LAYOUT_CHECK_OFF, layoutCheckOn, skippedBecause, type LayoutMetadata } from './layout-report';

export interface FitLoopOptions {
  outPath: string;
  /** The source deck. */
  source: string;
  /** The output's name, for messages. */
  label: string;
  workDir: string;
  signal?: AbortSignal;
  /** Told after each round (0-based), for the task's progress. */
  onRound?: (round: number) => void;
}

export interface FitLoopResult {
  layout: LayoutMetadata;
  unfit: FitProblem[];
  /** Renders of the output the loop took. */
  rounds: number;
}

const FIT_KINDS: ReadonlySet<string> = new Set([
  'overflow',
  'off-slide',
  'collision',
  'covered',
  'line-through',
  'title-shrunk',
  'small-text',
  'word-broken',
]);

/** The checker's remaining findings as per-shape fit problems, beside those the fit itself gave up on. */
function remaining(problems: FitProblem[], issues: readonly KeyedIssue[], output: DeckLayout): FitProblem[] {
  const out = [...problems];
  const seen = new Set(problems.map((p) => `${p.slide}:${p.shape}`));
  for (const issue of issues) {
    if (!FIT_KINDS.has(issue.kind)) continue;
    const slide = output.slides.find((s) => s.shapes.number === issue.slide);
    const named = issueShapeIds(issue)
      .map((id) => slide?.shapes.shapes.find((shape) => shape.id === id))
      .find((shape) => shape && (shape.kind === 'text' || shape.kind === 'table'));
    const shape = named?.name || 'text on the slide';
    const key = `${issue.slide}:${shape}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ slide: issue.slide, shape, excerpt: issue.excerpt, code: issue.code, params: issue.params, detail: issue.detail });
  }
  return out.sort((a, b) => (a.slide ?? 0) - (b.slide ?? 0));
}

export async function writeFittedDeck(doc: OpenedDocument, options: FitLoopOptions): Promise<FitLoopResult> {
  const problems = (): FitProblem[] => doc.fitProblems?.() ?? [];
  if (!layoutCheckOn()) {
    await doc.write(options.outPath);
    return { layout: { layoutCheck: LAYOUT_CHECK_OFF }, unfit: problems(), rounds: 0 };
  }
  const common = { workDir: options.workDir, signal: options.signal, floorPt: READABLE_FLOOR_PT };
  let sourceLayout: DeckLayout | null = null;
  try {
    // Cached per content: the check below reads the same analysis.
    sourceLayout = await readDeckLayout(options.source, { ...common, label: 'the source deck', cache: true });
  } catch (error) {
    if (options.signal?.aborted) throw error;
  }
  await doc.write(options.outPath, { sourceLayout, checked: true });
  let inspection: LayoutInspection;
  let rounds = 0;
  try {
    for (;;) {
      inspection = await inspectLayout({ deck: options.outPath, source: options.source, label: options.label, ...common });
      options.onRound?.(rounds++);
      if (inspection.keyed.length === 0 || !doc.refit || rounds > MAX_REFIT_ROUNDS) break;
      if ((await doc.refit(options.outPath, inspection.keyed, inspection.output)) === 0) break;
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { layout: { layoutCheck: skippedBecause(error) }, unfit: problems(), rounds };
  }
  return {
    layout: { layoutIssues: inspection.report.issues },
    unfit: remaining(problems(), inspection.keyed, inspection.output),
    rounds,
  };
}
