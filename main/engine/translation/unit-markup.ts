/**
 * A translation unit (one line of a paragraph) travels to every provider as a small HTML fragment: each run is a
 * `<span id="sN">`, each glossary term a `<span id="gNxK">` already holding the wanted target term. Apertium (with
 * Transfuse), DeepL (`tag_handling=html`), LibreTranslate (`format=html`) and chat models all carry inline tags
 * across a translation and move them with the words, so the answer says which words belong to which source run:
 * that is how bold, italics and links stay on the right words although the word order changes.
 */

/** One line of a paragraph: the texts of its runs, in order. */
export interface TextUnit {
  pieces: string[];
}

/** A stretch of translated text and the source run whose formatting it takes. */
export interface TranslatedPiece {
  source: number;
  text: string;
}

export interface GlossaryEntry {
  source: string;
  target: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return safeCodePoint(parseInt(entity.slice(2), 16)) ?? whole;
    if (entity.startsWith('#')) return safeCodePoint(parseInt(entity.slice(1), 10)) ?? whole;
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

function safeCodePoint(value: number): string | null {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Glossary terms as one case-insensitive, whole-word pattern, longest first so "slide deck" beats "slide". */
export interface CompiledGlossary {
  entries: readonly GlossaryEntry[];
  pattern: RegExp;
  /** Entry index per capture group (group 1 is order[0]). */
  order: number[];
}

export function compileGlossary(glossary: readonly GlossaryEntry[]): CompiledGlossary | null {
  const terms = glossary
    .map((entry, index) => ({ term: entry.source.trim(), index }))
    .filter((entry) => entry.term.length > 0)
    .sort((a, b) => b.term.length - a.term.length);
  if (terms.length === 0) return null;
  const body = terms.map((entry) => `(${escapeRegExp(entry.term).replace(/\s+/g, '\\s+')})`).join('|');
  return {
    entries: glossary,
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, 'giu'),
    order: terms.map((entry) => entry.index),
  };
}

function matchedEntry(match: RegExpExecArray, glossary: CompiledGlossary): GlossaryEntry | undefined {
  for (let group = 1; group < match.length; group++) {
    if (match[group] !== undefined) return glossary.entries[glossary.order[group - 1] ?? -1];
  }
  return undefined;
}

/** The target term as it should appear where the source term was written: a capital stays a capital. */
function casedTarget(found: string, target: string): string {
  const first = found.charAt(0);
  if (first !== first.toLowerCase() && first === first.toUpperCase() && target.length > 0) {
    return target.charAt(0).toUpperCase() + target.slice(1);
  }
  return target;
}

export interface UnitMarkup {
  markup: string;
  /** The target text each glossary span must hold, by span id. */
  fixed: Map<string, string>;
}

export function unitToMarkup(unit: TextUnit, glossary: CompiledGlossary | null): UnitMarkup {
  const fixed = new Map<string, string>();
  let markup = '';
  unit.pieces.forEach((text, index) => {
    if (text === '') return;
    let last = 0;
    if (glossary) {
      const { pattern } = glossary;
      pattern.lastIndex = 0;
      for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
        const target = matchedEntry(match, glossary)?.target;
        if (target === undefined) continue;
        if (match.index > last) markup += `<span id="s${index}">${escapeHtml(text.slice(last, match.index))}</span>`;
        const id = `g${index}x${fixed.size}`;
        const wanted = casedTarget(match[0], target);
        fixed.set(id, wanted);
        markup += `<span id="${id}">${escapeHtml(wanted)}</span>`;
        last = match.index + match[0].length;
      }
    }
    if (last < text.length) markup += `<span id="s${index}">${escapeHtml(text.slice(last))}</span>`;
  });
  return { markup, fixed };
}

const TOKEN = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^>]*?)?)\s*(\/?)>|([^<]+)|(<)/g;
const SPAN_ID = /\bid\s*=\s*["']?([sg]\d+(?:x\d+)?)["']?/;

/**
 * Reads a provider's answer back into pieces. Text outside any span (spaces, punctuation, words a provider moved
 * out) joins the piece before it, or the first piece; spans a provider invented are read as plain text.
 */
export function markupToPieces(answer: string, unit: TextUnit, fixed: ReadonlyMap<string, string>): TranslatedPiece[] {
  const pieces: TranslatedPiece[] = [];
  const stack: (number | null)[] = [];
  let pendingLoose = '';
  let forced: string | null = null;
  const add = (source: number, text: string): void => {
    if (text === '') return;
    const previous = pieces[pieces.length - 1];
    if (previous && previous.source === source) {
      previous.text += text;
      return;
    }
    pieces.push({ source, text: pendingLoose + text });
    pendingLoose = '';
  };
  const addLoose = (text: string): void => {
    const previous = pieces[pieces.length - 1];
    if (previous) previous.text += text;
    else pendingLoose += text;
  };
  const current = (): number | null => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const value = stack[i];
      if (value !== null && value !== undefined) return value;
    }
    return null;
  };
  TOKEN.lastIndex = 0;
  for (let token = TOKEN.exec(answer); token; token = TOKEN.exec(answer)) {
    const [, closing, rawName, attributes, selfClosing, text, strayLt] = token;
    if (text !== undefined || strayLt !== undefined) {
      const value = decodeHtml(text ?? '<').replace(/\s*\n\s*/g, ' ');
      if (forced !== null) continue;
      const source = current();
      if (source === null) addLoose(value);
      else add(source, value);
      continue;
    }
    const name = (rawName ?? '').toLowerCase();
    if (name === 'br') {
      addLoose(' ');
      continue;
    }
    if (name !== 'span' || selfClosing) continue;
    if (closing) {
      stack.pop();
      forced = null;
      continue;
    }
    const id = SPAN_ID.exec(attributes ?? '')?.[1];
    const source = id ? Number(/^[sg](\d+)/.exec(id)?.[1]) : NaN;
    if (!id || !Number.isInteger(source) || source < 0 || source >= unit.pieces.length) {
      stack.push(null);
      continue;
    }
    stack.push(source);
    const wanted = id.startsWith('g') ? fixed.get(id) : undefined;
    if (wanted !== undefined) {
      add(source, wanted);
      forced = wanted;
    }
  }
  if (pieces.length === 0 && pendingLoose !== '') {
    const first = unit.pieces.findIndex((text) => text !== '');
    pieces.push({ source: Math.max(0, first), text: pendingLoose });
  }
  return fitOuterWhitespace(pieces, unit);
}

/** The translation starts and ends with the same white space as the source line (providers trim or add it). */
function fitOuterWhitespace(pieces: TranslatedPiece[], unit: TextUnit): TranslatedPiece[] {
  const joined = unit.pieces.join('');
  const leading = /^\s*/.exec(joined)?.[0] ?? '';
  const trailing = joined.trim() === '' ? '' : (/\s*$/.exec(joined)?.[0] ?? '');
  const first = pieces[0];
  const last = pieces[pieces.length - 1];
  if (first) first.text = leading + first.text.replace(/^\s+/, '');
  if (last) last.text = last.text.replace(/\s+$/, '') + trailing;
  return pieces.filter((piece, index) => piece.text !== '' || index === 0);
}

/** True when the line has something to translate (letters), not only numbers, symbols or white space. */
export function hasWords(unit: TextUnit): boolean {
  return unit.pieces.some((text) => /\p{L}/u.test(text));
}
