/**
 * The picture a slide's background shows: its own `p:bg`, else its layout's, else its master's (the first of them
 * that has a background decides). A layout or master often draws its logo, banner or footer band *inside* that
 * picture, so a tool that replaces the background must look into it (backdrop-regions.ts).
 */
import { NS, REL } from './ooxml-constants';
import { resolveTarget } from './part-names';
import type { Relationship } from './relationships';
import { childElement, type Element } from './xml-dom';

/** Insets as fractions (positive inwards), as `a:srcRect` and `a:fillRect` give them in 1/100000. */
export interface Insets {
  l: number;
  t: number;
  r: number;
  b: number;
}

export interface BackgroundPicture {
  /** The part whose `p:bg` holds the picture (slide, layout or master). */
  owner: string;
  /** The picture's media part. */
  media: string;
  /** The part of the picture shown (`a:srcRect`). */
  crop: Insets;
  /** Where the shown part lies on the slide (`a:stretch/a:fillRect`; negative: beyond the edge). */
  fill: Insets;
}

/** How a tool reads a package's parts (Revamp's DeckPackage and the checker's SourceDeck both can). */
export interface PartReader {
  root(part: string): Promise<Element | null>;
  rels(part: string): Promise<readonly Relationship[]>;
}

function insets(el: Element | undefined): Insets {
  const value = (name: string): number => Number(el?.getAttribute(name) ?? 0) / 100000 || 0;
  return { l: value('l'), t: value('t'), r: value('r'), b: value('b') };
}

async function related(reader: PartReader, part: string, type: string): Promise<string | null> {
  const rel = (await reader.rels(part)).find((r) => r.type === type && !r.external);
  return rel ? resolveTarget(part, rel.target) : null;
}

/**
 * The stretched picture the slide's background shows, or null (a colour, a gradient, a theme fill, a tiled
 * texture — nothing placed that a picture could carry).
 */
export async function backgroundPicture(reader: PartReader, slidePart: string): Promise<BackgroundPicture | null> {
  let part: string | null = slidePart;
  for (const next of [REL.slideLayout, REL.slideMaster, null]) {
    if (!part) return null;
    const root = await reader.root(part);
    const bg = root ? childElement(childElement(root, NS.p, 'cSld') ?? root, NS.p, 'bg') : undefined;
    if (bg) {
      const fill = childElement(childElement(bg, NS.p, 'bgPr') ?? bg, NS.a, 'blipFill');
      const stretch = fill ? childElement(fill, NS.a, 'stretch') : undefined;
      const blip = fill ? childElement(fill, NS.a, 'blip') : undefined;
      if (!fill || !stretch || !blip) return null;
      const rel = (await reader.rels(part)).find((r) => r.id === blip.getAttributeNS(NS.r, 'embed') && r.type === REL.image);
      if (!rel || rel.external) return null;
      return {
        owner: part,
        media: resolveTarget(part, rel.target),
        crop: insets(childElement(fill, NS.a, 'srcRect')),
        fill: insets(childElement(stretch, NS.a, 'fillRect')),
      };
    }
    part = next ? await related(reader, part, next) : null;
  }
  return null;
}
