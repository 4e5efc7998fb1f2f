/** Names offered for download, built from user-supplied names or titles: safe on every desktop file system. */
import path from 'node:path';

const MAX_BASE_LENGTH = 120;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/** `report.final.PNG` → { base: 'report.final', ext: '.PNG' }; any directory part is dropped. */
export function splitFileName(name: string): { base: string; ext: string } {
  const leaf = name.split(/[\\/]/).pop() ?? '';
  const ext = path.extname(leaf);
  return { base: ext ? leaf.slice(0, -ext.length) : leaf, ext };
}

/** A file-name stem from arbitrary text: no separators, control or reserved characters, bounded length. */
export function safeFileBase(text: string, fallback: string): string {
  let base = text
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const chars = Array.from(base);
  if (chars.length > MAX_BASE_LENGTH) base = chars.slice(0, MAX_BASE_LENGTH).join('').trim();
  if (!base || WINDOWS_RESERVED.test(base)) return fallback;
  return base;
}
