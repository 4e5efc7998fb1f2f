/**
 * `[Content_Types].xml`: lookup in a source package, and regeneration for an output package from its final part set
 * (Default for known extension/type pairs, Override otherwise, never an Override for a part that is not written).
 */
import { CT, NS } from './ooxml-constants';
import { extensionOf, partKey } from './part-names';
import { childElements, parseXml } from './xml-dom';
import { escapeXml } from '../xml/xml-escape';

/** Extension → content type pairs that may be written as a Default (python-pptx's table, trimmed). */
const KNOWN_DEFAULTS: ReadonlyMap<string, string> = new Map([
  ['rels', CT.rels],
  ['xml', CT.xml],
  ['jpeg', 'image/jpeg'],
  ['jpg', 'image/jpeg'],
  ['jpe', 'image/jpeg'],
  ['png', 'image/png'],
  ['gif', 'image/gif'],
  ['bmp', 'image/bmp'],
  ['tif', 'image/tiff'],
  ['tiff', 'image/tiff'],
  ['emf', 'image/x-emf'],
  ['wmf', 'image/x-wmf'],
  ['svg', 'image/svg+xml'],
  ['wdp', 'image/vnd.ms-photo'],
  ['mp4', 'video/mp4'],
  ['m4v', 'video/mp4'],
  ['mov', 'video/quicktime'],
  ['avi', 'video/avi'],
  ['wmv', 'video/x-ms-wmv'],
  ['mpg', 'video/mpeg'],
  ['mpeg', 'video/mpeg'],
  ['mp3', 'audio/mpeg'],
  ['m4a', 'audio/mp4'],
  ['wav', 'audio/wav'],
  ['wma', 'audio/x-ms-wma'],
  ['mid', 'audio/midi'],
  ['vml', 'application/vnd.openxmlformats-officedocument.vmlDrawing'],
  ['bin', 'application/vnd.openxmlformats-officedocument.oleObject'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ['fntdata', 'application/x-fontdata'],
]);

/** Spellings of one media type that must not coexist in a package (Clippit: svg + svg+xml makes PowerPoint repair). */
const ALIASES: ReadonlyMap<string, string> = new Map([
  ['image/svg', 'image/svg+xml'],
  ['image/jpg', 'image/jpeg'],
  ['image/pjpeg', 'image/jpeg'],
  ['image/x-png', 'image/png'],
  ['video/unknown', 'video/mp4'],
]);

export function normalizeContentType(contentType: string, partName: string): string {
  const lower = contentType.trim();
  const alias = ALIASES.get(lower.toLowerCase());
  if (!alias) return lower;
  // "video/unknown" is only safe to rename when the file really is an mp4.
  if (lower.toLowerCase() === 'video/unknown' && !['mp4', 'm4v'].includes(extensionOf(partName))) return lower;
  return alias;
}

/** XML content (parsed and rewritten when copied), as opposed to opaque bytes (streamed). Images, even SVG, are bytes. */
export function isXmlContentType(contentType: string): boolean {
  const ct = contentType.toLowerCase();
  if (ct.startsWith('image/')) return false;
  return (
    ct.endsWith('+xml') ||
    ct === 'application/xml' ||
    ct === 'text/xml' ||
    ct === 'application/vnd.openxmlformats-officedocument.vmldrawing'
  );
}

export class ContentTypeMap {
  constructor(
    private readonly defaults: ReadonlyMap<string, string>,
    private readonly overrides: ReadonlyMap<string, string>,
  ) {}

  static parse(data: Buffer): ContentTypeMap {
    const root = parseXml(data).documentElement;
    if (!root || root.localName !== 'Types') throw new Error('has no Types root');
    const defaults = new Map<string, string>();
    const overrides = new Map<string, string>();
    for (const el of childElements(root)) {
      const ct = el.getAttribute('ContentType') ?? '';
      if (ct === '') continue;
      if (el.localName === 'Default') {
        const ext = (el.getAttribute('Extension') ?? '').toLowerCase().replace(/^\./, '');
        if (ext !== '' && !defaults.has(ext)) defaults.set(ext, ct);
      } else if (el.localName === 'Override') {
        const name = el.getAttribute('PartName') ?? '';
        if (name !== '' && !overrides.has(partKey(name))) overrides.set(partKey(name.startsWith('/') ? name : `/${name}`), ct);
      }
    }
    return new ContentTypeMap(defaults, overrides);
  }

  /** The part's content type (normalised spelling), or undefined when the package gives it none. */
  lookup(partName: string): string | undefined {
    const ct = this.overrides.get(partKey(partName)) ?? this.defaults.get(extensionOf(partName));
    return ct === undefined ? undefined : normalizeContentType(ct, partName);
  }
}

const escapeAttr = (value: string): string => escapeXml(value, { attribute: true });

/** Regenerates `[Content_Types].xml` for exactly these parts (rels parts are covered by the `rels` Default). */
export function buildContentTypes(parts: ReadonlyArray<{ name: string; contentType: string }>): Buffer {
  const byExt = new Map<string, Map<string, number>>();
  for (const p of parts) {
    const ext = extensionOf(p.name);
    if (ext === '') continue;
    const counts = byExt.get(ext) ?? new Map<string, number>();
    counts.set(p.contentType, (counts.get(p.contentType) ?? 0) + 1);
    byExt.set(ext, counts);
  }
  const defaults = new Map<string, string>([
    ['rels', CT.rels],
    ['xml', CT.xml],
  ]);
  for (const [ext, counts] of byExt) {
    if (defaults.has(ext)) continue;
    const known = KNOWN_DEFAULTS.get(ext);
    // A Default only for a known pair that some part actually uses; every other part gets an Override.
    if (known !== undefined && counts.has(known)) defaults.set(ext, known);
  }
  const lines: string[] = [];
  for (const [ext, ct] of [...defaults].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`<Default Extension="${escapeAttr(ext)}" ContentType="${escapeAttr(ct)}"/>`);
  }
  for (const p of parts) {
    if (defaults.get(extensionOf(p.name)) === p.contentType) continue;
    lines.push(`<Override PartName="${escapeAttr(p.name)}" ContentType="${escapeAttr(p.contentType)}"/>`);
  }
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="${NS.contentTypes}">${lines.join('')}</Types>`,
    'utf8',
  );
}
