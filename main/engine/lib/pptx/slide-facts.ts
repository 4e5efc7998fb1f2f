/**
 * Facts about one slide of a source deck that DeckFlow's split result reports per slide (`hidden`, `notes`) and
 * the deck's sections as `{name, count}`: read-only, from the slide part, its notes slide and the presentation part.
 */
import { NS, REL } from './ooxml-constants';
import type { SourceDeck, SourceSlide } from './source-deck';
import { childElement, descendantsNamed, type Element } from './xml-dom';

/** Speaker notes can be long; the split result carries them in every task response, so they are bounded. */
const MAX_NOTES_CHARS = 4000;

export interface SlideFacts {
  hidden: boolean;
  /** The text of the notes' body placeholder, paragraphs joined by newlines ("" when there are none). */
  notes: string;
}

function isNotesBody(shape: Element): boolean {
  const nvPr = childElement(childElement(shape, NS.p, 'nvSpPr') ?? shape, NS.p, 'nvPr');
  const ph = nvPr ? childElement(nvPr, NS.p, 'ph') : undefined;
  return ph?.getAttribute('type') === 'body';
}

function paragraphText(paragraph: Element): string {
  return descendantsNamed(paragraph, NS.a, 't')
    .map((t) => t.textContent ?? '')
    .join('');
}

async function notesText(deck: SourceDeck, slide: SourceSlide): Promise<string> {
  const rel = (await deck.rels(slide.partName)).find((r) => r.type === REL.notesSlide && !r.external);
  const part = rel ? deck.resolve(slide.partName, rel) : undefined;
  if (!part || !deck.exists(part)) return '';
  const root = (await deck.xml(part)).documentElement;
  if (!root) return '';
  const bodies = descendantsNamed(root, NS.p, 'sp').filter(isNotesBody);
  const text = bodies
    .flatMap((body) => descendantsNamed(body, NS.a, 'p').map(paragraphText))
    .join('\n')
    .trim();
  return text.length > MAX_NOTES_CHARS ? `${text.slice(0, MAX_NOTES_CHARS - 1)}…` : text;
}

export async function readSlideFacts(deck: SourceDeck, slide: SourceSlide): Promise<SlideFacts> {
  const show = (await deck.xml(slide.partName)).documentElement?.getAttribute('show');
  return { hidden: show === '0' || show === 'false', notes: await notesText(deck, slide) };
}

/** The deck's sections with the number of (listed) slides in each, as DeckFlow's `PptxSectionItem`. */
export function sectionCounts(deck: SourceDeck): Array<{ name: string; count: number }> {
  const known = new Set(deck.slides.map((slide) => slide.sldId));
  return deck.sections.map((section) => ({ name: section.name, count: section.slideIds.filter((id) => known.has(id)).length }));
}
