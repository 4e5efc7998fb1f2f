/** Markdown emphasis inside a line as runs: **bold**, __bold__, *italic*, _italic_; `code` and [links](…) as text. */
import type { TextRun } from './deck-outline';

const INLINE = /(\*\*|__)(.+?)\1|(\*|_)(?!\s)(.+?)(?<!\s)\3|`([^`]+)`|\[([^\]]+)\]\([^)]*\)/g;

export function inlineRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  INLINE.lastIndex = 0;
  for (let match = INLINE.exec(text); match; match = INLINE.exec(text)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index) });
    if (match[2] !== undefined) runs.push({ text: match[2], bold: true });
    else if (match[4] !== undefined) runs.push({ text: match[4], italic: true });
    else runs.push({ text: match[5] ?? match[6] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
  return runs.filter((run) => run.text !== '');
}

export function plainText(text: string): string {
  return inlineRuns(text)
    .map((run) => run.text)
    .join('');
}
