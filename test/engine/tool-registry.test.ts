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
      // DeckFlow's other types (issue #14), all run locally.
      'pptx.getFontInfo',
      'pptx.getTextShapes',
      'pptx.parse',
      'pdf.parse',
      'docx.parseTextAndImage',
      'image.convertWebp',
      'image.ocr',
      'convertor.ppt2image',
      'convertor.pdf2image',
      'convertor.doc2pdf',
      'convertor.ppt2pptx',
      'convertor.ppt2video',
      'convertor.keynote2pdf',
      'convertor.keynote2image',
      'convertor.html2png',
      'convertor.markdown2png',
      'convertor.html2pptx',
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

describe('what the issue #14 tools need from the machine', () => {
  it('each lists the programs it runs, so GET /tools/types can say what to install', async () => {
    const { TOOL_REQUIREMENTS } = await import('../../main/engine/tools/availability');
    for (const type of [
      'convertor.ppt2image',
      'convertor.pdf2image',
      'convertor.doc2pdf',
      'convertor.ppt2pptx',
      'convertor.ppt2video',
      'convertor.keynote2pdf',
      'convertor.keynote2image',
      'convertor.html2png',
      'convertor.markdown2png',
      'convertor.html2pptx',
      'image.ocr',
      'pdf.parse',
    ]) {
      expect(TOOL_REQUIREMENTS[type]?.length, type).toBeGreaterThan(0);
    }
    // On this machine every one of them is installed.
    for (const [type, probes] of Object.entries(TOOL_REQUIREMENTS))
      for (const probe of probes) await expect(probe(), type).resolves.toBeDefined();
  });
});
