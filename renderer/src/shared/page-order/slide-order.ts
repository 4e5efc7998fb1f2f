/**
 * The merged deck's slides as the Merge panel holds them (issue #21): every slide of every staged deck, in merged
 * order, each included or left out. The deck list stays the one-gesture way to order whole decks: when a deck moves
 * there (or is added), its slides move as one block to the place the new deck order gives it — right after the
 * slides of the deck now before it — while slides moved one by one across decks keep their places otherwise.
 */

export interface SlideDeck {
  /** The staged item's key. */
  key: string;
  name: string;
  slides: number;
}

export interface SlideEntry {
  deck: string;
  /** 1-based, in its own deck. */
  slide: number;
  included: boolean;
}

export interface SlideOrder {
  /** The ready decks, in staged (upload) order. */
  decks: SlideDeck[];
  slides: SlideEntry[];
}

export const EMPTY_ORDER: SlideOrder = { decks: [], slides: [] };

function wholeDeck(deck: SlideDeck): SlideEntry[] {
  return Array.from({ length: deck.slides }, (_, i) => ({ deck: deck.key, slide: i + 1, included: true }));
}

/** The decks of `before` that keep their relative order in `after` (a longest common subsequence; few decks). */
function unmoved(before: readonly string[], after: readonly string[]): Set<string> {
  const rows = before.length;
  const cols = after.length;
  const table: number[][] = Array.from({ length: rows + 1 }, () => new Array<number>(cols + 1).fill(0));
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = cols - 1; j >= 0; j--) {
      const row = table[i] as number[];
      row[j] =
        before[i] === after[j]
          ? ((table[i + 1] as number[])[j + 1] as number) + 1
          : Math.max((table[i + 1] as number[])[j] as number, row[j + 1] as number);
    }
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < rows && j < cols;) {
    if (before[i] === after[j]) {
      kept.add(before[i] as string);
      i++;
      j++;
    } else if (((table[i + 1] as number[])[j] as number) >= ((table[i] as number[])[j + 1] as number)) i++;
    else j++;
  }
  return kept;
}

/** Right after the slides of the deck before it, else before the first slide of a deck after it, else at the end. */
function insertBlock(
  slides: SlideEntry[],
  block: SlideEntry[],
  previous: string | undefined,
  following: ReadonlySet<string>,
): SlideEntry[] {
  let at = -1;
  if (previous !== undefined) {
    for (let i = slides.length - 1; i >= 0; i--) {
      if (slides[i]?.deck === previous) {
        at = i + 1;
        break;
      }
    }
  }
  if (at < 0) at = slides.findIndex((entry) => following.has(entry.deck));
  if (at < 0) at = slides.length;
  return [...slides.slice(0, at), ...block, ...slides.slice(at)];
}

/**
 * The order after the staged decks changed: gone decks' slides dropped, new and moved decks placed as blocks. Returns
 * `previous` itself when nothing changed, so a component can reconcile in an effect without looping.
 */
export function reconcile(previous: SlideOrder, decks: readonly SlideDeck[]): SlideOrder {
  const same =
    previous.decks.length === decks.length &&
    previous.decks.every((deck, i) => deck.key === decks[i]?.key && deck.slides === decks[i]?.slides);
  if (same) return previous;
  const present = new Set(decks.map((deck) => deck.key));
  const before = previous.decks.filter((deck) => present.has(deck.key));
  const counts = new Map(previous.decks.map((deck) => [deck.key, deck.slides]));
  // A deck whose slide count changed (read again) starts over as a whole block.
  const known = decks.filter((deck) => counts.get(deck.key) === deck.slides).map((deck) => deck.key);
  const kept = unmoved(
    before.map((deck) => deck.key).filter((key) => known.includes(key)),
    known,
  );
  let slides = previous.slides.filter((entry) => kept.has(entry.deck));
  const movedSlides = new Map(decks.map((deck) => [deck.key, previous.slides.filter((entry) => entry.deck === deck.key)]));
  for (const [index, deck] of decks.entries()) {
    if (kept.has(deck.key)) continue;
    const block = known.includes(deck.key) ? (movedSlides.get(deck.key) ?? []) : wholeDeck(deck);
    slides = insertBlock(slides, block, decks[index - 1]?.key, new Set(decks.slice(index + 1).map((next) => next.key)));
    kept.add(deck.key);
  }
  return { decks: decks.map((deck) => ({ ...deck })), slides };
}

/** Every slide included, each deck's slides in its own order, decks in upload order: a plain whole-deck merge. */
export function isWholeDeckMerge(order: SlideOrder): boolean {
  const expected = order.decks.flatMap(wholeDeck);
  return (
    expected.length === order.slides.length &&
    order.slides.every((entry, i) => entry.included && entry.deck === expected[i]?.deck && entry.slide === expected[i]?.slide)
  );
}

/** The `slides` param of pptx.join: the included slides in order, decks by upload index. */
export function slidesParam(order: SlideOrder): Array<{ file: number; slide: number }> {
  const index = new Map(order.decks.map((deck, i) => [deck.key, i]));
  return order.slides.flatMap((entry) => {
    const file = index.get(entry.deck);
    return entry.included && file !== undefined ? [{ file, slide: entry.slide }] : [];
  });
}

/** Moves one slide from position `from` to position `to` (0-based, in the whole list). */
export function moveSlide(order: SlideOrder, from: number, to: number): SlideOrder {
  const slides = [...order.slides];
  const [entry] = slides.splice(from, 1);
  if (!entry || to < 0 || to > slides.length) return order;
  slides.splice(to, 0, entry);
  return { ...order, slides };
}

export function toggleSlide(order: SlideOrder, index: number): SlideOrder {
  return { ...order, slides: order.slides.map((entry, i) => (i === index ? { ...entry, included: !entry.included } : entry)) };
}

/** Back to the plain merge: every slide, in deck order. */
export function resetOrder(order: SlideOrder): SlideOrder {
  return { ...order, slides: order.decks.flatMap(wholeDeck) };
}
