/**
 * pptx.join on decks built for the case: presentation-level parts (embedded fonts, custom shows, sections, app.xml),
 * masters shared only when truly identical, and bad input refused with the reason.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPackage } from '../../main/engine/lib/pptx/verify-package';
import { run as join_ } from '../../main/engine/tools/pptx-join';
import { run as split } from '../../main/engine/tools/pptx-split';
import { ToolError } from '../../main/engine/lib/errors/tool-error';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { BROKEN, CORPUS, mutateDeck, zipEntries, zipText } from './pptx-test-support';

const corpus = (name: string): string => join(CORPUS, name);

let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'deckhand-pptx-join-parts-'));
});

afterAll(async () => {
  await cleanupWorkDirs();
  await rm(scratch, { recursive: true, force: true });
});

async function makeRichDeck(dest: string): Promise<void> {
  await mutateDeck(
    corpus('pp-txt-font-typeface.pptx'),
    dest,
    (name, data) => {
      const text = data.toString('utf8');
      if (name === 'ppt/presentation.xml') {
        return Buffer.from(
          text
            .replace('saveSubsetFonts="1"', 'saveSubsetFonts="1" embedTrueTypeFonts="1"')
            .replace(
              /(<p:notesSz [^>]*\/>)/,
              '$1<p:embeddedFontLst><p:embeddedFont><p:font typeface="Arial Black"/><p:regular r:id="rIdF1"/></p:embeddedFont>' +
                '<p:embeddedFont><p:font typeface="Unused Face"/><p:regular r:id="rIdF2"/></p:embeddedFont></p:embeddedFontLst>' +
                '<p:custShowLst><p:custShow name="Short" id="0"><p:sldLst><p:sld r:id="rId2"/></p:sldLst></p:custShow></p:custShowLst>',
            ),
        );
      }
      if (name === 'ppt/_rels/presentation.xml.rels') {
        const font = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/font';
        return Buffer.from(
          text.replace(
            '</Relationships>',
            `<Relationship Id="rIdF1" Type="${font}" Target="fonts/font1.fntdata"/><Relationship Id="rIdF2" Type="${font}" Target="fonts/font2.fntdata"/></Relationships>`,
          ),
        );
      }
      if (name === '[Content_Types].xml')
        return Buffer.from(text.replace('</Types>', '<Default Extension="fntdata" ContentType="application/x-fontdata"/></Types>'));
      if (name === 'ppt/viewProps.xml') {
        return Buffer.from(
          text.replace(
            '</p:slideViewPr>',
            '</p:slideViewPr><p:outlineViewPr><p:cViewPr><p:scale><a:sx n="33" d="100"/><a:sy n="33" d="100"/></p:scale><p:origin x="0" y="0"/></p:cViewPr><p:sldLst><p:sld r:id="rId1" collapse="1"/></p:sldLst></p:outlineViewPr>',
          ),
        );
      }
      if (name === 'ppt/presProps.xml')
        return Buffer.from(text.replace('<p:extLst>', '<p:showPr showNarration="1"><p:custShow id="0"/></p:showPr><p:extLst>'));
      return undefined;
    },
    {
      'ppt/fonts/font1.fntdata': Buffer.alloc(2048, 1),
      'ppt/fonts/font2.fntdata': Buffer.alloc(2048, 2),
      // PowerPoint gives viewProps its own relationships to the slides its outline list names.
      'ppt/_rels/viewProps.xml.rels':
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/slide1.xml"/></Relationships>',
    },
  );
}

describe('pptx.join: presentation-level parts', () => {
  it('keeps used embedded fonts once, remaps custom shows, drops the outline list', async () => {
    const rich = join(scratch, 'rich.pptx');
    await makeRichDeck(rich);
    expect((await verifyPackage(rich)).problems).toEqual([]);
    const { output } = await runTool(join_, [{ path: rich }, { path: corpus('pp-sld-slides.pptx') }, { path: rich }], {});
    expect((await verifyPackage(output.path)).problems).toEqual([]);
    const presentation = zipText(output.path, 'ppt/presentation.xml');
    expect([...presentation.matchAll(/<p:font typeface="([^"]+)"/g)].map((m) => m[1])).toEqual(['Arial Black']);
    expect(presentation).toContain('embedTrueTypeFonts="1"');
    expect(zipEntries(output.path).filter((n) => n.endsWith('.fntdata'))).toHaveLength(1);
    expect(zipText(output.path, '[Content_Types].xml')).toContain('<Default Extension="fntdata" ContentType="application/x-fontdata"/>');
    const rels = zipText(output.path, 'ppt/_rels/presentation.xml.rels');
    const showSlides = [...presentation.matchAll(/<p:sld r:id="([^"]+)"\/>/g)].map(
      (m) => new RegExp(`Id="${m[1]}"[^>]*Target="([^"]+)"`).exec(rels)?.[1],
    );
    expect(showSlides).toEqual(['slides/slide1.xml']);
    expect(zipText(output.path, 'ppt/viewProps.xml')).not.toContain('<p:sldLst');
    expect(zipText(output.path, 'ppt/presProps.xml')).toContain('<p:custShow id="0"/>');

    const { output: parts } = await runTool(split, [{ path: rich }], {});
    const dir = await mkdtemp(join(scratch, 'rich-split-'));
    execFileSync('unzip', ['-q', parts.path, '-d', dir]);
    const single = join(dir, 'rich-slide-1.pptx');
    expect((await verifyPackage(single)).problems).toEqual([]);
    const singlePresentation = zipText(single, 'ppt/presentation.xml');
    expect(singlePresentation).not.toContain('custShow');
    expect([...singlePresentation.matchAll(/<p:font typeface="([^"]+)"/g)].map((m) => m[1])).toEqual(['Arial Black']);
    expect(zipText(single, 'ppt/presProps.xml')).not.toContain('custShow');
    expect(zipText(single, 'ppt/viewProps.xml')).not.toContain('<p:sldLst');
  });

  it('reuses a master only when it is truly identical, down to its pictures', async () => {
    const aptia = corpus('poi-aptia.pptx');
    const twin = (await runTool(join_, [{ path: aptia }, { path: aptia }], {})).output;
    const masters = (deck: string): number => zipEntries(deck).filter((n) => /^ppt\/slideMasters\/slideMaster\d+\.xml$/.test(n)).length;
    const layouts = (deck: string): number => zipEntries(deck).filter((n) => /^ppt\/slideLayouts\/slideLayout\d+\.xml$/.test(n)).length;
    expect(masters(twin.path)).toBe(1);
    expect(layouts(twin.path)).toBe(layouts(aptia));

    // The same deck whose master background picture differs by one byte: its master must be copied, not shared.
    const repainted = join(scratch, 'repainted.pptx');
    await mutateDeck(aptia, repainted, (name, data) => {
      if (name !== 'ppt/media/image1.jpeg') return undefined;
      const copy = Buffer.from(data);
      const middle = Math.floor(copy.length / 2);
      copy[middle] = (copy[middle] as number) ^ 0xff;
      return copy;
    });
    const different = (await runTool(join_, [{ path: aptia }, { path: repainted }], {})).output;
    expect((await verifyPackage(different.path)).problems).toEqual([]);
    expect(masters(different.path)).toBe(2);
    expect(layouts(different.path)).toBe(2 * layouts(aptia));
    const ids = [...zipText(different.path, 'ppt/presentation.xml').matchAll(/<p:sldMasterId id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids.every((id) => id >= 2147483648)).toBe(true);
  });

  it('rebuilds sections from the decks, and updates app.xml', async () => {
    const { output } = await runTool(join_, [{ path: corpus('pp-sld-slides.pptx') }, { path: corpus('poi-bug64693.pptx') }], {});
    const presentation = zipText(output.path, 'ppt/presentation.xml');
    const sections = [
      ...presentation.matchAll(/<p14:section name="([^"]*)" id="\{[0-9A-F-]{36}\}"><p14:sldIdLst>(.*?)<\/p14:sldIdLst>/g),
    ].map((m) => [m[1], m[2]]);
    expect(sections).toEqual([
      ['pp-sld-slides', '<p14:sldId id="256"/><p14:sldId id="257"/><p14:sldId id="258"/>'],
      ['章节页', '<p14:sldId id="259"/>'],
    ]);
    const app = zipText(output.path, 'docProps/app.xml');
    expect(app).toContain('<Slides>4</Slides>');
    expect(app).toContain('<HiddenSlides>0</HiddenSlides>');
    const titles = /<TitlesOfParts><vt:vector size="(\d+)"/.exec(app);
    const headingCounts = [...app.matchAll(/<vt:i4>(\d+)<\/vt:i4>/g)].map((m) => Number(m[1]));
    expect(Number(titles?.[1])).toBe(headingCounts.reduce((a, b) => a + b, 0));
  });
});

describe('pptx.join: bad input', () => {
  const failure = async (files: string[], params: { hiddens?: number[] } = {}): Promise<ToolError> => {
    try {
      await runTool(
        join_,
        files.map((path) => ({ path })),
        params,
      );
    } catch (error) {
      if (error instanceof ToolError) return error;
      throw error;
    }
    throw new Error('the merge did not fail');
  };

  it.each([
    'poi-badzip.ppt',
    'poi-clusterfuzz-testcase-minimized-POIFuzzer-5205835528404992.pptx',
    'poi-clusterfuzz-testcase-minimized-POIFuzzer-5429732352851968.ppt',
    'poi-clusterfuzz-testcase-minimized-POIXSLFFuzzer-5463285576892416.pptx',
  ])('refuses broken %s with invalid_file naming it', async (name) => {
    const error = await failure([corpus('pp-sld-slides.pptx'), join(BROKEN, name)]);
    expect(error.code).toBe('invalid_file');
    expect(error.message.startsWith(`${name}: `)).toBe(true);
  });

  it('refuses a truncated deck, a damaged slide and an absurdly large part', async () => {
    const truncated = join(scratch, 'truncated.pptx');
    const whole = await readFile(corpus('pp-sld-slides.pptx'));
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    expect((await failure([truncated, corpus('pp-tbl-cell.pptx')])).message).toMatch(/^truncated\.pptx: /);

    const damaged = join(scratch, 'damaged.pptx');
    await mutateDeck(corpus('pp-sld-slides.pptx'), damaged, (name) =>
      name === 'ppt/slides/slide2.xml' ? Buffer.from('<p:sld><oops') : undefined,
    );
    const bad = await failure([corpus('pp-tbl-cell.pptx'), damaged]);
    expect(bad.code).toBe('invalid_file');
    expect(bad.message).toMatch(/^damaged\.pptx: ppt\/slides\/slide2\.xml is not well-formed XML/);

    const bloated = join(scratch, 'bloated.pptx');
    await mutateDeck(corpus('pp-sld-slides.pptx'), bloated, (name, data) =>
      // Hex text deflates about twice, not a hundred times: the part-size cap answers, not the zip-bomb guard.
      name === 'ppt/slides/slide1.xml' ? Buffer.concat([data, Buffer.from(randomBytes(35 * 1024 * 1024).toString('hex'))]) : undefined,
    );
    expect((await failure([bloated, corpus('pp-tbl-cell.pptx')])).message).toMatch(/^bloated\.pptx: .*too large/);

    // One flipped byte inside the stored video: the ZIP directory still looks fine, only the checksum tells.
    const flipped = join(scratch, 'flipped.pptx');
    const video = Buffer.from(await readFile(corpus('poi-EmbeddedVideo.pptx')));
    const ftyp = video.indexOf('ftyp');
    expect(ftyp).toBeGreaterThan(0);
    video[ftyp + 5000] = (video[ftyp + 5000] as number) ^ 0xff;
    await writeFile(flipped, video);
    const corrupt = await failure([corpus('pp-sld-slides.pptx'), flipped]);
    expect(corrupt.code).toBe('invalid_file');
    expect(corrupt.message).toMatch(/^flipped\.pptx: the part \/ppt\/media\/media1\.mp4 cannot be read \(its checksum does not match\)/);
  });

  it('stops when its signal is aborted', async () => {
    const files = [{ path: corpus('poi-keyframes.pptx') }, { path: corpus('poi-aptia.pptx') }];
    await expect(runTool(join_, files, {}, { signal: AbortSignal.abort() })).rejects.toThrow(/abort/i);
    const controller = new AbortController();
    const running = runTool(join_, files, {}, { signal: controller.signal, onProgress: (p) => p >= 10 && controller.abort() });
    await expect(running).rejects.toThrow(/abort/i);
  });

  it('refuses a single deck, decks without slides, and hiddens beyond the merged deck', async () => {
    expect((await failure([corpus('pp-sld-slides.pptx')])).code).toBe('invalid_parameter');
    const empty = await failure([corpus('pp-no-slides.pptx'), corpus('pp-minimal.pptx')]);
    expect(empty.code).toBe('invalid_file');
    expect(empty.message).toMatch(/no(ne of the decks has any)? slides/i);
    const hidden = await failure([corpus('pp-sld-slides.pptx'), corpus('pp-tbl-cell.pptx')], { hiddens: [7] });
    expect(hidden.code).toBe('invalid_parameter');
    expect(hidden.message).toContain('7');
    expect(hidden.message).toContain('6 slides');
  });
});
