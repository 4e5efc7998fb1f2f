/**
 * How a slide's placeholders are renumbered so they inherit from the built-in layout it moves to (chosen by
 * slide-arrange.ts): titles to its title, content in reading order to its numbered slots, footers to the master's.
 * A placeholder the new layout has no slot for keeps the position it had on the old layout.
 */
import { NS } from '../lib/pptx/ooxml-constants';
import { allElements, childElement, createElement, ownerDocument, type Element } from '../lib/pptx/xml-dom';
import { layoutSpec, type Box, type LayoutKey } from '../templates/layout-specs';
import { setBox } from './slide-content';

const TITLE_TYPES = new Set(['title', 'ctrTitle']);
const FOOTER_TYPES = new Set(['dt', 'ftr', 'sldNum', 'hdr']);

export interface PlaceholderRef {
  ph: Element;
  /** The shape (p:sp, p:pic, p:graphicFrame …) that carries it. */
  shape: Element;
  type: string;
  idx: string | null;
}

export function placeholders(root: Element): PlaceholderRef[] {
  const out: PlaceholderRef[] = [];
  for (const ph of allElements(root)) {
    if (ph.localName !== 'ph' || ph.namespaceURI !== NS.p) continue;
    const shape = (ph.parentNode as Element | null)?.parentNode?.parentNode as Element | null;
    if (!shape) continue;
    out.push({ ph, shape, type: ph.getAttribute('type') || 'obj', idx: ph.getAttribute('idx') || null });
  }
  return out;
}

function ownXfrm(shape: Element): Element | undefined {
  if (shape.localName === 'graphicFrame') return childElement(shape, NS.p, 'xfrm');
  const spPr = childElement(shape, NS.p, 'spPr');
  return spPr ? childElement(spPr, NS.a, 'xfrm') : undefined;
}

/** Writes `xfrm` (an `a:xfrm` from the old layout) into the shape, so it stays where the old layout put it. */
function pinPosition(shape: Element, xfrm: Element | undefined): void {
  const own = ownXfrm(shape);
  if (!xfrm || (own && childElement(own, NS.a, 'off'))) return;
  const doc = ownerDocument(shape);
  if (shape.localName === 'graphicFrame') {
    const copy = createElement(doc, NS.p, 'xfrm', 'p');
    for (const child of Array.from(xfrm.childNodes)) copy.appendChild(child.cloneNode(true));
    if (own) shape.replaceChild(copy, own);
    else shape.insertBefore(copy, childElement(shape, NS.a, 'graphic') ?? null);
    return;
  }
  let spPr = childElement(shape, NS.p, 'spPr');
  if (!spPr) {
    spPr = createElement(doc, NS.p, 'spPr', 'p');
    const nv = Array.from(shape.childNodes).find((node) => (node as Element).localName?.startsWith('nv'));
    shape.insertBefore(spPr, nv ? nv.nextSibling : shape.firstChild);
  }
  if (own) spPr.removeChild(own);
  spPr.insertBefore(xfrm.cloneNode(true), spPr.firstChild);
}

/** Every paragraph of the shape without a bullet of its own gets none (not the master body's). */
function unbullet(shape: Element): void {
  const doc = ownerDocument(shape);
  for (const p of allElements(shape).filter((el) => el.namespaceURI === NS.a && el.localName === 'p')) {
    let pPr = childElement(p, NS.a, 'pPr');
    if (!pPr) {
      pPr = createElement(doc, NS.a, 'pPr', 'a');
      p.insertBefore(pPr, p.firstChild);
    }
    if (['buNone', 'buChar', 'buAutoNum', 'buBlip'].some((name) => childElement(pPr, NS.a, name))) continue;
    pPr.setAttribute('marL', '0');
    pPr.setAttribute('indent', '0');
    // a:buNone comes after the spacing and bullet colour, size and font elements, before tabs and defaults.
    const after = ['tabLst', 'defRPr', 'extLst'].map((name) => childElement(pPr, NS.a, name)).find((el) => el !== undefined);
    pPr.insertBefore(createElement(doc, NS.a, 'buNone', 'a'), after ?? null);
  }
}

/**
 * Points the slide's placeholders at the new layout's: titles to its title, content in reading order to its
 * numbered slots, footers to the master's by type. `oldPosition` finds where the old layout drew a placeholder;
 * shapes in `skip` (a subhead, placed as a text box of its own) take no slot.
 */
export function remapPlaceholders(
  slide: Element,
  key: LayoutKey,
  oldPosition: (ref: PlaceholderRef) => Element | undefined,
  skip: ReadonlySet<Element> = new Set(),
): void {
  const spec = layoutSpec(key);
  const title = spec.placeholders.find((placeholder) => TITLE_TYPES.has(placeholder.type));
  const slots = spec.placeholders.filter((placeholder) => placeholder.idx !== undefined);
  let next = 0;
  let extra = 100;
  for (const ref of placeholders(slide)) {
    if (FOOTER_TYPES.has(ref.type)) {
      ref.ph.removeAttribute('idx');
      continue;
    }
    if (TITLE_TYPES.has(ref.type)) {
      ref.ph.setAttribute('type', title?.type ?? 'title');
      ref.ph.removeAttribute('idx');
      if (!title) pinPosition(ref.shape, oldPosition(ref));
      continue;
    }
    if (skip.has(ref.shape)) continue;
    const slot = slots[next++];
    if (slot) {
      if (slot.type === 'obj') ref.ph.removeAttribute('type');
      else ref.ph.setAttribute('type', slot.type);
      ref.ph.setAttribute('idx', String(slot.idx));
    } else {
      pinPosition(ref.shape, oldPosition(ref));
      ref.ph.setAttribute('idx', String(extra++));
      // Without a slot it takes the master's body style: a subtitle would gain the body's bullets.
      if (ref.type === 'subTitle') unbullet(ref.shape);
    }
  }
}

/**
 * Gives each footer of the slide (date, footer text, slide number) that has no frame of its own the one `position`
 * names: the new layouts draw no footers to inherit a place from, and a placeholder with no place is not shown
 * (LibreOffice leaves it out), so a source's slide numbers would vanish.
 */
export function pinFooters(slide: Element, position: (ref: PlaceholderRef) => Box | null): void {
  for (const ref of placeholders(slide)) {
    if (!FOOTER_TYPES.has(ref.type)) continue;
    const own = ownXfrm(ref.shape);
    if (own && childElement(own, NS.a, 'off')) continue;
    const box = position(ref);
    if (box) setBox(ref.shape, box);
  }
}
