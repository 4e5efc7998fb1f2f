/**
 * A Markdown outline as a list of blocks, line by line: headings, rules, column breaks (`|||`), list items with
 * their nesting, paragraphs, quotes, pictures, tables (GitHub's pipe tables) and speaker notes in the forms the
 * common slide tools write them (`???` remark, `Note:` reveal.js, `::: notes` pandoc, `<!-- … -->` Marp). A YAML
 * front matter block (Marp's `marp: true`) and fenced code markers are not content.
 */
import type { CellAlign } from './deck-outline';

export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'rule' }
  | { kind: 'columnBreak' }
  | { kind: 'bullet'; level: number; text: string; ordered: boolean }
  | { kind: 'quote'; text: string }
  | { kind: 'image'; alt: string; src: string }
  | { kind: 'table'; rows: string[][]; align: CellAlign[] }
  | { kind: 'notes'; text: string }
  | { kind: 'notesStart' }
  | { kind: 'notesEnd' }
  | { kind: 'paragraph'; text: string };

const RULE = /^(?:-{3,}|\*{3,}|_{3,})$/;
const DELIMITER_ROW = /^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?$/;
// `key: value` alone in a comment is a Marp directive (`paginate: true`), not a note.
const DIRECTIVE = /^_?[A-Za-z][\w-]*\s*:\s*\S*$/;

function splitRow(line: string): string[] {
  const cells = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
  return cells;
}

function alignOf(cell: string): CellAlign {
  const left = cell.startsWith(':');
  const right = cell.endsWith(':');
  return left && right ? 'ctr' : right ? 'r' : 'l';
}

/** Skips a YAML front matter block: `---` on the first line, `key: value` lines, `---`. */
function frontMatterEnd(lines: readonly string[]): number {
  if (lines[0]?.trim() !== '---') return 0;
  for (let i = 1; i < Math.min(lines.length, 40); i++) {
    const line = lines[i]!.trim();
    if (line === '---') return i > 1 ? i + 1 : 0;
    if (line !== '' && !/^[\w-]+\s*:/.test(line) && !/^\s*-\s/.test(lines[i]!)) return 0;
  }
  return 0;
}

export function outlineBlocks(text: string): Block[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const out: Block[] = [];
  let paragraph: string[] = [];
  /** Indents of the open list levels, outermost first. */
  let indents: number[] = [];
  let lastBullet: Extract<Block, { kind: 'bullet' }> | null = null;
  let comment: string[] | null = null;
  let fenced = false;
  const flush = (): void => {
    if (paragraph.length > 0) out.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const push = (block: Block): void => {
    flush();
    if (block.kind !== 'bullet') {
      indents = [];
      lastBullet = null;
    }
    out.push(block);
  };
  for (let i = frontMatterEnd(lines); i < lines.length; i++) {
    const line = lines[i]!.replace(/\t/g, '    ');
    const trimmed = line.trim();
    let match: RegExpExecArray | null;
    if (comment || trimmed.startsWith('<!--')) {
      const rest = comment ? trimmed : trimmed.slice(4);
      comment ??= [];
      const end = rest.indexOf('-->');
      comment.push(end >= 0 ? rest.slice(0, end) : rest);
      if (end >= 0) {
        const note = comment.join('\n').trim();
        if (note && !DIRECTIVE.test(note)) push({ kind: 'notes', text: note });
        comment = null;
      }
      continue;
    }
    if (/^(```|~~~)/.test(trimmed)) {
      flush();
      fenced = !fenced;
      continue;
    }
    if (fenced) {
      if (trimmed) push({ kind: 'paragraph', text: trimmed });
      continue;
    }
    if (trimmed === '') {
      flush();
      continue;
    }
    if ((match = /^(#{1,6})\s+(.*?)\s*#*$/.exec(trimmed))) push({ kind: 'heading', level: match[1]!.length, text: match[2]! });
    else if (RULE.test(trimmed)) push({ kind: 'rule' });
    else if (trimmed === '|||') push({ kind: 'columnBreak' });
    else if (/^:::+\s*\{?\.?notes\}?$/i.test(trimmed)) push({ kind: 'notesStart' });
    else if (/^:::+$/.test(trimmed)) push({ kind: 'notesEnd' });
    else if (trimmed === '???') push({ kind: 'notesStart' });
    else if ((match = /^(?:speaker\s+)?notes?:\s*(.*)$/i.exec(trimmed))) {
      push({ kind: 'notesStart' });
      if (match[1]) out.push({ kind: 'notes', text: match[1] });
    } else if (trimmed.includes('|') && DELIMITER_ROW.test(lines[i + 1]?.trim() ?? '') && lines[i + 1]!.includes('|')) {
      const header = splitRow(trimmed);
      const align = splitRow(lines[i + 1]!).map(alignOf);
      const rows = [header];
      i += 1;
      while (i + 1 < lines.length && lines[i + 1]!.includes('|') && lines[i + 1]!.trim() !== '|||') {
        rows.push(splitRow(lines[++i]!));
      }
      const width = Math.max(...rows.map((row) => row.length));
      push({
        kind: 'table',
        rows: rows.map((row) => Array.from({ length: width }, (_, c) => row[c] ?? '')),
        align: Array.from({ length: width }, (_, c) => align[c] ?? 'l'),
      });
    } else if ((match = /^(\s*)(?:[-*+•]|(\d+)[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/.exec(line))) {
      const indent = match[1]!.length;
      while (indents.length > 0 && indent < indents[indents.length - 1]!) indents.pop();
      if (indents.length === 0 || indent > indents[indents.length - 1]!) indents.push(indent);
      const bullet = { kind: 'bullet' as const, level: Math.min(4, indents.length - 1), text: match[3]!, ordered: match[2] !== undefined };
      push(bullet);
      lastBullet = bullet;
    } else if ((match = /^>\s?(.*)$/.exec(trimmed))) push({ kind: 'quote', text: match[1]! });
    else if ((match = /^!\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)$/.exec(trimmed)))
      push({ kind: 'image', alt: match[1]!, src: match[2]! });
    else if (lastBullet && paragraph.length === 0 && /^\s+\S/.test(line)) lastBullet.text += ` ${trimmed}`;
    else {
      lastBullet = null;
      indents = [];
      paragraph.push(trimmed);
    }
  }
  flush();
  return out;
}
