/**
 * A Word document's body in reading order, in DeckFlow's `docx.parseTextAndImage` elements: `text` paragraphs with
 * their style (id, lower-cased name, outline level, first run's size/bold/italic), `image` for each picture a run
 * shows (DrawingML `a:blip` or VML `v:imagedata`), `wsp` for a text box with its paragraphs, `table` → rows → cells →
 * paragraphs; content controls (`w:sdt`)
 * are read through. Empty paragraphs are left out; `idx` numbers the elements in order.
 */
import type { Element } from '../../lib/pptx/xml-dom';
import { allElements, childElements } from '../../lib/pptx/xml-dom';

export const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface DocxStyle {
  name?: string;
  outlineLvl?: number;
  basedOn?: string;
  fontSize?: number;
  bold?: boolean;
  italic?: boolean;
}

export interface TextStyle {
  styleId?: string;
  styleName?: string;
  outlineLvl?: number;
  fontSize?: number;
  bold?: boolean;
  italic?: boolean;
}

export type DocxElement =
  | { idx: number; type: 'text'; text: string; style?: TextStyle }
  | { idx: number; type: 'image'; relId: string }
  | { idx: number; type: 'wsp'; children: DocxElement[] }
  | {
      idx: number;
      type: 'table';
      table: { idx: number; type: 'table-row'; children: { idx: number; type: 'table-cell'; children: DocxElement[] }[] }[];
    };

const child = (el: Element | undefined, name: string): Element | undefined =>
  el ? childElements(el).find((c) => c.localName === name && c.namespaceURI === W) : undefined;
const val = (el: Element | undefined): string | undefined => el?.getAttributeNS(W, 'val') ?? undefined;
const on = (el: Element | undefined): boolean | undefined => (el ? !/^(0|false|off)$/i.test(val(el) ?? 'true') : undefined);

function runProps(rPr: Element | undefined): Pick<DocxStyle, 'fontSize' | 'bold' | 'italic'> {
  const out: Pick<DocxStyle, 'fontSize' | 'bold' | 'italic'> = {};
  const sz = Number(val(child(rPr, 'sz')));
  if (sz > 0) out.fontSize = sz / 2;
  const bold = on(child(rPr, 'b'));
  if (bold !== undefined) out.bold = bold;
  const italic = on(child(rPr, 'i'));
  if (italic !== undefined) out.italic = italic;
  return out;
}

export function readStyles(root: Element | undefined): Map<string, DocxStyle> {
  const styles = new Map<string, DocxStyle>();
  for (const style of root ? childElements(root).filter((el) => el.localName === 'style') : []) {
    const id = style.getAttributeNS(W, 'styleId');
    if (!id) continue;
    const outline = Number(val(child(child(style, 'pPr'), 'outlineLvl')));
    styles.set(id, {
      name: val(child(style, 'name'))?.toLowerCase(),
      basedOn: val(child(style, 'basedOn')),
      ...(Number.isInteger(outline) && child(child(style, 'pPr'), 'outlineLvl') ? { outlineLvl: outline } : {}),
      ...runProps(child(style, 'rPr')),
    });
  }
  return styles;
}

/** A style's property, looked up through `basedOn` (bounded, in case of a cycle). */
function inherited<K extends keyof DocxStyle>(
  styles: ReadonlyMap<string, DocxStyle>,
  id: string | undefined,
  key: K,
): DocxStyle[K] | undefined {
  for (let depth = 0, at = id; at && depth < 10; depth++) {
    const style = styles.get(at);
    if (!style) return undefined;
    if (style[key] !== undefined) return style[key];
    at = style.basedOn;
  }
  return undefined;
}

/** The paragraph's own text; text boxes anchored in it (`w:txbxContent`) are separate stories and are not read. */
function paragraphText(p: Element): string {
  let text = '';
  const walk = (el: Element): void => {
    for (const node of childElements(el)) {
      if (node.namespaceURI === W && node.localName === 'txbxContent') continue;
      if (node.namespaceURI === W && node.localName === 't') text += node.textContent ?? '';
      else if (node.namespaceURI === W && node.localName === 'tab') text += '\t';
      else if (node.namespaceURI === W && (node.localName === 'br' || node.localName === 'cr')) text += '\n';
      else walk(node);
    }
  };
  walk(p);
  return text;
}

/** Text boxes anchored in a paragraph; of mc:AlternateContent only the first branch, so none is read twice. */
function textBoxes(p: Element): Element[] {
  const found: Element[] = [];
  const walk = (el: Element): void => {
    for (const node of childElements(el)) {
      if (node.localName === 'Fallback') continue;
      if (node.namespaceURI === W && node.localName === 'txbxContent') found.push(node);
      else walk(node);
    }
  };
  walk(p);
  return found;
}

/** Relationship ids of the pictures a paragraph shows, in order. */
function pictureIds(p: Element): string[] {
  const ids: string[] = [];
  for (const el of allElements(p)) {
    const id = el.localName === 'blip' ? el.getAttributeNS(R, 'embed') : el.localName === 'imagedata' ? el.getAttributeNS(R, 'id') : null;
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

export class DocxBodyReader {
  private idx = 0;

  constructor(private readonly styles: ReadonlyMap<string, DocxStyle>) {}

  private textElement(p: Element): DocxElement | null {
    const text = paragraphText(p);
    if (text.trim() === '') return null;
    const pPr = child(p, 'pPr');
    const styleId = val(child(pPr, 'pStyle'));
    const firstRun = childElements(p).find((r) => r.localName === 'r' && child(r, 't'));
    const run = runProps(child(firstRun, 'rPr'));
    const outline = Number(val(child(pPr, 'outlineLvl')));
    const style: TextStyle = {};
    if (styleId) style.styleId = styleId;
    const name = this.styles.get(styleId ?? '')?.name;
    if (name) style.styleName = name;
    const outlineLvl = child(pPr, 'outlineLvl') && Number.isInteger(outline) ? outline : inherited(this.styles, styleId, 'outlineLvl');
    if (outlineLvl !== undefined && outlineLvl < 9) style.outlineLvl = outlineLvl;
    const fontSize = run.fontSize ?? inherited(this.styles, styleId, 'fontSize');
    if (fontSize !== undefined) style.fontSize = fontSize;
    const bold = run.bold ?? inherited(this.styles, styleId, 'bold');
    if (bold !== undefined) style.bold = bold;
    const italic = run.italic ?? inherited(this.styles, styleId, 'italic');
    if (italic !== undefined) style.italic = italic;
    return { idx: this.idx++, type: 'text', text, ...(Object.keys(style).length > 0 ? { style } : {}) };
  }

  /** The elements of a container (`w:body`, a table cell, a content control's content), in order. */
  read(container: Element): DocxElement[] {
    const out: DocxElement[] = [];
    for (const el of childElements(container)) {
      if (el.namespaceURI !== W) continue;
      if (el.localName === 'p') {
        const text = this.textElement(el);
        if (text) out.push(text);
        for (const box of textBoxes(el)) {
          const wsp: DocxElement = { idx: this.idx++, type: 'wsp', children: this.read(box) };
          if (wsp.children.length > 0) out.push(wsp);
        }
        for (const relId of pictureIds(el)) out.push({ idx: this.idx++, type: 'image', relId });
      } else if (el.localName === 'tbl') {
        const table: DocxElement = { idx: this.idx++, type: 'table', table: [] };
        for (const tr of childElements(el).filter((c) => c.localName === 'tr')) {
          const row = {
            idx: this.idx++,
            type: 'table-row' as const,
            children: [] as { idx: number; type: 'table-cell'; children: DocxElement[] }[],
          };
          for (const tc of childElements(tr).filter((c) => c.localName === 'tc')) {
            row.children.push({ idx: this.idx++, type: 'table-cell', children: this.read(tc) });
          }
          table.table.push(row);
        }
        out.push(table);
      } else if (el.localName === 'sdt') {
        const content = child(el, 'sdtContent');
        if (content) out.push(...this.read(content));
      }
    }
    return out;
  }
}
