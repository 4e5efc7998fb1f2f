import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool } from '../tool-definition';
import { paramCheck } from '../param-checks';

export const pptxEmbedFonts = defineTool({
  type: 'pptx.embedFonts',
  title: 'Embed fonts',
  summary: 'Embed Google Fonts families into a deck so it looks the same everywhere.',
  extensions: ['.pptx'],
  mimeTypes: [OFFICE_MIME.pptx],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: z
    .object({
      usedFonts: z.array(z.string().min(1).max(200)).min(1).max(50),
      /**
       * Local: fonts the deck names that are replaced by a same-width stand-in from `usedFonts` (Calibri → Carlito),
       * everywhere the deck names them, so its text is set in the embedded stand-in.
       */
      replaceFonts: z
        .array(z.object({ from: z.string().trim().min(1).max(200), to: z.string().trim().min(1).max(200) }).strict())
        .max(50)
        .optional(),
    })
    .strict(),
  crossCheck: (params) => {
    const embedded = new Set(params.usedFonts.map((family) => family.trim().toLowerCase()));
    const stray = params.replaceFonts?.find((pair) => !embedded.has(pair.to.toLowerCase()));
    if (!stray) return null;
    const message = `replaceFonts: "${stray.to}" stands in for "${stray.from}" but is not among the fonts to embed (usedFonts).`;
    return paramCheck('fontNotEmbedded', message, { to: stray.to, from: stray.from }, 'replaceFonts');
  },
  output: { kind: 'file', extension: '.pptx', mimeType: OFFICE_MIME.pptx },
  outputSuffix: 'fonts-embedded',
  sdkResult: 'file',
  timeout: 'standard',
  requires: [],
  inspect: 'deck',
  panel: 'fonts',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: { precheck: 'font-families' },
  local: true,
});
