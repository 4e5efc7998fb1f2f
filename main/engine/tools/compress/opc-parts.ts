/**
 * The few Open Packaging Conventions pieces the compressor needs for any OOXML package (pptx, docx, xlsx):
 * part-name resolution, .rels files and [Content_Types].xml. Part names here are ZIP entry names (no leading slash).
 * XML goes through the PPTX library's xmldom wrapper (main/engine/lib/pptx/xml-dom.ts).
 */
import type { Document, Element } from '../../lib/pptx/xml-dom';
import { childElements, parseXml } from '../../lib/pptx/xml-dom';
import { NS } from '../../lib/pptx/ooxml-constants';

export const REL_IMAGE = `${NS.r}/image`;
export const CONTENT_TYPES_PART = '[Content_Types].xml';

export function firstChild(parent: Element, localName: string): Element | undefined {
  return childElements(parent).find((el) => el.localName === localName);
}

/** `ppt/slides/slide1.xml` → `ppt/slides/_rels/slide1.xml.rels`; the package itself ('') → `_rels/.rels`. */
export function relsPartFor(partName: string): string {
  const slash = partName.lastIndexOf('/');
  return `${partName.slice(0, slash + 1)}_rels/${partName.slice(slash + 1)}.rels`;
}

/** The inverse of relsPartFor, or undefined when `name` is not a relationships part. */
export function sourceOfRelsPart(name: string): string | undefined {
  const match = /^(.*?)_rels\/([^/]*)\.rels$/i.exec(name);
  if (!match) return undefined;
  return `${match[1] ?? ''}${match[2] ?? ''}`;
}

/** Resolves a relationship target against its source part's folder, per OPC (percent-decoded, `..` collapsed). */
export function resolveTarget(sourcePart: string, target: string): string {
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    // A malformed escape: compare the raw text, which is what a lenient reader would do.
  }
  const hash = decoded.indexOf('#');
  if (hash >= 0) decoded = decoded.slice(0, hash);
  const base = decoded.startsWith('/') ? [] : sourcePart.split('/').slice(0, -1);
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') base.pop();
    else base.push(segment);
  }
  return base.join('/');
}

export interface Relationship {
  id: string;
  type: string;
  target: string;
  external: boolean;
  element: Element;
}

export function readRelationships(doc: Document): Relationship[] {
  const root = doc.documentElement;
  if (!root) return [];
  return childElements(root)
    .filter((el) => el.localName === 'Relationship')
    .map((el) => ({
      id: el.getAttribute('Id') ?? '',
      type: el.getAttribute('Type') ?? '',
      target: el.getAttribute('Target') ?? '',
      external: (el.getAttribute('TargetMode') ?? '').toLowerCase() === 'external',
      element: el,
    }));
}

export class ContentTypes {
  private constructor(
    readonly doc: Document,
    private readonly defaults: Map<string, Element>,
    private readonly overrides: Map<string, Element>,
  ) {}

  static parse(text: Buffer | string): ContentTypes {
    const doc = parseXml(text);
    const defaults = new Map<string, Element>();
    const overrides = new Map<string, Element>();
    const root = doc.documentElement;
    if (root) {
      for (const el of childElements(root)) {
        if (el.localName === 'Default') defaults.set((el.getAttribute('Extension') ?? '').toLowerCase(), el);
        if (el.localName === 'Override') overrides.set(normalizePartName(el.getAttribute('PartName') ?? ''), el);
      }
    }
    return new ContentTypes(doc, defaults, overrides);
  }

  of(partName: string): string | undefined {
    const override = this.overrides.get(normalizePartName(partName));
    if (override) return override.getAttribute('ContentType') ?? undefined;
    const dot = partName.lastIndexOf('.');
    if (dot < 0) return undefined;
    return this.defaults.get(partName.slice(dot + 1).toLowerCase())?.getAttribute('ContentType') ?? undefined;
  }

  /** Makes `partName` resolve to `contentType`: through a Default for its extension when free, else an Override. */
  ensure(partName: string, contentType: string): void {
    if (this.of(partName) === contentType) return;
    this.rename(partName, partName, contentType);
  }

  /** Drops the Override of a part that leaves the package (a phantom Override makes PowerPoint repair the file). */
  remove(partName: string): void {
    const key = normalizePartName(partName);
    const override = this.overrides.get(key);
    if (!override) return;
    override.parentNode?.removeChild(override);
    this.overrides.delete(key);
  }

  /** Records that `oldName` is now `newName` with `contentType`, adding a Default or an Override as needed. */
  rename(oldName: string, newName: string, contentType: string): void {
    const override = this.overrides.get(normalizePartName(oldName));
    if (override) {
      this.overrides.delete(normalizePartName(oldName));
      override.setAttribute('PartName', `/${newName}`);
      override.setAttribute('ContentType', contentType);
      this.overrides.set(normalizePartName(newName), override);
      return;
    }
    const ext = newName.slice(newName.lastIndexOf('.') + 1).toLowerCase();
    const existing = this.defaults.get(ext);
    if (existing && existing.getAttribute('ContentType') === contentType) return;
    const root = this.doc.documentElement;
    if (!root) return;
    if (!existing) {
      const el = this.doc.createElementNS(NS.contentTypes, 'Default');
      el.setAttribute('Extension', ext);
      el.setAttribute('ContentType', contentType);
      // Defaults come before Overrides in every writer's output; keep that order.
      const firstOverride = childElements(root).find((child) => child.localName === 'Override');
      root.insertBefore(el, firstOverride ?? null);
      this.defaults.set(ext, el);
      return;
    }
    const el = this.doc.createElementNS(NS.contentTypes, 'Override');
    el.setAttribute('PartName', `/${newName}`);
    el.setAttribute('ContentType', contentType);
    root.appendChild(el);
    this.overrides.set(normalizePartName(newName), el);
  }
}

function normalizePartName(name: string): string {
  return name.replace(/^\//, '').toLowerCase();
}
