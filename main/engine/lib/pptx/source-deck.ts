/**
 * One input deck opened for reading: its ZIP index, content types, cached .rels and XML parts, and what its
 * presentation part says (slides in order, masters, notes/handout master, sizes, sections).
 */
import { ToolError } from '../errors/tool-error';
import { ContentTypeMap } from './content-types';
import { NS, PRESENTATION_MAIN_TYPES, REL, SECTION_EXT_URI } from './ooxml-constants';
import { CONTENT_TYPES_ENTRY, PACKAGE_RELS_PART, partKey, relsPartFor, resolveTarget } from './part-names';
import { parseRelationships, type Relationship } from './relationships';
import { childElement, childElements, childElementsNamed, parseXml, XmlParseError, type Document, type Element } from './xml-dom';
import type { ZipLimits } from '../zip/zip-budget';
import { ZipSource } from '../zip/zip-source';

export interface SlideSize {
  cx: number;
  cy: number;
}

export interface SourceSlide {
  /** 0-based position in the deck's slide list. */
  index: number;
  partName: string;
  sldId: number;
}

export interface SourceMaster {
  partName: string;
}

export interface SourceSection {
  name: string;
  slideIds: number[];
}

const XML_CACHE_BYTES = 16 * 1024 * 1024;
const STRICT_PML = 'http://purl.oclc.org/ooxml/presentationml/main';

export class SourceDeck {
  readonly warnings: string[] = [];
  slides: SourceSlide[] = [];
  masters: SourceMaster[] = [];
  notesMaster: string | undefined;
  handoutMaster: string | undefined;
  slideSize: SlideSize = { cx: 9144000, cy: 6858000 };
  sections: SourceSection[] = [];
  presentationPart = '/ppt/presentation.xml';
  presentationRels: Relationship[] = [];
  packageRels: Relationship[] = [];

  private readonly relsCache = new Map<string, Relationship[]>();
  private readonly xmlCache = new Map<string, Buffer>();
  private xmlCacheBytes = 0;
  private contentTypes!: ContentTypeMap;

  private constructor(
    /** Position among the tool's inputs (0-based). */
    readonly index: number,
    /** The user's file name, used in messages. */
    readonly label: string,
    readonly zip: ZipSource,
  ) {}

  static async open(path: string, label: string, index: number, limits?: ZipLimits): Promise<SourceDeck> {
    const zip = await ZipSource.open(path, label, limits);
    const deck = new SourceDeck(index, label, zip);
    try {
      await deck.load();
    } catch (error) {
      zip.close();
      throw error;
    }
    return deck;
  }

  invalid(what: string): ToolError {
    return new ToolError('invalid_file', `${this.label}: ${what}`);
  }

  private async load(): Promise<void> {
    if (!this.zip.has(`/${CONTENT_TYPES_ENTRY}`)) throw this.invalid('has no [Content_Types].xml, so it is not an Office package');
    try {
      this.contentTypes = ContentTypeMap.parse(await this.zip.readBuffer(`/${CONTENT_TYPES_ENTRY}`));
    } catch (error) {
      if (error instanceof ToolError) throw error;
      throw this.invalid(`[Content_Types].xml is damaged (${errorText(error)})`);
    }
    this.packageRels = await this.rels('/');
    const main = this.packageRels.find((r) => !r.external && r.type === REL.officeDocument);
    if (this.packageRels.some((r) => r.type === REL.officeDocumentStrict)) {
      throw this.invalid('is saved as Strict Open XML, which is not supported; save it as a regular .pptx');
    }
    this.presentationPart = main ? resolveTarget('/', main.target) : '/ppt/presentation.xml';
    if (!this.zip.has(this.presentationPart))
      throw this.invalid('has no presentation part (ppt/presentation.xml), so it is not a PowerPoint deck');
    const mainType = this.contentType(this.presentationPart) ?? '';
    if (!PRESENTATION_MAIN_TYPES.has(mainType)) {
      const kind = /wordprocessingml/.test(mainType)
        ? 'a Word document'
        : /spreadsheetml/.test(mainType)
          ? 'an Excel workbook'
          : 'not a PowerPoint deck';
      throw this.invalid(`is ${kind.startsWith('not') ? kind : `${kind}, not a PowerPoint deck`}`);
    }
    const doc = await this.xml(this.presentationPart);
    const root = doc.documentElement;
    if (!root || root.localName !== 'presentation') throw this.invalid('its presentation part has no p:presentation root');
    if (root.namespaceURI === STRICT_PML)
      throw this.invalid('is saved as Strict Open XML, which is not supported; save it as a regular .pptx');
    if (root.namespaceURI !== NS.p) throw this.invalid('its presentation part is not PresentationML');
    this.presentationRels = await this.rels(this.presentationPart);
    const relTarget = (relId: string | null, type: string): string | undefined => {
      if (!relId) return undefined;
      const rel = this.presentationRels.find((r) => r.id === relId);
      if (!rel || rel.external || rel.type !== type) return undefined;
      const target = resolveTarget(this.presentationPart, rel.target);
      return this.exists(target) ? target : undefined;
    };

    const sldSz = childElement(root, NS.p, 'sldSz');
    const cx = Number(sldSz?.getAttribute('cx'));
    const cy = Number(sldSz?.getAttribute('cy'));
    if (Number.isFinite(cx) && Number.isFinite(cy) && cx > 0 && cy > 0) this.slideSize = { cx, cy };

    const masterList = childElement(root, NS.p, 'sldMasterIdLst');
    for (const el of masterList ? childElementsNamed(masterList, NS.p, 'sldMasterId') : []) {
      const target = relTarget(el.getAttributeNS(NS.r, 'id'), REL.slideMaster);
      if (target && !this.masters.some((m) => partKey(m.partName) === partKey(target))) this.masters.push({ partName: target });
    }
    const firstOf = (listName: string, itemName: string, type: string): string | undefined => {
      const list = childElement(root, NS.p, listName);
      const item = list ? childElementsNamed(list, NS.p, itemName)[0] : undefined;
      return item ? relTarget(item.getAttributeNS(NS.r, 'id'), type) : undefined;
    };
    this.notesMaster = firstOf('notesMasterIdLst', 'notesMasterId', REL.notesMaster);
    this.handoutMaster = firstOf('handoutMasterIdLst', 'handoutMasterId', REL.handoutMaster);

    const slideList = childElement(root, NS.p, 'sldIdLst');
    const seenSlides = new Set<string>();
    for (const el of slideList ? childElementsNamed(slideList, NS.p, 'sldId') : []) {
      const target = relTarget(el.getAttributeNS(NS.r, 'id'), REL.slide);
      const position = this.slides.length + 1;
      if (!target) {
        this.warnings.push(`${this.label}: a slide entry points to a missing part and was skipped`);
        continue;
      }
      if (seenSlides.has(partKey(target))) continue;
      seenSlides.add(partKey(target));
      this.slides.push({ index: position - 1, partName: target, sldId: Number(el.getAttribute('id')) || 0 });
    }
    if (this.masters.length === 0 && this.slides.length > 0) throw this.invalid('has slides but no slide master');
    this.sections = readSections(root);
  }

  contentType(partName: string): string | undefined {
    return this.contentTypes.lookup(partName);
  }

  /** A part that is in the ZIP and has a content type; anything else counts as missing. */
  exists(partName: string): boolean {
    return this.zip.has(partName) && this.contentType(partName) !== undefined;
  }

  /** The part's relationships ([] when it has no .rels part). */
  async rels(partName: string): Promise<Relationship[]> {
    const relsPart = partName === '/' ? PACKAGE_RELS_PART : relsPartFor(partName);
    const key = partKey(relsPart);
    const cached = this.relsCache.get(key);
    if (cached) return cached;
    let rels: Relationship[] = [];
    if (this.zip.has(relsPart)) {
      const data = await this.zip.readBuffer(relsPart);
      try {
        rels = parseRelationships(data);
      } catch (error) {
        throw this.invalid(`${relsPart.slice(1)} is damaged (${errorText(error)})`);
      }
    }
    this.relsCache.set(key, rels);
    return rels;
  }

  /** The part the presentation relates to with `type` (tableStyles, commentAuthors …), if any. */
  presentationTarget(type: string): string | undefined {
    const rel = this.presentationRels.find((r) => !r.external && r.type === type);
    return rel ? resolveTarget(this.presentationPart, rel.target) : undefined;
  }

  /** The target part of an internal relationship of `partName`. */
  resolve(partName: string, rel: Relationship): string {
    return resolveTarget(partName, rel.target);
  }

  /**
   * The raw bytes of an XML part, from a small most-recently-used cache, so a split into 300 decks reads the
   * master and theme once without keeping every slide's XML.
   */
  async xmlBytes(partName: string): Promise<Buffer> {
    const key = partKey(partName);
    const cached = this.xmlCache.get(key);
    if (cached) {
      this.xmlCache.delete(key);
      this.xmlCache.set(key, cached);
      return cached;
    }
    const data = await this.zip.readBuffer(partName);
    this.xmlCache.set(key, data);
    this.xmlCacheBytes += data.length;
    for (const [oldKey, old] of this.xmlCache) {
      if (this.xmlCacheBytes <= XML_CACHE_BYTES || oldKey === key) break;
      this.xmlCache.delete(oldKey);
      this.xmlCacheBytes -= old.length;
    }
    return data;
  }

  /** A fresh DOM of an XML part (callers may mutate it). */
  async xml(partName: string): Promise<Document> {
    const data = await this.xmlBytes(partName);
    try {
      return parseXml(data);
    } catch (error) {
      if (error instanceof XmlParseError) throw this.invalid(`${partName.slice(1)} is not well-formed XML (${error.message})`);
      throw error;
    }
  }

  close(): void {
    this.zip.close();
  }
}

function readSections(root: Element): SourceSection[] {
  const extLst = childElement(root, NS.p, 'extLst');
  if (!extLst) return [];
  for (const ext of childElementsNamed(extLst, NS.p, 'ext')) {
    if ((ext.getAttribute('uri') ?? '').toUpperCase() !== SECTION_EXT_URI) continue;
    const list = childElements(ext).find((e) => e.localName === 'sectionLst');
    if (!list) return [];
    return childElements(list)
      .filter((s) => s.localName === 'section')
      .map((s) => {
        const ids = childElements(s).find((e) => e.localName === 'sldIdLst');
        return {
          name: s.getAttribute('name') ?? '',
          slideIds: (ids ? childElements(ids) : []).map((e) => Number(e.getAttribute('id'))).filter((n) => Number.isFinite(n)),
        };
      });
  }
  return [];
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
