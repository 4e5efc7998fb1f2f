/**
 * The renderer's wording rules, on real engine messages (main/engine: zip-source.ts, source-deck.ts, image-resize.ts,
 * file-compress.ts): what stays in the sentence, what goes behind "Details", which failures get "Try again", and
 * how merges are named. Pure functions; the Chromium tests check the same rules on screen.
 */
import { describe, expect, it } from 'vitest';
import { mergeTaskName } from '../../renderer/src/features/merge/merge-name';
import { errorAdvice, inputNamedIn, retryCanHelp } from '../../renderer/src/shared/error-advice';
import { shortenLongWords, splitTechnicalDetails } from '../../renderer/src/shared/error-text';

describe('failure messages', () => {
  it('moves a library’s parenthetical detail out of the sentence and keeps the whole message', () => {
    const message = 'deck.pptx: the ZIP directory is damaged (invalid central directory file header signature: 0x0)';
    expect(splitTechnicalDetails(message)).toEqual({ summary: 'deck.pptx: the ZIP directory is damaged.', full: message });
    expect(splitTechnicalDetails('deck.pptx: ppt/slides/slide1.xml is not well-formed XML (unclosed tag on line 3).')).toEqual({
      summary: 'deck.pptx: ppt/slides/slide1.xml is not well-formed XML.',
      full: 'deck.pptx: ppt/slides/slide1.xml is not well-formed XML (unclosed tag on line 3).',
    });
    expect(splitTechnicalDetails('“a.pptx” cannot be read (ENOENT).').summary).toBe('“a.pptx” cannot be read.');
    expect(splitTechnicalDetails('deck.pptx: the entry x uses an unsupported compression method (12)').summary).toBe(
      'deck.pptx: the entry x uses an unsupported compression method.',
    );
  });

  it('leaves plain-language asides in the sentence', () => {
    for (const message of [
      '“renamed.pptx” is not a PowerPoint deck (it is not a ZIP package).',
      'deck.pptx: expands to more than 2048 MB (a ZIP bomb?)',
      '"old.ppt" is not a ZIP-based file (a password-protected or older .ppt/.doc/.xls file, or a damaged one?), so it cannot be compressed.',
      '“page.html” (slide 2) is not an HTML file.',
    ]) {
      expect(splitTechnicalDetails(message)).toEqual({ summary: message, full: null });
    }
  });

  it('shortens long file names in the middle for narrow places', () => {
    expect(shortenLongWords('poi-clusterfuzz-testcase-minimized-POIFuzzer-5205835528404992.pptx: the ZIP directory is damaged.')).toBe(
      'poi-clusterfuz…04992.pptx: the ZIP directory is damaged.',
    );
    expect(shortenLongWords('short.pptx: fine as it is.')).toBe('short.pptx: fine as it is.');
  });
});

describe('what to do after a failure', () => {
  it('offers Try again only where the same files may pass a second time', () => {
    for (const code of ['invalid_file', 'invalid_parameter', 'file_size_exceeded', 'zip_bomb', 'unsupported_format']) {
      expect(retryCanHelp(code), code).toBe(false);
    }
    for (const code of ['network_error', 'disconnected', 'internal_error', 'timeout', 'interrupted', 'rate_limited']) {
      expect(retryCanHelp(code), code).toBe(true);
    }
  });

  it('names the file to remove or replace, the longest submitted name that the message quotes', () => {
    const names = ['a.pptx', 'data.pptx', 'other.pptx'];
    expect(inputNamedIn('data.pptx: the ZIP directory is damaged', names)).toBe('data.pptx');
    expect(inputNamedIn('Something else broke', names)).toBeUndefined();
    expect(errorAdvice('invalid_file', { fileName: 'data.pptx', redo: 'merge again' })).toBe(
      'Remove or replace “data.pptx”, then merge again.',
    );
    expect(errorAdvice('file_size_exceeded', { fileName: 'big.pptx', redo: 'merge again' })).toBe(
      'Replace “big.pptx” with a smaller file (or split it first), then merge again.',
    );
    // Files still in the list (a refused submission): the old advice, which says to try again.
    expect(errorAdvice('file_size_exceeded')).toBe('Use smaller files, or split the deck first, then try again.');
  });
});

describe('merge names', () => {
  it('names a merge after its first deck and how many more', () => {
    expect(mergeTaskName([{ name: 'a.pptx' }, { name: 'b.pptx' }])).toBe('a.pptx + 1 more');
    expect(mergeTaskName([{ name: 'a.pptx' }, { name: 'b.pptx' }, { name: 'c.pptx' }, { name: 'd.pptx' }])).toBe('a.pptx + 3 more');
    expect(mergeTaskName([{ name: 'a.pptx' }])).toBe('a.pptx');
    expect(mergeTaskName([])).toBeUndefined();
    // The engine keeps 255 characters of a name: a very long first name is cut so "+ N more" survives.
    const long = mergeTaskName([{ name: `${'x'.repeat(300)}.pptx` }, { name: 'b.pptx' }]) ?? '';
    expect(long.length).toBeLessThanOrEqual(255);
    expect(long.endsWith('… + 1 more')).toBe(true);
  });
});
