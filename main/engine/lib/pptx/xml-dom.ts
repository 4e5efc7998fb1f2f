/**
 * XML parts are parsed with @xmldom/xmldom, which keeps namespaces, mc:AlternateContent, entities and the XML
 * declaration intact on a round trip (docs/toolchain.md); fast-xml-parser corrupts character references.
 */
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import type { Document, Element, Node } from '@xmldom/xmldom';

export type { Document, Element, Node };

const ELEMENT_NODE = 1;

export class XmlParseError extends Error {}

/** Parses a part; throws XmlParseError on anything that is not well-formed, or that carries a DTD. */
export function parseXml(data: Buffer | string): Document {
  const text = typeof data === 'string' ? data : decodeXmlText(data);
  // OOXML never has a DTD; refusing one rules out entity-expansion tricks.
  if (/<!DOCTYPE/i.test(text.slice(0, 4096))) throw new XmlParseError('has a DOCTYPE declaration');
  let doc: Document;
  try {
    doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new XmlParseError(message);
      },
    }).parseFromString(text, 'application/xml');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new XmlParseError(message.replace(/^\[xmldom [a-z]+\]\s*/i, '').split('\n')[0] ?? 'not well-formed XML');
  }
  if (!doc.documentElement) throw new XmlParseError('has no root element');
  return doc;
}

function decodeXmlText(data: Buffer): string {
  if (data.length >= 2 && data[0] === 0xff && data[1] === 0xfe) return data.subarray(2).toString('utf16le');
  if (data.length >= 2 && data[0] === 0xfe && data[1] === 0xff) {
    const swapped = Buffer.from(data.subarray(2));
    swapped.swap16();
    return swapped.toString('utf16le');
  }
  const text = data.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function serializeXml(doc: Document): Buffer {
  let text = new XMLSerializer().serializeToString(doc);
  if (!text.startsWith('<?xml')) text = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`;
  // The declaration says UTF-8 whatever the source encoding was, because that is what we write.
  text = text.replace(/^<\?xml[^?]*\?>/, (decl) => decl.replace(/encoding="[^"]*"/i, 'encoding="UTF-8"'));
  return Buffer.from(text, 'utf8');
}

export function serializeElement(el: Element): string {
  return new XMLSerializer().serializeToString(el);
}

export function isElement(node: Node | null | undefined): node is Element {
  return !!node && node.nodeType === ELEMENT_NODE;
}

export function childElements(parent: Node): Element[] {
  const out: Element[] = [];
  for (let n = parent.firstChild; n; n = n.nextSibling) if (isElement(n)) out.push(n);
  return out;
}

export function childElement(parent: Node, ns: string, localName: string): Element | undefined {
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (isElement(n) && n.localName === localName && n.namespaceURI === ns) return n;
  }
  return undefined;
}

export function childElementsNamed(parent: Node, ns: string, localName: string): Element[] {
  return childElements(parent).filter((e) => e.localName === localName && e.namespaceURI === ns);
}

/** Every element under `root` (root included), in document order, including both branches of mc:AlternateContent. */
export function allElements(root: Element): Element[] {
  const out: Element[] = [];
  const stack: Element[] = [root];
  while (stack.length > 0) {
    const el = stack.pop() as Element;
    out.push(el);
    const kids = childElements(el);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as Element);
  }
  return out;
}

export function descendantsNamed(root: Element, ns: string, localName: string): Element[] {
  return allElements(root).filter((e) => e.localName === localName && e.namespaceURI === ns);
}

export function removeNode(node: Node): void {
  node.parentNode?.removeChild(node);
}

/** Creates `prefix:localName` in `ns`, reusing the prefix the document already binds to `ns` when there is one. */
export function createElement(doc: Document, ns: string, localName: string, fallbackPrefix: string): Element {
  const root = doc.documentElement;
  const prefix = root?.lookupPrefix(ns) ?? fallbackPrefix;
  return doc.createElementNS(ns, prefix ? `${prefix}:${localName}` : localName);
}

/** Reorders the element children of `parent` by `order` (unknown names keep their place after the known ones). */
export function sortChildren(parent: Element, ns: string, order: readonly string[]): void {
  const rank = new Map(order.map((name, i) => [name, i]));
  const kids = childElements(parent);
  const keyed = kids.map((el, i) => ({
    el,
    key: el.namespaceURI === ns && rank.has(el.localName ?? '') ? (rank.get(el.localName ?? '') as number) : order.length,
    i,
  }));
  keyed.sort((x, y) => x.key - y.key || x.i - y.i);
  for (const { el } of keyed) parent.appendChild(el);
}

export function ownerDocument(el: Element): Document {
  const doc = el.ownerDocument;
  if (!doc) throw new Error('element without a document');
  return doc;
}
