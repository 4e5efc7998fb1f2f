/**
 * Words the renderer broke across two lines of one shape: a line ends in a letter, the next line of the same shape
 * (or table cell) starts with one, and the two pieces run together make a word of that shape's own text. A renderer
 * breaks a word only when the word is wider than its box (a design font wider than the source's: poi-45545_Comment's
 * chevron labels came out "Preparatio" / "n"). A hyphen at the line's end is a hyphenation, not a broken word; so are
 * breaks inside scripts written without spaces (CJK, Thai …), which may break anywhere.
 */
import type { DeckShape } from './deck-shapes';
import { excerpt, type KeyedIssue } from './layout-issue';
import type { OwnedLine } from './line-owners';
import type { TextLine } from './pdf-layout';

/** Letters of scripts that put spaces between words: only there is a break inside a word wrong. */
const SPACED_LETTER = /[\p{L}\p{M}]/u;
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

const isWordLetter = (char: string | undefined): boolean => char !== undefined && SPACED_LETTER.test(char) && !UNSPACED.test(char);

/** A text's words as written, lower-cased, with the punctuation around them dropped. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
}

export interface BrokenWord {
  /** The word as the source writes it, and its two pieces as rendered. */
  word: string;
  before: string;
  after: string;
}

/**
 * The first word broken between two consecutive lines of one text, or null. `lines` are one shape's (or cell's)
 * rendered lines; `written` is its text as the deck writes it.
 */
export function brokenWord(lines: readonly TextLine[], written: string): BrokenWord | null {
  const words = wordsOf(written);
  const joined = new Set<string>();
  for (let i = 0; i + 1 < words.length; i++) joined.add(`${words[i]} ${words[i + 1]}`);
  const ordered = [...lines].filter((line) => !line.rotated).sort((a, b) => a.baseline - b.baseline || a.box.x - b.box.x);
  for (let i = 0; i + 1 < ordered.length; i++) {
    const a = ordered[i]!;
    const b = ordered[i + 1]!;
    // Pieces on one baseline are one line (a justified line's parts), not a break.
    if (b.baseline - a.baseline < 0.5 * Math.min(a.size, b.size)) continue;
    const tail = a.text.trimEnd().split(/\s+/u).pop() ?? '';
    const head = b.text.trimStart().split(/\s+/u)[0] ?? '';
    if (!isWordLetter(tail.at(-1)) || !isWordLetter(head[0])) continue;
    const before = tail.replace(/^[^\p{L}\p{N}]+/u, '').toLowerCase();
    const after = head.replace(/[^\p{L}\p{N}]+$/u, '').toLowerCase();
    if (!before || !after || joined.has(`${before} ${after}`)) continue;
    const word = words.find((w) => w.includes(before + after));
    if (word) return { word, before: tail.replace(/^[^\p{L}\p{N}]+/u, ''), after: head.replace(/[^\p{L}\p{N}]+$/u, '') };
  }
  return null;
}

/** A `word-broken` issue for every shape or table cell whose rendered lines break one of its words. */
export function wordBreakIssues(slide: number, owned: readonly OwnedLine[]): KeyedIssue[] {
  const groups = new Map<string, { shape: DeckShape; cell: number | null; lines: TextLine[] }>();
  for (const { owner, cell, line } of owned) {
    if (!owner || (owner.kind !== 'text' && owner.kind !== 'table')) continue;
    const key = `${owner.id}:${cell ?? ''}`;
    const group = groups.get(key) ?? { shape: owner, cell, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  const issues: KeyedIssue[] = [];
  for (const { shape, cell, lines } of groups.values()) {
    const written = cell !== null ? (shape.cells[cell]?.text ?? '') : shape.paragraphs.join('\n');
    const broken = brokenWord(lines, written);
    if (!broken) continue;
    issues.push({
      slide,
      kind: 'word-broken',
      key: `word-broken:s${shape.id}${cell !== null ? `:c${cell}` : ''}`,
      shapeId: shape.id,
      excerpt: excerpt(written),
      code: 'word-broken',
      params: { before: broken.before, after: broken.after },
      detail: `The word “${broken.before}${broken.after}” is broken across two lines (“${broken.before}” / “${broken.after}”): it is wider than its box.`,
    });
  }
  return issues;
}
