/**
 * What an old layout or master drew *inside* its background picture — the organisation's banner and logo, a footer
 * band and tagline (poi-aptia) — would vanish with the background the design replaces. Each such region of the
 * picture (backdrop-regions.ts) is cut out as a PNG, its old ground made transparent, and carried onto the slide as
 * a picture, like a logo the layout drew as a shape (carried-shapes.ts places both). A pale watermark on the ground
 * (lib/pptx/backdrop-watermark.ts) goes where it was, behind everything, recoloured for the ground of each slide it
 * lands on (watermark-tint.ts). A photo, a gradient or a texture carries nothing: the design's background replaces it.
 */
import { NS, REL } from '../lib/pptx/ooxml-constants';
import { backdropContent, regionOnSlide, regionPng, type BackdropContent } from '../lib/pptx/backdrop-regions';
import { watermarkPng } from '../lib/pptx/backdrop-watermark';
import { channelsOf, contrast, hexOf } from '../templates/color-contrast';
import { relativeTarget } from '../lib/pptx/part-names';
import { backgroundPicture, type PartReader } from '../lib/pptx/slide-background';
import { parseXml } from '../lib/pptx/xml-dom';
import type { SlideSize } from '../templates/master-xml';
import type { CarriedShape } from './carried-shapes';
import type { DeckPackage } from './deck-package';
import { watermarkTint } from './watermark-tint';

export interface GeneratedMedia {
  name: string;
  data: Buffer;
  contentType: string;
  /** Hex RGB of the ground it was cut from (picture-cards.ts judges its ink against it). */
  ground?: string;
}

const REL_ID = 'rIdBackdrop';

/** Name of a carried watermark's picture: picture-cards.ts gives it no card. */
export const WATERMARK_NAME = 'Background watermark';

function pictureXml(name: string, [x, y, cx, cy]: readonly number[]): string {
  return (
    `<p:pic xmlns:p="${NS.p}" xmlns:a="${NS.a}" xmlns:r="${NS.r}"><p:nvPicPr>` +
    `<p:cNvPr id="1" name="${name}" descr="What the old design's background picture showed here"/>` +
    '<p:cNvPicPr><a:picLocks noChangeAspect="1"/></p:cNvPicPr><p:nvPr/></p:nvPicPr>' +
    `<p:blipFill><a:blip r:embed="${REL_ID}"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>` +
    `<p:spPr><a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm>` +
    '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>'
  );
}

/** Cuts the deck's background pictures once each, however many slides show them. */
export class BackdropCarrier {
  private readonly analyses = new Map<string, Promise<BackdropContent | null>>();
  private readonly cutouts = new Map<string, Promise<string>>();
  private readonly watermarks = new Map<string, Promise<string | null>>();
  private readonly reader: PartReader;

  constructor(
    private readonly deck: DeckPackage,
    private readonly size: SlideSize,
    /** A free media part name for a new PNG. */
    private readonly mediaName: () => string,
    /** Where new pictures go, to be written with the deck. */
    private readonly media: GeneratedMedia[],
  ) {
    this.reader = {
      root: async (part) => (deck.zip.has(part) ? ((await deck.doc(part)).documentElement ?? null) : null),
      rels: (part) => deck.relsOf(part),
    };
  }

  private analyse(part: string): Promise<BackdropContent | null> {
    let analysis = this.analyses.get(part);
    if (!analysis) {
      analysis = this.deck.zip.has(part) ? this.deck.zip.readBuffer(part).then(backdropContent) : Promise.resolve(null);
      this.analyses.set(part, analysis);
    }
    return analysis;
  }

  private cutout(part: string, index: number, content: BackdropContent): Promise<string> {
    const key = `${part}#${index}`;
    let name = this.cutouts.get(key);
    if (!name) {
      name = this.deck.zip.readBuffer(part).then(async (data) => {
        const media = {
          name: this.mediaName(),
          data: await regionPng(data, content.regions[index]!, content.ground),
          contentType: 'image/png',
          ground: hexOf(...(content.ground.map(Math.round) as [number, number, number])),
        };
        this.media.push(media);
        return media.name;
      });
      this.cutouts.set(key, name);
    }
    return name;
  }

  /** The picture's watermark as a PNG for `ground` (hex), in the one of `colors` that stands out from it; cached. */
  private watermark(part: string, content: BackdropContent, ground: string, colors: readonly string[]): Promise<string | null> {
    const key = `${part}#${ground}#${colors.join()}`;
    let name = this.watermarks.get(key);
    if (!name) {
      const mark = content.watermark!;
      const tint = watermarkTint(ground, colors, contrast(hexOf(...mark.color), hexOf(...content.ground)));
      name = !tint
        ? Promise.resolve(null)
        : this.deck.zip.readBuffer(part).then(async (data) => {
            const media = {
              name: this.mediaName(),
              data: await watermarkPng(data, mark, content.ground, content.regions, channelsOf(tint.color), tint.opacity),
              contentType: 'image/png',
            };
            this.media.push(media);
            return media.name;
          });
      this.watermarks.set(key, name);
    }
    return name;
  }

  /**
   * The slide's background picture's content as pictures to carry (read before the slide's own background is
   * removed), each in the box it had on the slide.
   */
  async items(slidePart: string): Promise<CarriedShape[]> {
    const picture = await backgroundPicture(this.reader, slidePart);
    const content = picture ? await this.analyse(picture.media) : null;
    if (!picture || !content) return [];
    const items: CarriedShape[] = [];
    const mark = content.watermark ? regionOnSlide(content.watermark.region, picture, this.size.cx, this.size.cy) : null;
    if (mark) {
      const element = parseXml(pictureXml(WATERMARK_NAME, mark)).documentElement!;
      for (const prefix of ['p', 'a', 'r']) element.removeAttribute(`xmlns:${prefix}`);
      items.push({
        element,
        part: slidePart,
        box: mark,
        tint: async (ground, colors) => {
          const media = await this.watermark(picture.media, content, ground, colors);
          return media ? [{ id: REL_ID, type: REL.image, target: relativeTarget(slidePart, media), external: false }] : null;
        },
      });
    }
    for (const [index, region] of content.regions.entries()) {
      const box = regionOnSlide(region, picture, this.size.cx, this.size.cy);
      if (!box) continue;
      const media = await this.cutout(picture.media, index, content);
      const element = parseXml(pictureXml(`Background content ${items.length + 1}`, box)).documentElement!;
      // The slide declares these: the copy need not repeat them.
      for (const prefix of ['p', 'a', 'r']) element.removeAttribute(`xmlns:${prefix}`);
      items.push({
        element,
        part: slidePart,
        box,
        rels: [{ id: REL_ID, type: REL.image, target: relativeTarget(slidePart, media), external: false }],
        backdrop: true,
      });
    }
    return items;
  }
}
