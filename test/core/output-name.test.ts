import { describe, expect, it } from 'vitest';
import { suggestOutputName } from '../../main/core/output-name';
import { safeFileName } from '../../shared/file-names';
import { CATALOG, describeTool } from '../../shared/tools/catalog';
import type { Task } from '../../shared/contract/service';

const tool = (type: string) => {
  const entry = CATALOG.find((candidate) => candidate.type === type);
  return entry ? describeTool(entry) : undefined;
};

function task(overrides: Partial<Task>): Task {
  return {
    id: 't',
    name: 'Quarterly review.pptx',
    type: 'pptx.join',
    status: 'completed',
    preview: null,
    createdAt: '',
    updatedAt: '',
    ...overrides,
  };
}

describe('suggestOutputName', () => {
  it('uses the name the service gave the result, made safe', () => {
    expect(suggestOutputName(task({ result: { url: 'x', fileName: 'merged.pptx' } }), tool('pptx.join'), undefined)).toBe('merged.pptx');
    expect(suggestOutputName(task({ result: { url: 'x', fileName: '../../etc/pass:wd' } }), undefined, undefined)).toBe('pass_wd');
  });

  it('falls back to <first input base>-<what was done><output extension>', () => {
    const inputs = { files: [{ path: '/a/Kick-off deck.pptx', name: 'Kick-off deck.pptx', size: 1 }] };
    expect(suggestOutputName(task({}), tool('pptx.join'), inputs)).toBe('Kick-off deck-merged.pptx');
    expect(suggestOutputName(task({}), tool('pptx.join'), undefined)).toBe('Quarterly review-merged.pptx');
    expect(suggestOutputName(task({ type: 'pptx.split' }), tool('pptx.split'), inputs)).toBe('Kick-off deck-slides.zip');
    expect(suggestOutputName(task({ type: 'convertor.ppt2pdf' }), tool('convertor.ppt2pdf'), inputs)).toBe('Kick-off deck.pdf');
    expect(suggestOutputName(task({ type: 'image.resize', name: 'photo.JPG' }), tool('image.resize'), undefined)).toBe('photo-resized.JPG');
    // What each tool did comes from its definition: a picture converted keeps its name, pages read say so.
    expect(suggestOutputName(task({ type: 'image.convertWebp', name: 'photo.png' }), tool('image.convertWebp'), undefined)).toBe(
      'photo.webp',
    );
    expect(suggestOutputName(task({ type: 'convertor.pdf2image', name: 'report.pdf' }), tool('convertor.pdf2image'), undefined)).toBe(
      'report-images.zip',
    );
    // A type only the cloud knows gets a neutral word.
    expect(suggestOutputName(task({ type: 'cloud.only', name: 'a.bin' }), undefined, undefined)).toBe('a-output.bin');
  });

  it('prefers the name the person chose in the panel, with the result’s extension', () => {
    const request = { files: [], outputName: 'Q4: board review' };
    expect(suggestOutputName(task({ result: { url: 'x', fileName: 'a-merged.pptx' } }), tool('pptx.join'), request)).toBe(
      'Q4_ board review.pptx',
    );
    expect(suggestOutputName(task({}), tool('pptx.join'), request)).toBe('Q4_ board review.pptx');
  });

  it('never yields an empty, hidden or reserved name', () => {
    expect(safeFileName('..')).toBe('file');
    expect(safeFileName('CON.txt')).toBe('file');
    expect(safeFileName(' .hidden ')).toBe('hidden');
    expect(safeFileName('a\u0000b\nc')).toBe('a_b_c');
  });
});
