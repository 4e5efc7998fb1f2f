/**
 * WordprocessingML paragraphs (`w:p`): runs of plain text are translated; tabs, breaks, fields, drawings, notes
 * references and anything unknown stay where they are and split the paragraph into lines translated on their
 * own. Hyperlinks and tracked insertions wrap their runs: a translated stretch from such a run gets its own copy
 * of the wrapper, so a link stays on the words it was on. Bookmarks and comment ranges do not split a sentence;
 * they move to the start or end of their line.
 */
import { allElements, childElements, createElement, ownerDocument, sortChildren, type Element, type Node } from '../../lib/pptx/xml-dom';
import { hasWords, type TextUnit, type TranslatedPiece } from '../unit-markup';
import type { TargetStyle, TextPlan } from './text-plan';

export const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Containers whose runs are translated, each stretch in a shallow copy of the container. */
const WRAPPERS = new Set(['hyperlink', 'ins', 'smartTag', 'bdo', 'dir']);
/** Markers without width: they go before (start) or after (end) the line they were in. */
const START_ANCHORS = new Set(['bookmarkStart', 'commentRangeStart', 'permStart', 'moveFromRangeStart', 'moveToRangeStart']);
const END_ANCHORS = new Set(['bookmarkEnd', 'commentRangeEnd', 'permEnd', 'moveFromRangeEnd', 'moveToRangeEnd']);
/** Run children that split a run into pieces but can be copied on their own. */
const SIMPLE_RUN_CHILDREN = new Set(['t', 'tab', 'br', 'cr', 'noBreakHyphen', 'softHyphen', 'lastRenderedPageBreak']);

const PPR_ORDER = [
  'pStyle',
  'keepNext',
  'keepLines',
  'pageBreakBefore',
  'framePr',
  'widowControl',
  'numPr',
  'suppressLineNumbers',
  'pBdr',
  'shd',
  'tabs',
  'suppressAutoHyphens',
  'kinsoku',
  'wordWrap',
  'overflowPunct',
  'topLinePunct',
  'autoSpaceDE',
  'autoSpaceDN',
  'bidi',
  'adjustRightInd',
  'snapToGrid',
  'spacing',
  'ind',
  'contextualSpacing',
  'mirrorIndents',
  'suppressOverlap',
  'jc',
  'textDirection',
  'textAlignment',
  'textboxTightWrap',
  'outlineLvl',
  'divId',
  'cnfStyle',
  'rPr',
  'sectPr',
  'pPrChange',
];
const RPR_ORDER = [
  'rStyle',
  'rFonts',
  'b',
  'bCs',
  'i',
  'iCs',
  'caps',
  'smallCaps',
  'strike',
  'dstrike',
  'outline',
  'shadow',
  'emboss',
  'imprint',
  'noProof',
  'snapToGrid',
  'vanish',
  'webHidden',
  'color',
  'spacing',
  'w',
  'kern',
  'position',
  'sz',
  'szCs',
  'highlight',
  'u',
  'effect',
  'bdr',
  'shd',
  'fitText',
  'vertAlign',
  'rtl',
  'cs',
  'em',
  'lang',
  'eastAsianLayout',
  'specVanish',
  'oMath',
];

interface TextPiece {
  text: string;
  /** Run properties to copy (may be absent). */
  rPr: Element | undefined;
  wrapper: Element | undefined;
}

type Segment =
  { kind: 'line'; pieces: TextPiece[]; before: Node[]; after: Node[] } | { kind: 'keep'; node: Node; wrapper: Element | undefined };

const isW = (el: Element, name: string): boolean => el.namespaceURI === W && el.localName === name;

function rPrOf(run: Element): Element | undefined {
  return childElements(run).find((child) => isW(child, 'rPr'));
}

class ParagraphReader {
  readonly segments: Segment[] = [];
  private fieldDepth = 0;

  private line(): Extract<Segment, { kind: 'line' }> {
    const last = this.segments[this.segments.length - 1];
    if (last?.kind === 'line') return last;
    const line: Extract<Segment, { kind: 'line' }> = { kind: 'line', pieces: [], before: [], after: [] };
    this.segments.push(line);
    return line;
  }

  private keep(node: Node, wrapper: Element | undefined): void {
    this.segments.push({ kind: 'keep', node, wrapper });
  }

  read(parent: Element, wrapper: Element | undefined): void {
    for (const child of childElements(parent)) {
      if (child.namespaceURI !== W) {
        this.keep(child, wrapper);
      } else if (child.localName === 'pPr' || child.localName === 'proofErr') {
        continue;
      } else if (child.localName === 'r') {
        this.readRun(child, wrapper);
      } else if (WRAPPERS.has(child.localName ?? '') && !wrapper) {
        this.read(child, child);
      } else if (START_ANCHORS.has(child.localName ?? '')) {
        this.line().before.push(child);
      } else if (END_ANCHORS.has(child.localName ?? '')) {
        const last = this.segments[this.segments.length - 1];
        if (last?.kind === 'line') last.after.push(child);
        else this.keep(child, wrapper);
      } else {
        this.keep(child, wrapper);
      }
    }
  }

  private readRun(run: Element, wrapper: Element | undefined): void {
    const content = childElements(run).filter((child) => !isW(child, 'rPr'));
    for (const child of content) {
      if (isW(child, 'fldChar')) {
        const type = child.getAttributeNS(W, 'fldCharType') ?? child.getAttribute('w:fldCharType');
        if (type === 'begin') this.fieldDepth++;
        if (type === 'end') this.fieldDepth = Math.max(0, this.fieldDepth - 1);
      }
    }
    const simple = content.every((child) => child.namespaceURI === W && SIMPLE_RUN_CHILDREN.has(child.localName ?? ''));
    const inField = this.fieldDepth > 0 || content.some((child) => isW(child, 'fldChar') || isW(child, 'instrText'));
    if (!simple || inField) {
      this.keep(run, wrapper);
      return;
    }
    const rPr = rPrOf(run);
    for (const child of content) {
      if (isW(child, 'lastRenderedPageBreak')) continue;
      if (isW(child, 't')) {
        const line = this.line();
        const last = line.pieces[line.pieces.length - 1];
        const text = child.textContent ?? '';
        if (last && last.rPr === rPr && last.wrapper === wrapper) last.text += text;
        else line.pieces.push({ text, rPr, wrapper });
      } else {
        const copy = run.cloneNode(false) as Element;
        if (rPr) copy.appendChild(rPr.cloneNode(true));
        copy.appendChild(child.cloneNode(true));
        this.keep(copy, wrapper);
      }
    }
  }
}

function setLanguage(rPr: Element, style: TargetStyle, eastAsian: boolean): void {
  const doc = ownerDocument(rPr);
  let lang = childElements(rPr).find((child) => isW(child, 'lang'));
  if (!lang) {
    lang = createElement(doc, W, 'lang', 'w');
    rPr.appendChild(lang);
  }
  lang.setAttributeNS(W, 'w:val', style.lang);
  if (eastAsian) lang.setAttributeNS(W, 'w:eastAsia', style.lang);
  if (style.rtl) {
    lang.setAttributeNS(W, 'w:bidi', style.lang);
    if (!childElements(rPr).some((child) => isW(child, 'rtl'))) rPr.appendChild(createElement(doc, W, 'rtl', 'w'));
  }
  sortChildren(rPr, W, RPR_ORDER);
}

function makeRun(doc: ReturnType<typeof ownerDocument>, piece: TextPiece, text: string, style: TargetStyle, eastAsian: boolean): Element {
  const run = createElement(doc, W, 'r', 'w');
  const rPr = piece.rPr ? (piece.rPr.cloneNode(true) as Element) : createElement(doc, W, 'rPr', 'w');
  setLanguage(rPr, style, eastAsian);
  run.appendChild(rPr);
  const t = createElement(doc, W, 't', 'w');
  t.setAttributeNS(XML_NS, 'xml:space', 'preserve');
  t.appendChild(doc.createTextNode(text));
  run.appendChild(t);
  return run;
}

function setParagraphRtl(p: Element): void {
  const doc = ownerDocument(p);
  let pPr = childElements(p).find((child) => isW(child, 'pPr'));
  if (!pPr) {
    pPr = createElement(doc, W, 'pPr', 'w');
    p.insertBefore(pPr, p.firstChild);
  }
  if (!childElements(pPr).some((child) => isW(child, 'bidi'))) pPr.appendChild(createElement(doc, W, 'bidi', 'w'));
  sortChildren(pPr, W, PPR_ORDER);
}

/** Registers a `w:p`; false when it holds nothing to translate. Nested paragraphs (text boxes) register on their own. */
export function addWordParagraph(p: Element, plan: TextPlan, style: TargetStyle, eastAsian: boolean): boolean {
  const reader = new ParagraphReader();
  reader.read(p, undefined);
  const lines = reader.segments.filter((segment): segment is Extract<Segment, { kind: 'line' }> => segment.kind === 'line');
  const units: TextUnit[] = lines.map((line) => ({ pieces: line.pieces.map((piece) => piece.text) }));
  if (!units.some(hasWords)) return false;
  plan.add(units, (translated: TranslatedPiece[][]) => {
    const doc = ownerDocument(p);
    for (const child of [...childElements(p)]) if (!isW(child, 'pPr')) p.removeChild(child);
    let openWrapper: { source: Element; copy: Element } | null = null;
    const append = (node: Node, wrapper: Element | undefined): void => {
      if (!wrapper) {
        openWrapper = null;
        p.appendChild(node);
        return;
      }
      if (openWrapper?.source !== wrapper) {
        openWrapper = { source: wrapper, copy: wrapper.cloneNode(false) as Element };
        p.appendChild(openWrapper.copy);
      }
      openWrapper.copy.appendChild(node);
    };
    let index = 0;
    for (const segment of reader.segments) {
      if (segment.kind === 'keep') {
        append(segment.node, segment.wrapper);
        continue;
      }
      for (const anchor of segment.before) append(anchor, undefined);
      for (const piece of translated[index] ?? []) {
        const source = segment.pieces[piece.source] ?? segment.pieces[0];
        if (source) append(makeRun(doc, source, piece.text, style, eastAsian), source.wrapper);
      }
      for (const anchor of segment.after) append(anchor, undefined);
      index++;
    }
    if (style.rtl) setParagraphRtl(p);
  });
  return true;
}

/** Every `w:p` under root, text boxes included. */
export function wordParagraphs(root: Element): Element[] {
  return allElements(root).filter((el) => isW(el, 'p'));
}
