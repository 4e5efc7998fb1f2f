/**
 * How long each slide of a deck stays on screen in a recorded show, and the sound it plays: `p:transition/@advTm`
 * (milliseconds, "advance after") when set, and the slide's first audio part — recorded narration (an audio shape,
 * `…/relationships/audio` or the 2007 `…/media` relationship) or a transition sound (`p:sndAc/p:stSnd/p:snd`).
 * Hidden slides (`show="0"`) are marked: PowerPoint and LibreOffice leave them out of a show and of the PDF.
 */
import type { SourceDeck } from '../../lib/pptx/source-deck';
import { allElements } from '../../lib/pptx/xml-dom';

const OD = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';
const AUDIO_RELS = new Set([`${OD}audio`, 'http://schemas.microsoft.com/office/2007/relationships/media']);
const AUDIO_EXTENSIONS = /\.(mp3|m4a|aac|wav|wma|ogg|oga|flac|aif|aiff|mid|midi)$/i;

export interface SlideTiming {
  /** 1-based position in the deck. */
  number: number;
  hidden: boolean;
  /** Seconds from `advTm`, or null when the slide waits for a click. */
  advanceSeconds: number | null;
  /** The slide's sound, as a part of the deck. */
  audioPart: string | null;
}

export async function readSlideTimings(deck: SourceDeck): Promise<SlideTiming[]> {
  const timings: SlideTiming[] = [];
  for (const [i, slide] of deck.slides.entries()) {
    const root = (await deck.xml(slide.partName)).documentElement;
    const hidden = /^(0|false)$/i.test(root?.getAttribute('show') ?? '');
    let advanceSeconds: number | null = null;
    for (const el of root ? allElements(root) : []) {
      if (el.localName !== 'transition') continue;
      const advTm = Number(el.getAttribute('advTm'));
      if (el.hasAttribute('advTm') && Number.isFinite(advTm) && advTm >= 0) {
        advanceSeconds = advTm / 1000;
        break;
      }
    }
    const rels = await deck.rels(slide.partName);
    const audio = rels.find((r) => {
      if (r.external || !AUDIO_RELS.has(r.type)) return false;
      const target = deck.resolve(slide.partName, r);
      const type = deck.contentType(target) ?? '';
      return deck.exists(target) && (type.startsWith('audio/') || (!type.startsWith('video/') && AUDIO_EXTENSIONS.test(target)));
    });
    timings.push({ number: i + 1, hidden, advanceSeconds, audioPart: audio ? deck.resolve(slide.partName, audio) : null });
  }
  return timings;
}
