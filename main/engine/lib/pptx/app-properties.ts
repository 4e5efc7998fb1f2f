/**
 * docProps/app.xml: slide, notes and hidden-slide counts and the "Slide Titles" group of TitlesOfParts, which
 * PowerPoint shows in file properties. Cosmetic (docs/pptx-format.md §2.4), but stale counts look broken.
 */
import { NS } from './ooxml-constants';
import { childElement, childElements, parseXml, serializeXml, type Document, type Element } from './xml-dom';

export interface AppFacts {
  slides: number;
  notes: number;
  hiddenSlides: number;
  mediaClips: number;
  titles: string[];
  /** Slides in the deck the app.xml came from, to recognise its slide-titles group. */
  sourceSlideCount: number;
  /** Non-title groups (fonts, themes …) of the other contributing decks, merged in by group name. */
  extraGroups?: ReadonlyArray<{ name: string; items: string[] }>;
  /** The oldest AppVersion among the inputs, written when older than the skeleton's (see oldestAppVersion). */
  appVersion?: string;
}

interface Group {
  name: string;
  items: string[];
}

const SLIDE_TITLE_GROUP = /slide|folie|diapositiv|dia\b|スライド|幻灯片|投影片|슬라이드/i;

/** The groups of an app.xml other than its slide titles (fonts used, themes, OLE servers …). */
export function readAppGroups(data: Buffer, sourceSlideCount: number): Group[] {
  let doc: Document;
  try {
    doc = parseXml(data);
  } catch {
    return [];
  }
  const { groups, titleGroup } = parseGroups(doc, sourceSlideCount);
  return groups.filter((_, i) => i !== titleGroup);
}

function parseGroups(doc: Document, sourceSlideCount: number): { groups: Group[]; titleGroup: number } {
  const root = doc.documentElement as Element;
  const pairs = vectorItems(childElement(root, NS.extendedProps, 'HeadingPairs'));
  const titles = vectorItems(childElement(root, NS.extendedProps, 'TitlesOfParts')).map((el) => el.textContent ?? '');
  const groups: Group[] = [];
  let offset = 0;
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const name = firstChildText(pairs[i] as Element);
    const count = Number(firstChildText(pairs[i + 1] as Element)) || 0;
    groups.push({ name, items: titles.slice(offset, offset + count) });
    offset += count;
  }
  let titleGroup = groups.findIndex((g) => SLIDE_TITLE_GROUP.test(g.name));
  if (titleGroup < 0 && groups.length > 0 && groups[groups.length - 1]?.items.length === sourceSlideCount) titleGroup = groups.length - 1;
  return { groups, titleGroup };
}

/** The AppVersion an app.xml states ("16.0000"), if any. */
export function readAppVersion(data: Buffer): string | undefined {
  try {
    const root = parseXml(data).documentElement as Element;
    const text = childElement(root, NS.extendedProps, 'AppVersion')?.textContent?.trim();
    return text && /^\d+(\.\d+)?$/.test(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The oldest of the inputs' versions. Readers choose defaults by the writer's version: LibreOffice reads chart
 * elements a PowerPoint 2007 deck leaves out with 2007's defaults (tick marks, smoothing, labels) only when the
 * package says "12.x", so the merged deck must not claim a newer PowerPoint than its oldest deck (issue #11, W6).
 */
export function oldestAppVersion(versions: ReadonlyArray<string | undefined>): string | undefined {
  const parse = (v: string): [number, number] => {
    const [major = '0', minor = '0'] = v.split('.');
    return [Number(major), Number(minor)];
  };
  let oldest: string | undefined;
  for (const v of versions) {
    if (v === undefined) continue;
    if (oldest === undefined) {
      oldest = v;
      continue;
    }
    const [a, b] = parse(v);
    const [c, d] = parse(oldest);
    if (a < c || (a === c && b < d)) oldest = v;
  }
  return oldest;
}

export function updateAppXml(data: Buffer | undefined, facts: AppFacts): Buffer {
  let doc: Document;
  try {
    doc = parseXml(data ?? EMPTY_APP);
  } catch {
    doc = parseXml(EMPTY_APP);
  }
  const root = doc.documentElement as Element;
  const { groups, titleGroup } = parseGroups(doc, facts.sourceSlideCount);
  const titleName = titleGroup >= 0 ? (groups[titleGroup] as Group).name : 'Slide Titles';
  const merged: Group[] = groups.filter((_, i) => i !== titleGroup).map((g) => ({ name: g.name, items: [...g.items] }));
  for (const extra of facts.extraGroups ?? []) {
    const target = merged.find((g) => g.name === extra.name);
    if (!target) merged.push({ name: extra.name, items: [...extra.items] });
    else for (const item of extra.items) if (!target.items.includes(item)) target.items.push(item);
  }
  if (facts.titles.length > 0) merged.push({ name: titleName, items: facts.titles });

  setCount(doc, root, 'Slides', facts.slides);
  setCount(doc, root, 'Notes', facts.notes);
  setCount(doc, root, 'HiddenSlides', facts.hiddenSlides);
  setCount(doc, root, 'MMClips', facts.mediaClips);
  if (facts.appVersion !== undefined) {
    const el = ensureChild(doc, root, 'AppVersion');
    while (el.firstChild) el.removeChild(el.firstChild);
    el.appendChild(doc.createTextNode(facts.appVersion));
  }
  for (const stale of ['Words', 'Paragraphs']) {
    const el = childElement(root, NS.extendedProps, stale);
    if (el) root.removeChild(el);
  }
  writeVector(
    doc,
    root,
    'HeadingPairs',
    'variant',
    merged.flatMap(
      (g) =>
        [
          ['lpstr', g.name],
          ['i4', String(g.items.length)],
        ] as const,
    ),
  );
  writeVector(
    doc,
    root,
    'TitlesOfParts',
    'lpstr',
    merged.flatMap((g) => g.items.map((t) => ['lpstr', t] as const)),
  );
  return serializeXml(doc);
}

const EMPTY_APP = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Properties xmlns="${NS.extendedProps}" xmlns:vt="${NS.vt}"><Application>Microsoft Office PowerPoint</Application></Properties>`;

function vectorItems(container: Element | undefined): Element[] {
  if (!container) return [];
  const vector = childElements(container).find((e) => e.localName === 'vector');
  return vector ? childElements(vector) : [];
}

function firstChildText(el: Element): string {
  if (el.localName === 'variant') return childElements(el)[0]?.textContent ?? '';
  return el.textContent ?? '';
}

/** Elements of app.xml in schema order, for inserting a missing one at the right place. */
const APP_ORDER = [
  'Template',
  'Manager',
  'Company',
  'Pages',
  'Words',
  'Characters',
  'PresentationFormat',
  'Lines',
  'Paragraphs',
  'Slides',
  'Notes',
  'TotalTime',
  'HiddenSlides',
  'MMClips',
  'ScaleCrop',
  'HeadingPairs',
  'TitlesOfParts',
  'LinksUpToDate',
  'CharactersWithSpaces',
  'SharedDoc',
  'HyperlinkBase',
  'HLinks',
  'HyperlinksChanged',
  'DigSig',
  'Application',
  'AppVersion',
  'DocSecurity',
];

function ensureChild(doc: Document, root: Element, name: string): Element {
  const existing = childElement(root, NS.extendedProps, name);
  if (existing) return existing;
  const el = doc.createElementNS(NS.extendedProps, root.prefix ? `${root.prefix}:${name}` : name);
  const rank = APP_ORDER.indexOf(name);
  const before = childElements(root).find((c) => c.namespaceURI === NS.extendedProps && APP_ORDER.indexOf(c.localName ?? '') > rank);
  root.insertBefore(el, before ?? null);
  return el;
}

function setCount(doc: Document, root: Element, name: string, value: number): void {
  const el = ensureChild(doc, root, name);
  while (el.firstChild) el.removeChild(el.firstChild);
  el.appendChild(doc.createTextNode(String(value)));
}

function writeVector(doc: Document, root: Element, name: string, baseType: string, items: ReadonlyArray<readonly [string, string]>): void {
  if (items.length === 0) {
    const el = childElement(root, NS.extendedProps, name);
    if (el) root.removeChild(el);
    return;
  }
  const holder = ensureChild(doc, root, name);
  while (holder.firstChild) holder.removeChild(holder.firstChild);
  const vtPrefix = root.lookupPrefix(NS.vt) ?? 'vt';
  if (!root.lookupPrefix(NS.vt)) root.setAttributeNS('http://www.w3.org/2000/xmlns/', 'xmlns:vt', NS.vt);
  const vector = doc.createElementNS(NS.vt, `${vtPrefix}:vector`);
  vector.setAttribute('size', String(items.length));
  vector.setAttribute('baseType', baseType);
  for (const [type, text] of items) {
    const value = doc.createElementNS(NS.vt, `${vtPrefix}:${type}`);
    value.appendChild(doc.createTextNode(text));
    if (baseType === 'variant') {
      const variant = doc.createElementNS(NS.vt, `${vtPrefix}:variant`);
      variant.appendChild(value);
      vector.appendChild(variant);
    } else {
      vector.appendChild(value);
    }
  }
  holder.appendChild(vector);
}
