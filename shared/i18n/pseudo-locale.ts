/**
 * The pseudo-locale (`en-XA`): every English message with its letters accented and 40 % longer, bracketed so a cut
 * end shows. ICU placeholders and plural/select structure are kept as they are; only the text between them changes,
 * so the pseudo-locale formats exactly as English does.
 */
const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü', c: 'ç', n: 'ñ', y: 'ý', s: 'š', z: 'ž',
  A: 'Á', E: 'É', I: 'Í', O: 'Ö', U: 'Ü', C: 'Ç', N: 'Ñ', Y: 'Ý', S: 'Š', Z: 'Ž',
}; // prettier-ignore

function accent(text: string): string {
  return text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter);
}

/**
 * Walks the ICU message: text at depth 0 (and inside plural/select branches, which open with `{` after a keyword) is
 * accented; argument names and formats (`{count, plural,`, `{name}`) are copied. `'` quoting is left alone.
 */
function accentMessage(message: string): string {
  let out = '';
  let index = 0;
  // A stack of what each open brace is: an argument (copied) or a branch body (text).
  const stack: ('argument' | 'branch')[] = [];
  while (index < message.length) {
    const char = message[index]!;
    const inText = stack.length === 0 || stack[stack.length - 1] === 'branch';
    if (char === '{') {
      // In text, `{` opens an argument; inside an argument's options (after `plural,` etc.), it opens a branch.
      stack.push(inText ? 'argument' : 'branch');
      out += char;
    } else if (char === '}') {
      stack.pop();
      out += char;
    } else if (inText && char !== '#') {
      out += accent(char);
    } else {
      out += char;
    }
    index += 1;
  }
  return out;
}

export function pseudoMessage(message: string): string {
  // 40 % of the whole message: for a plural that is more than its shown text needs, which only errs towards finding cuts.
  const padding = Math.ceil(message.length * 0.4);
  return `[${accentMessage(message)} ${'·'.repeat(Math.max(1, padding))}]`;
}

export function pseudoResources(messages: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, pseudoMessage(value)]));
}
