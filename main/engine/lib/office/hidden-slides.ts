/**
 * Which slides of a deck are hidden: LibreOffice's PDF export leaves them out unless told otherwise
 * (`ExportHiddenSlides`), so a converter says how many it left out. Read from the package itself, where its format
 * says so plainly: OOXML (`<p:sld show="0">`) and ODF (a drawing-page style with `presentation:visibility="hidden"`).
 * Binary .ppt and Keynote files are not read here: null, "not known".
 */
import { SourceDeck } from '../pptx/source-deck';
import { ZipReader } from '../zip/zip-reader';
import type { ToolInput } from '../files/tool-input';

const OOXML = new Set(['.pptx', '.pptm', '.ppsx', '.potx']);
const ODF = new Set(['.odp', '.otp']);
/** A content.xml larger than this is left unread (the count is a courtesy, not worth the memory). */
const MAX_ODF_CONTENT_BYTES = 64 * 1024 * 1024;

async function ooxmlHidden(input: ToolInput): Promise<SlideVisibility> {
  const deck = await SourceDeck.open(input.path, input.name, 0);
  try {
    const hidden: number[] = [];
    for (const [i, slide] of deck.slides.entries()) {
      const show = (await deck.xml(slide.partName)).documentElement?.getAttribute('show') ?? '';
      if (/^(0|false)$/i.test(show)) hidden.push(i + 1);
    }
    return { total: deck.slides.length, hidden };
  } finally {
    deck.close();
  }
}

export interface SlideVisibility {
  total: number;
  /** 1-based numbers of the hidden slides. */
  hidden: number[];
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`).exec(tag)?.[1];
}

/**
 * ODF content as LibreOffice and other ODF writers write it (the usual `style:`, `draw:` and `presentation:` prefixes):
 * slides are the `<draw:page>` elements, not the `<draw:page-thumbnail>` of their notes.
 */
export function odfHiddenSlides(content: string): number[] {
  return odfVisibility(content).hidden;
}

function odfVisibility(content: string): SlideVisibility {
  const hiddenStyles = new Set<string>();
  for (const match of content.matchAll(/<style:style(?=[\s/>])[^>]*?(?:\/>|>[\s\S]*?<\/style:style>)/g)) {
    const open = /^<style:style[^>]*>/.exec(match[0])?.[0] ?? '';
    const name = attribute(open, 'style:name');
    if (name && attribute(open, 'style:family') === 'drawing-page' && /presentation:visibility\s*=\s*"hidden"/.test(match[0])) {
      hiddenStyles.add(name);
    }
  }
  const hidden: number[] = [];
  let number = 0;
  for (const match of content.matchAll(/<draw:page(?=[\s/>])[^>]*>/g)) {
    number += 1;
    const style = attribute(match[0], 'draw:style-name');
    if (style && hiddenStyles.has(style)) hidden.push(number);
  }
  return { total: number, hidden };
}

async function odfHidden(input: ToolInput): Promise<SlideVisibility | null> {
  const archive = await ZipReader.open(input.path, input.name);
  try {
    const entry = archive.find('content.xml');
    if (!entry || entry.uncompressedSize > MAX_ODF_CONTENT_BYTES) return null;
    return odfVisibility(await archive.readText(entry, MAX_ODF_CONTENT_BYTES));
  } finally {
    archive.close();
  }
}

/** How many slides the deck has and which are hidden, or null when this format is not read here or the file could not be. */
export async function slideVisibility(input: ToolInput, ext: string): Promise<SlideVisibility | null> {
  try {
    if (OOXML.has(ext)) return await ooxmlHidden(input);
    if (ODF.has(ext)) return await odfHidden(input);
  } catch {
    // LibreOffice is the judge of whether the file can be read; this count only adds to its answer.
  }
  return null;
}

/** The 1-based numbers of the hidden slides, or null when this format is not read here or the file could not be. */
export async function hiddenSlideNumbers(input: ToolInput, ext: string): Promise<number[] | null> {
  return (await slideVisibility(input, ext))?.hidden ?? null;
}
