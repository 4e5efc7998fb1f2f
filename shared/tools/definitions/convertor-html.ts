import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool } from '../tool-definition';
import { paramCheck, type ParamCheckProblem } from '../param-checks';

const pixels = z.number().int().min(16).max(8192);
const scale = z.number().min(0.25).max(4);

/** Inline content (DeckFlow's `html` / `markdown` params) must be sent when no file is. */
function needsContent(field: 'html' | 'markdown') {
  return (params: { html?: string; markdown?: string }, fileNames: readonly string[]): ParamCheckProblem | null =>
    fileNames.length === 0 && !params[field]
      ? paramCheck('needsContent', `send a file, or the ${field} itself in the "${field}" param`, { param: field }, field)
      : null;
}

export const convertorHtml2png = defineTool({
  type: 'convertor.html2png',
  title: 'HTML to picture',
  summary: 'Take a PNG screenshot of an HTML page, laid out by Chromium with the network off.',
  extensions: ['.html', '.htm'],
  mimeTypes: ['text/html'],
  minFiles: 0,
  maxFiles: 1,
  maxFileBytes: 50 * MB,
  params: z
    .object({
      scale: scale.default(1),
      fullPage: z.boolean().default(false),
      width: pixels.default(1280),
      height: pixels.default(720),
      html: z
        .string()
        .max(10 * MB)
        .optional(),
      /** Run the page's scripts (off by default: the HTML is untrusted). The network stays off either way. */
      allowScripts: z.boolean().default(false),
    })
    .strict(),
  crossCheck: needsContent('html'),
  output: { kind: 'file', extension: '.png', mimeType: 'image/png' },
  outputSuffix: '',
  sdkResult: 'file',
  timeout: 'standard',
  requires: ['chromium'],
  inspect: 'none',
  panel: 'html-picture',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});

export const convertorMarkdown2png = defineTool({
  type: 'convertor.markdown2png',
  title: 'Markdown to picture',
  summary: 'Render a Markdown document as a PNG picture in a light or dark theme.',
  extensions: ['.md', '.markdown', '.txt'],
  mimeTypes: ['text/markdown', 'text/plain'],
  minFiles: 0,
  maxFiles: 1,
  maxFileBytes: 10 * MB,
  params: z
    .object({
      scale: scale.default(1),
      theme: z.enum(['light', 'dark']).default('light'),
      pageWidth: pixels.default(800),
      markdown: z
        .string()
        .max(10 * MB)
        .optional(),
    })
    .strict(),
  crossCheck: needsContent('markdown'),
  output: { kind: 'file', extension: '.png', mimeType: 'image/png' },
  outputSuffix: '',
  sdkResult: 'file',
  timeout: 'standard',
  requires: ['chromium'],
  inspect: 'none',
  panel: 'markdown-picture',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});

export const convertorHtml2pptx = defineTool({
  type: 'convertor.html2pptx',
  title: 'HTML to PPTX',
  summary: 'Turn HTML pages into an editable deck, one slide per page: text boxes, pictures and shapes.',
  extensions: ['.html', '.htm'],
  mimeTypes: ['text/html'],
  minFiles: 0,
  maxFiles: 100,
  maxFileBytes: 50 * MB,
  params: z
    .object({
      needEmbedFonts: z.boolean().default(false),
      html: z
        .string()
        .max(10 * MB)
        .optional(),
      /** Slide size in CSS pixels (96 per inch): 1280×720 is a 13.33×7.5 in widescreen slide. */
      width: pixels.default(1280),
      height: pixels.default(720),
    })
    .strict(),
  crossCheck: needsContent('html'),
  output: { kind: 'file', extension: '.pptx', mimeType: OFFICE_MIME.pptx },
  outputSuffix: '',
  sdkResult: 'file',
  timeout: 'standard',
  requires: ['chromium'],
  inspect: 'none',
  panel: 'html-deck',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});
