/**
 * Translates every line of a document through one provider: lines without words pass through, repeated lines go
 * through the deck's translation memory (translated once, written the same way everywhere: a title on every
 * slide, a master's placeholder prompt on every layout, the same text split into runs differently), the rest go in
 * batches sized for the provider, and progress is reported per batch.
 */
import type { ModelTier } from '../lib/remote/chat-client';
import type { TranslationProvider } from './provider';
import {
  compileGlossary,
  hasWords,
  markupToPieces,
  unitToMarkup,
  type GlossaryEntry,
  type TextUnit,
  type TranslatedPiece,
} from './unit-markup';

export interface TranslateUnitsOptions {
  provider: TranslationProvider;
  from: string;
  to: string;
  model: ModelTier;
  glossary: readonly GlossaryEntry[];
  signal: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export interface UnitsTranslation {
  pieces: TranslatedPiece[][];
  /** Lines sent to the provider (after removing repeats). */
  sent: number;
  /** Lines the provider answered with nothing; they keep their source text. */
  kept: number;
  calls: number;
  /** Lines answered from the translation memory (a repeat of a line sent once). */
  reused: number;
  /** Per unit: the words the provider left in the source language (glossary terms aside). */
  untranslated: string[][];
}

interface Pending {
  markup: string;
  fixed: ReadonlyMap<string, string>;
  /** Indexes of every unit with this text. */
  units: number[];
}

/**
 * The memory's key: a line in one run (or one formatting) by its text alone, white space aside, so the same words
 * are translated once whatever their run splits or spacing; a line mixing formats by its markup.
 */
function memoryKey(unit: TextUnit, markup: string): string {
  const filled = unit.pieces.filter((text) => text !== '');
  return filled.length === 1 ? `t:${(filled[0] ?? '').replace(/\s+/g, ' ').trim()}` : `m:${markup}`;
}

/** The memory's answer for another line with the same text: its one run, its own outer white space. */
function reuse(pieces: readonly TranslatedPiece[], unit: TextUnit): TranslatedPiece[] {
  const filled = unit.pieces.filter((text) => text !== '');
  if (filled.length !== 1) return pieces.map((piece) => ({ ...piece }));
  const source = unit.pieces.findIndex((text) => text !== '');
  const own = unit.pieces[source] ?? '';
  const text = pieces
    .map((piece) => piece.text)
    .join('')
    .trim();
  return [{ source, text: (/^\s*/.exec(own)?.[0] ?? '') + text + (/\s*$/.exec(own)?.[0] ?? '') }];
}

function identity(unit: TextUnit): TranslatedPiece[] {
  return unit.pieces.map((text, source) => ({ source, text })).filter((piece) => piece.text !== '');
}

/** The glossary's words (lower case): a term's target held in the markup is no word the provider missed. */
function glossaryWords(glossary: readonly GlossaryEntry[]): Set<string> {
  const words = new Set<string>();
  for (const entry of glossary) {
    for (const word of `${entry.source} ${entry.target}`.toLowerCase().split(/[\s]+/)) if (word) words.add(word);
  }
  return words;
}

export async function translateUnits(units: readonly TextUnit[], options: TranslateUnitsOptions): Promise<UnitsTranslation> {
  const glossary = compileGlossary(options.glossary);
  const result: TranslatedPiece[][] = units.map(identity);
  const byMarkup = new Map<string, Pending>();
  units.forEach((unit, index) => {
    if (!hasWords(unit)) return;
    const { markup, fixed } = unitToMarkup(unit, glossary);
    const key = memoryKey(unit, markup);
    const pending = byMarkup.get(key);
    if (pending) pending.units.push(index);
    else byMarkup.set(key, { markup, fixed, units: [index] });
  });
  const pending = [...byMarkup.values()];
  const total = pending.reduce((sum, entry) => sum + entry.units.length, 0);
  let done = 0;
  let kept = 0;
  let calls = 0;
  const untranslated: string[][] = units.map(() => []);
  const termWords = glossaryWords(options.glossary);
  options.onProgress?.(0, total);

  const { maxItems, maxChars } = options.provider.batch;
  for (let start = 0; start < pending.length;) {
    let end = start;
    let chars = 0;
    while (end < pending.length && end - start < maxItems && (end === start || chars + (pending[end]?.markup.length ?? 0) <= maxChars)) {
      chars += pending[end]?.markup.length ?? 0;
      end++;
    }
    const batch = pending.slice(start, end);
    const answers = await options.provider.translate(
      batch.map((entry) => entry.markup),
      {
        from: options.from,
        to: options.to,
        model: options.model,
        glossary: options.glossary,
        signal: options.signal,
        onUntranslated: (fragment, words) => {
          const kept = words.filter((word) => !termWords.has(word.toLowerCase()));
          for (const index of batch[fragment]?.units ?? []) untranslated[index]?.push(...kept);
        },
      },
    );
    calls++;
    batch.forEach((entry, i) => {
      const first = entry.units[0] ?? 0;
      const pieces = markupToPieces(answers[i] ?? '', units[first] ?? { pieces: [] }, entry.fixed);
      const empty = pieces.every((piece) => piece.text.trim() === '');
      if (empty) kept += entry.units.length;
      for (const index of entry.units) {
        if (!empty) result[index] = index === first ? pieces : reuse(pieces, units[index] ?? { pieces: [] });
      }
      done += entry.units.length;
    });
    options.onProgress?.(done, total);
    start = end;
  }
  const reused = pending.reduce((sum, entry) => sum + entry.units.length - 1, 0);
  return { pieces: result, sent: pending.length, kept, calls, reused, untranslated };
}
