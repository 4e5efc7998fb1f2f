/**
 * The PPTX package library's building blocks (part names, content types, relationship-id rewriting, scaling) and
 * verifyPackage itself: it must pass real decks and catch each defect we plant in one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentTypes, ContentTypeMap } from '../../main/engine/lib/pptx/content-types';
import { PartNameAllocator, relativeTarget, relsPartFor, resolveTarget, sourceOfRelsPart } from '../../main/engine/lib/pptx/part-names';
import { rewriteRelIds } from '../../main/engine/lib/pptx/rel-references';
import { fitTransform, scaleSlideXml } from '../../main/engine/lib/pptx/slide-scale';
import { verifyPackage } from '../../main/engine/lib/pptx/verify-package';
import { parseXml, serializeXml, type Element } from '../../main/engine/lib/pptx/xml-dom';
import { run as joinTool } from '../../main/engine/tools/pptx-join';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { CORPUS, mutateDeck, zipEntries, zipText } from './pptx-test-support';
import { CORPUS_ROOT } from '../helpers/corpus';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'deckhand-pptx-package-'));
});
afterAll(async () => {
  await cleanupWorkDirs();
  await rm(scratch, { recursive: true, force: true });
});

describe('part names', () => {
  it('maps parts to their .rels parts and resolves relative targets both ways', () => {
    expect(relsPartFor('/ppt/slides/slide1.xml')).toBe('/ppt/slides/_rels/slide1.xml.rels');
    expect(relsPartFor('/')).toBe('/_rels/.rels');
    expect(sourceOfRelsPart('/ppt/slides/_rels/slide1.xml.rels')).toBe('/ppt/slides/slide1.xml');
    expect(sourceOfRelsPart('/_rels/.rels')).toBe('/');
    expect(resolveTarget('/ppt/slides/slide1.xml', '../media/image%201.png')).toBe('/ppt/media/image 1.png');
    expect(resolveTarget('/ppt/slides/slide1.xml', '/ppt/theme/theme1.xml')).toBe('/ppt/theme/theme1.xml');
    expect(resolveTarget('/', 'ppt/presentation.xml')).toBe('/ppt/presentation.xml');
    expect(relativeTarget('/ppt/slides/slide1.xml', '/ppt/media/image1.png')).toBe('../media/image1.png');
    expect(relativeTarget('/ppt/presentation.xml', '/ppt/slides/slide2.xml')).toBe('slides/slide2.xml');
    expect(relativeTarget('/', '/docProps/app.xml')).toBe('docProps/app.xml');
    expect(relativeTarget('/ppt/slides/slide1.xml', '/ppt/slides/slide9.xml')).toBe('slide9.xml');
  });

  it('never hands out two names that differ only by case', () => {
    const names = new PartNameAllocator();
    names.claim('/ppt/media/Image1.PNG');
    const next = names.allocate('/ppt/media/image1.png');
    expect(next.toLowerCase()).not.toBe('/ppt/media/image1.png');
    expect(next).toBe('/ppt/media/image2.png');
    expect(names.allocate('/ppt/presProps.xml')).toBe('/ppt/presProps.xml');
    expect(names.allocate('/ppt/PRESPROPS.xml')).toBe('/ppt/PRESPROPS2.xml');
    expect(names.allocate('/ppt/embeddings/Microsoft Excel (1).xlsx')).toMatch(/^\/ppt\/embeddings\/[A-Za-z0-9._-]+\.xlsx$/);
    expect(() => names.claim('/PPT/MEDIA/image2.png')).toThrow();
  });
});

describe('content types', () => {
  it('uses a Default only for known pairs, an Override for every other part, and nothing for absent parts', () => {
    const parts = [
      { name: '/ppt/media/image1.png', contentType: 'image/png' },
      { name: '/ppt/embeddings/oleObject1.bin', contentType: 'application/vnd.openxmlformats-officedocument.oleObject' },
      {
        name: '/ppt/printerSettings/printerSettings1.bin',
        contentType: 'application/vnd.openxmlformats-officedocument.presentationml.printerSettings',
      },
      { name: '/ppt/slides/slide1.xml', contentType: 'application/vnd.openxmlformats-officedocument.presentationml.slide+xml' },
      { name: '/ppt/media/media1.weird', contentType: 'video/x-weird' },
    ];
    const xml = buildContentTypes(parts).toString('utf8');
    expect(xml).toContain('<Default Extension="png" ContentType="image/png"/>');
    expect(xml).toContain('<Default Extension="bin" ContentType="application/vnd.openxmlformats-officedocument.oleObject"/>');
    expect(xml).toContain('<Override PartName="/ppt/printerSettings/printerSettings1.bin"');
    expect(xml).not.toContain('Extension="weird"');
    expect(xml).toContain('<Override PartName="/ppt/media/media1.weird" ContentType="video/x-weird"/>');
    expect(xml.match(/<Override /g)).toHaveLength(3);
    const map = ContentTypeMap.parse(Buffer.from(xml));
    for (const p of parts) expect(map.lookup(p.name)).toBe(p.contentType);
  });

  it('normalises spellings that must not coexist', () => {
    const map = ContentTypeMap.parse(
      Buffer.from(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="svg" ContentType="image/svg"/><Default Extension="mp4" ContentType="video/unknown"/></Types>',
      ),
    );
    expect(map.lookup('/ppt/media/image1.svg')).toBe('image/svg+xml');
    expect(map.lookup('/ppt/media/media1.mp4')).toBe('video/mp4');
  });
});

describe('relationship id rewriting', () => {
  const xml = `<p:sld xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"
    xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"
    xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:dsp="http://schemas.microsoft.com/office/drawing/2008/diagram">
    <mc:AlternateContent><mc:Choice Requires="p14"><a:blip r:embed="rId1"/></mc:Choice><mc:Fallback><a:blip r:embed="rId1" r:link="rId9"/></mc:Fallback></mc:AlternateContent>
    <a:r><a:rPr><a:hlinkClick r:id="rId2" action="ppaction://hlinksldjump"/></a:rPr><a:t>jump</a:t></a:r>
    <a:r><a:rPr><a:hlinkClick r:id="" action="ppaction://hlinkshowjump?jump=nextslide"/></a:rPr></a:r>
    <o:x o:relid="rId3"/><dsp:dataModelExt relId="rId6"/><p:custData r:id="rId4"/></p:sld>`;

  it('maps every relationships-namespace attribute in both AlternateContent branches, drops dead links', () => {
    const root = parseXml(xml).documentElement as Element;
    rewriteRelIds(
      root,
      new Map([
        ['rId1', 'rId11'],
        ['rId3', 'rId13'],
        ['rId4', 'rId4'],
      ]),
      new Map([['rId6', 'rId16']]),
    );
    const out = serializeXml(root.ownerDocument as never).toString('utf8');
    expect(out.match(/r:embed="rId11"/g)).toHaveLength(2);
    expect(out).not.toContain('rId9');
    expect(out).not.toContain('hlinksldjump');
    expect(out).toContain('jump=nextslide');
    expect(out).toContain('o:relid="rId13"');
    expect(out).toContain('relId="rId16"');
    expect(out).toContain('<p:custData r:id="rId4"/>');
  });

  it('leaves parent-scoped SmartArt references alone when no parent map is known', () => {
    const root = parseXml(xml).documentElement as Element;
    rewriteRelIds(
      root,
      new Map([
        ['rId1', 'rId1'],
        ['rId2', 'rId2'],
        ['rId3', 'rId3'],
        ['rId4', 'rId4'],
      ]),
    );
    expect(serializeXml(root.ownerDocument as never).toString('utf8')).toContain('relId="rId6"');
  });
});

describe('slide scaling', () => {
  it('scales by the smaller ratio, centres top-level shapes, and keeps group children in their group space', () => {
    const t = fitTransform({ cx: 12192000, cy: 6858000 }, { cx: 9144000, cy: 6858000 });
    expect(t).toMatchObject({ scale: 0.75, dx: 0, dy: 857250, mode: 'scale' });
    // Kept at its size (autoResize off): a smaller deck stays 1:1 and is centred, a larger one shrinks to fit.
    expect(fitTransform({ cx: 9144000, cy: 6858000 }, { cx: 12192000, cy: 6858000 }, 'keep')).toMatchObject({
      scale: 1,
      dx: 1524000,
      dy: 0,
    });
    expect(fitTransform({ cx: 12192000, cy: 6858000 }, { cx: 9144000, cy: 6858000 }, 'keep')).toMatchObject({ scale: 0.75 });
    expect(fitTransform({ cx: 9144000, cy: 6858000 }, { cx: 9144000, cy: 6858000 })).toBeUndefined();
    const doc =
      parseXml(`<p:sld xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><p:cSld><p:spTree>
      <p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>
      <p:sp><p:spPr><a:xfrm><a:off x="1000" y="2000"/><a:ext cx="4000" cy="8000"/></a:xfrm><a:ln w="12700"/></p:spPr>
        <p:txBody><a:bodyPr lIns="91440"/><a:p><a:r><a:rPr sz="2000"/></a:r></a:p></p:txBody></p:sp>
      <p:grpSp><p:grpSpPr><a:xfrm><a:off x="100" y="100"/><a:ext cx="400" cy="400"/><a:chOff x="100" y="100"/><a:chExt cx="400" cy="400"/></a:xfrm></p:grpSpPr>
        <p:sp><p:spPr><a:xfrm><a:off x="200" y="200"/><a:ext cx="40" cy="40"/></a:xfrm></p:spPr></p:sp></p:grpSp>
    </p:spTree></p:cSld></p:sld>`);
    scaleSlideXml(doc.documentElement as Element, { scale: 0.5, dx: 10, dy: 20 });
    const out = serializeXml(doc).toString('utf8');
    expect(out).toContain('<a:off x="0" y="0"/><a:ext cx="0" cy="0"/>');
    expect(out).toContain('<a:off x="510" y="1020"/><a:ext cx="2000" cy="4000"/>');
    expect(out).toContain('<a:ln w="6350"/>');
    expect(out).toContain('lIns="45720"');
    expect(out).toContain('sz="1000"');
    expect(out).toContain('<a:off x="60" y="70"/><a:ext cx="200" cy="200"/><a:chOff x="50" y="50"/><a:chExt cx="200" cy="200"/>');
    expect(out).toContain('<a:off x="100" y="100"/><a:ext cx="20" cy="20"/>');
  });
});

describe('relationship graphs', () => {
  it('copies parts that point at each other (a cycle) without waiting on itself', async () => {
    const cyclic = join(scratch, 'cyclic.pptx');
    const rels = (id: string, target: string): string =>
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="${id}" Type="http://example.com/relationships/note" Target="${target}"/></Relationships>`;
    await mutateDeck(
      join(CORPUS, 'pp-sld-slides.pptx'),
      cyclic,
      (name, data) =>
        name === 'ppt/slides/_rels/slide1.xml.rels'
          ? Buffer.from(
              data
                .toString('utf8')
                .replace(
                  '</Relationships>',
                  '<Relationship Id="rId9" Type="http://example.com/relationships/note" Target="../notes-extra/a.xml"/></Relationships>',
                ),
            )
          : undefined,
      {
        'ppt/notes-extra/a.xml': '<a xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" r:id="rId1"/>',
        'ppt/notes-extra/b.xml': '<b xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" r:id="rId1"/>',
        'ppt/notes-extra/_rels/a.xml.rels': rels('rId1', 'b.xml'),
        'ppt/notes-extra/_rels/b.xml.rels': rels('rId1', 'a.xml'),
      },
    );
    const { output } = await runTool(joinTool, [{ path: cyclic }, { path: join(CORPUS, 'pp-tbl-cell.pptx') }], {});
    expect((await verifyPackage(output.path)).problems).toEqual([]);
    expect(
      zipEntries(output.path)
        .filter((n) => n.startsWith('ppt/notes-extra/') && n.endsWith('.xml'))
        .sort(),
    ).toEqual(['ppt/notes-extra/a.xml', 'ppt/notes-extra/b.xml']);
    expect(zipText(output.path, 'ppt/notes-extra/_rels/b.xml.rels')).toContain('Target="a.xml"');
  });
});

describe('verifyPackage', () => {
  it('passes real corpus decks', async () => {
    for (const name of ['pp-sld-slides.pptx', 'poi-SmartArt.pptx', 'poi-chart-picture-bg.pptx', 'pp-prs-notes.pptx']) {
      const report = await verifyPackage(join(CORPUS, name));
      expect(report.problems, name).toEqual([]);
    }
    expect((await verifyPackage(join(CORPUS, 'pp-sld-slides.pptx'))).slides).toBe(3);
  });

  it('reports a phantom Override, a dangling r:id, a duplicate slide id and a relationship to a missing part', async () => {
    const bad = join(scratch, 'bad.pptx');
    await mutateDeck(join(CORPUS, 'pp-sld-slides.pptx'), bad, (name, data) => {
      const text = data.toString('utf8');
      if (name === '[Content_Types].xml')
        return Buffer.from(text.replace('</Types>', '<Override PartName="/ppt/ghost.xml" ContentType="application/xml"/></Types>'));
      if (name === 'ppt/slides/slide1.xml')
        return Buffer.from(text.replace('<p:cNvPr id="1" name=""/>', '<p:cNvPr id="1" name=""><a:hlinkClick r:id="rId42"/></p:cNvPr>'));
      if (name === 'ppt/presentation.xml')
        return Buffer.from(text.replace(/(<p:sldId id=")(\d+)(" r:id="rId\d+"\/>)(<p:sldId id=")\d+/, '$1$2$3$4$2'));
      if (name === 'ppt/slides/_rels/slide2.xml.rels') {
        return Buffer.from(
          text.replace(
            '</Relationships>',
            '<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="../media/gone.png"/></Relationships>',
          ),
        );
      }
      return undefined;
    });
    const { problems } = await verifyPackage(bad);
    expect(problems.some((p) => p.includes('Override for a part that does not exist: /ppt/ghost.xml'))).toBe(true);
    expect(problems.some((p) => p.includes('/ppt/slides/slide1.xml') && p.includes('rId42'))).toBe(true);
    expect(problems.some((p) => p.startsWith('duplicate slide id'))).toBe(true);
    expect(problems.some((p) => p.includes('missing part /ppt/media/gone.png'))).toBe(true);
  });

  it('reports a master/layout id collision and a part without a content type', async () => {
    const bad = join(scratch, 'bad-ids.pptx');
    await mutateDeck(
      join(CORPUS, 'pp-sld-slides.pptx'),
      bad,
      // The master takes the id of its own layout (2147483655 in this deck).
      (name, data) =>
        name === 'ppt/presentation.xml'
          ? Buffer.from(data.toString('utf8').replace(/<p:sldMasterId id="\d+"/, '<p:sldMasterId id="2147483655"'))
          : undefined,
      { 'ppt/stray.weird': 'x' },
    );
    const { problems } = await verifyPackage(bad);
    expect(problems).toContain('no content type for /ppt/stray.weird');
    expect(problems.some((p) => p.includes('collides'))).toBe(true);
  });

  it('reports a file that is not a package', async () => {
    const { problems } = await verifyPackage(`${CORPUS_ROOT}/broken/poi-badzip.ppt`);
    expect(problems[0]).toMatch(/password-protected Office file, not a ZIP package/);
  });
});
