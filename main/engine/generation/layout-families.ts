/**
 * The layout families Create chooses from (design notes: Presenton's schemas, PowerPoint Designer): each with a
 * budget per field and the rule for what it takes. The fitting (slide-fit.ts) tries a slide's families in the order
 * below and takes the first whose rule and budget hold and whose text fits at or above the body floor; what exceeds
 * every special family's budget becomes a list, which continues on further slides — text is never cut, and never
 * shrunk below the floor (80 % of the design's size).
 */
import type { Bullet, SlideOutline } from './deck-outline';
import { runsText } from './deck-outline';

export type FamilyId =
  | 'title'
  | 'section'
  | 'agenda'
  | 'bullets'
  | 'pictureText'
  | 'fullPicture'
  | 'twoColumns'
  | 'comparison'
  | 'cards'
  | 'kpi'
  | 'statistic'
  | 'quote'
  | 'steps'
  | 'timeline'
  | 'table'
  | 'closing';

export interface FamilyBudget {
  /** Characters of the title. */
  title: number;
  /** How many items (list points, cards, steps …) the family holds. */
  items?: readonly [min: number, max: number];
  /** Characters per item. */
  item?: number;
  /** Characters of a caption, quotation or subtitle. */
  text?: number;
}

export interface FamilySpec {
  id: FamilyId;
  /** What the family takes, in words (docs/designs.md lists them). */
  takes: string;
  budget: FamilyBudget;
}

export const FAMILIES: readonly FamilySpec[] = [
  { id: 'title', takes: 'the deck title (`#` first) and its subtitle lines', budget: { title: 90, text: 200 } },
  { id: 'section', takes: 'a `#` heading, or a `##` with nothing under it', budget: { title: 70, text: 160 } },
  {
    id: 'agenda',
    takes: 'a list titled Agenda, Contents, Overview or Outline, of short top-level points',
    budget: { title: 40, items: [3, 8], item: 60 },
  },
  {
    id: 'bullets',
    takes: 'any list or paragraphs; at most 6 points a slide, the rest continues',
    budget: { title: 90, items: [1, 6], item: 240 },
  },
  { id: 'pictureText', takes: 'a picture with points or a caption beside it', budget: { title: 70, text: 400 } },
  {
    id: 'fullPicture',
    takes: 'a wide picture with at most a one-line caption: the picture fills the slide, the title on a band over it',
    budget: { title: 60, text: 110 },
  },
  { id: 'twoColumns', takes: 'two columns split by `|||` or `---` (without headings)', budget: { title: 90, items: [1, 6], item: 200 } },
  {
    id: 'comparison',
    takes: 'two `###` sub-headings under one `##` (pros/cons, before/after)',
    budget: { title: 90, items: [1, 6], item: 200 },
  },
  { id: 'cards', takes: '2–4 short top-level points, none numbered', budget: { title: 90, items: [2, 4], item: 90 } },
  { id: 'kpi', takes: '2–4 points that each open with a figure (98 %, $3.2M, 4,195)', budget: { title: 90, items: [2, 4], item: 76 } },
  {
    id: 'statistic',
    takes: 'one point that opens with a marked figure (**42 %**), the rest its caption',
    budget: { title: 90, text: 160 },
  },
  { id: 'quote', takes: 'a `>` quotation, its last line `— who` the attribution', budget: { title: 70, text: 320 } },
  { id: 'steps', takes: '3–6 numbered points (`1.` `2.` …): a process, step by step', budget: { title: 90, items: [3, 6], item: 110 } },
  {
    id: 'timeline',
    takes: '3–6 points that each open with a year, quarter or month (2024 —, Q3:, March:)',
    budget: { title: 90, items: [3, 6], item: 110 },
  },
  { id: 'table', takes: 'a pipe table; long tables continue with the header row repeated', budget: { title: 90 } },
  {
    id: 'closing',
    takes: 'the last slide when titled Thank you, Questions, Q&A, Contact or Get in touch, with at most three short lines',
    budget: { title: 50, items: [0, 3], item: 90 },
  },
];

export const familySpec = (id: FamilyId): FamilySpec => FAMILIES.find((family) => family.id === id)!;

const AGENDA =
  /^(?:agenda|contents|table of contents|overview|outline|today(?:'s|’s)? (?:agenda|topics)|what we(?:'ll|’ll| will) cover)\b/i;
const CLOSING = /^(?:thank(?:s| you)|questions\??|q ?& ?a|any questions\??|contact(?: us)?|get in touch)\b/i;
// A date leading a point: a year or a span of years (2008-09, 2014–2016), a quarter, a month (with a year or not),
// or "Week 3" / "Day 1" / "Phase 2" / "Stage 4".
const DATE =
  /^(?<date>(?:Q[1-4]\s?(?:'?\d{2,4})?|H[12]\s?\d{4}|(?:19|20)\d{2}(?:s|[-–](?:(?:19|20)\d{2}|\d{2})(?!\d))?|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?(?:\s+(?:19|20)\d{2})?|(?:Week|Day|Phase|Stage|Month)\s\d{1,2}))(?:\s*[-–—:]\s*|\s+)(?<rest>\S.*)$/u;

const textOf = (bullet: Bullet): string => runsText(bullet.runs).trim();
const within = (count: number, [min, max]: readonly [number, number]): boolean => count >= min && count <= max;

function listFits(bullets: readonly Bullet[], budget: FamilyBudget): boolean {
  return (
    within(bullets.length, budget.items ?? [0, Infinity]) &&
    bullets.every((bullet) => bullet.level === 0 && textOf(bullet).length <= (budget.item ?? Infinity))
  );
}

/** A point's leading date and the rest of its text, for a timeline. */
export function dateOf(bullet: Bullet): { date: string; label: string } | null {
  const match = DATE.exec(textOf(bullet));
  return match?.groups ? { date: match.groups.date!.trim(), label: match.groups.rest!.trim() } : null;
}

/** A list slide is an agenda: its title says so and its points are short. */
export function takesAgenda(title: string, bullets: readonly Bullet[]): boolean {
  const { budget } = familySpec('agenda');
  return AGENDA.test(title.trim()) && title.length <= budget.title && listFits(bullets, budget);
}

/** A list slide is a process (numbered points) or a timeline (dated points), and within the budget. */
export function stepsKind(bullets: readonly Bullet[]): 'steps' | 'timeline' | null {
  if (bullets.every((bullet) => dateOf(bullet) !== null) && listFits(bullets, familySpec('timeline').budget)) return 'timeline';
  if (bullets.every((bullet) => bullet.number !== undefined) && listFits(bullets, familySpec('steps').budget)) return 'steps';
  return null;
}

/** The last slide is a closing slide: a title that closes, and at most a few short lines. */
export function takesClosing(title: string, lines: readonly string[]): boolean {
  const { budget } = familySpec('closing');
  return (
    CLOSING.test(title.trim()) &&
    title.length <= budget.title &&
    lines.length <= budget.items![1] &&
    lines.every((line) => line.length <= budget.item!)
  );
}

/** A picture fills the slide: it is wide and its caption is at most a line. */
export function takesFullPicture(title: string, caption: readonly Bullet[], width: number, height: number): boolean {
  const { budget } = familySpec('fullPicture');
  const text = caption.map(textOf).join(' ');
  return width / Math.max(1, height) >= 1.3 && title.length <= budget.title && caption.length <= 1 && text.length <= budget.text!;
}

/** The family a fitted slide was drawn in. */
export function familyOf(slide: SlideOutline): FamilyId {
  switch (slide.layout) {
    case 'title':
      return slide.closing ? 'closing' : 'title';
    case 'section':
      return 'section';
    case 'bullets':
      if (slide.draw === 'cards') return slide.bullets.length > 0 && slide.kpi ? 'kpi' : 'cards';
      return slide.draw ?? 'bullets';
    case 'twoColumns':
      return slide.columns.every((column) => column.heading) ? 'comparison' : 'twoColumns';
    case 'pictureCaption':
      return slide.fullBleed ? 'fullPicture' : 'pictureText';
    case 'quote':
    case 'statistic':
    case 'table':
      return slide.layout;
  }
}
