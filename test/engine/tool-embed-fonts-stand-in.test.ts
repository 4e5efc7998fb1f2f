/**
 * Embed fonts with a stand-in (issue #19, item 10): a deck built here names a font that cannot be embedded in every
 * place a deck can (theme fonts and their per-script entries, the master's text styles, the presentation's defaults,
 * a table style, runs' Latin, East Asian and complex-script slots, a bullet's font, in any case). Embedding Gelasio in
 * its place must leave no reference to the old font, name Gelasio in each of those places, embed Gelasio's faces, and
 * say what it replaced. LibreOffice then sets the text in Gelasio once Gelasio is installed — the positive control,
 * since LibreOffice 7.4 ignores embedded fonts (toolchain.md) — where the source deck, rendered the same way, shows no
 * Gelasio. The font replaced is a made-up "Fabrikam Serif": LibreOffice renders Georgia in Gelasio by itself once it
 * has Gelasio, so only a name no rule maps shows that the rewritten references bring the stand-in. The picker's own
 * pair, Calibri → Carlito, goes through the engine on a corpus deck.
 */
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFontSources } from '../../main/engine/lib/fonts/font-sources';
import { embedFonts } from '../../main/engine/tools/pptx-embed-fonts';
import { CORPUS_ROOT } from '../helpers/corpus';
import { postTask, runTask, startTestEngine } from '../helpers/engine';
import { contentTypeProblems, missingTargets, readZipEntries, relationships } from '../helpers/package-checks';
import { newWorkDir, toolInputs } from '../helpers/tool-harness';
import { mutateDeck } from './pptx-test-support';

const OLD = 'Fabrikam Serif';
const FONT_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/font';
const requireHere = createRequire(import.meta.url);
/** Where the shipped Gelasio faces are, found independently of the tool's own lookup. */
const GELASIO_DIR = dirname(requireHere.resolve('@expo-google-fonts/gelasio/package.json'));
/** DrawingML's typeface slots, as a pattern: `<a:latin … typeface="X"`. */
const slots = (family: string): RegExp => new RegExp(`<a:(?:latin|ea|cs|sym|buFont|font)\\b[^>]*\\btypeface="${family}"`, 'gi');

let dir: string;
let deck: string;

const text = (data: Buffer): string => data.toString('utf8');

/** pp-tbl-cell.pptx with OLD in every kind of place a typeface can be named. */
async function fabrikamDeck(dest: string): Promise<void> {
  const box =
    '<p:sp><p:nvSpPr><p:cNvPr id="901" name="TextBox 901"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>' +
    '<p:spPr><a:xfrm><a:off x="457200" y="5486400"/><a:ext cx="8229600" cy="914400"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr>' +
    '<p:txBody><a:bodyPr wrap="square"/><a:lstStyle/><a:p><a:pPr><a:buFont typeface="fabrikam serif"/><a:buChar char="•"/></a:pPr>' +
    '<a:r><a:rPr lang="en-US" sz="2800"><a:latin typeface="Fabrikam Serif" panose="02040502050405020303"/><a:ea typeface="Fabrikam Serif"/><a:cs typeface="Fabrikam Serif"/></a:rPr>' +
    '<a:t>Stand-in marker text</a:t></a:r></a:p></p:txBody></p:sp>';
  await mutateDeck(join(CORPUS_ROOT, 'pptx', 'pp-tbl-cell.pptx'), dest, (name, data) => {
    const xml = text(data);
    if (name === 'ppt/theme/theme1.xml')
      return Buffer.from(
        xml
          .replace(/typeface="Calibri"/g, 'typeface="Fabrikam Serif"')
          .replace(/<a:(ea|cs) typeface=""\/>/g, '<a:$1 typeface="Fabrikam Serif"/>')
          .replace(/<a:font script="Arab" typeface="Times New Roman"\/>/g, '<a:font script="Arab" typeface="Fabrikam Serif"/>'),
      );
    if (name === 'ppt/slideMasters/slideMaster1.xml') {
      const body = xml.indexOf('<p:bodyStyle>');
      return Buffer.from(
        xml.slice(0, body) + xml.slice(body).replace('<a:latin typeface="+mn-lt"/>', '<a:latin typeface="Fabrikam Serif"/>'),
      );
    }
    if (name === 'ppt/presentation.xml')
      return Buffer.from(xml.replace('<a:latin typeface="+mn-lt"/>', '<a:latin typeface="FABRIKAM SERIF"/>'));
    if (name === 'ppt/tableStyles.xml')
      return Buffer.from(
        xml.replace(
          /<a:fontRef idx="minor"><a:prstClr val="black"\/><\/a:fontRef>/,
          '<a:font><a:latin typeface="Fabrikam Serif"/><a:ea typeface="Fabrikam Serif"/><a:cs typeface="Fabrikam Serif"/></a:font>',
        ),
      );
    if (name === 'ppt/slides/slide1.xml') return Buffer.from(xml.replace('</p:spTree>', `${box}</p:spTree>`));
    return undefined;
  });
}

/** The count of each pattern's matches over every XML part. */
function countIn(parts: ReadonlyMap<string, Buffer>, pattern: RegExp): number {
  let n = 0;
  for (const [name, data] of parts) if (name.endsWith('.xml')) n += (text(data).match(pattern) ?? []).length;
  return n;
}

/** The font families LibreOffice set the PDF's text in (pdffonts), with `fontDir` installed for that run only. */
async function renderedFonts(files: string[], outDir: string, fontDir: string): Promise<Map<string, string[]>> {
  await mkdir(outDir, { recursive: true });
  const conf = join(outDir, 'fonts.conf');
  await writeFile(
    conf,
    `<?xml version="1.0"?><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${fontDir}</dir><cachedir>${join(outDir, 'fc-cache')}</cachedir></fontconfig>`,
  );
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${join(outDir, 'profile')}`,
      '--headless',
      '--norestore',
      '--convert-to',
      'pdf',
      '--outdir',
      outDir,
      ...files,
    ],
    { timeout: 600_000, stdio: 'ignore', env: { ...process.env, FONTCONFIG_FILE: conf } },
  );
  return new Map(
    files.map((file) => {
      const pdf = join(
        outDir,
        `${
          file
            .split('/')
            .pop()
            ?.replace(/\.pptx$/, '') ?? ''
        }.pdf`,
      );
      const listed = execFileSync('pdffonts', [pdf], { encoding: 'utf8' }).split('\n').slice(2);
      return [file, listed.map((line) => line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, '') ?? '').filter(Boolean)];
    }),
  );
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-stand-in-'));
  deck = join(dir, 'fabrikam.pptx');
  await fabrikamDeck(deck);
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('pptx.embedFonts with a stand-in', () => {
  it(
    'names the stand-in wherever the deck named the font, embeds it, and LibreOffice sets the text in it',
    { timeout: 900_000 },
    async () => {
      const source = await readZipEntries(deck);
      const named = countIn(source, slots(OLD));
      // The control: the deck names OLD in every place listed above (theme ×2 collections × 3 slots + 2 scripts …).
      expect(named).toBeGreaterThanOrEqual(14);
      expect(countIn(source, slots('Gelasio'))).toBe(0);
      expect(execFileSync('fc-list', [':family=Gelasio', 'file'], { encoding: 'utf8' }).trim()).toBe('');

      const output = await embedFonts(
        {
          inputs: await toolInputs([{ path: deck }]),
          params: { usedFonts: ['Gelasio'], replaceFonts: [{ from: OLD, to: 'gelasio' }] },
          workDir: await newWorkDir(),
          signal: new AbortController().signal,
          reportProgress: () => undefined,
        },
        { sources: defaultFontSources({ online: false }) },
      );
      expect(output.metadata).toMatchObject({
        embedded: [{ family: 'Gelasio', styles: ['regular', 'bold', 'italic', 'boldItalic'], source: 'bundled' }],
        replaced: [{ from: OLD, to: 'Gelasio', references: named }],
        notUsedInDeck: [],
        warnings: [],
      });
      expect(output.metadata?.deckTypefaces).not.toContain(OLD);

      const parts = await readZipEntries(output.path);
      expect(countIn(parts, slots(OLD))).toBe(0);
      expect(countIn(parts, /typeface="fabrikam serif"/gi)).toBe(0);
      expect(countIn(parts, slots('Gelasio'))).toBe(named);
      for (const part of [
        'ppt/theme/theme1.xml',
        'ppt/slideMasters/slideMaster1.xml',
        'ppt/presentation.xml',
        'ppt/tableStyles.xml',
        'ppt/slides/slide1.xml',
      ])
        expect(text(parts.get(part) as Buffer), part).toMatch(slots('Gelasio'));
      // The old font's classification does not travel with the new name.
      expect(text(parts.get('ppt/slides/slide1.xml') as Buffer)).not.toContain('panose="02040502050405020303"');

      // The font parts are there, related from the presentation and listed under Gelasio's name.
      const fontParts = [...parts.keys()].filter((name) => /^ppt\/fonts\/font\d+\.fntdata$/.test(name));
      expect(fontParts).toHaveLength(4);
      const related = relationships(parts).filter((rel) => rel.type === FONT_REL);
      expect(related.map((rel) => rel.resolved).sort()).toEqual(fontParts.sort());
      expect(text(parts.get('ppt/presentation.xml') as Buffer)).toMatch(/<p:embeddedFont><p:font typeface="Gelasio"/);
      expect(missingTargets(parts)).toEqual([]);
      expect(contentTypeProblems(parts)).toEqual([]);

      // LibreOffice, with Gelasio installed for this run: the output's text is set in Gelasio, the source's is not.
      const fonts = join(dir, 'fonts');
      await mkdir(fonts, { recursive: true });
      execFileSync('cp', [
        join(GELASIO_DIR, '400Regular', 'Gelasio_400Regular.ttf'),
        join(GELASIO_DIR, '700Bold', 'Gelasio_700Bold.ttf'),
        fonts,
      ]);
      const out = join(dir, 'embedded.pptx');
      await copyFile(output.path, out);
      const rendered = await renderedFonts([deck, out], join(dir, 'render'), fonts);
      expect(rendered.get(out)?.some((font) => font.startsWith('Gelasio'))).toBe(true);
      expect(rendered.get(deck)?.some((font) => font.startsWith('Gelasio'))).toBe(false);
    },
  );

  it('replaces Calibri by Carlito through the engine, and refuses a stand-in that is not among the fonts to embed', async () => {
    const engine = await startTestEngine({ testTools: false });
    try {
      const calibri = join(CORPUS_ROOT, 'pptx', 'pp-txt-font-typeface.pptx');
      const before = countIn(await readZipEntries(calibri), slots('Calibri'));
      expect(before).toBeGreaterThan(0);
      const { task, output } = await runTask(engine, {
        type: 'pptx.embedFonts',
        params: { usedFonts: ['Carlito'], replaceFonts: [{ from: 'Calibri', to: 'Carlito' }] },
        files: [{ path: calibri }],
      });
      expect(task).toMatchObject({ status: 'completed', result: { replaced: [{ from: 'Calibri', to: 'Carlito', references: before }] } });
      const result = join(dir, 'carlito.pptx');
      await writeFile(result, output as Buffer);
      const parts = await readZipEntries(result);
      expect(countIn(parts, slots('Calibri'))).toBe(0);
      expect(countIn(parts, slots('Carlito'))).toBe(before);

      const answer = await postTask(engine.baseUrl, engine.key, {
        type: 'pptx.embedFonts',
        params: { usedFonts: ['Carlito'], replaceFonts: [{ from: 'Calibri', to: 'Arimo' }] },
        files: [{ path: deck }],
      });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(await answer.json())).toContain('\\"Arimo\\" stands in for \\"Calibri\\" but is not among the fonts to embed');
    } finally {
      await engine.close();
    }
  });
});
