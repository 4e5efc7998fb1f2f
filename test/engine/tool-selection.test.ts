import { describe, expect, it } from 'vitest';
import { parseToolSelection } from '../../main/engine/queue/tool-selection';

describe('a worker’s --tools', () => {
  it('takes the types and prefixes named, and leaves out those marked with !', () => {
    const office = parseToolSelection('convertor.*, pptx.join');
    expect(office('convertor.ppt2pdf')).toBe(true);
    expect(office('pptx.join')).toBe(true);
    expect(office('pptx.split')).toBe(false);
    expect(office('translation')).toBe(false);

    const noModels = parseToolSelection('!generation,!revamp');
    expect(noModels('convertor.ppt2pdf')).toBe(true);
    expect(noModels('generation')).toBe(false);
    expect(noModels('revamp')).toBe(false);

    const mixed = parseToolSelection('convertor.*,!convertor.ppt2video');
    expect(mixed('convertor.ppt2pdf')).toBe(true);
    expect(mixed('convertor.ppt2video')).toBe(false);
  });

  it('refuses an empty list and a malformed entry, saying how to write one', () => {
    expect(() => parseToolSelection(' , ')).toThrow(/needs at least one tool type, e\.g\. --tools/);
    expect(() => parseToolSelection('convertor.*,rm -rf')).toThrow(/"rm -rf" is not a tool type or a prefix ending in \*/);
    expect(() => parseToolSelection('*')).toThrow(/"\*" is not a tool type/);
  });
});
