/**
 * What the layout checker and the text fit find, by code (docs/layout-check.md): each finding in a task's result
 * (`layoutIssues`, `unfitShapes`) carries a `code` from this table and its `params`, beside `detail`, the engine's
 * English sentence for the API, the command line and results from an engine older than the codes. The window words a
 * finding by its code (`finding.<code>` in its catalogs) and shows `detail` for a code it does not know.
 */

/** Every code, with the names of its params. Numbers are plain figures (points, percents, counts); the rest are names below. */
export const LAYOUT_FINDINGS = {
  /** Text runs past its box, its table cell or the slide: `{side, pt}`. */
  'text-past-box': ['side', 'pt'],
  'text-past-cell': ['side', 'pt'],
  'text-past-slide': ['side', 'pt'],
  /** A text box reaches past the slide's edge and its text is cut there. */
  'box-cut-at-edge': ['side', 'pt'],
  /** `other`: the start of the other shape's text. */
  'text-overlaps': ['other'],
  'text-covered': ['cover'],
  'line-crosses-text': ['direction'],
  'text-below-floor': ['pt', 'floorPt'],
  /** The slide holds content, its render shows nothing inside the margins. */
  'nothing-drawn': [],
  'title-shrunk': ['pt', 'percent', 'sourcePt'],
  'visual-shrunk': ['percent'],
  'shape-off-slide': [],
  'content-lost': ['what', 'had', 'has'],
  /** `title`: the lost slide's title ('' when it had none). */
  'slide-lost': ['number', 'title'],
  'slide-empty': [],
  'pictures-lost': ['had', 'has'],
  'words-lost': ['count'],
  /** A word the renderer broke over two lines (wider than its box): its two pieces. */
  'word-broken': ['before', 'after'],
  /** Text that stands out from what is rendered under it by `ratio`:1, less than the `needed`:1 (WCAG) its size asks. */
  'text-low-contrast': ['ratio', 'needed'],
  /** The text fit's own (unfitShapes): a word wider than its box; text too long at the smallest size allowed. */
  'word-too-wide': [],
  'text-too-long': ['percent'],
  'table-too-long': ['percent'],
} as const satisfies Record<string, readonly string[]>;

export type LayoutFindingCode = keyof typeof LAYOUT_FINDINGS;
export const LAYOUT_FINDING_CODES = Object.keys(LAYOUT_FINDINGS) as LayoutFindingCode[];

/** The values a named param takes; every locale words each one. */
export const LAYOUT_FINDING_CHOICES = {
  side: ['below', 'above', 'right', 'left'],
  cover: ['picture', 'chart', 'table', 'diagram', 'object', 'shape'],
  direction: ['horizontal', 'vertical', 'slanted'],
  what: ['picture', 'chart', 'table', 'diagram', 'object', 'paragraph', 'cell', 'notes'],
} as const;

export type LayoutFindingChoice<K extends keyof typeof LAYOUT_FINDING_CHOICES> = (typeof LAYOUT_FINDING_CHOICES)[K][number];

/** A finding's params: figures, or a choice's value, or text of the deck (`other`, `title`). */
export type FindingParams = Record<string, string | number>;

/** Codes whose `excerpt` the checker made up in English ("an empty slide", "2 pictures"), not text of the deck. */
export const MADE_UP_EXCERPT: ReadonlySet<LayoutFindingCode> = new Set([
  'nothing-drawn',
  'slide-empty',
  'content-lost',
  'pictures-lost',
  'slide-lost',
]);

export interface Finding {
  code: LayoutFindingCode;
  params: FindingParams;
}

/** A finding as the window reads it from a result: the code it may not know, the params, the English. */
export interface ReadFinding {
  code: string | null;
  params: FindingParams;
  detail: string;
}

/** The code and params of a result entry, read defensively (the JSON crossed a process boundary). */
export function readFinding(entry: Record<string, unknown>): ReadFinding | null {
  if (typeof entry.detail !== 'string') return null;
  const raw = entry.params && typeof entry.params === 'object' ? (entry.params as Record<string, unknown>) : {};
  const params = Object.fromEntries(
    Object.entries(raw).filter((pair): pair is [string, string | number] => ['string', 'number'].includes(typeof pair[1])),
  );
  return { code: typeof entry.code === 'string' ? entry.code : null, params, detail: entry.detail };
}

export function isFindingCode(code: string | null): code is LayoutFindingCode {
  return code !== null && Object.hasOwn(LAYOUT_FINDINGS, code);
}
