/**
 * The building blocks that keep a merged slide's look (issue #11), without LibreOffice: text defaults carried by
 * difference, table styles whose GUIDs clash, picture backgrounds and tiles fitted to another size, chart text,
 * picture resolution, the app version, embeddings kept apart, and ZIPs read the way unzip reads them.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oldestAppVersion } from '../../main/engine/lib/pptx/app-properties';
import { fitBackgroundFill, slideBackgroundFill } from '../../main/engine/lib/pptx/background-fit';
import { scaleChartXml } from '../../main/engine/lib/pptx/chart-fit';
import { readImageInfo } from '../../main/engine/lib/pptx/image-info';
import { fitTransform, type SlideTransform } from '../../main/engine/lib/pptx/slide-scale';
import { TextDefaultsPatch } from '../../main/engine/lib/pptx/text-defaults';
import { verifyPackage } from '../../main/engine/lib/pptx/verify-package';
import { parseXml, serializeXml, type Element } from '../../main/engine/lib/pptx/xml-dom';
import { run as compress } from '../../main/engine/tools/file-compress';
import { run as joinTool } from '../../main/engine/tools/pptx-join';
import { run as splitTool } from '../../main/engine/tools/pptx-split';
import { ToolError } from '../../main/engine/lib/errors/tool-error';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { laterTextDeck } from './pptx-fidelity-decks';
import { BROKEN, CORPUS, mutateDeck, unzipTest, zipEntries, zipText } from './pptx-test-support';

const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const corpus = (name: string): string => join(CORPUS, name);

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'deckhand-fidelity-parts-'));
});
afterAll(async () => {
  await cleanupWorkDirs();
  await rm(scratch, { recursive: true, force: true });
});

const element = (xml: string): Element => parseXml(xml).documentElement as Element;
const text = (root: Element): string => serializeXml(root.ownerDocument as never).toString('utf8');
const defaults = (lvl1: string): Element =>
  element(`<p:defaultTextStyle xmlns:p="${P}" xmlns:a="${A}"><a:lvl1pPr>${lvl1}</a:lvl1pPr></p:defaultTextStyle>`);
const NONE = { font: false, fill: false, b: false, i: false };

describe('text defaults carried by difference', () => {
  const slide = (): Element =>
    element(
      `<p:sld xmlns:p="${P}" xmlns:a="${A}"><p:cSld><p:spTree>` +
        `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Box"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:txBody><a:bodyPr/><a:p><a:r><a:t>x</a:t></a:r></a:p></p:txBody></p:sp>` +
        `<p:sp><p:nvSpPr><p:cNvPr id="3" name="Title"/><p:cNvSpPr/><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><p:txBody><a:bodyPr/><a:p/></p:txBody></p:sp>` +
        `<p:sp><p:nvSpPr><p:cNvPr id="4" name="Styled"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:style><a:fontRef idx="minor"><a:schemeClr val="lt1"/></a:fontRef></p:style><p:txBody><a:bodyPr/><a:p/></p:txBody></p:sp>` +
        `</p:spTree></p:cSld></p:sld>`,
    );

  it('carries only what differs, comparing a missing size with 18 pt, and skips title placeholders', () => {
    const first = defaults(
      '<a:defRPr sz="2000" kern="1200"><a:solidFill><a:schemeClr val="tx1"/></a:solidFill><a:latin typeface="Arial"/></a:defRPr>',
    );
    const later = defaults(
      '<a:defRPr kern="1200"><a:solidFill><a:schemeClr val="tx1"/></a:solidFill><a:latin typeface="+mn-lt"/></a:defRPr>',
    );
    const root = slide();
    TextDefaultsPatch.between(first, later).apply(root, () => NONE);
    const xml = text(root);
    expect(xml).toContain(
      '<p:txBody><a:bodyPr/><a:lstStyle><a:lvl1pPr><a:defRPr sz="1800"><a:latin typeface="+mn-lt"/></a:defRPr></a:lvl1pPr></a:lstStyle>',
    );
    // The title keeps its master's styles; the styled shape keeps its theme font from fontRef.
    expect(xml).toMatch(/name="Title".*?<a:bodyPr\/><a:p\/>/);
    expect(xml).toMatch(/name="Styled".*?<a:lstStyle><a:lvl1pPr><a:defRPr sz="1800"\/><\/a:lvl1pPr><\/a:lstStyle>/);
    expect(TextDefaultsPatch.between(first, first).isEmpty).toBe(true);
  });

  it('keeps a table style’s font, colour and weight, and scales sizes with a scaled deck', () => {
    const first = defaults('<a:defRPr sz="1800"><a:solidFill><a:schemeClr val="tx1"/></a:solidFill></a:defRPr>');
    const later = defaults('<a:defRPr sz="2400" b="1"><a:solidFill><a:srgbClr val="FF0000"/></a:solidFill></a:defRPr>');
    const table = element(
      `<p:sld xmlns:p="${P}" xmlns:a="${A}"><a:tbl><a:tblPr><a:tableStyleId>{X}</a:tableStyleId></a:tblPr><a:tr><a:tc><a:txBody><a:bodyPr/><a:p/></a:txBody></a:tc></a:tr></a:tbl></p:sld>`,
    );
    TextDefaultsPatch.between(first, later, 0.5).apply(table, (id) =>
      id === '{X}' ? { font: true, fill: true, b: true, i: false } : NONE,
    );
    // 24 pt at half size; tab stops scale too (the application's 1-inch default becomes half an inch).
    expect(text(table)).toContain('<a:lstStyle><a:lvl1pPr defTabSz="457200"><a:defRPr sz="1200"/></a:lvl1pPr></a:lstStyle>');
  });
});

describe('table styles whose GUIDs clash', () => {
  it('gives a later deck’s different definition a new GUID and points its tables at it', async () => {
    const later = join(scratch, 'restyled.pptx');
    await laterTextDeck(join(scratch, 'later-src.pptx'));
    // The same GUID as poi-table-with-theme's "Medium Style 2 - Accent 1", with another header colour.
    await mutateDeck(join(scratch, 'later-src.pptx'), later, (name, data) =>
      name === 'ppt/tableStyles.xml'
        ? Buffer.from(data.toString('utf8').replace('<a:firstRow><a:tcTxStyle b="on">', '<a:firstRow><a:tcTxStyle b="off">'))
        : undefined,
    );
    expect(zipText(later, 'ppt/tableStyles.xml')).toContain('<a:tcTxStyle b="off">');
    const { output } = await runTool(joinTool, [{ path: corpus('poi-table-with-theme.pptx') }, { path: later }], {});
    expect((await verifyPackage(output.path)).problems).toEqual([]);
    const styles = zipText(output.path, 'ppt/tableStyles.xml');
    const ids = [...styles.matchAll(/styleId="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    const used = /<a:tableStyleId>([^<]+)<\/a:tableStyleId>/.exec(zipText(output.path, 'ppt/slides/slide2.xml'))?.[1] ?? '';
    expect(used).not.toBe('{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}');
    expect(styles).toMatch(new RegExp(`styleId="${used.replace(/[{}]/g, '\\$&')}"[^>]*>.*?<a:firstRow><a:tcTxStyle b="off">`));
    // The first deck's own table still names the original style.
    expect(zipText(output.path, 'ppt/slides/slide1.xml')).toContain('{69012ECD-51FC-41F1-AA8D-1B2483CD663E}');
  });
});

describe('picture backgrounds fitted to another size', () => {
  const bg = (fill: string): Element =>
    element(
      `<p:sld xmlns:p="${P}" xmlns:a="${A}" xmlns:r="${R}"><p:cSld><p:bg><p:bgPr><a:blipFill><a:blip r:embed="rId2"/>${fill}</a:blipFill></p:bgPr></p:bg></p:cSld></p:sld>`,
    );
  const wideIntoSquare = fitTransform({ cx: 12192000, cy: 6858000 }, { cx: 9144000, cy: 6858000 }) as SlideTransform;
  const fitted = (fill: string, t: SlideTransform, picture?: { cx: number; cy: number }): string => {
    const root = bg(fill);
    fitBackgroundFill(slideBackgroundFill(root) as Element, t, picture);
    return text(root);
  };

  it('maps a stretched picture onto the content box: a centred tile when its size is known, else fillRect insets', () => {
    expect(fitted('<a:stretch><a:fillRect/></a:stretch>', wideIntoSquare)).toContain('<a:fillRect t="12500" b="12500"/>');
    expect(fitted('<a:stretch><a:fillRect/></a:stretch>', wideIntoSquare, { cx: 12192000, cy: 6858000 })).toContain(
      '<a:tile tx="0" ty="0" sx="75000" sy="75000" flip="xy" algn="ctr"/>',
    );
    // A cropped picture, or one placed off centre, keeps the stretch with insets.
    expect(fitted('<a:srcRect l="10000"/><a:stretch><a:fillRect/></a:stretch>', wideIntoSquare, { cx: 1, cy: 1 })).toContain(
      '<a:fillRect t="12500" b="12500"/>',
    );
    expect(fitted('<a:stretch><a:fillRect l="50000"/></a:stretch>', wideIntoSquare, { cx: 1, cy: 1 })).toContain(
      '<a:fillRect l="50000" t="12500" b="12500"/>',
    );
  });

  it('covers the slide when the deck keeps its size (autoResize off)', () => {
    const keep = fitTransform({ cx: 9144000, cy: 6858000 }, { cx: 12192000, cy: 6858000 }, 'keep') as SlideTransform;
    expect(fitted('<a:stretch><a:fillRect/></a:stretch>', keep)).toContain('<a:fillRect t="-16667" b="-16667"/>');
  });

  it('scales a tile and moves its grid with the content box', () => {
    expect(fitted('<a:tile tx="0" ty="0" sx="100000" sy="100000" flip="none" algn="tl"/>', wideIntoSquare)).toContain(
      '<a:tile tx="0" ty="857250" sx="75000" sy="75000" flip="none" algn="tl"/>',
    );
    // Known size: anchored at the centre, offset reduced to within half a tile of it.
    expect(
      fitted('<a:tile tx="0" ty="0" sx="100000" sy="100000" flip="none" algn="tl"/>', wideIntoSquare, { cx: 12192000, cy: 6858000 }),
    ).toContain('<a:tile tx="0" ty="0" sx="75000" sy="75000" flip="none" algn="ctr"/>');
  });
});

describe('chart text of a scaled deck', () => {
  it('scales explicit sizes and gives text without one the scaled 10 pt default', () => {
    const chart = element(
      `<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" xmlns:a="${A}"><c:chart><c:title><c:tx><c:rich><a:bodyPr/><a:p><a:r><a:rPr sz="1400"/><a:t>T</a:t></a:r></a:p></c:rich></c:tx></c:title></c:chart><c:externalData/></c:chartSpace>`,
    );
    scaleChartXml(chart, 0.75);
    const xml = text(chart);
    expect(xml).toContain('<a:rPr sz="1050"/>');
    expect(xml).toMatch(
      /<\/c:chart><c:txPr><a:bodyPr\/><a:lstStyle\/><a:p><a:pPr><a:defRPr sz="750"\/><\/a:pPr><a:endParaRPr\/><\/a:p><\/c:txPr><c:externalData\/>/,
    );
  });
});

describe('picture resolution', () => {
  it('reads the DPI a PNG or JPEG states, and nothing when it states none', async () => {
    const base = sharp({ create: { width: 30, height: 20, channels: 3, background: '#808080' } });
    const png = await base.clone().png().withMetadata({ density: 150 }).toBuffer();
    const plain = await base.clone().jpeg().toBuffer();
    // A JFIF header stating 72 dots per inch, as cameras and PowerPoint write it (sharp writes none).
    const jfif = Buffer.from('ffe000104a46494600010101004800480000', 'hex');
    const jpeg = Buffer.concat([plain.subarray(0, 2), jfif, plain.subarray(2)]);
    expect(await readImageInfo(Readable.from([png]))).toMatchObject({ width: 30, height: 20 });
    expect((await readImageInfo(Readable.from([png])))?.dpiX).toBeCloseTo(150, 0);
    expect(await readImageInfo(Readable.from([jpeg]))).toEqual({ width: 30, height: 20, dpiX: 72, dpiY: 72 });
    expect(await readImageInfo(Readable.from([plain]))).toBeUndefined();
  });
});

describe('deck-wide facts', () => {
  it('claims the oldest AppVersion of the inputs', () => {
    expect(oldestAppVersion(['16.0000', '12.0000', undefined, '14.0000'])).toBe('12.0000');
    expect(oldestAppVersion(['16.0016', '16.0000'])).toBe('16.0000');
    expect(oldestAppVersion([undefined])).toBeUndefined();
  });

  it('keeps one embedded workbook per chart, even when their bytes are identical', async () => {
    const charts = corpus('pp-cht-charts.pptx');
    const { output } = await runTool(joinTool, [{ path: charts }, { path: charts }], {});
    const workbooks = zipEntries(output.path).filter((n) => /^ppt\/embeddings\/.*\.xlsx$/.test(n));
    expect(workbooks).toHaveLength(2);
    const targets = ['ppt/charts/_rels/chart1.xml.rels', 'ppt/charts/_rels/chart2.xml.rels'].map(
      (rels) => /Target="\.\.\/embeddings\/([^"]+)"/.exec(zipText(output.path, rels))?.[1],
    );
    expect(targets[0]).toBeDefined();
    expect(targets[0]).not.toBe(targets[1]);
  });
});

describe('ZIPs read the way unzip reads them', () => {
  const variants = async (): Promise<Record<string, string>> => {
    const whole = await readFile(corpus('pp-sld-slides.pptx'));
    const end = whole.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const wrongComment = Buffer.from(whole);
    wrongComment.writeUInt16LE(7, end + 20);
    const files = {
      'trailing byte': Buffer.concat([whole, Buffer.from([0x0a])]),
      'wrong comment length': wrongComment,
      'bytes before the archive': Buffer.concat([Buffer.alloc(512, 0x20), whole]),
    };
    const out: Record<string, string> = {};
    for (const [name, data] of Object.entries(files)) {
      out[name] = join(scratch, `${name.replace(/ /g, '-')}.pptx`);
      await writeFile(out[name], data);
    }
    return out;
  };

  it('opens decks with stray bytes in every pptx tool, as unzip does', async () => {
    for (const [name, path] of Object.entries(await variants())) {
      // unzip reads bytes before the archive too, but says so with exit status 1.
      if (name !== 'bytes before the archive') unzipTest(path);
      expect((await verifyPackage(path)).problems, name).toEqual([]);
      const merged = await runTool(joinTool, [{ path }, { path: corpus('pp-tbl-cell.pptx') }], {});
      expect((await verifyPackage(merged.output.path)).slides, name).toBe(6);
      const parts = await runTool(splitTool, [{ path }], {});
      expect(parts.output.metadata?.slides, name).toBe(3);
      // The compressor sniffs the first bytes for a ZIP signature before it opens anything (file-compress.ts).
      if (name === 'bytes before the archive') continue;
      const small = await runTool(compress, [{ path }], {});
      unzipTest(small.output.path);
    }
  });

  it('still refuses what has no end record within reach', async () => {
    const error = await runTool(joinTool, [{ path: corpus('pp-sld-slides.pptx') }, { path: join(BROKEN, 'poi-badzip.ppt') }], {}).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ToolError);
    expect((error as ToolError).code).toBe('invalid_file');
  });
});
