/**
 * An RTF document made safe for LibreOffice: every field instruction (`{\*\fldinst …}`) is either rewritten as the
 * plain text it decodes to, when that text only computes from the document (field-instructions.ts), or emptied. The
 * rewrite means LibreOffice reads exactly the instruction judged here, whatever escapes, groups or Unicode tricks
 * spelled it (`{\b INCLUDE}PICTURE`, `\'49NCLUDEPICTURE`, `\u73?NCLUDEPICTURE`). A field inside an instruction
 * empties it. Raw `\bin` data is skipped as the RTF specification says; if it holds field keywords, the file is
 * refused, since another reader might not skip it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ToolError } from '../errors/tool-error';
import { isSafeFieldInstruction } from './field-instructions';

const OPEN = 0x7b;
const CLOSE = 0x7d;
const BACKSLASH = 0x5c;

function isLetter(byte: number): boolean {
  return (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
}

function isDigit(byte: number): boolean {
  return byte >= 0x30 && byte <= 0x39;
}

type Token =
  | { kind: 'open' | 'close'; start: number; end: number }
  | { kind: 'word'; start: number; end: number; name: string; param: number | null }
  | { kind: 'symbol'; start: number; end: number; char: string }
  | { kind: 'hex'; start: number; end: number; byte: number }
  | { kind: 'text'; start: number; end: number }
  | { kind: 'bin'; start: number; end: number };

/** One token at `at`: RTF's grammar of groups, control words (with `\binN`'s raw bytes), control symbols and text. */
function tokenAt(data: Buffer, at: number): Token {
  const byte = data[at]!;
  if (byte === OPEN) return { kind: 'open', start: at, end: at + 1 };
  if (byte === CLOSE) return { kind: 'close', start: at, end: at + 1 };
  if (byte !== BACKSLASH) {
    let end = at + 1;
    while (end < data.length && data[end] !== OPEN && data[end] !== CLOSE && data[end] !== BACKSLASH) end++;
    return { kind: 'text', start: at, end };
  }
  const next = data[at + 1];
  if (next === undefined) return { kind: 'text', start: at, end: at + 1 };
  if (!isLetter(next)) {
    if (next === 0x27) {
      const hex = data.subarray(at + 2, at + 4).toString('latin1');
      const value = /^[0-9a-f]{2}$/i.test(hex) ? parseInt(hex, 16) : 0x3f;
      return { kind: 'hex', start: at, end: Math.min(data.length, at + 4), byte: value };
    }
    return { kind: 'symbol', start: at, end: at + 2, char: String.fromCharCode(next) };
  }
  let end = at + 1;
  while (end < data.length && isLetter(data[end]!)) end++;
  const name = data.subarray(at + 1, end).toString('latin1');
  let param: number | null = null;
  const numberStart = end;
  if (data[end] === 0x2d && isDigit(data[end + 1] ?? 0)) end++;
  while (end < data.length && isDigit(data[end]!)) end++;
  if (end > numberStart) param = Number(data.subarray(numberStart, end).toString('latin1'));
  if (data[end] === 0x20) end++;
  if (name === 'bin' && param !== null && param > 0) return { kind: 'bin', start: at, end: Math.min(data.length, end + param) };
  return { kind: 'word', start: at, end, name, param };
}

const SYMBOL_TEXT: Readonly<Record<string, string>> = { '\\': '\\', '{': '{', '}': '}', '~': '\u00a0', _: '-', '\t': '\t' };

/** The instruction a `\fldinst` group spells, and whether it may be kept (no nested field, no raw data). */
function readInstruction(data: Buffer, open: number): { end: number; text: string; clean: boolean } {
  let depth = 0;
  let text = '';
  let clean = true;
  let skip = 0;
  let unicodeSkip = 1;
  let ownKeyword = false;
  for (let at = open; at < data.length;) {
    const token = tokenAt(data, at);
    at = token.end;
    switch (token.kind) {
      case 'open':
        depth++;
        break;
      case 'close':
        depth--;
        if (depth === 0) return { end: at, text, clean };
        break;
      case 'bin':
        clean = false;
        break;
      case 'word': {
        const name = token.name.toLowerCase();
        // The group's own \fldinst is the first at its level; any other field keyword is a field inside it.
        if (name === 'fldinst' && depth === 1 && !ownKeyword) ownKeyword = true;
        else if (name === 'fldinst' || name === 'field') clean = false;
        if (token.name === 'uc' && token.param !== null) unicodeSkip = Math.max(0, token.param);
        else if (token.name === 'u' && token.param !== null) {
          text += String.fromCharCode(token.param < 0 ? token.param + 0x10000 : token.param);
          skip = unicodeSkip;
        } else if (token.name === 'tab') text += '\t';
        break;
      }
      case 'hex':
        if (skip > 0) skip--;
        else text += String.fromCharCode(token.byte);
        break;
      case 'symbol':
        if (skip > 0) skip--;
        else text += SYMBOL_TEXT[token.char] ?? '';
        break;
      case 'text':
        for (const char of data.subarray(token.start, token.end).toString('latin1')) {
          if (char === '\r' || char === '\n') continue;
          if (skip > 0) skip--;
          else text += char;
        }
        break;
    }
  }
  return { end: data.length, text, clean: false };
}

/** The instruction as RTF that reads back as exactly `text`. */
function encodeInstruction(text: string): string {
  let out = '{\\*\\fldinst \\uc1 ';
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    const code = text.charCodeAt(i);
    if (char === '\\' || char === '{' || char === '}') out += `\\${char}`;
    else if (code >= 0x20 && code < 0x7f) out += char;
    else if (char === '\t') out += '\\tab ';
    else out += `\\u${code > 0x7fff ? code - 0x10000 : code}?`;
  }
  return `${out}}`;
}

const FIELD_KEYWORD = /\\(fldinst|field)/i;

export interface CleanedRtf {
  data: Buffer;
  /** Instructions emptied because they could reach outside the document. */
  removed: number;
}

/** Rewrites every field instruction of an RTF document (see the module comment). */
export function cleanRtfFields(data: Buffer, displayName: string): CleanedRtf {
  const out: Buffer[] = [];
  let copied = 0;
  let removed = 0;
  const opens: number[] = [];
  for (let at = 0; at < data.length;) {
    const token = tokenAt(data, at);
    at = token.end;
    if (token.kind === 'open') opens.push(token.start);
    else if (token.kind === 'close') opens.pop();
    else if (token.kind === 'bin' && FIELD_KEYWORD.test(data.subarray(token.start + 4, token.end).toString('latin1'))) {
      throw new ToolError(
        'invalid_file',
        `“${displayName}” hides field codes inside raw binary data (\\bin), which Deckhand does not convert. Open it in a word processor and save it again.`,
      );
    } else if (token.kind === 'word' && token.name.toLowerCase() === 'fldinst' && opens.length > 0) {
      const open = opens.pop()!;
      const instruction = readInstruction(data, open);
      const keep = instruction.clean && isSafeFieldInstruction(instruction.text);
      if (!keep) removed++;
      out.push(data.subarray(copied, open), Buffer.from(keep ? encodeInstruction(instruction.text) : '{\\*\\fldinst }', 'latin1'));
      copied = instruction.end;
      at = instruction.end;
    }
  }
  out.push(data.subarray(copied));
  return { data: Buffer.concat(out), removed };
}

/** Writes `<outDir>/<same name>` with cleaned fields, or returns the input when it had none to change. */
export async function rtfWithoutExternalFields(
  input: string,
  outDir: string,
  displayName: string,
): Promise<{ path: string; removed: number }> {
  const cleaned = cleanRtfFields(await readFile(input), displayName);
  const output = path.join(outDir, path.basename(input));
  await writeFile(output, cleaned.data);
  return { path: output, removed: cleaned.removed };
}
