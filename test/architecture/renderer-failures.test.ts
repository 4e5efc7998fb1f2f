/**
 * The window reads a failure by its code and its fields, never by its text (issue #30, item 5): no renderer module
 * imports a helper that searches a message (the old `inputNamedIn`, `splitTechnicalDetails` are gone, and a new one
 * would be named here), and none searches a message itself (`message.includes(…)`, a regular expression tested on a
 * message). The engine's English message is only ever shown, behind Details.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, ROOT, sourceFiles } from './source-imports';

const PARSING_HELPERS = ['inputNamedIn', 'splitTechnicalDetails', 'isTechnical'];
/** A message searched in place: `.message.includes(`, `message.match(`, `/…/.test(error.message)` … */
const SEARCHED = [
  /[mM]essage\??\.(includes|match|matchAll|startsWith|endsWith|search|replace|replaceAll|split|indexOf)\(/,
  /\.(test|exec)\([^)]*[mM]essage/,
];

describe('the renderer and failure messages', () => {
  const files = sourceFiles('renderer/src');

  it('imports no helper that parses a message, and defines none', () => {
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const helper of PARSING_HELPERS) if (new RegExp(`\\b${helper}\\b`).test(text)) found.push(`${file}: ${helper}`);
    }
    expect(found).toEqual([]);
  });

  it('searches no message text', () => {
    const found = files.flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (SEARCHED.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('takes a failure’s words from the shared catalog, through the one module that shows them', () => {
    const users = files.filter((file) => importsOf(file).some((edge) => edge.to.startsWith('shared/i18n/errors/')));
    expect(users.sort()).toEqual(['renderer/src/i18n/error-namespace.ts', 'renderer/src/shared/error-text.ts']);
  });
});
