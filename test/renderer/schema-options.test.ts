import { describe, expect, it } from 'vitest';
import { PANELS } from '../../renderer/src/app/panel-registry';
import { schemaField } from '../../renderer/src/shared/panel/schema-fields';
import { initialValues, paramsFromValues, resolveFields, valuesProblem } from '../../renderer/src/shared/panel/schema-options';
import { KEEP_ACTIVE_CONTENT } from '../../renderer/src/shared/ui/keep-active-content-field';
import { panelTool } from '../../renderer/src/shared/panel/panel-tool';
import { CATALOG, describeTool, findTool } from '../../shared/tools/catalog';
import { checkParams } from '../../shared/tools/params-errors';

describe('schema fields', () => {
  it('reads kinds, allowed values, bounds and defaults from a tool’s own params schema', () => {
    expect(schemaField('convertor.ppt2image', 'resolution')).toEqual({
      kind: 'choice',
      name: 'resolution',
      values: [1080, 1920, 2560],
      defaultValue: 1920,
      optional: false,
    });
    expect(schemaField('convertor.pdf2image', 'format')).toMatchObject({ kind: 'choice', values: ['png', 'jpg'], defaultValue: 'png' });
    expect(schemaField('convertor.html2png', 'width')).toMatchObject({
      kind: 'number',
      integer: true,
      min: 16,
      max: 8192,
      defaultValue: 1280,
    });
    expect(schemaField('convertor.html2png', 'scale')).toMatchObject({
      kind: 'number',
      integer: false,
      min: 0.25,
      max: 4,
      defaultValue: 1,
    });
    expect(schemaField('convertor.html2png', 'fullPage')).toMatchObject({ kind: 'boolean', defaultValue: false });
    expect(schemaField('convertor.html2png', 'html')).toMatchObject({ kind: 'text', optional: true, maxLength: 10 * 1024 * 1024 });
    expect(() => schemaField('convertor.html2png', 'colour')).toThrow('has no param “colour”');
    expect(() => schemaField('pptx.getTextShapes', 'pickPages')).toThrow('give it a field of its own');
  });

  it('turns what the fields hold into params, and says what is wrong with a typed number', () => {
    const fields = resolveFields('convertor.pdf2image', [
      { name: 'resolution', label: 'Long side', unit: 'px' },
      { name: 'format', label: 'Format' },
    ]);
    const initial = initialValues(fields);
    expect(initial).toEqual({ resolution: '1080', format: 'png' });
    expect(paramsFromValues(fields, initial)).toEqual({ resolution: 1080, format: 'png' });
    expect(paramsFromValues(fields, { ...initial, resolution: ' 640 ' })).toEqual({ resolution: 640, format: 'png' });
    expect(paramsFromValues(fields, { ...initial, resolution: '' })).toEqual({ format: 'png' });
    expect(valuesProblem(fields, { ...initial, resolution: '1e3' })).toBe('“Long side” takes a whole number from 16 to 8192 (px).');
    expect(valuesProblem(fields, { ...initial, resolution: '' })).toBeNull();
    expect(valuesProblem(fields, initial)).toBeNull();
  });

  it('sends a switch marked onlyWhenOn only when it is on, so a PDF tool’s keepActiveContent is left out by default', () => {
    const fields = resolveFields('pdf.compress', [{ name: 'level', label: 'Level' }, KEEP_ACTIVE_CONTENT]);
    const initial = initialValues(fields);
    expect(initial).toEqual({ level: 'balanced', keepActiveContent: false });
    expect(paramsFromValues(fields, initial)).toEqual({ level: 'balanced' });
    expect(paramsFromValues(fields, { ...initial, keepActiveContent: true })).toEqual({ level: 'balanced', keepActiveContent: true });
  });
});

describe('every panel', () => {
  const tools = CATALOG.map(describeTool);
  const fileFor = (extension: string) => ({ path: `/staged/file${extension}`, name: `file${extension}`, size: 1000 });

  it('starts, with its initial options, a task its tool’s schema accepts for every kind of file it takes', () => {
    for (const panel of PANELS) {
      const tool = panelTool(panel, tools);
      expect(tool, panel.id).toBeDefined();
      for (const extension of tool?.extensions ?? []) {
        const files = [fileFor(extension), ...(tool && tool.minFiles > 1 ? [fileFor(extension)] : [])];
        const options = panel.options?.initial;
        const type = panel.requestType?.(options, files) ?? panel.toolType;
        const params = panel.options?.toParams(options, files) ?? {};
        const items = files.map((staged, index) => ({
          key: `k${index}`,
          name: staged.name,
          size: staged.size,
          state: 'ready' as const,
          sentBytes: staged.size,
          staged,
        }));
        // A panel that says what is still missing (fonts to embed, a deck's slides being read) sends nothing yet;
        // every other one starts complete.
        if (panel.options?.blocker?.(options, items) == null) {
          const checked = checkParams(
            findTool(type)!,
            params,
            files.map((file) => file.name),
          );
          expect(checked, `${panel.id} ${extension}`).toMatchObject({ ok: true });
        }
        // The tool picked for a file takes that kind of file.
        expect(findTool(type)?.extensions, `${panel.id} ${extension}`).toContain(extension);
      }
    }
  });
});
