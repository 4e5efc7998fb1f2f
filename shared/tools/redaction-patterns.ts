/**
 * Patterns for redaction (issue #31): regular expressions a person types, and the ready-made ones (e-mail addresses,
 * phone numbers). Every pattern is matched one line of page text at a time, a line cut at MAX_LINE_CHARS, and must be
 * *safe*: no back-references or look-arounds, and no group repeated without bound that holds a repeat without bound
 * (`(a+)+`, `(x{2,})*`), the shapes that make a backtracking engine take exponential time. What is left is polynomial
 * in a bounded line.
 */

export const MAX_PATTERN_CHARS = 200;
export const MAX_PATTERNS = 20;
/** A line of page text longer than this is matched in pieces of this size. */
export const MAX_LINE_CHARS = 1000;

export const REDACTION_PRESETS = {
  /** name@host.tld */
  emails: String.raw`[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}`,
  /** +44 20 7946 0958, (555) 123-4567, 0612345678: seven digits or more, in groups. */
  phones: String.raw`(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,4}(?:[\s.-]?\d{2,4}){2,4}`,
} as const;

export type RedactionPreset = keyof typeof REDACTION_PRESETS;

/** The patterns as typed: one per line, blanks trimmed, empty lines skipped. */
export function redactionPatternLines(text: string): string[] {
  return [
    ...new Set(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    ),
  ];
}

/** What is wrong with a pattern, for an edge to word (`paramProblem.redactPattern`, shared/i18n/param-check-messages.ts). */
export type PatternProblemKind = 'long' | 'invalid' | 'backReference' | 'lookaround' | 'nested' | 'empty';

/** Why a pattern cannot be used, by kind, with the pattern as a refusal shows it; null when it can. */
export function patternProblemOf(source: string): { kind: PatternProblemKind; pattern: string } | null {
  if (source.length > MAX_PATTERN_CHARS) return { kind: 'long', pattern: source.slice(0, 40) };
  try {
    new RegExp(source, 'u');
  } catch {
    return { kind: 'invalid', pattern: source };
  }
  if (/\\[1-9]|\\k</.test(source)) return { kind: 'backReference', pattern: source };
  if (/\(\?<?[=!]/.test(source)) return { kind: 'lookaround', pattern: source };
  if (nestedQuantifier(source)) return { kind: 'nested', pattern: source };
  if (new RegExp(source, 'u').test('')) return { kind: 'empty', pattern: source };
  return null;
}

/** Why a pattern cannot be used, in English words; null when it can. */
export function patternProblem(source: string): string | null {
  const problem = patternProblemOf(source);
  if (!problem) return null;
  const quoted = `“${problem.pattern}”`;
  switch (problem.kind) {
    case 'long':
      return `“${problem.pattern}…” is longer than ${MAX_PATTERN_CHARS} characters`;
    case 'invalid':
      return `${quoted} is not a regular expression`;
    case 'backReference':
      return `${quoted} refers back to a group, which is not allowed`;
    case 'lookaround':
      return `${quoted} looks ahead or behind, which is not allowed`;
    case 'nested':
      return `${quoted} repeats a group that repeats or chooses inside, which can take too long (use a class like [ab] for a choice)`;
    case 'empty':
      return `${quoted} matches empty text`;
  }
}

/** `*`, `+` and `{n,}` at `i` repeat without bound; `?`, `{n}` and `{n,m}` do not. */
function unbounded(source: string, i: number): boolean {
  const char = source[i];
  if (char === '*' || char === '+') return true;
  return char === '{' && /^\{\d+,\}/.test(source.slice(i));
}

/**
 * A group repeated without bound that holds a repeat without bound or a choice (`(a+)*`, `(?:x{2,})+`, `(a|ab)*`):
 * the choices of `(a|a)*` overlap as badly as nested repeats do, so a repeated choice is written as a class instead.
 */
function nestedQuantifier(source: string): boolean {
  const groups: Array<{ risky: boolean }> = [];
  let inClass = false;
  let closedRisky = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === '\\') {
      i++;
      closedRisky = false;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    const quantifier = char === '*' || char === '+' || char === '?' || char === '{';
    // `(?:` and `(?<name>` open groups too; the `?` after `(` is not a quantifier.
    if (quantifier && source[i - 1] === '(') continue;
    if (quantifier) {
      const endless = unbounded(source, i);
      if (closedRisky && endless) return true;
      if (endless && groups.length > 0) groups[groups.length - 1]!.risky = true;
      closedRisky = false;
      continue;
    }
    closedRisky = false;
    if (char === '[') inClass = true;
    else if (char === '|' && groups.length > 0) groups[groups.length - 1]!.risky = true;
    else if (char === '(') groups.push({ risky: false });
    else if (char === ')') {
      const risky = groups.pop()?.risky ?? false;
      closedRisky = risky;
      if (risky && groups.length > 0) groups[groups.length - 1]!.risky = true;
    }
  }
  return false;
}

/** Every piece of `text` a pattern matches, line by line (each line cut in MAX_LINE_CHARS pieces). */
export function patternMatches(text: string, pattern: RegExp): string[] {
  const found: string[] = [];
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  for (const line of text.split(/\r?\n|\f/)) {
    for (let at = 0; at < line.length; at += MAX_LINE_CHARS) {
      for (const match of line.slice(at, at + MAX_LINE_CHARS).matchAll(global)) {
        const piece = match[0].trim();
        if (piece !== '') found.push(piece);
      }
    }
  }
  return found;
}
