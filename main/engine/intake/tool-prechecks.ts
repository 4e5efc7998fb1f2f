/**
 * Checks that need data only the engine holds (the font list), run at intake so the client gets a 400 before
 * any work starts instead of a failed task. Pure rules on params and files live in the tool definitions
 * (`crossCheck`). A definition names the one that applies (`intakeChecks.precheck`). Each returns a readable
 * message, or null when the submission is fine.
 */
import { findTool } from '../../../shared/tools/catalog';
import type { PrecheckName } from '../../../shared/tools/tool-definition';
import { validateEmbedFontsParams } from '../lib/fonts/font-families';

type PreCheck = (params: Record<string, unknown>) => string | null;

/** Each check a definition may name in `intakeChecks.precheck`. */
export const PRECHECKS: Readonly<Record<PrecheckName, PreCheck>> = {
  'font-families': (params) => validateEmbedFontsParams(params),
};

export function precheckSubmission(type: string, params: Record<string, unknown>): string | null {
  const name = findTool(type)?.intakeChecks.precheck;
  return name ? PRECHECKS[name](params) : null;
}
