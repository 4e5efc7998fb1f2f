/**
 * Which page a paragraph of a Word document is on, as far as the file says without laying it out: the page breaks
 * Word wrote at its last layout (`w:lastRenderedPageBreak`) when the file has them, else the explicit ones (a
 * page break, "page break before", a section starting on a new page). An estimate: text reflows.
 */
import { allElements, type Element } from '../../lib/pptx/xml-dom';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const isW = (el: Element, name: string): boolean => el.namespaceURI === W && el.localName === name;

export class PageCounter {
  private readonly rendered: boolean;
  private page = 1;
  private readonly seen = new WeakSet<Element>();

  constructor(root: Element) {
    this.rendered = allElements(root).some((el) => el.namespaceURI === W && el.localName === 'lastRenderedPageBreak');
  }

  /** The page the paragraph starts on; paragraphs are asked in document order. */
  pageOf(p: Element): number {
    if (this.seen.has(p)) return this.page;
    const inner = allElements(p);
    for (const el of inner) if (el.namespaceURI === W && el.localName === 'p') this.seen.add(el);
    const before = inner.find((el) => isW(el, 'pageBreakBefore'));
    if (!this.rendered && before && !['0', 'false'].includes(before.getAttributeNS(W, 'val') ?? '')) this.page++;
    let start: number | null = null;
    for (const el of inner) {
      if (el.namespaceURI !== W) continue;
      // The paragraph is on the page its first text is on.
      if (el.localName === 't' && start === null) start = this.page;
      if (this.rendered ? el.localName === 'lastRenderedPageBreak' : el.localName === 'br' && el.getAttributeNS(W, 'type') === 'page')
        this.page++;
    }
    if (
      !this.rendered &&
      inner.some((el) => isW(el, 'sectPr') && !allElements(el).some((t) => isW(t, 'type') && t.getAttributeNS(W, 'val') === 'continuous'))
    ) {
      this.page++;
    }
    return start ?? this.page;
  }
}
