/**
 * pptx.embedFonts: embeds Google Fonts families into a deck the way PowerPoint does (docs/pptx-format.md §5): per family
 * the regular, bold, italic and bold-italic faces it has, each as `ppt/fonts/fontN.fntdata` (EOT around the unchanged
 * TTF, fonts/eot-writer.ts), a `…/relationships/font` relationship from the presentation part, an entry in
 * `p:embeddedFontLst`, the `fntdata` content type and `embedTrueTypeFonts="1"`.
 *
 * Font files come from fonts/font-sources.ts (shipped with the app → installed on the computer → Google Fonts when
 * online fonts are allowed). Fonts whose licence forbids embedding (fsType restricted / bitmap only) are refused.
 *
 * `replaceFonts` names stand-ins: each `from` font is replaced by its `to` family (one of the families embedded)
 * everywhere the deck names it (lib/fonts/replace-typefaces.ts), since PowerPoint serves text only from an embedded
 * font of the name the text is set in; the result says how many references each replacement changed.
 *
 * Families the deck does not use are still embedded, because the user asked for them (e.g. to add text in that font
 * later, on a computer that lacks it); they are listed in `notUsedInDeck` since PowerPoint expects every embedded
 * font to be used and may drop unused ones when it saves the deck.
 */
import type { TaskNotice } from '../../../shared/contract/task-notices';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { wrapInEot } from '../lib/fonts/eot-writer';
import { applyEmbeddedFonts } from '../lib/fonts/embedded-font-list';
import { canonicalFamily, familyCategory } from '../lib/fonts/font-families';
import type { FontSource, FontSourceName, FontStyle } from '../lib/fonts/font-sources';
import { FONT_STYLES, defaultFontSources, resolveFamily } from '../lib/fonts/font-sources';
import { collectTypefaces, TYPEFACE_PARTS } from '../lib/fonts/deck-typefaces';
import { REPLACEABLE_PARTS, replaceTypefaces, replacementMap } from '../lib/fonts/replace-typefaces';
import type { SfntInfo } from '../lib/fonts/sfnt-info';
import { SfntError, embeddingPermission, readSfntInfo } from '../lib/fonts/sfnt-info';
import { NS, REL } from '../lib/pptx/ooxml-constants';
import type { Document } from '../lib/pptx/xml-dom';
import { XmlParseError, parseXml, serializeXml } from '../lib/pptx/xml-dom';
import { CONTENT_TYPES_PART, ContentTypes, readRelationships, relsPartFor, resolveTarget } from './compress/opc-parts';
import { ZipReader } from '../lib/zip/zip-reader';
import { ZipWriter } from '../lib/zip/zip-writer';
import { safeFileBase, splitFileName } from '../lib/files/file-names';
import { defineEngineTool, type ToolContext, type ToolOutput, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';
import type { ParamsOf } from '../../../shared/tools/catalog';

/** As the tool definition's schema parses them (shared/tools/definitions). */
export type EmbedFontsParams = ParamsOf<'pptx.embedFonts'>;

export interface EmbedFontsOptions {
  sources?: readonly FontSource[];
  /** The faces to embed (default: every one a family has); the regular face is always embedded. */
  styles?: readonly FontStyle[];
}

const FNTDATA_TYPE = 'application/x-fontdata';
const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

interface PreparedFace {
  style: FontStyle;
  eot: Buffer;
  info: SfntInfo;
}

interface PreparedFamily {
  family: string;
  source: FontSourceName;
  faces: PreparedFace[];
}

/** `pitchFamily` byte: pitch in bits 0–1 (1 fixed, 2 variable), family in bits 4–7 (roman, swiss, modern, script, decorative). */
function pitchFamilyOf(family: string, info: SfntInfo): number {
  const category = familyCategory(family);
  const fixed = info.isFixedPitch || category === 'monospace';
  const familyBits: Record<string, number> = { serif: 0x10, 'sans-serif': 0x20, monospace: 0x30, handwriting: 0x40, display: 0x50 };
  return (category ? (familyBits[category] ?? 0) : 0) | (fixed ? 1 : 2);
}

function uniqueFamilies(names: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of names) {
    const canonical = canonicalFamily(raw);
    if (!canonical) throw new ToolError('invalid_parameter', `Unknown Google Fonts family "${raw}".`);
    if (!seen.has(canonical.toLowerCase())) seen.set(canonical.toLowerCase(), canonical);
  }
  return [...seen.values()];
}

async function prepareFamily(
  family: string,
  sources: readonly FontSource[],
  signal: AbortSignal,
  notices: TaskNotice[],
  styles: readonly FontStyle[] = FONT_STYLES,
): Promise<PreparedFamily> {
  const resolved = await resolveFamily(family, sources, signal);
  if (!resolved) {
    const online = sources.some((s) => s.name === 'google');
    throw new ToolError(
      'font_not_found',
      `The font "${family}" could not be found: it is not shipped with Deckhand and not installed on this computer` +
        (online
          ? ', and Google Fonts did not provide it.'
          : ', and downloading from Google Fonts is turned off (DECKHAND_FONTS_ONLINE=1 allows it).'),
    );
  }
  const faces: PreparedFace[] = [];
  for (const face of resolved.faces.filter((f) => f.style === 'regular' || styles.includes(f.style))) {
    let info: SfntInfo;
    try {
      info = readSfntInfo(face.data);
    } catch (error) {
      if (!(error instanceof SfntError)) throw error;
      throw new ToolError('font_not_found', `The ${face.style} face of "${family}" (${face.origin}) ${error.message}.`);
    }
    const permission = embeddingPermission(info.fsType);
    if (permission === 'restricted' || permission === 'bitmapOnly') {
      throw new ToolError(
        'font_restricted',
        `"${family}" may not be embedded: the licence of its ${face.style} face (${face.origin}) forbids embedding (OS/2 fsType 0x${info.fsType.toString(16).padStart(4, '0')}).`,
      );
    }
    if (permission === 'previewPrint') {
      notices.push({
        code: 'fonts.previewPrint',
        params: { family, style: face.style },
        text: `"${family}" (${face.style}) allows embedding for viewing and printing only: the deck opens read-only where the font is not installed.`,
      });
    }
    if (info.familyName.toLowerCase() !== family.toLowerCase()) {
      // PowerPoint registers an embedded face under its own family name; a face named otherwise would not serve runs in `family`.
      notices.push({
        code: 'fonts.skippedFace',
        params: { family, style: face.style, named: info.familyName },
        text: `Skipped the ${face.style} face of "${family}": its file names the family "${info.familyName}".`,
      });
      continue;
    }
    faces.push({ style: face.style, eot: wrapInEot(face.data, info), info });
  }
  if (!faces.some((f) => f.style === 'regular')) {
    throw new ToolError('font_not_found', `No usable regular face of "${family}" was found.`);
  }
  faces.sort((a, b) => FONT_STYLES.indexOf(a.style) - FONT_STYLES.indexOf(b.style));
  return { family, source: resolved.source, faces };
}

function nextRelId(used: Set<string>): string {
  let n = 1;
  while (used.has(`rId${n}`)) n++;
  const id = `rId${n}`;
  used.add(id);
  return id;
}

function nextFontPart(folder: string, taken: Set<string>): string {
  let n = 1;
  while (taken.has(`${folder}fonts/font${n}.fntdata`.toLowerCase())) n++;
  const name = `${folder}fonts/font${n}.fntdata`;
  taken.add(name.toLowerCase());
  return name;
}

async function readXml(archive: ZipReader, name: string): Promise<Document> {
  const entry = archive.find(name);
  if (!entry) throw new ToolError('invalid_file', `"${archive.label}" is not a PowerPoint deck: it has no ${name}.`);
  try {
    return parseXml(await archive.readBuffer(entry));
  } catch (error) {
    if (error instanceof XmlParseError) throw new ToolError('invalid_file', `"${archive.label}" is damaged: ${name} ${error.message}.`);
    throw error;
  }
}

export async function embedFonts(ctx: ToolContext<EmbedFontsParams>, options: EmbedFontsOptions = {}): Promise<ToolOutput> {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one .pptx file.');
  const families = uniqueFamilies(ctx.params.usedFonts ?? []);
  if (families.length === 0) throw new ToolError('invalid_parameter', 'usedFonts must name at least one Google Fonts family.');
  const sources = options.sources ?? defaultFontSources();

  const archive = await ZipReader.open(input.path, input.name);
  try {
    const packageRels = await readXml(archive, '_rels/.rels');
    const main = readRelationships(packageRels).find((r) => r.type === REL.officeDocument && !r.external);
    const presentationPart = main ? resolveTarget('', main.target) : 'ppt/presentation.xml';
    const presentation = await readXml(archive, presentationPart);
    if (presentation.documentElement?.localName !== 'presentation' || presentation.documentElement.namespaceURI !== NS.p) {
      throw new ToolError('invalid_file', `"${input.name}" is not a PowerPoint deck: ${presentationPart} is not a presentation.`);
    }
    const presRelsName = relsPartFor(presentationPart);
    const presRels = archive.find(presRelsName) ? await readXml(archive, presRelsName) : parseXml(`<Relationships xmlns="${NS.rels}"/>`);
    const contentTypes = ContentTypes.parse(await archive.readBuffer(archive.find(CONTENT_TYPES_PART) ?? failNoContentTypes(input.name)));

    const replaceFonts = standIns(ctx.params.replaceFonts ?? [], families);
    const swaps = replacementMap(replaceFonts);
    const swapped = new Map<string, number>();
    const rewritten = new Map<string, Buffer>();
    if (swaps.size > 0 && presentation.documentElement) replaceTypefaces(presentation.documentElement, swaps, swapped);
    const used = new Map<string, string>();
    for (const entry of archive.entries) {
      const typefaces = TYPEFACE_PARTS.test(entry.name);
      const replaceable = swaps.size > 0 && REPLACEABLE_PARTS.test(entry.name);
      if (entry.isDirectory || (!typefaces && !replaceable)) continue;
      try {
        const doc = entry.name === presentationPart ? presentation : parseXml(await archive.readBuffer(entry));
        const root = doc.documentElement;
        if (!root) continue;
        if (replaceable && entry.name !== presentationPart) {
          const before = sum(swapped);
          replaceTypefaces(root, swaps, swapped);
          if (sum(swapped) > before) rewritten.set(entry.name.toLowerCase(), serializeXml(doc));
        }
        if (typefaces) collectTypefaces(root, used);
      } catch (error) {
        if (!(error instanceof XmlParseError)) throw error;
      }
    }
    ctx.reportProgress(10);

    const notices: TaskNotice[] = [];
    const prepared: PreparedFamily[] = [];
    for (const [i, family] of families.entries()) {
      prepared.push(await prepareFamily(family, sources, ctx.signal, notices, options.styles));
      ctx.reportProgress(10 + Math.round((60 * (i + 1)) / families.length));
    }

    // Allocate parts and relationships, then edit presentation.xml, its .rels and the content types.
    const relIds = new Set(readRelationships(presRels).map((r) => r.id));
    const taken = new Set(archive.entries.map((e) => e.name.toLowerCase()));
    const folder = presentationPart.slice(0, presentationPart.lastIndexOf('/') + 1);
    const newParts: { name: string; data: Buffer }[] = [];
    const relsRoot = presRels.documentElement!;
    const entries = prepared.map((family) => {
      const slots: Partial<Record<FontStyle, string>> = {};
      for (const face of family.faces) {
        const name = nextFontPart(folder, taken);
        const id = nextRelId(relIds);
        const rel = presRels.createElementNS(NS.rels, 'Relationship');
        rel.setAttribute('Id', id);
        rel.setAttribute('Type', REL.font);
        rel.setAttribute('Target', name.slice(folder.length));
        relsRoot.appendChild(rel);
        contentTypes.ensure(name, FNTDATA_TYPE);
        newParts.push({ name, data: face.eot });
        slots[face.style] = id;
      }
      const regular = family.faces[0]!.info;
      return {
        typeface: family.family,
        panose: regular.panose.toString('hex').toUpperCase(),
        pitchFamily: pitchFamilyOf(family.family, regular),
        charset: 0,
        slots,
      };
    });
    const replacedIds = new Set(applyEmbeddedFonts(presentation, entries));

    // Faces replaced in an existing entry: drop their relationships, and their parts when nothing else points there.
    const removedParts = new Set<string>();
    for (const rel of readRelationships(presRels)) {
      if (!replacedIds.has(rel.id)) continue;
      rel.element.parentNode?.removeChild(rel.element);
      removedParts.add(resolveTarget(presentationPart, rel.target).toLowerCase());
    }
    for (const rel of readRelationships(presRels)) removedParts.delete(resolveTarget(presentationPart, rel.target).toLowerCase());
    for (const part of removedParts) contentTypes.remove(part);

    const replacements = new Map<string, Buffer>([
      ...rewritten,
      [presentationPart.toLowerCase(), serializeXml(presentation)],
      [presRelsName.toLowerCase(), serializeXml(presRels)],
      [CONTENT_TYPES_PART.toLowerCase(), serializeXml(contentTypes.doc)],
    ]);
    const outDir = path.join(ctx.workDir, 'out');
    await mkdir(outDir, { recursive: true });
    const outPath = path.join(outDir, 'embedded.pptx');
    const writer = new ZipWriter(outPath);
    const mtime = new Date(Date.UTC(1980, 0, 1));
    let wroteRels = false;
    for (const entry of archive.entries) {
      const key = entry.name.toLowerCase();
      if (removedParts.has(key)) continue;
      if (entry.isDirectory) writer.addDirectory(entry.name, entry.mtime);
      else if (replacements.has(key)) writer.addBuffer(entry.name, replacements.get(key)!, { mtime: entry.mtime });
      else writer.addLazyStream(entry.name, () => archive.openStream(entry), { mtime: entry.mtime, compress: entry.compressed });
      if (key === presRelsName.toLowerCase()) wroteRels = true;
    }
    if (!wroteRels) writer.addBuffer(presRelsName, replacements.get(presRelsName.toLowerCase())!, { mtime });
    for (const part of newParts) writer.addBuffer(part.name, part.data, { mtime, compress: true });
    await writer.finish();
    ctx.reportProgress(100);

    const usedKeys = new Set(used.keys());
    return {
      path: outPath,
      fileName: `${safeFileBase(splitFileName(input.name).base, 'deck')}-fonts.pptx`,
      mimeType: PPTX_MIME,
      metadata: {
        embedded: prepared.map((f) => ({ family: f.family, styles: f.faces.map((face) => face.style), source: f.source })),
        notUsedInDeck: families.filter((f) => !usedKeys.has(f.toLowerCase())),
        deckTypefaces: [...used.values()].sort((a, b) => a.localeCompare(b)),
        onlineFonts: sources.some((s) => s.name === 'google'),
        replaced: replaceFonts.map(({ from, to }) => ({ from, to, references: swapped.get(replacementKey(from)) ?? 0 })),
        ...withNotices([
          ...notices,
          ...replaceFonts
            .filter(({ from }) => !swapped.has(replacementKey(from)))
            .map(({ from, to }) => ({
              code: 'fonts.notNamed',
              params: { from, to },
              text: `The deck does not name "${from}", so nothing was set in ${to} in its place.`,
            })),
        ]),
      },
    };
  } finally {
    archive.close();
  }
}

function sum(counts: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const n of counts.values()) total += n;
  return total;
}

function replacementKey(font: string): string {
  return font.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The stand-ins asked for, each `to` one of the families embedded (spelt as embedded); a font replaced once only. */
function standIns(pairs: ReadonlyArray<{ from: string; to: string }>, families: readonly string[]): Array<{ from: string; to: string }> {
  const seen = new Set<string>();
  return pairs.map(({ from, to }) => {
    const family = families.find((name) => name.toLowerCase() === canonicalFamily(to)?.toLowerCase());
    if (!family)
      throw new ToolError(
        'invalid_parameter',
        `replaceFonts: "${to}" stands in for "${from}" but is not among the fonts to embed (usedFonts).`,
      );
    const key = replacementKey(from);
    if (key === family.toLowerCase()) throw new ToolError('invalid_parameter', `replaceFonts: "${from}" cannot stand in for itself.`);
    if (seen.has(key)) throw new ToolError('invalid_parameter', `replaceFonts: "${from}" is replaced twice.`);
    seen.add(key);
    return { from: from.trim(), to: family };
  });
}

function failNoContentTypes(name: string): never {
  throw new ToolError('invalid_file', `"${name}" is not a PowerPoint deck: it has no [Content_Types].xml.`);
}

export const run: ToolRun<EmbedFontsParams> = (ctx) => embedFonts(ctx);

export const engineTool = defineEngineTool({ type: 'pptx.embedFonts', run });

/** The result's notices and, for the API and the command line, their English as `warnings`. */
function withNotices(notices: TaskNotice[]): { warnings: string[]; notices: TaskNotice[] } {
  return { warnings: notices.map((notice) => notice.text), notices };
}
