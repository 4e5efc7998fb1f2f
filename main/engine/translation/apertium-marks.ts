/**
 * Apertium's marks, read and removed. Run without `-u`, its generator writes `*word` for a word it does not know
 * (copied unchanged from the source), `#word` for a form it could not generate and `@word` for a transfer error.
 * The answer keeps none of them; the unknown words are returned so the person can add them to the glossary.
 * A mark is only taken as a mark when the source did not hold the same characters: `*Note` in the source comes
 * back as `*Nota` and keeps its star, `#1` and `bob@contoso.com` stay as written.
 */
import { decodeHtml } from './unit-markup';

const WORD = String.raw`[\p{L}\p{N}\p{M}_]+(?:[-'’.][\p{L}\p{N}\p{M}_]+)*`;
const UNKNOWN = new RegExp(String.raw`\*(${WORD})`, 'gu');
const OTHER_MARK = new RegExp(String.raw`([#@])(${WORD})`, 'gu');
/** `*e-*mailing`: Apertium marks each part of a hyphenated unknown word. */
const INNER_STAR = /(?<=[\p{L}\p{N}]-)\*(?=[\p{L}\p{N}])/gu;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function plainText(markup: string): string {
  return decodeHtml(markup.replace(/<[^>]*>/g, ' '));
}

function holdsWord(text: string, word: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}\\p{M}_])${escapeRegExp(word)}(?![\\p{L}\\p{N}\\p{M}_])`, 'u').test(text);
}

function markCount(text: string, mark: string): number {
  return [...text.matchAll(OTHER_MARK)].filter((match) => match[1] === mark).length;
}

/**
 * `#` and `@` before a word the source did not have so, and only as many as the answer has more than the source:
 * a copied `@support` comes back as `@apoyo` and is no mark.
 */
function removeOtherMarks(answer: string, sourceText: string): string {
  const extra = { '#': markCount(answer, '#') - markCount(sourceText, '#'), '@': markCount(answer, '@') - markCount(sourceText, '@') };
  return answer.replace(OTHER_MARK, (whole, mark: '#' | '@', word: string) => {
    if (extra[mark] <= 0 || sourceText.includes(whole)) return whole;
    extra[mark]--;
    return word;
  });
}

/** The marked word as the source has it: whole, else its longest part before a hyphen or apostrophe; null if none. */
function sourceWord(found: string, sourceText: string): string | null {
  for (let word = found; word;) {
    if (holdsWord(sourceText, word)) return word;
    const cut = Math.max(word.lastIndexOf('-'), word.lastIndexOf("'"), word.lastIndexOf('’'), word.lastIndexOf('.'));
    if (cut <= 0) return null;
    word = word.slice(0, cut);
  }
  return null;
}

export interface Unmarked {
  text: string;
  /** Words Apertium left in the source language, in the order they came. */
  unknown: string[];
}

/** One answer without its marks, given the fragment it translates. */
export function unmarkAnswer(answer: string, source: string): Unmarked {
  const sourceText = plainText(source);
  const unknown: string[] = [];
  const joined = sourceText.includes('-*') ? answer : answer.replace(INNER_STAR, '');
  const text = joined.replace(UNKNOWN, (whole, found: string, at: number, all: string) => {
    // `1*B` for the source's `1B`: Apertium split a token and marked its letters.
    const glued = /[\p{L}\p{N}]/u.test(all.charAt(at - 1));
    const word = glued ? (sourceText.includes(found) ? found : null) : sourceWord(found, sourceText);
    if (word === null || sourceText.includes(`*${word}`)) return whole;
    // `*Re-Arreglando`: the unknown part is a prefix of a word Apertium did translate, no word to list.
    const part = glued || word.length < found.length || all.charAt(at + whole.length) === '-';
    if (!part && [...word].length > 1) unknown.push(word);
    return found;
  });
  return { text: removeOtherMarks(text, sourceText), unknown };
}
