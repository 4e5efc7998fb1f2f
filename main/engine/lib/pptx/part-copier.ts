/**
 * Copies parts from source decks into an OutputPackage by following relationships. Every relationship of a copied
 * part is walked (not a whitelist): external ones are kept as external, internal ones are copied (memoised per
 * source part; pictures and media deduplicated by content), dropped when the target is missing, or decided by the caller for
 * structural types (layouts, masters, notes, slide jumps). Relationship ids are kept, so references that tools
 * we do not know about make to them stay valid; XML references to dropped relationships are removed.
 */
import { ToolError } from '../errors/tool-error';
import { isXmlContentType } from './content-types';
import { CT } from './ooxml-constants';
import { shouldCompress, type OutputPackage } from './output-package';
import { extensionOf, partKey, relativeTarget } from './part-names';
import { rewriteRelIds } from './rel-references';
import { RelIdAllocator, type Relationship } from './relationships';
import type { SourceDeck } from './source-deck';
import { allElements, ownerDocument, parseXml, serializeXml, XmlParseError, type Element } from './xml-dom';

export type PartRole =
  | 'presentation'
  | 'slide'
  | 'slideLayout'
  | 'slideMaster'
  | 'notesSlide'
  | 'notesMaster'
  | 'handoutMaster'
  | 'theme'
  | 'comments'
  | 'modernComments'
  | 'other';

const ROLE_BY_TYPE: ReadonlyMap<string, PartRole> = new Map<string, PartRole>([
  [CT.slide, 'slide'],
  [CT.slideLayout, 'slideLayout'],
  [CT.slideMaster, 'slideMaster'],
  [CT.notesSlide, 'notesSlide'],
  [CT.notesMaster, 'notesMaster'],
  [CT.handoutMaster, 'handoutMaster'],
  [CT.theme, 'theme'],
  [CT.comments, 'comments'],
  [CT.modernComments, 'modernComments'],
]);

export function roleOf(contentType: string): PartRole {
  if (contentType.endsWith('.main+xml') && contentType.includes('presentation')) return 'presentation';
  return ROLE_BY_TYPE.get(contentType) ?? 'other';
}

/** Parts only the deck builder may create (a stray relationship to one of them is dropped, not followed). */
const STRUCTURAL: ReadonlySet<PartRole> = new Set([
  'presentation',
  'slide',
  'slideLayout',
  'slideMaster',
  'notesSlide',
  'notesMaster',
  'handoutMaster',
]);
/** Binary parts identical copies of which may be stored once: pictures, audio and video, never embeddings. */
const SHAREABLE_BINARY = /^(image|audio|video)\//;
/** Parts whose damage makes the deck unusable: an error, not a silent raw copy. */
const ESSENTIAL: ReadonlySet<PartRole> = new Set([...STRUCTURAL, 'theme']);

export interface OwnerSlide {
  name: string;
  sldId: number;
  creationId?: string;
}

export interface CopyContext {
  /** The slide this part belongs to (notes, comments, diagram parts). */
  ownerSlide?: OwnerSlide;
  /** Relationship id map of the part that references this one (for dsp:dataModelExt/@relId). */
  parentMap?: ReadonlyMap<string, string>;
}

export type RelDecision = { kind: 'to'; outName: string } | { kind: 'drop' } | { kind: 'copy' };

export interface RelEditor {
  /** The output part each kept internal relationship points at, by id. */
  readonly targets: ReadonlyMap<string, string>;
  readonly rels: readonly Relationship[];
  /** Adds an internal relationship to an output part and returns its new id. */
  add(type: string, outTarget: string): string;
}

export interface XmlCopyOptions {
  role: PartRole;
  ctx?: CopyContext;
  /** Decides structural relationships; undefined falls back to the generic rule. */
  decide?: (rel: Relationship, target: string) => Promise<RelDecision | undefined>;
  /** Runs on the parsed source XML before any relationship is followed. */
  prepare?: (root: Element) => void;
  /** Runs after ids are rewritten, before serialization; may add relationships. */
  transform?: (root: Element, rels: RelEditor) => void | Promise<void>;
  contentType?: string;
}

export interface CopierHooks {
  /** Role-specific edits of generically copied XML parts (comments …). */
  transformGeneric?: (
    deck: SourceDeck,
    role: PartRole,
    contentType: string,
    root: Element,
    ctx: CopyContext,
    sourcePart: string,
  ) => void | Promise<void>;
  /** Sees every XML part written (to collect the typefaces in use). */
  onXmlWritten?: (root: Element) => void;
}

interface BinaryCandidate {
  deck: SourceDeck;
  part: string;
  outName: string;
}

export class PartCopier {
  /** Output names of parts already placed (or being copied): a relationship cycle resolves here, not by waiting. */
  private readonly placed = new Map<string, string | null>();
  private readonly memo = new Map<string, Promise<string | null>>();
  private readonly binaries = new Map<string, BinaryCandidate[]>();

  constructor(
    readonly out: OutputPackage,
    private readonly hooks: CopierHooks = {},
  ) {}

  /** Generic copy of a non-structural part and everything it reaches; null when it is missing or structural. */
  copyPart(deck: SourceDeck, sourcePart: string, ctx: CopyContext = {}): Promise<string | null> {
    const key = `${deck.index}|${partKey(sourcePart)}`;
    if (this.placed.has(key)) return Promise.resolve(this.placed.get(key) ?? null);
    let p = this.memo.get(key);
    if (!p) {
      p = this.copyPartUncached(deck, sourcePart, key, ctx);
      this.memo.set(key, p);
    }
    return p;
  }

  /** Marks a source part as already placed at `outName` (structural parts the builder copies itself). */
  remember(deck: SourceDeck, sourcePart: string, outName: string | null): void {
    this.placed.set(`${deck.index}|${partKey(sourcePart)}`, outName);
  }

  private async copyPartUncached(deck: SourceDeck, sourcePart: string, key: string, ctx: CopyContext): Promise<string | null> {
    if (!deck.exists(sourcePart)) return null;
    const contentType = deck.contentType(sourcePart) as string;
    const role = roleOf(contentType);
    if (STRUCTURAL.has(role)) return null;
    if (isXmlContentType(contentType)) {
      // Named before anything is awaited, so a part reached again through a cycle gets this name at once.
      const outName = this.out.names.allocate(sourcePart);
      this.placed.set(key, outName);
      await this.copyXmlPart(deck, sourcePart, outName, {
        role,
        ctx,
        transform: this.hooks.transformGeneric
          ? (root) => this.hooks.transformGeneric?.(deck, role, contentType, root, ctx, sourcePart)
          : undefined,
      });
      return outName;
    }
    const rels = await deck.rels(sourcePart);
    if (rels.length === 0) return this.copyBinary(deck, sourcePart, contentType);
    const outName = this.out.names.allocate(sourcePart);
    this.placed.set(key, outName);
    await this.copyRaw(deck, sourcePart, outName, contentType, ctx);
    return outName;
  }

  private async copyBinary(deck: SourceDeck, sourcePart: string, contentType: string): Promise<string> {
    const info = deck.zip.get(sourcePart);
    if (!info) throw deck.invalid(`the part ${sourcePart} is missing`);
    const key = `${info.crc32}:${info.uncompressedSize}:${contentType}`;
    // Only pictures and media are shared: an embedded workbook or OLE object is edited in place ("Edit Data"),
    // and two charts sharing one would change each other.
    const shareable = SHAREABLE_BINARY.test(contentType);
    const candidates = shareable ? (this.binaries.get(key) ?? []) : [];
    for (const c of candidates) {
      if ((await c.deck.zip.sha256(c.part)) === (await deck.zip.sha256(sourcePart))) return c.outName;
    }
    const outName = this.out.names.allocate(sourcePart);
    this.out.set({
      name: outName,
      contentType,
      body: { kind: 'zip', source: deck.zip, sourcePart, size: info.uncompressedSize },
      compress: shouldCompress(extensionOf(outName), info),
      rels: [],
    });
    if (shareable) {
      candidates.push({ deck, part: sourcePart, outName });
      this.binaries.set(key, candidates);
    }
    return outName;
  }

  /** A part copied byte for byte (binary with relationships, or XML we could not parse): ids kept, missing targets dropped. */
  private async copyRaw(deck: SourceDeck, sourcePart: string, outName: string, contentType: string, ctx: CopyContext): Promise<void> {
    const info = deck.zip.get(sourcePart);
    if (!info) throw deck.invalid(`the part ${sourcePart} is missing`);
    const { rels } = await this.followRels(deck, sourcePart, outName, undefined, ctx);
    this.out.set({
      name: outName,
      contentType,
      body: { kind: 'zip', source: deck.zip, sourcePart, size: info.uncompressedSize },
      compress: isXmlContentType(contentType) || shouldCompress(extensionOf(outName), info),
      rels,
    });
  }

  /** Copies an XML part to `outName`: parse, follow relationships, rewrite ids, transform, serialize. */
  async copyXmlPart(deck: SourceDeck, sourcePart: string, outName: string, options: XmlCopyOptions): Promise<void> {
    const contentType = options.contentType ?? deck.contentType(sourcePart) ?? 'application/xml';
    const ctx = options.ctx ?? {};
    let root: Element;
    try {
      const doc = parseXml(await deck.xmlBytes(sourcePart));
      root = doc.documentElement as Element;
    } catch (error) {
      if (!(error instanceof XmlParseError)) throw error;
      if (ESSENTIAL.has(options.role)) {
        throw new ToolError('invalid_file', `${deck.label}: ${sourcePart.slice(1)} is not well-formed XML (${error.message})`);
      }
      // Legacy VML and the like are not always well-formed; they survive as bytes.
      await this.copyRaw(deck, sourcePart, outName, contentType, ctx);
      return;
    }
    options.prepare?.(root);
    const { rels, map, targets } = await this.followRels(deck, sourcePart, outName, options.decide, ctx);
    rewriteRelIds(root, map, ctx.parentMap);
    const ids = new RelIdAllocator(rels.map((r) => r.id));
    const editor: RelEditor = {
      targets,
      rels,
      add: (type, outTarget) => {
        const id = ids.allocate();
        rels.push({ id, type, target: relativeTarget(outName, outTarget), external: false });
        targets.set(id, outTarget);
        return id;
      },
    };
    await options.transform?.(root, editor);
    this.hooks.onXmlWritten?.(root);
    const doc = ownerDocument(root);
    this.out.set({ name: outName, contentType, body: { kind: 'bytes', data: serializeXml(doc) }, compress: true, rels });
  }

  /**
   * Two passes: first every relationship is decided (so the id map handed to children is complete), then the
   * targets marked for a generic copy are copied.
   */
  private async followRels(
    deck: SourceDeck,
    sourcePart: string,
    outName: string,
    decide: XmlCopyOptions['decide'],
    ctx: CopyContext,
  ): Promise<{ rels: Relationship[]; map: Map<string, string>; targets: Map<string, string> }> {
    const sourceRels = await deck.rels(sourcePart);
    const map = new Map<string, string>();
    const planned: Array<{ rel: Relationship; target?: string; decision: RelDecision | { kind: 'external' } }> = [];
    for (const rel of sourceRels) {
      if (rel.external) {
        planned.push({ rel, decision: { kind: 'external' } });
        map.set(rel.id, rel.id);
        continue;
      }
      const target = deck.resolve(sourcePart, rel);
      let decision = decide ? await decide(rel, target) : undefined;
      if (!decision) {
        const ct = deck.contentType(target);
        decision = !deck.exists(target) || STRUCTURAL.has(roleOf(ct ?? '')) ? { kind: 'drop' } : { kind: 'copy' };
      }
      if (decision.kind === 'drop') continue;
      planned.push({ rel, target, decision });
      map.set(rel.id, rel.id);
    }
    const rels: Relationship[] = [];
    const targets = new Map<string, string>();
    for (const { rel, target, decision } of planned) {
      if (decision.kind === 'external') {
        rels.push({ ...rel });
        continue;
      }
      let outTarget: string | null;
      if (decision.kind === 'to') outTarget = decision.outName;
      else if (decision.kind === 'copy')
        outTarget = await this.copyPart(deck, target as string, { ownerSlide: ctx.ownerSlide, parentMap: map });
      else outTarget = null;
      if (outTarget === null) {
        map.delete(rel.id);
        continue;
      }
      rels.push({ id: rel.id, type: rel.type, target: relativeTarget(outName, outTarget), external: false });
      targets.set(rel.id, outTarget);
    }
    return { rels, map, targets };
  }
}

/** Typeface names set on runs, styles and theme font schemes (theme placeholders like "+mj-lt" excluded). */
export function collectTypefaces(root: Element, into: Set<string>): void {
  for (const el of allElements(root)) {
    const face = el.getAttribute('typeface');
    if (face && !face.startsWith('+')) into.add(face.toLowerCase());
  }
}
