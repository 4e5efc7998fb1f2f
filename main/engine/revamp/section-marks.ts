/**
 * Revamp's section slides in a design that numbers them (templates/section-number.ts: Editorial) get their number,
 * counted over the output's section slides, on the deck's slide size. It is drawn before the old layout's shapes are
 * carried over, which then keep off it as off any placed shape (carried-shapes.ts).
 */
import { NS } from '../lib/pptx/ooxml-constants';
import { allElements, childElement, childElements, parseXml, type Element } from '../lib/pptx/xml-dom';
import { scaleBox, type SlideSize } from '../templates/master-xml';
import { SLIDE_HEIGHT } from '../templates/layout-specs';
import { SECTION_NUMBER_BOX, sectionNumberXml } from '../templates/section-number';

export function addSectionNumber(slide: Element, n: number, size: SlideSize, lang: string): void {
  const tree = childElement(childElement(slide, NS.p, 'cSld')!, NS.p, 'spTree');
  if (!tree) return;
  const id =
    Math.max(
      0,
      ...allElements(slide)
        .filter((el) => el.localName === 'cNvPr')
        .map((el) => Number(el.getAttribute('id')) || 0),
    ) + 1;
  const xml = sectionNumberXml(id, n, lang, scaleBox(SECTION_NUMBER_BOX, size), size.cy / SLIDE_HEIGHT);
  // Parsed inside a wrapper that declares the prefixes, so the shape itself carries no namespace declarations.
  const wrapper = parseXml(`<w xmlns:p="${NS.p}" xmlns:a="${NS.a}">${xml}</w>`).documentElement!;
  tree.appendChild(slide.ownerDocument!.importNode<Element>(childElements(wrapper)[0]!, true));
}
