/**
 * A workbook's cell formats (`styles.xml`), read for the fit of translated cells and extended by it: a cell's font
 * and alignment, and new formats that copy a cell's own with wrapping turned on or a smaller font.
 */
import { childElement, childElements, createElement, ownerDocument, type Element } from '../../lib/pptx/xml-dom';
import type { FontRef } from '../../lib/fonts/text-measure';

export const X = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

export interface CellFormat {
  font: FontRef;
  sizePt: number;
  /** Already wraps, shrinks, turns or spreads its text: left as it is. */
  fixed: boolean;
  horizontal: string;
}

export class WorkbookStyles {
  private readonly xfs: Element[];
  private readonly fonts: Element[];
  private readonly made = new Map<string, number>();

  constructor(private readonly root: Element | null) {
    const list = (name: string, item: string): Element[] => {
      const holder = root ? childElement(root, X, name) : undefined;
      return holder ? childElements(holder).filter((el) => el.localName === item) : [];
    };
    this.xfs = list('cellXfs', 'xf');
    this.fonts = list('fonts', 'font');
  }

  format(index: number): CellFormat {
    const xf = this.xfs[index];
    const font = this.fonts[Number(xf?.getAttribute('fontId') ?? 0)];
    const value = (name: string): string | null => (font ? (childElement(font, X, name)?.getAttribute('val') ?? null) : null);
    const bold = font ? childElement(font, X, 'b') : undefined;
    const alignment = xf ? childElement(xf, X, 'alignment') : undefined;
    const on = (name: string): boolean => ['1', 'true'].includes(alignment?.getAttribute(name) ?? '');
    const horizontal = alignment?.getAttribute('horizontal') ?? 'general';
    return {
      font: { family: value('name') ?? 'Calibri', bold: bold !== undefined && !['0', 'false'].includes(bold.getAttribute('val') ?? '') },
      sizePt: Number(value('sz')) || 11,
      fixed:
        on('wrapText') ||
        on('shrinkToFit') ||
        Number(alignment?.getAttribute('textRotation') ?? 0) !== 0 ||
        ['fill', 'justify', 'distributed', 'centerContinuous'].includes(horizontal),
      horizontal,
    };
  }

  /** A format like `index` with its text wrapped; its index. */
  wrapped(index: number): number {
    return this.derive(`w${index}`, index, (xf) => {
      let alignment = childElement(xf, X, 'alignment');
      if (!alignment) {
        alignment = createElement(ownerDocument(xf), X, 'alignment', '');
        xf.insertBefore(alignment, childElements(xf)[0] ?? null);
      }
      alignment.setAttribute('wrapText', '1');
      xf.setAttribute('applyAlignment', '1');
    });
  }

  /** A format like `index` with its font at `sizePt`; its index. */
  smaller(index: number, sizePt: number): number {
    return this.derive(`s${index}@${sizePt}`, index, (xf) => {
      const font = this.fonts[Number(xf.getAttribute('fontId') ?? 0)];
      if (!font) return;
      const copy = font.cloneNode(true) as Element;
      let sz = childElement(copy, X, 'sz');
      if (!sz) {
        sz = createElement(ownerDocument(copy), X, 'sz', '');
        copy.insertBefore(sz, childElements(copy)[0] ?? null);
      }
      sz.setAttribute('val', String(sizePt));
      xf.setAttribute('fontId', String(this.append('fonts', this.fonts, copy)));
      xf.setAttribute('applyFont', '1');
    });
  }

  private derive(key: string, index: number, change: (xf: Element) => void): number {
    const known = this.made.get(key);
    if (known !== undefined) return known;
    const source = this.xfs[index];
    if (!source) return index;
    const xf = source.cloneNode(true) as Element;
    change(xf);
    const made = this.append('cellXfs', this.xfs, xf);
    this.made.set(key, made);
    return made;
  }

  private append(holderName: string, items: Element[], el: Element): number {
    const holder = this.root ? childElement(this.root, X, holderName) : undefined;
    if (!holder) return 0;
    holder.appendChild(el);
    items.push(el);
    holder.setAttribute('count', String(items.length));
    return items.length - 1;
  }
}
