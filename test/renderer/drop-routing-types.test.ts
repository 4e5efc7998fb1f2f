/**
 * Files whose type the system names in its own way reach the tools their extension says (issue #19, item 13): a .ppt
 * dropped as `application/x-mspowerpoint`, or with no type, is offered to the tools that take .ppt files; a file
 * plainly of another kind (a picture named .ppt) is still refused.
 */
import { describe, expect, it } from 'vitest';
import { routeDrop } from '../../renderer/src/app/drop-routing';
import { PANELS } from '../../renderer/src/app/panel-registry';
import { CATALOG, describeTool, findTool } from '../../shared/tools/catalog';
import { fileRefusal } from '../../shared/tools/file-acceptance';

const tools = CATALOG.map(describeTool);
const takesPpt = PANELS.filter((panel) => findTool(panel.toolType)?.extensions.includes('.ppt')).map((panel) => panel.id);

describe('drop routing by extension', () => {
  it('offers a .ppt to every tool that takes .ppt, whatever type the system gave it', () => {
    expect(takesPpt).toEqual(expect.arrayContaining(['pdf', 'ppt-pptx']));
    for (const mimeType of [
      undefined,
      '',
      'application/octet-stream',
      'application/vnd.ms-powerpoint',
      'application/x-mspowerpoint',
      'application/vnd.ms-office',
    ]) {
      const route = routeDrop([{ name: 'Old deck.ppt', size: 1000, mimeType }], undefined, PANELS, tools);
      expect(route.kind, String(mimeType)).toBe('choose');
      if (route.kind === 'choose') expect(route.panels.map((panel) => panel.id).sort(), String(mimeType)).toEqual([...takesPpt].sort());
    }
  });

  it('still refuses a file that is plainly another kind', () => {
    const pdf = findTool('convertor.ppt2pdf');
    if (!pdf) throw new Error('no convertor.ppt2pdf');
    expect(fileRefusal(pdf, { name: 'photo.ppt', size: 1000, mimeType: 'image/png' })?.message).toMatch(/was sent as image\/png/);
    expect(fileRefusal(pdf, { name: 'Old deck.ppt', size: 1000, mimeType: 'application/x-mspowerpoint' })).toBeNull();
  });
});
