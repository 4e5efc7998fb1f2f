/** `.rels` parts: parse, serialize, and fresh ids that do not collide. */
import { NS } from './ooxml-constants';
import { childElements, parseXml } from './xml-dom';
import { escapeXml } from '../xml/xml-escape';

export interface Relationship {
  id: string;
  type: string;
  /** As written in the source (relative URI) for internal rels; the URL for external ones. */
  target: string;
  external: boolean;
}

/** Parses a .rels part. Duplicate ids keep the first (the later ones cannot be referenced unambiguously). */
export function parseRelationships(data: Buffer): Relationship[] {
  const doc = parseXml(data);
  const root = doc.documentElement;
  if (!root || root.localName !== 'Relationships') throw new Error('is not a relationships part');
  const seen = new Set<string>();
  const out: Relationship[] = [];
  for (const el of childElements(root)) {
    if (el.localName !== 'Relationship') continue;
    const id = el.getAttribute('Id') ?? '';
    const type = el.getAttribute('Type') ?? '';
    const target = el.getAttribute('Target') ?? '';
    if (id === '' || type === '' || seen.has(id)) continue;
    seen.add(id);
    out.push({ id, type, target, external: (el.getAttribute('TargetMode') ?? '').toLowerCase() === 'external' });
  }
  return out;
}

const escapeAttr = (value: string): string => escapeXml(value, { attribute: true });

export function serializeRelationships(rels: readonly Relationship[]): Buffer {
  const items = rels.map(
    (r) =>
      `<Relationship Id="${escapeAttr(r.id)}" Type="${escapeAttr(r.type)}" Target="${escapeAttr(r.target)}"${
        r.external ? ' TargetMode="External"' : ''
      }/>`,
  );
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${NS.rels}">${items.join('')}</Relationships>`,
    'utf8',
  );
}

/** Hands out "rIdN" ids that are not in `used`. */
export class RelIdAllocator {
  private next = 1;
  private readonly used: Set<string>;

  constructor(used: Iterable<string> = []) {
    this.used = new Set(used);
  }

  reserve(id: string): void {
    this.used.add(id);
  }

  allocate(): string {
    while (this.used.has(`rId${this.next}`)) this.next++;
    const id = `rId${this.next++}`;
    this.used.add(id);
    return id;
  }
}
