/**
 * The one safe file name function (issue #18): names offered for download or written to the user's disk, built
 * from user-supplied names or titles, valid on Windows, macOS and Linux. Pure, so the engine, core and the web
 * host share it.
 */

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

export interface SafeNameOptions {
  /** What a run of unsafe characters becomes: "_" for names (default), " " for titles turned into names. */
  replacement?: '_' | ' ';
  /** In characters (code points, so no surrogate pair is cut); default 200. */
  maxLength?: number;
}

/**
 * No separators, reserved characters or control codes, no leading or trailing dots or spaces (hidden files,
 * Windows), not a Windows device name, bounded length; `fallback` when nothing is left.
 */
export function safeFileName(name: string, fallback = 'file', options: SafeNameOptions = {}): string {
  const replacement = options.replacement ?? '_';
  let cleaned = name.normalize('NFC').replace(UNSAFE, replacement);
  if (replacement === ' ') cleaned = cleaned.replace(/\s+/g, ' ');
  cleaned = cleaned.replace(/^[\s.]+|[\s.]+$/g, '');
  const chars = Array.from(cleaned);
  const max = options.maxLength ?? 200;
  if (chars.length > max)
    cleaned = chars
      .slice(0, max)
      .join('')
      .replace(/[\s.]+$/, '');
  return cleaned === '' || WINDOWS_RESERVED.test(cleaned) ? fallback : cleaned;
}

/** `dir/report.final.PNG` → { base: 'report.final', ext: '.PNG' }; any directory part is dropped. */
export function splitFileName(name: string): { base: string; ext: string } {
  const leaf = name.split(/[\\/]/).pop() ?? '';
  const dot = leaf.lastIndexOf('.');
  const ext = dot > 0 ? leaf.slice(dot) : '';
  return { base: ext ? leaf.slice(0, -ext.length) : leaf, ext };
}

/** "Q3 Review (final).pptx" → "Q3 Review (final)": the safe stem of a user's file name, for naming outputs. */
export function safeBaseName(fileName: string, fallback = 'deck'): string {
  return safeFileName(splitFileName(fileName).base, fallback, { maxLength: 100 });
}

/** `name.ext` for n = 1, else `name (n).ext`: how a browser or file manager numbers a repeat of one name. */
export function numberedName(name: string, n: number): string {
  if (n === 1) return name;
  const { ext } = splitFileName(name);
  return `${name.slice(0, name.length - ext.length)} (${n})${ext}`;
}

/** Hands out names, numbering repeats (`photo.webp`, `photo (2).webp`), compared without case as Windows and macOS do. */
export class UniqueNames {
  private readonly taken = new Set<string>();

  claim(name: string): string {
    for (let n = 1; ; n++) {
      const candidate = numberedName(name, n);
      if (this.taken.has(candidate.toLowerCase())) continue;
      this.taken.add(candidate.toLowerCase());
      return candidate;
    }
  }
}

/**
 * Names for results saved side by side: where results would share a name because their inputs differ by extension
 * (`x.jpg` and `x.gif` both becoming `x.webp`), each keeps its source's kind in the name (`x-jpg.webp`,
 * `x-gif.webp`) so the person can tell them apart; other repeats are numbered (`photo (2).webp`).
 */
export function distinctResultNames(results: readonly { name: string; inputName?: string | undefined }[]): string[] {
  const sourceExt = (inputName: string | undefined): string => (inputName ? splitFileName(inputName).ext.slice(1).toLowerCase() : '');
  const kinds = new Map<string, Set<string>>();
  for (const { name, inputName } of results) {
    const key = name.toLowerCase();
    kinds.set(key, (kinds.get(key) ?? new Set<string>()).add(sourceExt(inputName)));
  }
  const unique = new UniqueNames();
  return results.map(({ name, inputName }) => {
    const kind = sourceExt(inputName);
    const { ext } = splitFileName(name);
    const mixed = (kinds.get(name.toLowerCase())?.size ?? 0) > 1;
    return unique.claim(mixed && kind ? `${name.slice(0, name.length - ext.length)}-${kind}${ext}` : name);
  });
}
