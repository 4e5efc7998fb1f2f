/**
 * A deck's slides (number, title, hidden), read for `POST /tools/inspect` (http/inspect-route.ts) before any task:
 * the split panel's slide picker uses it, and a deck the PPTX library cannot read is reported the moment it is added,
 * in the same words a merge or split would fail with. Its text, for the same route, tells core the deck's language.
 * Reads only presentation.xml and the slides' XML.
 */
import type { DeckOutline } from '../../../../shared/contract/ipc';
import { NS } from './ooxml-constants';
import { sectionCounts } from './slide-facts';
import { SourceDeck } from './source-deck';
import { descendantsNamed, type Element } from './xml-dom';
import { ToolError } from '../errors/tool-error';

const MAX_TITLE = 200;

/** The text of the slide's title placeholder (title or centred title), one line, bounded; "" when it has none. */
export function titleOf(root: Element): string {
  for (const shape of descendantsNamed(root, NS.p, 'sp')) {
    const placeholder = descendantsNamed(shape, NS.p, 'ph')[0];
    const type = placeholder?.getAttribute('type');
    if (!placeholder || (type !== 'title' && type !== 'ctrTitle')) continue;
    const paragraphs = descendantsNamed(shape, NS.a, 'p').map((paragraph) =>
      descendantsNamed(paragraph, NS.a, 't')
        .map((text) => text.textContent ?? '')
        .join(''),
    );
    const text = paragraphs.join(' ').replace(/\s+/g, ' ').trim();
    if (text) return text.length > MAX_TITLE ? `${text.slice(0, MAX_TITLE - 1)}…` : text;
  }
  return '';
}

export async function readDeckOutline(path: string, name: string): Promise<DeckOutline> {
  let deck: SourceDeck;
  try {
    deck = await SourceDeck.open(path, `“${name}”`, 0);
  } catch (error) {
    if (error instanceof ToolError) return { slides: [], problem: error.message };
    throw error;
  }
  try {
    const slides: DeckOutline['slides'] = [];
    for (const slide of deck.slides) {
      let title = '';
      let hidden = false;
      try {
        const root = (await deck.xml(slide.partName)).documentElement;
        if (root) {
          title = titleOf(root);
          hidden = root.getAttribute('show') === '0' || root.getAttribute('show') === 'false';
        }
      } catch (error) {
        if (!(error instanceof ToolError)) throw error;
        return { slides: [], problem: error.message };
      }
      slides.push({ number: slide.index + 1, title, hidden });
    }
    const sections = sectionCounts(deck).filter((section) => section.count > 0);
    return sections.length > 0 ? { slides, sections } : { slides };
  } finally {
    deck.close();
  }
}

/** The text of a deck's slides (up to `limit` characters), for guessing its language before any upload. */
export async function readDeckText(path: string, name: string, limit = 20_000): Promise<string> {
  let deck: SourceDeck;
  try {
    deck = await SourceDeck.open(path, `“${name}”`, 0);
  } catch (error) {
    if (error instanceof ToolError) return '';
    throw error;
  }
  try {
    let text = '';
    for (const slide of deck.slides) {
      if (text.length >= limit) break;
      const root = (await deck.xml(slide.partName).catch(() => null))?.documentElement;
      if (!root) continue;
      for (const paragraph of descendantsNamed(root, NS.a, 'p')) {
        text += `${descendantsNamed(paragraph, NS.a, 't')
          .map((t) => t.textContent ?? '')
          .join('')}\n`;
      }
    }
    return text.slice(0, limit);
  } finally {
    deck.close();
  }
}
