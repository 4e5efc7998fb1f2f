/**
 * The full project's files share their workers and so their module cache (vitest.config.ts): a file there that
 * replaced a module or a global would leave it replaced for the files after it, which then fail, or pass, for
 * reasons of their own neighbours. Every file that mocks must run where each file gets a fresh process.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWN_PROCESS, UNIT } from '../support/test-projects';
import { ROOT, sourceFiles } from './source-imports';

/** What changes a module or a global for the whole process: mocked modules, stubbed globals, faked clocks. */
const MOCKS = /\bvi\.(mock|doMock|stubGlobal|useFakeTimers)\(|from '\.\/electron-mock'/;

// Node's glob matcher (path.matchesGlob, experimental in Node 20) is the one that reads vitest's brace patterns
// the way vitest does without taking a glob library in for one test.
const matches = (file: string, patterns: string[]) => patterns.some((pattern) => path.matchesGlob(file, pattern));

describe('tests that mock', () => {
  it('run in a process of their own: unit tests, or listed in OWN_PROCESS', () => {
    const mocking = sourceFiles('test').filter(
      (file) => file.endsWith('.test.ts') && MOCKS.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    // The rule has something to hold: the electron-mock users are known to exist.
    expect(mocking).toContain('test/shell/desktop-app.test.ts');
    expect(mocking.filter((file) => !matches(file, [...UNIT, ...OWN_PROCESS]))).toEqual([]);
  });

  it('OWN_PROCESS names files that exist', () => {
    const tests = sourceFiles('test');
    for (const pattern of OWN_PROCESS)
      expect(
        tests.some((file) => matches(file, [pattern])),
        pattern,
      ).toBe(true);
  });
});
