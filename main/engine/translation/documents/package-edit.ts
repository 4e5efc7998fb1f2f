/**
 * An OOXML package (.pptx, .docx, .xlsx) edited in place: some XML parts are parsed, changed and written back,
 * every other entry is streamed from the source ZIP unchanged and in its original order, so media of any size
 * never passes through memory.
 */
import { basename } from 'node:path';
import { ContentTypeMap } from '../../lib/pptx/content-types';
import { CONTENT_TYPES_ENTRY, relsPartFor, resolveTarget } from '../../lib/pptx/part-names';
import { parseRelationships, type Relationship } from '../../lib/pptx/relationships';
import { parseXml, serializeXml, XmlParseError, type Document } from '../../lib/pptx/xml-dom';
import { ZipSource } from '../../lib/zip/zip-source';
import { ToolError } from '../../lib/errors/tool-error';
import { ZipWriter } from '../../lib/zip/zip-writer';

export class PackageEdit {
  private readonly changed = new Map<string, Document>();

  private constructor(
    readonly zip: ZipSource,
    readonly contentTypes: ContentTypeMap,
    readonly label: string,
  ) {}

  static async open(path: string, label: string): Promise<PackageEdit> {
    const zip = await ZipSource.open(path, label || basename(path));
    try {
      if (!zip.has(`/${CONTENT_TYPES_ENTRY}`))
        throw new ToolError('invalid_file', `${label}: it is not an Office document (no [Content_Types].xml).`);
      return new PackageEdit(zip, ContentTypeMap.parse(await zip.readBuffer(`/${CONTENT_TYPES_ENTRY}`)), label);
    } catch (error) {
      zip.close();
      if (error instanceof ToolError) throw error;
      throw new ToolError('invalid_file', `${label}: its [Content_Types].xml cannot be read.`);
    }
  }

  /** Part names whose content type is one of `types`, in package order. */
  partsOfType(types: ReadonlySet<string>): string[] {
    return this.zip.partNames().filter((name) => {
      const type = this.contentTypes.lookup(name);
      return type !== undefined && types.has(type);
    });
  }

  async readXml(partName: string): Promise<Document> {
    const edited = this.changed.get(partName);
    if (edited) return edited;
    try {
      return parseXml(await this.zip.readBuffer(partName));
    } catch (error) {
      if (error instanceof XmlParseError)
        throw new ToolError('invalid_file', `${this.label}: the part ${partName} is damaged (${error.message}).`);
      throw error;
    }
  }

  /** The part's relationships, with targets resolved to part names (external ones as given). */
  async relationships(partName: string): Promise<(Relationship & { part: string | null })[]> {
    const relsPart = relsPartFor(partName);
    if (!this.zip.has(relsPart)) return [];
    const rels = parseRelationships(await this.zip.readBuffer(relsPart));
    return rels.map((rel) => ({ ...rel, part: rel.external ? null : resolveTarget(partName, rel.target) }));
  }

  /** Marks a parsed part as changed: it is serialised when the package is written. */
  update(partName: string, doc: Document): void {
    this.changed.set(partName, doc);
  }

  /** Changed parts deflated at zlib's default level (what Office writes), the rest copied with their own method. */
  async write(destPath: string): Promise<void> {
    const writer = new ZipWriter(destPath, { level: 6 });
    for (const partName of this.zip.partNames()) {
      const info = this.zip.get(partName);
      if (!info) continue;
      const doc = this.changed.get(partName);
      if (doc) writer.addBuffer(info.entryName, serializeXml(doc), { compress: true });
      else {
        writer.addLazyStream(info.entryName, () => this.zip.openStream(partName), {
          compress: info.compressed,
          known: { crc32: info.crc32, size: info.uncompressedSize },
        });
      }
    }
    await writer.finish();
  }

  close(): void {
    this.zip.close();
  }
}
