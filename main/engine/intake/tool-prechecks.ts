/**
 * Checks that need more than one tool's params schema can see (params against the files sent, or data the
 * engine holds), run at intake so the client gets a 400 before any work starts instead of a failed task.
 * Each returns a readable message, or null when the submission is fine.
 */
import { validateEmbedFontsParams } from '../fonts/font-families';

type PreCheck = (params: Record<string, unknown>, fileNames: readonly string[]) => string | null;

const PRECHECKS: Readonly<Record<string, PreCheck>> = {
  'html.buildPlayer': (params, fileNames) => {
    const contents = Array.isArray(params.contents) ? params.contents : [];
    if (contents.length === fileNames.length) return null;
    return `params.contents has ${contents.length} entr${contents.length === 1 ? 'y' : 'ies'} but ${fileNames.length} HTML file${fileNames.length === 1 ? ' was' : 's were'} sent; give one contents object per file, in the same order.`;
  },
  'pptx.embedFonts': (params) => validateEmbedFontsParams(params),
};

export function precheckSubmission(type: string, params: Record<string, unknown>, fileNames: readonly string[]): string | null {
  return PRECHECKS[type]?.(params, fileNames) ?? null;
}
