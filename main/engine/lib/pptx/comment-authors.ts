/**
 * Comment authors across decks. Legacy comments (`p:cm @authorId @idx`) point into the presentation-level
 * commentAuthors part by number; authors are merged by (name, initials), not by initials alone (docs/pptx-format.md
 * §3.3.7), and each comment's idx stays unique per author. Modern comments name authors by GUID, merged by id.
 * Only authors whose comments are copied end up in the output.
 */
import { NS } from './ooxml-constants';
import type { SourceDeck } from './source-deck';
import { childElements, parseXml, serializeXml, type Element } from './xml-dom';
import { escapeXml } from '../xml/xml-escape';

interface LegacyAuthor {
  id: number;
  name: string;
  initials: string;
  clrIdx: string;
  lastIdx: number;
  usedIdx: Set<number>;
}

export class CommentAuthors {
  private readonly legacy: LegacyAuthor[] = [];
  private readonly legacyBySource = new Map<string, LegacyAuthor>();
  private readonly sourceLegacy = new Map<number, Map<string, { name: string; initials: string; clrIdx: string }>>();
  private readonly modern = new Map<string, Element>();
  private readonly sourceModern = new Map<number, Map<string, Element>>();

  get hasLegacy(): boolean {
    return this.legacy.length > 0;
  }

  get hasModern(): boolean {
    return this.modern.size > 0;
  }

  async loadDeck(deck: SourceDeck, legacyPart: string | undefined, modernPart: string | undefined): Promise<void> {
    if (!this.sourceLegacy.has(deck.index)) {
      const map = new Map<string, { name: string; initials: string; clrIdx: string }>();
      if (legacyPart && deck.exists(legacyPart)) {
        const root = (await deck.xml(legacyPart)).documentElement;
        for (const el of root ? childElements(root) : []) {
          if (el.localName !== 'cmAuthor') continue;
          map.set(el.getAttribute('id') ?? '', {
            name: el.getAttribute('name') ?? '',
            initials: el.getAttribute('initials') ?? '',
            clrIdx: el.getAttribute('clrIdx') ?? '0',
          });
        }
      }
      this.sourceLegacy.set(deck.index, map);
    }
    if (!this.sourceModern.has(deck.index)) {
      const map = new Map<string, Element>();
      if (modernPart && deck.exists(modernPart)) {
        const root = (await deck.xml(modernPart)).documentElement;
        for (const el of root ? childElements(root) : []) {
          if (el.localName === 'author' && el.getAttribute('id')) map.set(el.getAttribute('id') as string, el);
        }
      }
      this.sourceModern.set(deck.index, map);
    }
  }

  /** Rewrites `p:cm @authorId @idx` of a legacy comments part copied from `deck`. */
  remapLegacyComments(deck: SourceDeck, root: Element): void {
    const sourceAuthors = this.sourceLegacy.get(deck.index) ?? new Map<string, { name: string; initials: string; clrIdx: string }>();
    for (const cm of childElements(root)) {
      if (cm.localName !== 'cm') continue;
      const srcId = cm.getAttribute('authorId') ?? '';
      const key = `${deck.index}|${srcId}`;
      let author = this.legacyBySource.get(key);
      if (!author) {
        const src = sourceAuthors.get(srcId) ?? { name: `Author ${srcId}`, initials: '', clrIdx: '0' };
        author = this.legacy.find((a) => a.name === src.name && a.initials === src.initials);
        if (!author) {
          author = { id: this.legacy.length, name: src.name, initials: src.initials, clrIdx: src.clrIdx, lastIdx: 0, usedIdx: new Set() };
          this.legacy.push(author);
        }
        this.legacyBySource.set(key, author);
      }
      let idx = Number(cm.getAttribute('idx'));
      if (!Number.isInteger(idx) || idx < 1 || author.usedIdx.has(idx)) idx = Math.max(author.lastIdx, ...author.usedIdx, 0) + 1;
      author.usedIdx.add(idx);
      author.lastIdx = Math.max(author.lastIdx, idx);
      cm.setAttribute('authorId', String(author.id));
      cm.setAttribute('idx', String(idx));
    }
  }

  /** Records the modern authors a modern comments part of `deck` refers to. */
  collectModernAuthors(deck: SourceDeck, root: Element): void {
    const sourceAuthors = this.sourceModern.get(deck.index);
    const visit = (el: Element): void => {
      const id = el.getAttribute('authorId');
      if (id && !this.modern.has(id)) {
        const src = sourceAuthors?.get(id);
        if (src) this.modern.set(id, src);
      }
      for (const c of childElements(el)) visit(c);
    };
    visit(root);
  }

  legacyAuthorsXml(): Buffer {
    const items = this.legacy.map(
      (a) =>
        `<p:cmAuthor id="${a.id}" name="${esc(a.name)}" initials="${esc(a.initials)}" lastIdx="${a.lastIdx}" clrIdx="${esc(a.clrIdx)}"/>`,
    );
    return xml(`<p:cmAuthorLst xmlns:a="${NS.a}" xmlns:r="${NS.r}" xmlns:p="${NS.p}">${items.join('')}</p:cmAuthorLst>`);
  }

  modernAuthorsXml(): Buffer {
    const doc = parseXml(`<p188:authorLst xmlns:a="${NS.a}" xmlns:r="${NS.r}" xmlns:p188="${NS.p188}"/>`);
    const root = doc.documentElement as Element;
    for (const el of this.modern.values()) root.appendChild(doc.importNode(el, true));
    return serializeXml(doc);
  }
}

const esc = (v: string): string => escapeXml(v, { attribute: true });

function xml(body: string): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`, 'utf8');
}
