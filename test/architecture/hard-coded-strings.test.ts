/**
 * The window's words go through the i18n layer (issue #32): a scan of the renderer's JSX for text a person reads —
 * text between tags and the attributes that carry words (aria-label, title, placeholder, alt, label) — that is
 * written in place instead of looked up. There must be none (412 when the i18n layer came in, none since stop 39).
 * Symbols, numbers and product names alone (Deckhand, PPTX) are not words to translate.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const WORD_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'legend', 'summary']);
/** Text that needs no translation: punctuation, numbers, file extensions and names that are the same everywhere. */
const NOT_WORDS = /^[\s\d.,:;·•×—–\-+/()[\]…%#'’"“”!?&|<>=←→↑↓✕✓⠿]*$|^(Deckhand|DeckFlow|PPTX|PDF|MB|KB|px|OK)$/;

function hardCoded(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      const text = node.getText().trim();
      if (text && !NOT_WORDS.test(text)) found.push(text);
    } else if (ts.isJsxAttribute(node) && WORD_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value.text
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteral(value.expression)
            ? value.expression.text
            : null;
      if (literal && !NOT_WORDS.test(literal)) found.push(`${node.name.getText()}="${literal}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('hard-coded words in the renderer', () => {
  const files = readdirSync(join(ROOT, 'renderer/src'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => join('renderer/src', name));
  const byFile = new Map(files.map((file) => [file, hardCoded(join(ROOT, file))]));

  it('finds planted words and passes looked-up ones and symbols, so the scan can fail', () => {
    const planted = `<p title="Hello there">Save the deck <b>{t('x')}</b> · 3 × 4 <i aria-label={t('y')}>PPTX</i></p>`;
    expect(hardCoded('planted.tsx', planted)).toEqual(['title="Hello there"', 'Save the deck']);
  });

  it('finds none anywhere in the renderer', () => {
    const left = [...byFile].filter(([, found]) => found.length > 0).map(([file, found]) => `${file}: ${found.join(' | ')}`);
    expect(left).toEqual([]);
  });
});
