/**
 * DrawingML text read straight from a package's XML with @xmldom/xmldom (not the engine's package code), for
 * comparing a deck before and after translation: each paragraph's runs with their text and formatting.
 */
import { DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom';
import { readZipEntries } from './package-checks';

const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const C = 'http://schemas.openxmlformats.org/drawingml/2006/chart';

export interface RunInfo {
  text: string;
  /** Run properties without the ones translation is meant to change (lang, spell-check flags). */
  format: string;
}

export interface PartText {
  paragraphs: RunInfo[][];
  /** Category and series names of chart caches. */
  chartStrings: string[];
}

// `sz` too: fitting a translation may shrink a run's size (shape-fit.ts), which translation-text-fit.test.ts checks.
const VOLATILE = new Set(['lang', 'altLang', 'err', 'dirty', 'smtClean', 'noProof', 'sz']);

function formatOf(run: Element): string {
  const rPr = Array.from(run.childNodes).find((node) => (node as Element).localName === 'rPr') as Element | undefined;
  if (!rPr) return '';
  const attrs = Array.from(rPr.attributes)
    .filter((attr) => !VOLATILE.has(attr.localName ?? ''))
    .map((attr) => `${attr.localName}=${attr.value}`)
    .sort();
  const children = Array.from(rPr.childNodes)
    .filter((node) => node.nodeType === 1)
    .map((node) => new XMLSerializer().serializeToString(node));
  return [...attrs, ...children].join(' ');
}

export function partText(xml: string): PartText {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const paragraphs = Array.from(doc.getElementsByTagNameNS(A, 'p')).map((p) =>
    Array.from(p.childNodes)
      .filter((node): node is Element => node.nodeType === 1 && (node as Element).localName === 'r')
      .map((run) => ({
        text: Array.from(run.getElementsByTagNameNS(A, 't'))
          .map((t) => t.textContent ?? '')
          .join(''),
        format: formatOf(run),
      })),
  );
  const chartStrings = Array.from(doc.getElementsByTagNameNS(C, 'v'))
    .filter((v) => (v.parentNode?.parentNode as Element | null)?.localName === 'strCache')
    .map((v) => v.textContent ?? '');
  return { paragraphs, chartStrings };
}

const TEXT_PART = /^ppt\/(slides|notesSlides|slideLayouts|slideMasters|charts|diagrams)\/[^/]+\.xml$/;

/** The text of every slide, notes, layout, master, chart and SmartArt part of a deck. */
export async function deckText(path: string): Promise<Map<string, PartText>> {
  const out = new Map<string, PartText>();
  for (const [name, data] of await readZipEntries(path)) if (TEXT_PART.test(name)) out.set(name, partText(data.toString('utf8')));
  return out;
}

/** English function words: translated text must not keep any. */
export const ENGLISH_WORDS = /\b(the|and|of|is|are|with|this|that|for|from)\b/i;
