import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import type { FontSource } from '../../main/engine/lib/fonts/font-sources';
import { defaultFontSources } from '../../main/engine/lib/fonts/font-sources';
import { css2Url, parseCss2 } from '../../main/engine/lib/fonts/google-fonts-online';
import { embedFonts, run, type EmbedFontsParams } from '../../main/engine/tools/pptx-embed-fonts';
import { createTask, EngineHttpError, postTask, runTask, startTestEngine, waitForTask, type TestEngine } from '../helpers/engine';
import { contentTypeProblems, libreOfficePages, missingTargets, readZipEntries, relationships, unzipTest } from '../helpers/package-checks';
import { newWorkDir, runTool, toolInputs, expectToolError } from '../helpers/tool-harness';
import { CORPUS_ROOT } from '../helpers/corpus';

const CORPUS = `${CORPUS_ROOT}/pptx`;
const DECK = join(CORPUS, 'pp-txt-font-typeface.pptx');
const FONT_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/font';
const requireHere = createRequire(import.meta.url);

/** The TTF files the app ships, located independently of the tool's own lookup. */
function shippedTtf(pkg: string, dir: string, file: string): Buffer {
  return readFileSync(join(dirname(requireHere.resolve(`@expo-google-fonts/${pkg}/package.json`)), dir, file));
}
const ROBOTO = {
  regular: shippedTtf('roboto', '400Regular', 'Roboto_400Regular.ttf'),
  bold: shippedTtf('roboto', '700Bold', 'Roboto_700Bold.ttf'),
  italic: shippedTtf('roboto', '400Regular_Italic', 'Roboto_400Regular_Italic.ttf'),
  boldItalic: shippedTtf('roboto', '700Bold_Italic', 'Roboto_700Bold_Italic.ttf'),
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-fonts-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface Eot {
  eotSize: number;
  fontDataSize: number;
  version: number;
  flags: number;
  italic: number;
  weight: number;
  magic: number;
  familyName: string;
  styleName: string;
  fontData: Buffer;
}

/** An EOT header parsed field by field (docs/pptx-format.md §5.4), independently of the writer. */
function parseEot(data: Buffer): Eot {
  let at = 80;
  const names: string[] = [];
  for (let i = 0; i < 4; i++) {
    expect(data.readUInt16LE(at)).toBe(0);
    const size = data.readUInt16LE(at + 2);
    names.push(data.toString('utf16le', at + 4, at + 4 + size).replace(/\0+$/, ''));
    at += 4 + size;
  }
  const version = data.readUInt32LE(8);
  if (version >= 0x00020001) {
    const rootSize = data.readUInt16LE(at + 2);
    at += 4 + rootSize;
  }
  if (version === 0x00020002) {
    const signatureSize = data.readUInt16LE(at + 10);
    at += 12 + signatureSize;
    const eudcSize = data.readUInt32LE(at + 4);
    at += 8 + eudcSize;
  }
  const fontDataSize = data.readUInt32LE(4);
  expect(at).toBe(data.length - fontDataSize);
  return {
    eotSize: data.readUInt32LE(0),
    fontDataSize,
    version,
    flags: data.readUInt32LE(12),
    italic: data.readUInt8(27),
    weight: data.readUInt32LE(28),
    magic: data.readUInt16LE(34),
    familyName: names[0] ?? '',
    styleName: names[1] ?? '',
    fontData: data.subarray(at),
  };
}

interface EmbeddedEntry {
  typeface: string;
  attrs: Record<string, string>;
  slots: [string, string][];
}

function embeddedFontList(presentationXml: string): EmbeddedEntry[] {
  const list = /<p:embeddedFontLst>([\s\S]*?)<\/p:embeddedFontLst>/.exec(presentationXml)?.[1] ?? '';
  return [...list.matchAll(/<p:embeddedFont>([\s\S]*?)<\/p:embeddedFont>/g)].map((m) => {
    const body = m[1] ?? '';
    const font = /<p:font ([^>]*?)\/>/.exec(body)?.[1] ?? '';
    const attrs = Object.fromEntries([...font.matchAll(/(\w+)="([^"]*)"/g)].map((a) => [a[1], a[2]])) as Record<string, string>;
    const slots = [...body.matchAll(/<p:(regular|bold|italic|boldItalic) r:id="([^"]+)"\/>/g)].map(
      (s) => [s[1] ?? '', s[2] ?? ''] as [string, string],
    );
    return { typeface: attrs.typeface ?? '', attrs, slots };
  });
}

/** The .fntdata bytes behind each slot of `typeface`. */
function slotData(parts: ReadonlyMap<string, Buffer>, typeface: string): Map<string, Buffer> {
  const entry = embeddedFontList(parts.get('ppt/presentation.xml')!.toString('utf8')).find((e) => e.typeface === typeface);
  const rels = relationships(parts).filter((r) => r.rels === 'ppt/_rels/presentation.xml.rels');
  const out = new Map<string, Buffer>();
  for (const [slot, id] of entry?.slots ?? []) {
    const rel = rels.find((r) => r.id === id);
    expect(rel?.type).toBe(FONT_REL);
    out.set(slot, parts.get(rel!.resolved)!);
  }
  return out;
}

async function embed(deck: string, usedFonts: string[], sources?: FontSource[]): ReturnType<typeof runTool> {
  if (!sources) return runTool(run, [{ path: deck }], { usedFonts });
  const workDir = await newWorkDir();
  const output = await embedFonts(
    {
      inputs: await toolInputs([{ path: deck }]),
      params: { usedFonts },
      workDir,
      signal: new AbortController().signal,
      reportProgress: () => {},
    },
    { sources },
  );
  return { output, workDir, progress: [] };
}

async function zipWith(path: string, source: string, replace: (name: string, data: Buffer) => Buffer): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of await readZipEntries(source)) zip.addBuffer(replace(name, data), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream as AsyncIterable<Buffer>) chunks.push(c);
  writeFileSync(path, Buffer.concat(chunks));
  return path;
}

const offline = (): FontSource[] => defaultFontSources({ online: false });

describe('pptx.embedFonts with fonts shipped with the app', () => {
  it('embeds Roboto and Open Sans the way PowerPoint lays them out', async () => {
    const { output } = await embed(DECK, ['Roboto', 'open sans']);
    expect(output.fileName).toBe('pp-txt-font-typeface-fonts.pptx');
    expect(output.metadata).toMatchObject({
      embedded: [
        { family: 'Roboto', styles: ['regular', 'bold', 'italic', 'boldItalic'], source: 'bundled' },
        { family: 'Open Sans', styles: ['regular', 'bold', 'italic', 'boldItalic'], source: 'bundled' },
      ],
      notUsedInDeck: ['Roboto', 'Open Sans'],
    });
    expect(output.metadata?.deckTypefaces).toEqual(expect.arrayContaining(['Calibri', 'Arial']));

    expect(unzipTest(output.path)).toMatch(/No errors detected/);
    const parts = await readZipEntries(output.path);
    expect(missingTargets(parts)).toEqual([]);
    expect(contentTypeProblems(parts)).toEqual([]);
    expect(parts.get('[Content_Types].xml')!.toString()).toContain('<Default Extension="fntdata" ContentType="application/x-fontdata"/>');
    const fontParts = [...parts.keys()].filter((n) => n.startsWith('ppt/fonts/')).sort();
    expect(fontParts).toHaveLength(8);
    expect(fontParts.every((n) => /^ppt\/fonts\/font\d+\.fntdata$/.test(n))).toBe(true);

    const xml = parts.get('ppt/presentation.xml')!.toString('utf8');
    expect(/<p:presentation [^>]*embedTrueTypeFonts="1"/.test(xml)).toBe(true);
    const notesSz = xml.indexOf('<p:notesSz');
    const list = xml.indexOf('<p:embeddedFontLst>');
    expect(notesSz).toBeGreaterThan(0);
    expect(list).toBeGreaterThan(notesSz);
    expect(list).toBeLessThan(xml.indexOf('<p:defaultTextStyle'));
    const entries = embeddedFontList(xml);
    expect(entries.map((e) => e.typeface)).toEqual(['Roboto', 'Open Sans']);
    expect(entries[0]!.slots.map(([slot]) => slot)).toEqual(['regular', 'bold', 'italic', 'boldItalic']);
    expect(entries[0]!.attrs).toMatchObject({ panose: '02000000000000000000', pitchFamily: '34', charset: '0' });

    const roboto = slotData(parts, 'Roboto');
    for (const [slot, ttf] of Object.entries(ROBOTO)) {
      const data = roboto.get(slot)!;
      const eot = parseEot(data);
      expect(eot).toMatchObject({
        eotSize: data.length,
        fontDataSize: ttf.length,
        version: 0x00020002,
        flags: 0,
        magic: 0x504c,
        familyName: 'Roboto',
      });
      expect(eot.weight).toBe(slot.startsWith('bold') ? 700 : 400);
      expect(eot.italic !== 0).toBe(slot === 'italic' || slot === 'boldItalic');
      expect(eot.fontData.equals(ttf)).toBe(true);
    }
    const openSans = slotData(parts, 'Open Sans');
    expect(parseEot(openSans.get('regular')!).fontData.equals(shippedTtf('open-sans', '400Regular', 'OpenSans_400Regular.ttf'))).toBe(true);
    expect(parseEot(openSans.get('bold')!).styleName).toBe('Bold');

    // LibreOffice 7.4 ignores embedded fonts (docs/toolchain.md), so this only shows the deck still opens and renders.
    const [before, after] = await libreOfficePages(DECK, output.path);
    expect(after).toBe(before);
  });

  it('fills the existing entry when a family is embedded again, leaving no orphaned font parts', async () => {
    const first = await embed(DECK, ['Roboto']);
    const again = await embed(first.output.path, ['roboto']);
    const parts = await readZipEntries(again.output.path);
    const entries = embeddedFontList(parts.get('ppt/presentation.xml')!.toString('utf8'));
    expect(entries.map((e) => e.typeface)).toEqual(['Roboto']);
    expect(entries[0]!.slots).toHaveLength(4);
    const fontParts = [...parts.keys()].filter((n) => n.endsWith('.fntdata'));
    expect(fontParts).toHaveLength(4);
    const targeted = new Set(relationships(parts).map((r) => r.resolved));
    expect(fontParts.every((n) => targeted.has(n))).toBe(true);
    expect(missingTargets(parts)).toEqual([]);
    expect(contentTypeProblems(parts)).toEqual([]);
    expect(parseEot(slotData(parts, 'Roboto').get('bold')!).fontData.equals(ROBOTO.bold)).toBe(true);
  });

  it('reports families the deck uses and ones it does not', async () => {
    // The deck's theme names Calibri; a copy names Roboto instead.
    const themed = await zipWith(join(dir, 'roboto-theme.pptx'), join(CORPUS, 'pp-minimal.pptx'), (name, data) =>
      name === 'ppt/theme/theme1.xml'
        ? Buffer.from(data.toString('utf8').replace(/<a:latin typeface="[^"]*"/g, '<a:latin typeface="Roboto"'))
        : data,
    );
    const { output } = await embed(themed, ['Roboto', 'Lato']);
    expect(output.metadata).toMatchObject({ notUsedInDeck: ['Lato'], deckTypefaces: ['Roboto'] });
  });
});

describe('pptx.embedFonts font sources and refusals', () => {
  const systemFamily = ['Roboto Condensed', 'Carlito', 'Caladea', 'Arimo', 'Tinos'].find((family) => {
    const out = execFileSync('fc-list', ['-f', '%{fontformat}|%{style}\n', `:family=${family}`], { encoding: 'utf8' });
    return out.split('\n').some((line) => line.startsWith('TrueType|') && /\bRegular\b/.test(line));
  });

  it.skipIf(!systemFamily)('embeds a Google family installed on the system (found with fontconfig)', async () => {
    const family = systemFamily!;
    const { output } = await embed(DECK, [family], offline());
    expect(output.metadata).toMatchObject({ embedded: [{ family, source: 'system' }] });
    const parts = await readZipEntries(output.path);
    const regularFile = execFileSync('fc-match', ['-f', '%{file}', `${family}:style=Regular`], { encoding: 'utf8' });
    const eot = parseEot(slotData(parts, family).get('regular')!);
    expect(eot.familyName).toBe(family);
    expect(eot.fontData.equals(readFileSync(regularFile))).toBe(true);
  });

  it('fails naming the family when no source has it', async () => {
    const installed = execFileSync('fc-list', [':family=Oswald', 'file'], { encoding: 'utf8' }).trim();
    expect(installed).toBe('');
    await expectToolError(embed(DECK, ['Oswald'], offline()), 'font_not_found', /"Oswald".*turned off/);
  });

  it('rejects families that are not in the Google Fonts library', async () => {
    await expectToolError(embed(DECK, ['Roboto', 'Foo']), 'invalid_parameter', /Unknown Google Fonts family "Foo"/);
  });

  it('refuses a font whose licence forbids embedding (fsType 0x0002)', async () => {
    const restricted = Buffer.from(ROBOTO.regular);
    const numTables = restricted.readUInt16BE(4);
    for (let i = 0; i < numTables; i++) {
      if (restricted.toString('latin1', 12 + i * 16, 16 + i * 16) === 'OS/2')
        restricted.writeUInt16BE(0x0002, restricted.readUInt32BE(20 + i * 16) + 8);
    }
    const source: FontSource = {
      name: 'bundled',
      faces: () => Promise.resolve([{ style: 'regular', data: restricted, origin: 'restricted.ttf' }]),
    };
    await expectToolError(embed(DECK, ['Roboto'], [source]), 'font_restricted', /"Roboto" may not be embedded.*fsType 0x0002/);
  });

  it('refuses a deck that is not a presentation', async () => {
    await expectToolError(embed(join(`${CORPUS_ROOT}/office`, 'poi-picture.xlsx'), ['Roboto']), 'invalid_file', /poi-picture\.xlsx/);
  });

  it.each(readdirSync(`${CORPUS_ROOT}/broken`))('refuses the broken corpus file %s with invalid_file naming it', async (name) => {
    await expectToolError(embed(join(`${CORPUS_ROOT}/broken`, name), ['Roboto']), 'invalid_file', new RegExp(name.replace(/\./g, '\\.')));
  });
});

describe('Google Fonts CSS2 requests (no network here: URL building and CSS parsing only)', () => {
  it('asks for the RIBBI styles a family has and reads TrueType URLs back', () => {
    expect(css2Url('Open Sans', ['regular', '700', 'italic', '700italic', '300'])).toBe(
      'https://fonts.googleapis.com/css2?family=Open+Sans:ital,wght@0,400;0,700;1,400;1,700',
    );
    expect(css2Url('Oswald', ['200', 'regular', '700'])).toBe('https://fonts.googleapis.com/css2?family=Oswald:wght@400;700');
    const css = `@font-face {\n  font-family: 'Oswald';\n  font-style: normal;\n  font-weight: 400;\n  src: url(https://fonts.gstatic.com/s/oswald/v53/a.ttf) format('truetype');\n}\n@font-face {\n  font-family: 'Oswald';\n  font-style: normal;\n  font-weight: 700;\n  src: url(https://fonts.gstatic.com/s/oswald/v53/b.ttf) format('truetype');\n}`;
    expect(parseCss2(css)).toEqual({
      regular: 'https://fonts.gstatic.com/s/oswald/v53/a.ttf',
      bold: 'https://fonts.gstatic.com/s/oswald/v53/b.ttf',
    });
  });
});

describe('pptx.embedFonts through the engine', () => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startTestEngine();
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('embeds a family and serves the deck', async () => {
    const params: EmbedFontsParams = { usedFonts: ['Lato'] };
    const { task, output } = await runTask(engine, { type: 'pptx.embedFonts', files: [{ path: DECK }], params });
    expect(task.status).toBe('completed');
    expect(task.result).toMatchObject({ embedded: [{ family: 'Lato', source: 'bundled' }], notUsedInDeck: ['Lato'] });
    const saved = join(dir, 'engine.pptx');
    writeFileSync(saved, output!);
    const parts = await readZipEntries(saved);
    expect(embeddedFontList(parts.get('ppt/presentation.xml')!.toString('utf8')).map((e) => e.typeface)).toEqual(['Lato']);
  });

  it('answers an unknown family with invalid_parameter naming it', async () => {
    const spec = { type: 'pptx.embedFonts', files: [{ path: DECK }], params: { usedFonts: ['Foo'] } };
    // Either at intake (400) when the engine runs the validate hook, or as the failed task's error.
    let failure: { code: string; message: string } | undefined;
    try {
      const created = await createTask(engine.baseUrl, engine.key, spec);
      const task = await waitForTask(engine.baseUrl, engine.key, created.id);
      expect(task.status).toBe('failed');
      failure = task.error;
    } catch (error) {
      if (!(error instanceof EngineHttpError)) throw error;
      expect(error.status).toBe(400);
      failure = { code: error.code, message: error.message };
    }
    expect(failure).toMatchObject({
      code: 'invalid_parameter',
      message: expect.stringContaining('Unknown Google Fonts family "Foo"') as string,
    });
  });

  it('answers a wrong format and missing or empty usedFonts with 400, a broken deck with a failed task, and keeps serving', async () => {
    for (const spec of [
      { files: [{ path: `${CORPUS_ROOT}/ppt/poi-SampleShow.ppt` }], params: { usedFonts: ['Roboto'] } },
      { files: [{ path: DECK }], params: {} },
      { files: [{ path: DECK }], params: { usedFonts: [] } },
      { files: [{ path: DECK }], params: { usedFonts: 'Roboto' } },
    ]) {
      const response = await postTask(engine.baseUrl, engine.key, { type: 'pptx.embedFonts', ...spec });
      const body = (await response.json()) as { code: string; message: string };
      expect(response.status, JSON.stringify(spec.params)).toBe(400);
      expect(body.code).toBe('invalid_parameter');
    }
    const name = 'poi-clusterfuzz-testcase-minimized-POIFuzzer-5205835528404992.pptx';
    const { task } = await runTask(engine, {
      type: 'pptx.embedFonts',
      files: [{ path: join(`${CORPUS_ROOT}/broken`, name) }],
      params: { usedFonts: ['Roboto'] },
    });
    expect(task.status).toBe('failed');
    expect(task.error).toMatchObject({ code: 'invalid_file' });
    expect((task.error as { message: string }).message).toContain(name);
    expect((await fetch(`${engine.baseUrl}/health`)).status).toBe(200);
  });
});
