/**
 * A Create or Revamp deck carries its design's heading and body fonts: they are embedded by pptx.embedFonts' code
 * (the shipped TTFs only, never a download), so PowerPoint shows the design on a computer without them. LibreOffice
 * 7.4 does not read a .pptx's embedded fonts; the engine's own renders have them from the profile (docs/designs.md).
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DeckTemplate } from '../../../../shared/tools/deck-templates';
import { bundledFontSource } from '../../lib/fonts/bundled-fonts';
import type { FontStyle } from '../../lib/fonts/font-face';
import { ZipReader } from '../../lib/zip/zip-reader';
import { embedFonts } from '../pptx-embed-fonts';

export interface DesignFonts {
  /** The deck with the fonts in it. */
  path: string;
  /** The families embedded. */
  embedded: string[];
}

/** Parts whose text properties can ask for bold or italic (a layout only when a slide uses it). */
const TEXT_PARTS = /^ppt\/(?:slides|slideMasters|charts)\/[^/]+\.xml$/i;
const SLIDE_RELS = /^ppt\/slides\/_rels\/[^/]+\.rels$/i;

/**
 * The faces the deck's text asks for: the regular one, bold and italic where the text properties of its slides, the
 * layouts they use, the master or its charts set them, and bold italic where both are used (a run's own properties,
 * or an italic run in a style that is bold, such as a title's).
 */
async function stylesUsed(deck: string): Promise<FontStyle[]> {
  const archive = await ZipReader.open(deck, path.basename(deck));
  let bold = false;
  let italic = false;
  try {
    const layouts = new Set<string>();
    for (const entry of archive.entries) {
      if (!SLIDE_RELS.test(entry.name)) continue;
      for (const [, layout] of (await archive.readText(entry)).matchAll(/Target="\.\.\/slideLayouts\/([^"]+)"/g))
        layouts.add(`ppt/slideLayouts/${layout}`.toLowerCase());
    }
    for (const entry of archive.entries) {
      if (entry.isDirectory || !(TEXT_PARTS.test(entry.name) || layouts.has(entry.name.toLowerCase()))) continue;
      for (const [tag] of (await archive.readText(entry)).matchAll(/<a:(?:rPr|defRPr|endParaRPr)\b[^>]*>/g)) {
        bold ||= / b="(?:1|true)"/.test(tag);
        italic ||= / i="(?:1|true)"/.test(tag);
      }
    }
  } finally {
    archive.close();
  }
  return [
    'regular',
    ...(bold ? (['bold'] as const) : []),
    ...(italic ? (['italic'] as const) : []),
    ...(bold && italic ? (['boldItalic'] as const) : []),
  ];
}

export async function embedDesignFonts(
  deck: string,
  template: DeckTemplate,
  options: { workDir: string; signal: AbortSignal },
): Promise<DesignFonts> {
  const families = [...new Set([template.fonts.heading, template.fonts.body])];
  const workDir = path.join(options.workDir, 'design-fonts');
  await mkdir(workDir, { recursive: true });
  const output = await embedFonts(
    {
      inputs: [{ path: deck, name: path.basename(deck), size: (await stat(deck)).size, mimeType: 'application/octet-stream' }],
      params: { usedFonts: families },
      workDir,
      signal: options.signal,
      reportProgress: () => undefined,
    },
    { sources: [bundledFontSource], styles: await stylesUsed(deck) },
  );
  return { path: output.path, embedded: families };
}
