/**
 * The layout checker's findings for a tool's task metadata (`layoutIssues`, see docs/layout-check.md). A check that
 * cannot run (no LibreOffice here, a deck it cannot render) never fails the task: the metadata says why it was
 * skipped. `DECKHAND_LAYOUT_CHECK=0` turns it off (the benchmarks measure the tools without it).
 */
import { inspectLayout, type LayoutCheckOptions, type LayoutIssue } from '../../layout-check/check-layout';
import type { KeyedIssue } from '../../layout-check/layout-issue';
import { ToolError } from '../../lib/errors/tool-error';

export interface LayoutMetadata {
  layoutIssues?: LayoutIssue[];
  layoutCheck?: string;
}

export const LAYOUT_CHECK_OFF = 'skipped: turned off (DECKHAND_LAYOUT_CHECK=0)';

export function layoutCheckOn(): boolean {
  return process.env.DECKHAND_LAYOUT_CHECK !== '0';
}

/** Why a check could not run, for the metadata. */
export function skippedBecause(error: unknown): string {
  const reason = error instanceof ToolError ? error.message : error instanceof Error ? error.message : String(error);
  return `skipped: ${reason}`;
}

export async function layoutMetadata(options: LayoutCheckOptions): Promise<LayoutMetadata> {
  return (await layoutFindings(options)).metadata;
}

export interface LayoutFindings {
  metadata: LayoutMetadata;
  /** The findings with their shape ids, what the source already showed left out. */
  keyed: KeyedIssue[];
  /** What the checked deck shows on its own, the source not consulted: a repair may fix more than it must report. */
  own: KeyedIssue[];
}

/** The metadata and, for a tool that repairs what was flagged, the findings with their shape ids. */
export async function layoutFindings(options: LayoutCheckOptions): Promise<LayoutFindings> {
  if (!layoutCheckOn()) return { metadata: { layoutCheck: LAYOUT_CHECK_OFF }, keyed: [], own: [] };
  try {
    const inspection = await inspectLayout(options);
    const own = inspection.output.slides.flatMap((slide) => slide.issues);
    return { metadata: { layoutIssues: inspection.report.issues }, keyed: inspection.keyed, own };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { metadata: { layoutCheck: skippedBecause(error) }, keyed: [], own: [] };
  }
}
