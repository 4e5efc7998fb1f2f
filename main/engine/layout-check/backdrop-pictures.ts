/**
 * Pictures a slide shows through its background: the banner, logo or footer band an old layout or master drew into
 * its background picture (lib/pptx/backdrop-regions.ts) count as pictures shown, so an output that replaced the
 * background and lost them is reported missing, as a lost logo shape is.
 */
import { backdropContent, contentBoxes, type BackdropContent } from '../lib/pptx/backdrop-regions';
import { backgroundPicture } from '../lib/pptx/slide-background';
import type { SourceDeck } from '../lib/pptx/source-deck';

/** Counts, per slide part, the content regions of the picture its background shows (each picture analysed once). */
export function backdropPictureCounter(deck: SourceDeck): (slidePart: string) => Promise<number> {
  const analyses = new Map<string, Promise<BackdropContent | null>>();
  const reader = {
    root: async (part: string) => (deck.exists(part) ? ((await deck.xml(part)).documentElement ?? null) : null),
    rels: (part: string) => deck.rels(part),
  };
  return async (slidePart) => {
    const picture = await backgroundPicture(reader, slidePart);
    if (!picture || !deck.exists(picture.media)) return 0;
    let analysis = analyses.get(picture.media);
    if (!analysis) {
      analysis = deck.zip.readBuffer(picture.media).then(backdropContent);
      analyses.set(picture.media, analysis);
    }
    const content = await analysis;
    return content ? contentBoxes(content, picture, deck.slideSize.cx, deck.slideSize.cy).length : 0;
  };
}
