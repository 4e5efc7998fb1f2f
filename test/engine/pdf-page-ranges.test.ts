import { describe, expect, it } from 'vitest';
import { ToolAvailability, TOOL_REQUIREMENTS } from '../../main/engine/tools/availability';
import { compactRange } from '../../main/engine/lib/pdf/qpdf';
import { pagesOf, parsePageRanges } from '../../shared/tools/page-ranges';

describe('page lists as people type them', () => {
  it('reads single pages, ranges, backwards ranges and open ranges against the page count', () => {
    const ranges = parsePageRanges(' 3, 1-2; 9-7 , 8- ');
    expect(typeof ranges).not.toBe('string');
    expect(pagesOf(ranges as Exclude<typeof ranges, string>, 10)).toEqual([3, 1, 2, 9, 8, 7, 8, 9, 10]);
  });

  it('says what is wrong with a list, and which page a PDF lacks', () => {
    expect(parsePageRanges('')).toBe('Give at least one page, such as “1-3, 5”.');
    expect(parsePageRanges('1-3, first')).toBe('“first” is not a page or a range of pages (write them like “1-3, 5, 8-”).');
    expect(parsePageRanges('0-2')).toBe('“0-2”: pages count from 1.');
    expect(pagesOf(parsePageRanges('2-12') as Exclude<ReturnType<typeof parsePageRanges>, string>, 3)).toBe(
      '“2-12” asks for page 12, but the PDF has 3 pages.',
    );
  });

  it('writes page lists for qpdf compactly, in the order given', () => {
    expect(compactRange([1, 2, 3, 7, 6, 9, 10])).toBe('1-3,7,6,9-10');
  });
});

describe('the PDF tools’ programs', () => {
  it('say how to install qpdf when it is missing', async () => {
    const before = process.env.DECKHAND_QPDF;
    process.env.DECKHAND_QPDF = '/nonexistent/qpdf';
    try {
      const reason = await new ToolAvailability(TOOL_REQUIREMENTS).reasonFor('pdf.merge');
      expect(reason).toBe('qpdf was not found: DECKHAND_QPDF points to "/nonexistent/qpdf", which is not an executable file.');
    } finally {
      if (before === undefined) delete process.env.DECKHAND_QPDF;
      else process.env.DECKHAND_QPDF = before;
    }
    expect(await new ToolAvailability(TOOL_REQUIREMENTS).reasonFor('pdf.merge')).toBeNull();
  });
});
