/**
 * Which decks a split makes (issue #21): one per chosen slide (`indexes`, DeckFlow's own way, and the default), one
 * per group of slides (`groups`, "1-3,7" typed as ranges), every N slides, or one per section of the deck
 * (`p14:sectionLst`, docs/pptx-format.md). A deck of several slides is named after its first slide's title (a
 * section's deck after the section), made safe and unique; without a title, "Slides 4–6".
 */
import { UniqueNames, safeFileName } from '../../../../shared/file-names';
import { titleOf } from '../../lib/pptx/deck-outline';
import type { SourceDeck } from '../../lib/pptx/source-deck';
import { ToolError } from '../../lib/errors/tool-error';

export interface SplitParamsChoice {
  indexes?: number[] | undefined;
  groups?: number[][] | undefined;
  every?: number | undefined;
  bySections?: true | undefined;
}

export interface PlannedDeck {
  /** 1-based slide numbers of the source, in the output's order. */
  slides: number[];
  /** The ZIP entry's name, with `.pptx`. */
  name: string;
}

const MAX_TITLE_NAME = 80;

function slideWord(count: number): string {
  return `slide${count === 1 ? '' : 's'}`;
}

function checkNumbers(numbers: readonly number[], count: number, field: string, deckName: string): void {
  for (const n of numbers) {
    if (!Number.isInteger(n) || n < 1 || n > count) {
      throw new ToolError('invalid_parameter', `${field}: slide ${n} does not exist; ${deckName} has ${count} ${slideWord(count)}`);
    }
  }
}

/** "Slides 4–6", "Slides 1, 3", "Slide 7": a group's name when its first slide has no title. */
export function slidesLabel(slides: readonly number[]): string {
  if (slides.length === 1) return `Slide ${slides[0]}`;
  const consecutive = slides.every((n, i) => i === 0 || n === (slides[i - 1] as number) + 1);
  return consecutive ? `Slides ${slides[0]}–${slides[slides.length - 1]}` : `Slides ${slides.join(', ')}`;
}

async function slideTitle(deck: SourceDeck, number: number): Promise<string> {
  const slide = deck.slides[number - 1];
  if (!slide) return '';
  const root = (await deck.xml(slide.partName)).documentElement;
  return root ? titleOf(root) : '';
}

/** The source's slide groups in the order of the deck's sections; slides outside every section form groups of their own. */
function sectionGroups(deck: SourceDeck, deckName: string): Array<{ slides: number[]; section?: string }> {
  const numberOf = new Map(deck.slides.map((slide, i) => [slide.sldId, i + 1]));
  const placed = new Set<number>();
  const groups: Array<{ slides: number[]; section?: string }> = [];
  for (const section of deck.sections) {
    const slides = section.slideIds.flatMap((id) => {
      const n = numberOf.get(id);
      if (n === undefined || placed.has(n)) return [];
      placed.add(n);
      return [n];
    });
    if (slides.length > 0) groups.push({ slides: slides.sort((a, b) => a - b), section: section.name });
  }
  if (groups.length === 0) {
    throw new ToolError('invalid_parameter', `bySections: ${deckName} has no sections; split it every few slides or by ranges instead`);
  }
  // Slides no section lists (a damaged or hand-made list) still go somewhere: runs of them, in slide order.
  const rest = deck.slides.map((_, i) => i + 1).filter((n) => !placed.has(n));
  for (const n of rest) {
    const last = groups.at(-1);
    if (last && last.section === undefined && last.slides.at(-1) === n - 1) last.slides.push(n);
    else groups.push({ slides: [n] });
  }
  return groups.sort((a, b) => (a.slides[0] as number) - (b.slides[0] as number));
}

/** The decks to make, in order, with their names; throws a readable `invalid_parameter` for slides the deck lacks. */
export async function planSplit(deck: SourceDeck, params: SplitParamsChoice, deckName: string, base: string): Promise<PlannedDeck[]> {
  const count = deck.slides.length;
  const all = deck.slides.map((_, i) => i + 1);
  if (params.groups === undefined && params.every === undefined && params.bySections === undefined) {
    // One deck per slide, named as DeckFlow names them: <deck>-slide-07.pptx.
    if (params.indexes) checkNumbers(params.indexes, count, 'indexes', deckName);
    const chosen = params.indexes ? [...new Set(params.indexes)].sort((a, b) => a - b) : all;
    const width = String(count).length;
    return chosen.map((n) => ({ slides: [n], name: `${base}-slide-${String(n).padStart(width, '0')}.pptx` }));
  }
  let groups: Array<{ slides: number[]; section?: string }>;
  if (params.groups) {
    params.groups.forEach((group, i) => checkNumbers(group, count, `groups[${i}]`, deckName));
    groups = params.groups.map((slides) => ({ slides: [...slides] }));
  } else if (params.every !== undefined) {
    const size = params.every;
    groups = [];
    for (let first = 1; first <= count; first += size) groups.push({ slides: all.slice(first - 1, first - 1 + size) });
  } else {
    groups = sectionGroups(deck, deckName);
  }
  const names = new UniqueNames();
  const planned: PlannedDeck[] = [];
  for (const group of groups) {
    const title = group.section?.trim() || (await slideTitle(deck, group.slides[0] as number));
    const stem = safeFileName(title, '', { replacement: ' ', maxLength: MAX_TITLE_NAME }) || slidesLabel(group.slides);
    planned.push({ slides: group.slides, name: names.claim(`${stem}.pptx`) });
  }
  return planned;
}
