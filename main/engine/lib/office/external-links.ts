/**
 * Untrusted documents may point outside themselves: a picture linked to `file:///home/…/secret.png` or to
 * `http://intranet/…`, a video or OLE object linked the same way. LibreOffice follows such links while it loads a
 * document, which would embed a local file in the output or fetch from the network. Before LibreOffice sees an
 * OOXML or ODF file, this writes a copy whose links to anything outside the package lead nowhere. Clickable web and
 * mail hyperlinks are kept: LibreOffice never fetches them, and the profile (libreoffice-profile.ts) blocks the
 * network anyway in case a hyperlink target is misused as a picture source. Word field codes that include other
 * files (INCLUDEPICTURE, INCLUDETEXT, LINK, DDE…) are emptied too (wordml-fields.ts), and ODF DDE topics.
 */
import path from 'node:path';
import { ToolError } from '../errors/tool-error';
import { ZipReader } from '../zip/zip-reader';
import { ZipWriter } from '../zip/zip-writer';
import { isElement, parseXml, serializeXml, XmlParseError, type Document, type Element } from '../pptx/xml-dom';
import { neutraliseWordFields } from './wordml-fields';

/** An internal part that no package has: where a neutralised link points. */
const BLOCKED_PART = '/deckhand-removed-external-link';
/** LibreOffice refuses a whole ODF document whose picture names a missing part, but takes an empty link. */
const ODF_BLOCKED_HREF = '';
/** Small entries are copied through memory (no data descriptor); large ones stream. */
const BUFFERED_ENTRY_BYTES = 1024 * 1024;
const XLINK = 'http://www.w3.org/1999/xlink';
const ODF_OFFICE = 'urn:oasis:names:tc:opendocument:xmlns:office:1.0';
const HYPERLINK_REL = /\/hyperlink$/;
const WEB_OR_MAIL = /^(https?:|mailto:)/i;
/** ODF elements that are clickable links, not content loaded with the document. */
const ODF_HYPERLINKS = new Set(['a']);

export interface SanitizedInput {
  /** The file LibreOffice should open: the original when it had nothing to neutralise. */
  path: string;
  /** Links that now lead nowhere. */
  removed: number;
}

type Format = 'ooxml' | 'odf' | null;

function formatOf(archive: ZipReader): Format {
  if (archive.find('[Content_Types].xml')) return 'ooxml';
  if (archive.find('mimetype') && archive.find('content.xml')) return 'odf';
  return null;
}

/** A target inside an ODF package: relative, no scheme, never climbing out of it with `..`. */
function insideOdfPackage(href: string): boolean {
  if (href.startsWith('#')) return true;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/') || href.startsWith('\\')) return false;
  return !href.split(/[/\\]/).includes('..');
}

function neutraliseRels(doc: Document): number {
  let removed = 0;
  const rels = doc.getElementsByTagName('Relationship');
  for (let i = 0; i < rels.length; i++) {
    const rel = rels.item(i);
    if (!rel || (rel.getAttribute('TargetMode') ?? '').toLowerCase() !== 'external') continue;
    const target = rel.getAttribute('Target') ?? '';
    if (HYPERLINK_REL.test(rel.getAttribute('Type') ?? '') && WEB_OR_MAIL.test(target.trim())) continue;
    rel.removeAttribute('TargetMode');
    rel.setAttribute('Target', BLOCKED_PART);
    removed += 1;
  }
  return removed;
}

function neutraliseOdf(element: Element): number {
  let removed = 0;
  const href = element.getAttributeNS(XLINK, 'href');
  if (href !== null && href !== '' && !insideOdfPackage(href.trim())) {
    const keep = ODF_HYPERLINKS.has(element.localName ?? '') && WEB_OR_MAIL.test(href.trim());
    if (!keep) {
      element.setAttributeNS(XLINK, 'xlink:href', ODF_BLOCKED_HREF);
      removed += 1;
    }
  }
  // A DDE link (a section's office:dde-source, a text:dde-connection-decl) names the file to ask in its topic.
  if (element.hasAttributeNS(ODF_OFFICE, 'dde-topic') && element.getAttributeNS(ODF_OFFICE, 'dde-topic') !== '') {
    element.setAttributeNS(ODF_OFFICE, 'office:dde-topic', '');
    removed += 1;
  }
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (isElement(child)) removed += neutraliseOdf(child);
  }
  return removed;
}

/** WordprocessingML parts that can hold field codes (word-fields.ts). */
const WORD_PART = /^word\/[^/]+\.xml$/i;

function partsToCheck(format: Format, name: string): boolean {
  if (format === 'ooxml') return name.toLowerCase().endsWith('.rels') || WORD_PART.test(name);
  // content.xml and styles.xml of the document and of every embedded object ("Object 1/content.xml").
  return /(^|\/)(content|styles)\.xml$/i.test(name);
}

/** How much of an XML part is looked at for a DTD: it can only come before the root element. */
const PROLOG_BYTES = 4096;

/**
 * Office files never carry a DTD in their XML; one is an entity trick, and LibreOffice, which does not refuse it,
 * drew such a slide as a blank page while every other tool refused the deck. Refused the same way here.
 */
async function refuseDoctypes(archive: ZipReader, label: string): Promise<void> {
  for (const entry of archive.entries) {
    if (entry.isDirectory || !/\.(xml|rels)$/i.test(entry.name)) continue;
    const prolog = (await archive.readBuffer(entry)).subarray(0, PROLOG_BYTES).toString('latin1').replace(/\0/g, ''); // UTF-16 parts too
    if (/<!DOCTYPE/i.test(prolog))
      throw new ToolError('invalid_file', `${label}: ${entry.name} has a DOCTYPE declaration, which Office files never have.`);
  }
}

/**
 * Writes `<outDir>/<same name>` with external links neutralised, or returns the input as it is when it is not a
 * ZIP-based document or has none. A damaged part is left for LibreOffice to judge, as it would have been.
 */
export async function withoutExternalLinks(input: string, outDir: string, label: string): Promise<SanitizedInput> {
  let archive: ZipReader;
  try {
    archive = await ZipReader.open(input, label);
  } catch (error) {
    // Not a ZIP (a legacy .ppt, a damaged file): LibreOffice decides; a zip bomb stops here.
    if (error instanceof ToolError && error.code === 'zip_bomb') throw error;
    return { path: input, removed: 0 };
  }
  try {
    const format = formatOf(archive);
    if (!format) return { path: input, removed: 0 };
    await refuseDoctypes(archive, label);
    const edited = new Map<string, Buffer>();
    let removed = 0;
    for (const entry of archive.entries) {
      if (entry.isDirectory || !partsToCheck(format, entry.name)) continue;
      let doc: Document;
      try {
        doc = parseXml(await archive.readBuffer(entry));
      } catch (error) {
        if (error instanceof XmlParseError) continue;
        throw error;
      }
      const count =
        format === 'odf'
          ? neutraliseOdf(doc.documentElement as Element)
          : WORD_PART.test(entry.name)
            ? neutraliseWordFields(doc)
            : neutraliseRels(doc);
      if (count === 0) continue;
      removed += count;
      edited.set(entry.name, serializeXml(doc));
    }
    if (removed === 0) return { path: input, removed: 0 };

    const output = path.join(outDir, path.basename(input));
    const writer = new ZipWriter(output);
    // Entry order and each entry's compression are kept: ODF needs `mimetype` first, stored, and without a data
    // descriptor, which only entries given as buffers avoid.
    for (const entry of archive.entries) {
      if (entry.isDirectory) {
        writer.addDirectory(entry.name, entry.mtime);
        continue;
      }
      const options = { mtime: entry.mtime, compress: entry.compressed };
      const replacement =
        edited.get(entry.name) ?? (entry.uncompressedSize <= BUFFERED_ENTRY_BYTES ? await archive.readBuffer(entry) : null);
      if (replacement) writer.addBuffer(entry.name, replacement, options);
      else writer.addLazyStream(entry.name, () => archive.openStream(entry), options);
    }
    await writer.finish();
    return { path: output, removed };
  } finally {
    archive.close();
  }
}
