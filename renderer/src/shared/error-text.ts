/**
 * Splits an engine message into what a person reads first and the technical detail a library added in
 * parentheses ("… is damaged (invalid central directory file header signature: 0x0)"). The detail stays
 * available behind a disclosure; plain-language asides such as "(a ZIP bomb?)" stay in the text.
 */
export interface SplitMessage {
  /** The message without its technical parentheticals. */
  summary: string;
  /** The full message, set only when something was taken out of the summary. */
  full: string | null;
}

const PARENTHETICAL = /\s*\(([^()]*)\)/g;

/**
 * Library output rather than prose: "key: value", hex, errno codes, markup or code characters, "line 3", or sentences
 * of their own ("End of central directory record signature not found. Either not a zip file, …", as yauzl says it).
 */
function isTechnical(inner: string): boolean {
  const text = inner.trim();
  return (
    text.includes(':') ||
    /[.!?]\s+[A-Z]/.test(text) ||
    /\b0x[0-9a-f]+\b/i.test(text) ||
    /\bE[A-Z]{3,}\b/.test(text) ||
    /[_{}<>[\]=\\]/.test(text) ||
    /\b(line|column|offset|position)\s*\d+/i.test(text) ||
    /^-?\d+$/.test(text)
  );
}

export function splitTechnicalDetails(message: string): SplitMessage {
  let removed = false;
  const stripped = message.replace(PARENTHETICAL, (whole, inner: string) => {
    if (!isTechnical(inner)) return whole;
    removed = true;
    return '';
  });
  if (!removed) return { summary: message, full: null };
  let summary = stripped
    .replace(/\s+([.,;!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  if (summary === '') return { summary: message, full: null };
  if (!/[.!?…]$/.test(summary)) summary += '.';
  return { summary, full: message };
}

/**
 * For narrow places (a History cell, a notification): a long unbroken word, typically a file name, keeps its start
 * and end ("poi-clusterfuz…992.pptx:"), so the sentence after it still shows. The full text goes in a tooltip.
 */
export function shortenLongWords(text: string, max = 26): string {
  const keepStart = Math.ceil((max - 1) * 0.55);
  const keepEnd = max - 1 - keepStart;
  return text.replace(/\S+/g, (word) => (word.length > max ? `${word.slice(0, keepStart)}…${word.slice(-keepEnd)}` : word));
}
