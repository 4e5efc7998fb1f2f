/**
 * The layout checker's findings for a tool's task metadata (`layoutIssues`, see docs/layout-check.md). A check that
 * cannot run (no LibreOffice here, a deck it cannot render) never fails the task: the metadata says why it was
 * skipped. `DECKHAND_LAYOUT_CHECK=0` turns it off (the benchmarks measure the tools without it).
 */
import { checkLayout, type LayoutCheckOptions, type LayoutIssue } from '../../layout-check/check-layout';
import { ToolError } from '../../lib/errors/tool-error';

export interface LayoutMetadata {
  layoutIssues?: LayoutIssue[];
  layoutCheck?: string;
}

export async function layoutMetadata(options: LayoutCheckOptions): Promise<LayoutMetadata> {
  if (process.env.DECKHAND_LAYOUT_CHECK === '0') return { layoutCheck: 'skipped: turned off (DECKHAND_LAYOUT_CHECK=0)' };
  try {
    const report = await checkLayout(options);
    return { layoutIssues: report.issues };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const reason = error instanceof ToolError ? error.message : error instanceof Error ? error.message : String(error);
    return { layoutCheck: `skipped: ${reason}` };
  }
}
