import { readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as embedFonts } from '../../main/engine/tools/pptx-embed-fonts';
import { run } from '../../main/engine/tools/pptx-get-font-info';
import { CORPUS_ROOT } from '../helpers/corpus';
import { runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { readZipEntries, relationships } from '../helpers/package-checks';
import { cleanupWorkDirs, expectToolError, runTool } from '../helpers/tool-harness';
import { mutateDeck } from './pptx-test-support';

const PPTX = join(CORPUS_ROOT, 'pptx');
const DECK = join(PPTX, 'pp-txt-font-typeface.pptx');
const OD = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';

interface FontInfoResult {
  fonts: string[];
  embeddedFont: boolean;
  subsetFont: boolean;
  usage: { name: string; kinds: string[]; themeRoles: string[]; parts: string[]; embeddedStyles: string[] }[];
  embedded: { typeface: string; styles: string[]; subset: boolean; usedInDeck: boolean; unreadableStyles: string[] }[];
  saveSubsetFonts: boolean;
  themes: { part: string; major: Record<string, string>; minor: Record<string, string> }[];
}

const decode = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The deck's fonts read with regular expressions over the raw XML, following relationships by hand: a second,
 * independent reading of what the tool reads with its DOM walk.
 */
async function fontsReadByHand(file: string): Promise<string[]> {
  const parts = await readZipEntries(file);
  const rels = relationships(parts);
  const targets = (source: string, type: string): string[] =>
    rels
      .filter((r) => r.rels === posix.join(posix.dirname(source), '_rels', `${posix.basename(source)}.rels`) && r.type === OD + type)
      .map((r) => r.resolved);
  const xml = (name: string): string => parts.get(name)?.toString('utf8') ?? '';
  const themeOf = (part: string): string | undefined =>
    targets(part, 'theme')[0] ??
    ['slideLayout', 'slideMaster', 'notesMaster', 'handoutMaster']
      .flatMap((t) => targets(part, t))
      .map(themeOf)
      .find(Boolean);
  const themeFonts = (theme: string | undefined): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const [role, short] of [
      ['majorFont', 'mj'],
      ['minorFont', 'mn'],
    ] as const) {
      const block = new RegExp(`<a:${role}>([\\s\\S]*?)</a:${role}>`).exec(theme ? xml(theme) : '')?.[1] ?? '';
      for (const [slot, code] of [
        ['latin', 'lt'],
        ['ea', 'ea'],
        ['cs', 'cs'],
      ] as const) {
        const face = new RegExp(`<a:${slot} typeface="([^"]*)"`).exec(block)?.[1];
        if (face) out[`+${short}-${code}`] = decode(face);
      }
    }
    return out;
  };

  const main = 'ppt/presentation.xml';
  const masters = targets(main, 'slideMaster');
  const slides = targets(main, 'slide');
  const scan: [part: string, themeFrom: string][] = [[main, masters[0] ?? main]];
  const withDrawings = (part: string): void => {
    scan.push([part, part]);
    for (const type of ['chart', 'diagramData']) for (const drawn of targets(part, type)) scan.push([drawn, part]);
    for (const r of rels.filter(
      (x) => x.rels === posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`) && x.type.endsWith('/diagramDrawing'),
    )) {
      scan.push([r.resolved, part]);
    }
  };
  for (const master of masters) {
    withDrawings(master);
    targets(master, 'slideLayout').forEach(withDrawings);
  }
  for (const slide of slides) {
    withDrawings(slide);
    targets(slide, 'slideLayout').forEach(withDrawings);
    targets(slide, 'notesSlide').forEach(withDrawings);
  }
  [...targets(main, 'notesMaster'), ...targets(main, 'handoutMaster')].forEach(withDrawings);

  const found = new Map<string, string>();
  const add = (name: string): void => {
    if (name && !found.has(name.toLowerCase())) found.set(name.toLowerCase(), name);
  };
  const themes = new Set<string>();
  for (const [part, themeFrom] of scan) {
    const theme = themeOf(themeFrom);
    if (theme) themes.add(theme);
    const refs = themeFonts(theme);
    const body = xml(part).replace(/<a:fontScheme\b[\s\S]*?<\/a:fontScheme>/g, '');
    for (const m of body.matchAll(/<a:(?:latin|ea|cs|sym|buFont)\b[^>]*?\btypeface="([^"]*)"/g)) {
      const face = decode(m[1] ?? '').trim();
      add(face.startsWith('+') ? (refs[face] ?? '') : face);
    }
  }
  for (const theme of themes) Object.values(themeFonts(theme)).forEach(add);
  return [...found.values()].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
}

let dir: string;
let engine: TestEngine;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-font-info-test-'));
  engine = await startTestEngine();
});
afterAll(async () => {
  await engine?.close();
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function fontInfo(file: string, name?: string): Promise<{ info: FontInfoResult; json: FontInfoResult; fileName: string }> {
  const { output } = await runTool(run, [{ path: file, name }], {});
  expect(output.mimeType).toBe('application/json');
  return {
    info: output.metadata as unknown as FontInfoResult,
    json: JSON.parse(await readFile(output.path, 'utf8')) as FontInfoResult,
    fileName: output.fileName,
  };
}

describe('pptx.getFontInfo', () => {
  it('lists the typefaces of pp-txt-font-typeface.pptx: runs, theme fonts, East Asian and bullet fonts', async () => {
    const { info, json, fileName } = await fontInfo(DECK);
    expect(json).toEqual(info);
    expect(fileName).toBe('pp-txt-font-typeface-fonts.json');
    expect(info.fonts).toEqual(await fontsReadByHand(DECK));
    expect(info.fonts).toEqual(expect.arrayContaining(['Arial Black', 'Verdana', 'Calibri']));
    expect(info.embeddedFont).toBe(false);
    expect(info.subsetFont).toBe(false);
    expect(info.saveSubsetFonts).toBe(true);
    const verdana = info.usage.find((u) => u.name === 'Verdana');
    expect(verdana).toMatchObject({ kinds: ['latin', 'cs'], parts: ['ppt/slides/slide1.xml'], embeddedStyles: [] });
    const calibri = info.usage.find((u) => u.name === 'Calibri');
    expect(calibri?.themeRoles.sort()).toEqual(['major', 'minor']);
    expect(info.themes).toEqual([{ part: 'ppt/theme/theme1.xml', major: { latin: 'Calibri' }, minor: { latin: 'Calibri' } }]);
  });

  it('agrees with a hand read of the XML on every corpus deck', async () => {
    const decks = readdirSync(PPTX).filter((name) => name.endsWith('.pptx'));
    expect(decks.length).toBeGreaterThan(25);
    for (const name of decks) {
      const { info } = await fontInfo(join(PPTX, name));
      expect(info.fonts, name).toEqual(await fontsReadByHand(join(PPTX, name)));
    }
  });

  it('resolves +mj-lt / +mn-lt against the theme of the part that uses them', async () => {
    // poi-themes.pptx has seven masters, each with its own theme; give slide 1 a heading-font run and its notes none.
    const deck = join(dir, 'theme-refs.pptx');
    const parts = await readZipEntries(join(PPTX, 'poi-themes.pptx'));
    const slideRels = parts.get('ppt/slides/_rels/slide1.xml.rels')!.toString('utf8');
    const layout = /Target="\.\.\/slideLayouts\/([^"]+)"/.exec(slideRels)![1]!;
    const master = /Target="\.\.\/slideMasters\/([^"]+)"/.exec(parts.get(`ppt/slideLayouts/_rels/${layout}.rels`)!.toString('utf8'))![1]!;
    const theme = /Target="\.\.\/theme\/([^"]+)"/.exec(parts.get(`ppt/slideMasters/_rels/${master}.rels`)!.toString('utf8'))![1]!;
    const themeXml = parts.get(`ppt/theme/${theme}`)!.toString('utf8');
    const major = /<a:majorFont><a:latin typeface="([^"]+)"/.exec(themeXml)![1]!;
    await mutateDeck(join(PPTX, 'poi-themes.pptx'), deck, (name, data) => {
      if (name === `ppt/theme/${theme}`)
        return Buffer.from(data.toString('utf8').replace(`<a:latin typeface="${major}"`, '<a:latin typeface="Gill Sans Test"'));
      if (name !== 'ppt/slides/slide1.xml') return undefined;
      return Buffer.from(
        data
          .toString('utf8')
          .replace(/<a:rPr\b([^>]*?)\/>/, '<a:rPr$1><a:latin typeface="+mj-lt"/><a:sym typeface="Symbol Test"/></a:rPr>'),
      );
    });
    const { info } = await fontInfo(deck);
    expect(info.fonts).toEqual(await fontsReadByHand(deck));
    const gill = info.usage.find((u) => u.name === 'Gill Sans Test');
    expect(gill?.themeRoles).toEqual(['major']);
    expect(gill?.parts).toContain('ppt/slides/slide1.xml');
    expect(info.usage.find((u) => u.name === 'Symbol Test')).toMatchObject({ kinds: ['sym'], parts: ['ppt/slides/slide1.xml'] });
    // Other masters' themes keep their own heading fonts.
    expect(info.themes.length).toBeGreaterThan(1);
    expect(info.themes.filter((t) => t.major.latin === 'Gill Sans Test')).toHaveLength(1);
  });

  it('reports fonts embedded by pptx.embedFonts, and a subset when the EOT header says so', async () => {
    const { output } = await runTool(embedFonts, [{ path: DECK }], { usedFonts: ['Roboto'] });
    const { info } = await fontInfo(output.path);
    expect(info.embeddedFont).toBe(true);
    expect(info.subsetFont).toBe(false);
    expect(info.embedded).toEqual([
      { typeface: 'Roboto', styles: ['regular', 'bold', 'italic', 'boldItalic'], subset: false, usedInDeck: false, unreadableStyles: [] },
    ]);
    expect(info.fonts).not.toContain('Roboto');

    // Set the SUBSET flag (EOT Flags, offset 12) of the bold face, as PowerPoint writes it with "embed only the characters used".
    const parts = await readZipEntries(output.path);
    const presRels = parts.get('ppt/_rels/presentation.xml.rels')!.toString('utf8');
    const presentation = parts.get('ppt/presentation.xml')!.toString('utf8');
    const boldId = /<p:bold r:id="([^"]+)"/.exec(presentation)![1]!;
    const boldTarget =
      new RegExp(`Id="${boldId}"[^>]*Target="([^"]+)"`).exec(presRels)?.[1] ??
      new RegExp(`Target="([^"]+)"[^>]*Id="${boldId}"`).exec(presRels)![1]!;
    const subsetDeck = join(dir, 'subset.pptx');
    await mutateDeck(output.path, subsetDeck, (name, data) => {
      if (name === `ppt/${boldTarget}`) {
        const copy = Buffer.from(data);
        copy.writeUInt32LE(copy.readUInt32LE(12) | 1, 12);
        return copy;
      }
      if (name === 'ppt/slides/slide1.xml') return Buffer.from(data.toString('utf8').replace('typeface="Verdana"', 'typeface="Roboto"'));
      return undefined;
    });
    const subset = (await fontInfo(subsetDeck)).info;
    expect(subset.subsetFont).toBe(true);
    expect(subset.embedded[0]).toMatchObject({ typeface: 'Roboto', subset: true, usedInDeck: true });
    expect(subset.usage.find((u) => u.name === 'Roboto')?.embeddedStyles).toEqual(['regular', 'bold', 'italic', 'boldItalic']);
  });

  it('runs through the engine: the JSON download and result metadata agree', async () => {
    const { task, output } = await runTask(engine, { type: 'pptx.getFontInfo', files: [{ path: DECK }] });
    expect(task.status).toBe('completed');
    const downloaded = JSON.parse(output!.toString('utf8')) as FontInfoResult;
    expect(task.result).toMatchObject({ fileName: 'pp-txt-font-typeface-fonts.json', mimeType: 'application/json', ...downloaded });
    expect(downloaded.fonts).toEqual(await fontsReadByHand(DECK));
  });

  it('fails with invalid_file for a document that is not a deck and for a broken package', async () => {
    await expectToolError(
      runTool(run, [{ path: join(CORPUS_ROOT, 'office/poi-bug65649.docx'), name: 'doc.pptx' }], {}),
      'invalid_file',
      /doc\.pptx/,
    );
    await expectToolError(
      runTool(run, [{ path: join(CORPUS_ROOT, 'broken/poi-badzip.ppt'), name: 'bad.pptx' }], {}),
      'invalid_file',
      /bad\.pptx/,
    );
  });
});
