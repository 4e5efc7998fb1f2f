import { describe, expect, it } from 'vitest';
import { CATALOG, describeTool } from '../../shared/tools/catalog';
import { TOOL_LOADERS } from '../../main/engine/tools/registry';

describe('the tool registry', () => {
  it('has a module for every tool the catalog says the local engine runs, and no module without a catalog entry', () => {
    const local = CATALOG.filter((entry) => entry.local)
      .map((entry) => entry.type)
      .sort();
    expect(Object.keys(TOOL_LOADERS).sort()).toEqual(local);
  });

  it('loads each local tool module and finds its run function', async () => {
    for (const [type, load] of Object.entries(TOOL_LOADERS)) {
      const mod = await load();
      expect(typeof mod.run, type).toBe('function');
    }
  });

  it('lists every type of the service spec once, with limits and a JSON Schema for params', () => {
    const types = CATALOG.map((entry) => entry.type);
    expect(new Set(types).size).toBe(types.length);
    for (const type of [
      'pptx.join',
      'pptx.split',
      'html.buildPlayer',
      'file.compress',
      'image.resize',
      'pptx.embedFonts',
      'video.compress',
      'convertor.ppt2pdf',
      'generation',
      'translation',
      'revamp',
    ]) {
      expect(types).toContain(type);
    }
    for (const entry of CATALOG) {
      const descriptor = describeTool(entry);
      expect(descriptor.params.type, entry.type).toBe('object');
      expect(JSON.parse(JSON.stringify(descriptor))).toEqual(descriptor);
    }
    expect(describeTool(CATALOG.find((e) => e.type === 'translation')!).params).toMatchObject({ required: ['from', 'to'] });
  });
});
