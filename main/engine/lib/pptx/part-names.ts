/**
 * OPC part names ("/ppt/slides/slide1.xml"): mapping to ZIP entries and .rels parts, and an allocator that never
 * hands out two names differing only by case (OPC compares part names case-insensitively, docs/pptx-format.md §0.3).
 */

export const CONTENT_TYPES_ENTRY = '[Content_Types].xml';
export const PACKAGE_RELS_PART = '/_rels/.rels';

export function entryNameToPartName(entryName: string): string {
  return `/${entryName.replace(/^\/+/, '')}`;
}

export function partNameToEntryName(partName: string): string {
  return partName.replace(/^\/+/, '');
}

export function partKey(partName: string): string {
  return partName.toLowerCase();
}

/** "/ppt/slides/slide1.xml" → "/ppt/slides/_rels/slide1.xml.rels"; the package itself ("/") → "/_rels/.rels". */
export function relsPartFor(partName: string): string {
  if (partName === '/' || partName === '') return PACKAGE_RELS_PART;
  const slash = partName.lastIndexOf('/');
  return `${partName.slice(0, slash)}/_rels/${partName.slice(slash + 1)}.rels`;
}

/** The inverse of relsPartFor, or undefined when `relsPart` is not a relationships part name. */
export function sourceOfRelsPart(relsPart: string): string | undefined {
  const m = /^(.*)\/_rels\/([^/]*)\.rels$/i.exec(relsPart);
  if (!m) return undefined;
  const [, dir = '', file = ''] = m;
  if (file === '') return dir === '' ? '/' : undefined;
  return `${dir}/${file}`;
}

export function isRelsPart(partName: string): boolean {
  return /\/_rels\/[^/]*\.rels$/i.test(partName);
}

export function extensionOf(partName: string): string {
  const file = partName.slice(partName.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  return dot >= 0 ? file.slice(dot + 1).toLowerCase() : '';
}

export function folderOf(partName: string): string {
  return partName.slice(0, partName.lastIndexOf('/') + 1);
}

/** Resolves a relationship target (relative to the source part's folder, or absolute) to a part name. */
export function resolveTarget(sourcePart: string, target: string): string {
  let t = target.split('#')[0] ?? '';
  try {
    t = decodeURI(t);
  } catch {
    // A malformed escape: use the target as written.
  }
  t = t.replace(/\\/g, '/');
  const base = t.startsWith('/')
    ? []
    : folderOf(sourcePart === '/' ? '/' : sourcePart)
        .split('/')
        .filter(Boolean);
  for (const seg of t.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') base.pop();
    else base.push(seg);
  }
  return `/${base.join('/')}`;
}

/** The relative target from `sourcePart` to `targetPart`, as PowerPoint writes it ("../media/image1.png"). */
export function relativeTarget(sourcePart: string, targetPart: string): string {
  const from = folderOf(sourcePart === '/' ? '/' : sourcePart)
    .split('/')
    .filter(Boolean);
  const to = targetPart.split('/').filter(Boolean);
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  const up = from.length - common;
  return [...Array<string>(up).fill('..'), ...to.slice(common)].join('/');
}

/** Characters kept in allocated file names; anything else becomes "_" so targets never need percent-encoding. */
function asciiPartFileName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');
  return cleaned === '' ? 'part' : cleaned;
}

export class PartNameAllocator {
  private readonly taken = new Set<string>();
  private readonly counters = new Map<string, number>();

  constructor(reserved: Iterable<string> = [CONTENT_TYPES_ENTRY, PACKAGE_RELS_PART].map((n) => (n.startsWith('/') ? n : `/${n}`))) {
    for (const name of reserved) this.taken.add(partKey(name));
  }

  isTaken(partName: string): boolean {
    return this.taken.has(partKey(partName));
  }

  /** Takes exactly `partName` (throws if taken); for names the output must have, e.g. /ppt/presentation.xml. */
  claim(partName: string): string {
    if (this.isTaken(partName)) throw new Error(`part name already used: ${partName}`);
    this.taken.add(partKey(partName));
    return partName;
  }

  /**
   * A free name shaped like `desired`: "/ppt/media/image7.png" → "/ppt/media/imageN.png" with the lowest free N ≥ 1;
   * a name without a trailing number is kept when free, else numbered from 2.
   */
  allocate(desired: string): string {
    const folder = folderOf(desired);
    const file = desired.slice(folder.length);
    const dot = file.lastIndexOf('.');
    const rawStem = dot > 0 ? file.slice(0, dot) : file;
    const ext = dot > 0 ? asciiPartFileName(file.slice(dot + 1)) : '';
    const stemMatch = /^(.*?)(\d+)$/.exec(rawStem);
    const stem = asciiPartFileName(stemMatch ? (stemMatch[1] ?? '') : rawStem);
    const safeFolder = folder
      .split('/')
      .map((seg) => (seg === '' ? seg : asciiPartFileName(seg)))
      .join('/');
    const make = (n: number | null): string => `${safeFolder}${stem}${n ?? ''}${ext ? `.${ext}` : ''}`;
    if (!stemMatch) {
      const plain = make(null);
      if (!this.isTaken(plain)) return this.claim(plain);
    }
    const counterKey = partKey(make(0));
    let n = this.counters.get(counterKey) ?? (stemMatch ? 1 : 2);
    while (this.isTaken(make(n))) n++;
    this.counters.set(counterKey, n + 1);
    return this.claim(make(n));
  }
}
