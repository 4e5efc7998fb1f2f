/** What Revamp reads off a deck as a whole (slide size, default text sizes, faces named), and the proofing language it writes. */
import { NS } from '../lib/pptx/ooxml-constants';
import { allElements, childElement, type Element } from '../lib/pptx/xml-dom';
import { WIDESCREEN, type SlideSize } from '../templates/master-xml';

/** The slide size the presentation gives (16:9 when it gives none). */
export function slideSize(presentation: Element): SlideSize {
  const sldSz = childElement(presentation, NS.p, 'sldSz');
  const cx = Number(sldSz?.getAttribute('cx'));
  const cy = Number(sldSz?.getAttribute('cy'));
  return cx > 0 && cy > 0 ? { cx, cy } : WIDESCREEN;
}

/** The presentation's default text sizes per level (what a text box's text is without sizes of its own). */
export function defaultSizes(presentation: Element): number[] {
  const style = childElement(presentation, NS.p, 'defaultTextStyle');
  return Array.from({ length: 9 }, (_, i) => {
    const level = style ? childElement(style, NS.a, `lvl${i + 1}pPr`) : undefined;
    const sz = Number(level ? childElement(level, NS.a, 'defRPr')?.getAttribute('sz') : NaN);
    return sz > 0 ? sz / 100 : 18;
  });
}

/** Every run of the text marked as written in `lang` (its spelling checked as such). */
export function setProofingLanguage(root: Element, lang: string): void {
  for (const el of allElements(root)) {
    if (el.namespaceURI === NS.a && (el.localName === 'rPr' || el.localName === 'endParaRPr' || el.localName === 'defRPr')) {
      if (el.localName !== 'defRPr' || el.hasAttribute('lang')) el.setAttribute('lang', lang);
    }
  }
}

/** The typefaces the text names (not theme references). */
export function typefaces(root: Element): string[] {
  return allElements(root)
    .filter((el) => el.namespaceURI === NS.a && el.localName === 'latin')
    .map((el) => el.getAttribute('typeface') ?? '')
    .filter((face) => face && !face.startsWith('+'));
}
