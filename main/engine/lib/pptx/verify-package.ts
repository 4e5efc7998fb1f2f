/**
 * A structural checker for PPTX packages, for tests of every tool that writes one: the invariants of
 * docs/pptx-format.md §0 that make PowerPoint offer a repair when broken. `problems` empty means the package passed;
 * `warnings` are oddities that are legal (parts nothing points at, VML that is not well-formed).
 */
import { basename } from 'node:path';
import { isXmlContentType } from './content-types';
import {
  CT,
  MAX_SLIDE_ID,
  MIN_MASTER_OR_LAYOUT_ID,
  MIN_SLIDE_ID,
  NS,
  PRESENTATION_CHILD_ORDER,
  REL,
  SECTION_EXT_URI,
} from './ooxml-constants';
import { CONTENT_TYPES_ENTRY, extensionOf, isRelsPart, PACKAGE_RELS_PART, partKey, resolveTarget, sourceOfRelsPart } from './part-names';
import { relIdReferences } from './rel-references';
import { childElement, childElements, childElementsNamed, descendantsNamed, parseXml, type Element } from './xml-dom';
import { ZipSource } from '../zip/zip-source';

export interface VerifyReport {
  problems: string[];
  warnings: string[];
  /** Entries of p:sldIdLst. */
  slides: number;
}

interface RawRel {
  id: string;
  type: string;
  target: string;
  external: boolean;
}

export async function verifyPackage(path: string): Promise<VerifyReport> {
  const problems: string[] = [];
  const warnings: string[] = [];
  let zip: ZipSource;
  try {
    zip = await ZipSource.open(path, basename(path));
  } catch (error) {
    return { problems: [error instanceof Error ? error.message : String(error)], warnings, slides: 0 };
  }
  try {
    return await verifyOpen(zip, problems, warnings);
  } finally {
    zip.close();
  }
}

async function verifyOpen(zip: ZipSource, problems: string[], warnings: string[]): Promise<VerifyReport> {
  const parts = zip.partNames().filter((n) => n !== `/${CONTENT_TYPES_ENTRY}`);
  const exists = (name: string): boolean => zip.has(name);

  // Content types.
  const defaults = new Map<string, string>();
  const overrides = new Map<string, string>();
  if (!exists(`/${CONTENT_TYPES_ENTRY}`)) problems.push('no [Content_Types].xml');
  else {
    const root = parseXml(await zip.readBuffer(`/${CONTENT_TYPES_ENTRY}`)).documentElement as Element;
    for (const el of childElements(root)) {
      if (el.localName === 'Default') {
        const ext = (el.getAttribute('Extension') ?? '').toLowerCase();
        if (defaults.has(ext)) problems.push(`two Defaults for extension "${ext}"`);
        defaults.set(ext, el.getAttribute('ContentType') ?? '');
      } else if (el.localName === 'Override') {
        const name = el.getAttribute('PartName') ?? '';
        if (overrides.has(partKey(name))) problems.push(`two Overrides for ${name}`);
        overrides.set(partKey(name), el.getAttribute('ContentType') ?? '');
        if (!exists(name)) problems.push(`Override for a part that does not exist: ${name}`);
      }
    }
  }
  const contentType = (name: string): string | undefined => overrides.get(partKey(name)) ?? defaults.get(extensionOf(name));
  for (const name of parts) if (contentType(name) === undefined) problems.push(`no content type for ${name}`);
  if (defaults.has('svg') && [...overrides.values(), ...defaults.values()].includes('image/svg'))
    problems.push('both image/svg and image/svg+xml');

  // Relationships.
  const relsOf = new Map<string, RawRel[]>();
  for (const relsPart of parts.filter(isRelsPart)) {
    const source = sourceOfRelsPart(relsPart);
    if (source === undefined) {
      problems.push(`malformed relationships part name ${relsPart}`);
      continue;
    }
    if (source !== '/' && !exists(source)) problems.push(`${relsPart} belongs to a part that does not exist`);
    const rels: RawRel[] = [];
    const ids = new Set<string>();
    let root: Element;
    try {
      root = parseXml(await zip.readBuffer(relsPart)).documentElement as Element;
    } catch (error) {
      problems.push(`${relsPart} is not well-formed (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    for (const el of childElements(root)) {
      const rel: RawRel = {
        id: el.getAttribute('Id') ?? '',
        type: el.getAttribute('Type') ?? '',
        target: el.getAttribute('Target') ?? '',
        external: (el.getAttribute('TargetMode') ?? '').toLowerCase() === 'external',
      };
      if (ids.has(rel.id)) problems.push(`${relsPart}: duplicate relationship id ${rel.id}`);
      ids.add(rel.id);
      if (!rel.external && !exists(resolveTarget(source, rel.target))) {
        problems.push(
          `${relsPart}: ${rel.id} (${rel.type.split('/').pop()}) points to a missing part ${resolveTarget(source, rel.target)}`,
        );
      }
      rels.push(rel);
    }
    relsOf.set(partKey(source), rels);
  }
  const rels = (name: string): RawRel[] => relsOf.get(partKey(name)) ?? [];
  const targetsOf = (name: string, type: string): string[] =>
    rels(name)
      .filter((r) => !r.external && r.type === type)
      .map((r) => resolveTarget(name, r.target));

  const main = rels('/').find((r) => r.type === REL.officeDocument);
  if (!exists(PACKAGE_RELS_PART)) problems.push('no _rels/.rels');
  if (!main) {
    problems.push('no officeDocument relationship in _rels/.rels');
    return { problems, warnings, slides: 0 };
  }
  const presentationPart = resolveTarget('/', main.target);

  // Reachability from the package relationships.
  const reachable = new Set<string>();
  const queue = ['/'];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    for (const rel of rels(name)) {
      if (rel.external) continue;
      const t = resolveTarget(name, rel.target);
      if (exists(t) && !reachable.has(partKey(t))) {
        reachable.add(partKey(t));
        queue.push(t);
      }
    }
  }
  for (const name of parts) if (!isRelsPart(name) && !reachable.has(partKey(name))) warnings.push(`nothing points at ${name}`);

  // XML parts: well-formed, every relationship reference resolves.
  const parentsOf = new Map<string, string[]>();
  for (const [source, list] of relsOf) {
    for (const rel of list) {
      if (rel.external) continue;
      const t = partKey(resolveTarget(source === '/' ? '/' : (zip.get(source)?.partName ?? source), rel.target));
      parentsOf.set(t, [...(parentsOf.get(t) ?? []), source]);
    }
  }
  const docs = new Map<string, Element>();
  for (const name of parts) {
    const ct = contentType(name);
    if (isRelsPart(name) || !ct || !isXmlContentType(ct)) continue;
    let root: Element;
    try {
      root = parseXml(await zip.readBuffer(name)).documentElement as Element;
    } catch (error) {
      const msg = `${name} is not well-formed XML (${error instanceof Error ? error.message : String(error)})`;
      if (extensionOf(name) === 'vml') warnings.push(msg);
      else problems.push(msg);
      continue;
    }
    docs.set(partKey(name), root);
    const own = new Set(rels(name).map((r) => r.id));
    for (const ref of relIdReferences(root)) {
      const v = ref.attr.value;
      if (ref.scope === 'own') {
        if (!own.has(v)) problems.push(`${name}: ${ref.element.tagName}/@${ref.attr.name}="${v}" has no relationship`);
      } else {
        const parents = parentsOf.get(partKey(name)) ?? [];
        if (!parents.some((p) => rels(p).some((r) => r.id === v)))
          problems.push(`${name}: ${ref.element.tagName}/@${ref.attr.name}="${v}" has no relationship in its parent`);
      }
    }
  }

  // presentation.xml and the id pools.
  const pres = docs.get(partKey(presentationPart));
  let slides = 0;
  if (!pres) problems.push(`presentation part ${presentationPart} missing or unreadable`);
  else {
    slides = checkPresentation(pres, presentationPart, rels, targetsOf, docs, problems);
  }

  // Per-part structural links.
  const byType = (ct: string): string[] => parts.filter((n) => contentType(n) === ct);
  for (const slide of byType(CT.slide)) {
    const layouts = targetsOf(slide, REL.slideLayout);
    if (layouts.length !== 1) problems.push(`${slide} has ${layouts.length} slideLayout relationships (must be 1)`);
  }
  for (const layout of byType(CT.slideLayout)) {
    if (targetsOf(layout, REL.slideMaster).length !== 1) problems.push(`${layout} has no (or several) slideMaster relationship`);
  }
  for (const notes of byType(CT.notesSlide)) {
    if (targetsOf(notes, REL.notesMaster).length !== 1) problems.push(`${notes} has no notesMaster relationship`);
  }
  if (byType(CT.notesMaster).length > 1) problems.push(`${byType(CT.notesMaster).length} notes masters (at most 1)`);
  if (byType(CT.handoutMaster).length > 1) problems.push(`${byType(CT.handoutMaster).length} handout masters (at most 1)`);
  return { problems, warnings, slides };
}

function checkPresentation(
  pres: Element,
  presentationPart: string,
  rels: (name: string) => RawRel[],
  targetsOf: (name: string, type: string) => string[],
  docs: Map<string, Element>,
  problems: string[],
): number {
  const relById = (id: string | null): RawRel | undefined => rels(presentationPart).find((r) => r.id === id);
  const order = childElements(pres)
    .filter((e) => e.namespaceURI === NS.p)
    .map((e) => PRESENTATION_CHILD_ORDER.indexOf(e.localName as (typeof PRESENTATION_CHILD_ORDER)[number]));
  if (order.some((v, i) => i > 0 && v >= 0 && v < (order[i - 1] ?? -1))) problems.push('p:presentation children are not in schema order');

  const slideIds = new Set<number>();
  const sldIdLst = childElement(pres, NS.p, 'sldIdLst');
  const slideEls = sldIdLst ? childElementsNamed(sldIdLst, NS.p, 'sldId') : [];
  for (const el of slideEls) {
    const id = Number(el.getAttribute('id'));
    if (!Number.isInteger(id) || id < MIN_SLIDE_ID || id > MAX_SLIDE_ID) problems.push(`slide id ${el.getAttribute('id')} out of range`);
    if (slideIds.has(id)) problems.push(`duplicate slide id ${id}`);
    slideIds.add(id);
    if (relById(el.getAttributeNS(NS.r, 'id'))?.type !== REL.slide) problems.push(`sldId ${id} does not point at a slide relationship`);
  }

  const pool = new Set<number>();
  const takeId = (raw: string | null, what: string): void => {
    const id = Number(raw);
    if (!Number.isInteger(id) || id < MIN_MASTER_OR_LAYOUT_ID) problems.push(`${what} id ${raw} below 2147483648`);
    if (pool.has(id)) problems.push(`${what} id ${id} collides with another master or layout id`);
    pool.add(id);
  };
  const masterList = childElement(pres, NS.p, 'sldMasterIdLst');
  const masterEls = masterList ? childElementsNamed(masterList, NS.p, 'sldMasterId') : [];
  if (masterEls.length === 0) problems.push('no slide master listed');
  for (const el of masterEls) {
    takeId(el.getAttribute('id'), 'master');
    const rel = relById(el.getAttributeNS(NS.r, 'id'));
    if (rel?.type !== REL.slideMaster) {
      problems.push(`sldMasterId ${el.getAttribute('id')} does not point at a slideMaster relationship`);
      continue;
    }
    const masterPart = resolveTarget(presentationPart, rel.target);
    const master = docs.get(partKey(masterPart));
    const layoutList = master ? childElement(master, NS.p, 'sldLayoutIdLst') : undefined;
    for (const item of layoutList ? childElementsNamed(layoutList, NS.p, 'sldLayoutId') : []) {
      takeId(item.getAttribute('id'), 'layout');
      const lrel = rels(masterPart).find((r) => r.id === item.getAttributeNS(NS.r, 'id'));
      if (lrel?.type !== REL.slideLayout) problems.push(`${masterPart}: sldLayoutId ${item.getAttribute('id')} does not point at a layout`);
      else {
        const layoutPart = resolveTarget(masterPart, lrel.target);
        const back = targetsOf(layoutPart, REL.slideMaster).map(partKey);
        if (!back.includes(partKey(masterPart))) problems.push(`${layoutPart} does not point back at its master ${masterPart}`);
      }
    }
  }
  for (const [list, item] of [
    ['notesMasterIdLst', 'notesMasterId'],
    ['handoutMasterIdLst', 'handoutMasterId'],
  ] as const) {
    const el = childElement(pres, NS.p, list);
    if (el && childElementsNamed(el, NS.p, item).length > 1) problems.push(`more than one ${item}`);
  }
  const faces = new Set<string>();
  for (const font of descendantsNamed(pres, NS.p, 'embeddedFont')) {
    const face = (childElement(font, NS.p, 'font')?.getAttribute('typeface') ?? '').toLowerCase();
    if (faces.has(face)) problems.push(`embedded font "${face}" listed twice`);
    faces.add(face);
  }
  const extLst = childElement(pres, NS.p, 'extLst');
  for (const ext of extLst ? childElementsNamed(extLst, NS.p, 'ext') : []) {
    if ((ext.getAttribute('uri') ?? '').toUpperCase() !== SECTION_EXT_URI) continue;
    for (const el of descendantsNamed(ext, NS.p14, 'sldId')) {
      if (!slideIds.has(Number(el.getAttribute('id'))))
        problems.push(`section refers to slide id ${el.getAttribute('id')}, which is not in sldIdLst`);
    }
  }
  return slideEls.length;
}
