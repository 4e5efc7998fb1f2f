/**
 * Checks that need data only the engine holds (the font list), run at intake so the client gets a 400 before
 * any work starts instead of a failed task. Pure rules on params and files live in the tool definitions
 * (`crossCheck`). Each returns a readable message, or null when the submission is fine.
 */
import { validateEmbedFontsParams } from '../lib/fonts/font-families';

type PreCheck = (params: Record<string, unknown>) => string | null;

const PRECHECKS: Readonly<Record<string, PreCheck>> = {
  'pptx.embedFonts': (params) => validateEmbedFontsParams(params),
};

export function precheckSubmission(type: string, params: Record<string, unknown>): string | null {
  return PRECHECKS[type]?.(params) ?? null;
}
