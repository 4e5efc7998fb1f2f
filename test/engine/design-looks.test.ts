/**
 * The built-in designs look different from one another, and slide kinds differ within one: the same outline made
 * with every design and rendered by LibreOffice. Title and section slides are in the design's strong colour; every
 * pair of designs is far apart by the mean per-page colour-histogram distance (64 bins, half the L1 distance);
 * the heading and body text are in each design's fonts (pdffonts), with the computer's own fonts hidden from
 * LibreOffice and the measure (a fontconfig of DejaVu alone): the design fonts come from the app's bundled files, linked
 * into the engine's LibreOffice profiles, and are embedded in the deck.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeLockedDownProfile } from '../../main/engine/lib/office/libreoffice-profile';
import { run } from '../../main/engine/tools/generation';
import { run as revamp } from '../../main/engine/tools/revamp';
import { DECK_TEMPLATES, type DeckTemplate } from '../../shared/tools/deck-templates';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { renderDecks, zipEntries, zipText, type RenderedDeck } from './pptx-test-support';

const OUTLINE = `# Urban beekeeping

## Why bees in the city
- Parks and balconies flower for months
- Fewer pesticides than on farms
- Honey tastes of the neighbourhood
- Bees pollinate the city's fruit trees
- A hive fits on a flat roof

## How to start

## Your first hive
- Ask the building's owner
- Take a course with a local club
`;

/** Per page: a colour histogram (4 bins per channel, shares of the page) and the mean colour. */
interface Page {
  histogram: number[];
  mean: [number, number, number];
}

const NUMBERS = `# Field service

## The year in numbers
- 98 % of visits finished on the day
- 1,240 visits in the north
- 4.6 average customer rating
`;

let dir: string;
let numbers: { path: string; metadata: Record<string, unknown> };
const pages = new Map<string, Page[]>();
const rendered = new Map<string, RenderedDeck>();
const paths = new Map<string, string>();
const issues = new Map<string, unknown>();
/** The Classic deck revamped onto Editorial: its section slide gets Editorial's number too. */
let revamped: { path: string; metadata: Record<string, unknown>; render?: RenderedDeck };

async function readPages(pdf: string, stem: string): Promise<Page[]> {
  execFileSync('pdftoppm', ['-r', '12', '-png', pdf, join(dir, stem)]);
  const files = (await readdir(dir)).filter((name) => name.startsWith(`${stem}-`) && name.endsWith('.png')).sort();
  return Promise.all(
    files.map(async (file) => {
      const { data, info } = await sharp(join(dir, file)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const histogram = new Array<number>(64).fill(0);
      const sum = [0, 0, 0];
      const count = info.width * info.height;
      for (let i = 0; i < data.length; i += 3) {
        histogram[(data[i]! >> 6) * 16 + (data[i + 1]! >> 6) * 4 + (data[i + 2]! >> 6)]! += 1 / count;
        for (let c = 0; c < 3; c++) sum[c]! += data[i + c]! / count;
      }
      return { histogram, mean: sum.map(Math.round) as [number, number, number] };
    }),
  );
}

/** Half the L1 distance of two histograms: 0 the same colours, 1 none in common. */
const distance = (a: Page, b: Page): number => a.histogram.reduce((sum, share, i) => sum + Math.abs(share - b.histogram[i]!), 0) / 2;

const rgb = (hex: string): [number, number, number] => [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const near = (a: readonly number[], b: readonly number[], tolerance: number): boolean =>
  a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);

const luminance = ([r, g, b]: readonly number[]): number => 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;

/** The colour a title or section slide is mostly in. */
const strongOf = (template: DeckTemplate): string => (template.dark ? template.colors.accent1 : template.colors.dk2);
const backgroundOf = (template: DeckTemplate): string => (template.dark ? template.colors.dk1 : template.colors.lt1);

const fontconfigBefore = process.env.FONTCONFIG_FILE;

/** A fontconfig that knows DejaVu alone: every other font LibreOffice and fc-list see then comes from the profile. */
async function hideSystemFonts(): Promise<void> {
  const dejavu = dirname(execFileSync('fc-match', ['-f', '%{file}', 'DejaVu Sans'], { encoding: 'utf8' }));
  const file = join(dir, 'fonts.conf');
  await writeFile(
    file,
    `<?xml version="1.0"?><fontconfig><dir>${dejavu}</dir><cachedir>${join(dir, 'fontconfig-cache')}</cachedir></fontconfig>\n`,
  );
  process.env.FONTCONFIG_FILE = file;
  expect(execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' })).not.toMatch(/Lato|Carlito|Roboto/);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-design-looks-'));
  await hideSystemFonts();
  const decks: string[] = [];
  for (const template of DECK_TEMPLATES) {
    const { output } = await runTool(run, [], { inputText: OUTLINE, template: template.id });
    decks.push(output.path);
    paths.set(template.id, output.path);
    issues.set(template.id, (output.metadata as Record<string, unknown>).layoutIssues);
  }
  const again = await runTool(revamp, [{ path: paths.get('classic')!, name: 'beekeeping.pptx' }], { template: 'editorial' });
  revamped = { path: again.output.path, metadata: again.output.metadata as Record<string, unknown> };
  const kpi = await runTool(run, [], { inputText: NUMBERS, template: 'midnight' });
  numbers = { path: kpi.output.path, metadata: kpi.output.metadata as Record<string, unknown> };
  const renders = await renderDecks([...decks, revamped.path], dir, writeLockedDownProfile);
  revamped.render = renders[decks.length];
  for (const [i, template] of DECK_TEMPLATES.entries()) {
    rendered.set(template.id, renders[i]!);
    pages.set(template.id, await readPages(renders[i]!.pdf, template.id));
  }
}, 400_000);
afterAll(async () => {
  if (fontconfigBefore === undefined) delete process.env.FONTCONFIG_FILE;
  else process.env.FONTCONFIG_FILE = fontconfigBefore;
  await cleanupWorkDirs();
  await rm(dir, { recursive: true, force: true });
});

describe('the built-in designs', () => {
  it('are at least six', () => {
    expect(DECK_TEMPLATES.length).toBeGreaterThanOrEqual(6);
  });

  it('put title and section slides in the strong colour and content slides on the lighter page', () => {
    for (const template of DECK_TEMPLATES) {
      const [title, content, section] = pages.get(template.id)!;
      // Mostly the colour: the band and the text move the mean a little.
      expect(near(title!.mean, rgb(strongOf(template)), 40), `${template.id} title ${title!.mean.join(',')}`).toBe(true);
      expect(near(section!.mean, rgb(strongOf(template)), 40), `${template.id} section`).toBe(true);
      if (template.dark) {
        expect(near(content!.mean, rgb(backgroundOf(template)), 30), `${template.id} content ${content!.mean.join(',')}`).toBe(true);
        continue;
      }
      // A light design's content page: lighter than its title page, its own background a large part of it (the rest
      // the design's panels, bands and rails).
      expect(luminance(content!.mean), `${template.id} content ${content!.mean.join(',')}`).toBeGreaterThan(luminance(title!.mean) + 60);
      const [r, g, b] = rgb(backgroundOf(template));
      expect(content!.histogram[(r >> 6) * 16 + (g >> 6) * 4 + (b >> 6)]!, `${template.id} background share`).toBeGreaterThan(0.25);
    }
  });

  it('look different from one another: every pair far apart by the colour-histogram distance', () => {
    const pairs: string[] = [];
    for (const [i, a] of DECK_TEMPLATES.entries()) {
      for (const b of DECK_TEMPLATES.slice(i + 1)) {
        const left = pages.get(a.id)!;
        const right = pages.get(b.id)!;
        const mean = left.reduce((sum, page, n) => sum + distance(page, right[n]!), 0) / left.length;
        pairs.push(`${a.id}/${b.id} ${mean.toFixed(2)}`);
        expect(mean, `${a.id} / ${b.id}`).toBeGreaterThan(0.3);
      }
    }
    console.log(`design distances: ${pairs.join(', ')}`);
  });

  it('grow a short list to the largest body size instead of leaving it small at the top', () => {
    for (const template of DECK_TEMPLATES) {
      const sizes = [...zipText(paths.get(template.id)!, 'ppt/slides/slide2.xml').matchAll(/<a:rPr [^>]*sz="(\d+)"/g)].map((m) => m[1]);
      expect(sizes.length, template.id).toBeGreaterThan(0);
      expect(new Set(sizes), template.id).toEqual(new Set(['2800']));
    }
  });

  it('draw a few short points as a row of cards with the accent on each', () => {
    for (const template of DECK_TEMPLATES) {
      const xml = zipText(paths.get(template.id)!, 'ppt/slides/slide4.xml');
      expect(xml.match(/name="Card \d"/g), template.id).toHaveLength(2);
      expect(xml.match(/name="Card band \d"[\s\S]*?<a:schemeClr val="accent1"\/>/g), template.id).toHaveLength(2);
      expect(xml).toContain('Ask the building');
      expect(xml).not.toMatch(/<p:ph idx="1"|<p:ph type="body"/);
    }
  });

  it('draw points that open with figures as a row of key numbers, each figure large in the accent colour', () => {
    const xml = zipText(numbers.path, 'ppt/slides/slide2.xml');
    const figures = [
      ...xml.matchAll(
        /<a:rPr [^>]*sz="(\d+)" b="1"[^>]*><a:solidFill><a:schemeClr val="accent1"\/><\/a:solidFill><a:latin typeface="\+mj-lt"\/><\/a:rPr><a:t>([^<]+)<\/a:t>/g,
      ),
    ];
    expect(figures.map((m) => m[2])).toEqual(['98 %', '1,240', '4.6']);
    expect(Number(figures[0]![1])).toBeGreaterThanOrEqual(4000);
    for (const label of ['of visits finished on the day', 'visits in the north', 'average customer rating'])
      expect(xml).toContain(`<a:t>${label}</a:t>`);
    expect(numbers.metadata.layoutIssues).toEqual([]);
  });

  it('number Editorial’s section slides large, clear of their titles, in Create and in Revamp', () => {
    for (const template of DECK_TEMPLATES) {
      const section = zipText(paths.get(template.id)!, 'ppt/slides/slide3.xml');
      if (template.id === 'editorial') expect(section).toMatch(/name="Section number"[\s\S]*<a:t>01<\/a:t>/);
      else expect(section, template.id).not.toContain('Section number');
      // The checker finds nothing on any design's deck, the number's slide included.
      expect(issues.get(template.id), template.id).toEqual([]);
    }
    expect(zipText(revamped.path, 'ppt/slides/slide3.xml')).toMatch(/name="Section number"[\s\S]*<a:t>01<\/a:t>/);
    expect(revamped.metadata.layoutIssues).toEqual([]);
    expect(revamped.render!.texts[2]).toContain('Howtostart');
    expect(execFileSync('pdftotext', ['-f', '3', '-l', '3', revamped.render!.pdf, '-'], { encoding: 'utf8' })).toMatch(/\b01\b/);
  });

  it('set the heading and body text in each design’s fonts, shipped with the app and embedded in the deck', () => {
    for (const template of DECK_TEMPLATES) {
      // The system's fonts are hidden: a font LibreOffice found came from the profile's links to the bundled files.
      const fonts = execFileSync('pdffonts', [rendered.get(template.id)!.pdf], { encoding: 'utf8' }).replace(/\s+/g, '');
      expect(fonts, template.id).toContain(template.fonts.body.replace(/\s+/g, ''));
      expect(fonts, template.id).toContain(template.fonts.heading.replace(/\s+/g, ''));
      const presentation = zipText(paths.get(template.id)!, 'ppt/presentation.xml');
      for (const family of new Set([template.fonts.heading, template.fonts.body]))
        expect(presentation, template.id).toMatch(new RegExp(`<p:embeddedFont><p:font typeface="${family}"[^>]*/><p:regular r:id=`));
      expect(zipEntries(paths.get(template.id)!).filter((name) => name.endsWith('.fntdata')).length, template.id).toBeGreaterThan(0);
    }
    // Revamp's output too: Editorial's Caladea headings over Carlito text, shown and embedded.
    const fonts = execFileSync('pdffonts', [revamped.render!.pdf], { encoding: 'utf8' });
    expect(fonts).toMatch(/Caladea/);
    expect(fonts).toMatch(/Carlito/);
    expect(revamped.metadata.embeddedFonts).toEqual(['Caladea', 'Carlito']);
    const list = zipText(revamped.path, 'ppt/presentation.xml');
    for (const family of ['Caladea', 'Carlito'])
      expect(list).toMatch(new RegExp(`<p:embeddedFont><p:font typeface="${family}"[^>]*/><p:regular r:id=`));
  });
});
