/**
 * A deck's slides (number, title, hidden), read for `POST /tools/inspect` (http/inspect-route.ts) before any task:
 * the split panel's slide picker uses it, and a deck the PPTX library cannot read is reported the moment it is added,
 * in the same words a merge or split would fail with. Reads only presentation.xml and the slides' XML.
 */
import type { DeckOutline } from '../../../../shared/contract/ipc';
import { NS } from './ooxml-constants';
import { SourceDeck } from './source-deck';
import { descendantsNamed, type Element } from './xml-dom';
import { ToolError } from '../errors/tool-error';

const MAX_TITLE = 200;

function titleOf(root: Element): string {
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
    return { slides };
  } finally {
    deck.close();
  }
}
