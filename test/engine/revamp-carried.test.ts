/**
 * Revamp keeps what a slide showed from its old layout and master — logos, a running heading, a row of buttons —
 * though it replaces the layouts and masters: checked in the XML, in LibreOffice renders (every word the source
 * page showed is on the output page) and by the layout checker, whose rules for a picture or words the source
 * showed and the output lacks, and for an empty slide, are shown to fire on a deck that lost them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLayout, type LayoutIssue } from '../../main/engine/layout-check/check-layout';
import { run } from '../../main/engine/tools/revamp';
import { contrast } from '../../main/engine/templates/color-contrast';
import { findDeckTemplate } from '../../shared/tools/deck-templates';
import { CORPUS_ROOT } from '../helpers/corpus';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { mutateDeck, renderDecks, zipText, type RenderedDeck } from './pptx-test-support';
import sharp from 'sharp';
import { backdropContent } from '../../main/engine/lib/pptx/backdrop-regions';
import { freeSpot } from '../../main/engine/revamp/free-spot';
import { backdropPicture, BAND_GREEN, BANNER_FOOT, BANNER_TOP, LOGO_RED, writeBackdropDeck } from './backdrop-deck';

/**
 * Decks whose layouts and masters draw content: logos (pictures), and a heading and menu buttons (text). In Sunrise's
 * Open Sans the Biology deck's heading took three lines and ran under its layout's oval (slides 22 and 28).
 */
const DECKS = [
  { name: 'az-SlideMasters.pptx', template: 'midnight' },
  { name: 'poi-keyframes.pptx', template: 'sunrise' },
  // Built below (backdrop-deck.ts): a logo and a footer band inside its content layout's background picture.
  { name: 'backdrop-logo-band.pptx', template: 'classic' },
] as const;

let built = '';
const source = (name: string): string => (name === 'backdrop-logo-band.pptx' ? built : join(CORPUS_ROOT, 'pptx', name));
const outputs = new Map<string, { path: string; metadata: Record<string, unknown> }>();
let rendered: RenderedDeck[] = [];
let lost: LayoutIssue[] = [];
let lostBackdrop: LayoutIssue[] = [];

const pageWords = (pdf: string, page: number): string[] =>
  execFileSync('pdftotext', ['-f', String(page), '-l', String(page), pdf, '-'], { encoding: 'utf8' })
    .toLowerCase()
    .match(/\p{L}{3,}/gu) ?? [];

beforeAll(async () => {
  const work = await mkdtemp(join(tmpdir(), 'deckhand-revamp-carried-'));
  built = join(work, 'backdrop-logo-band.pptx');
  await writeBackdropDeck(built);
  for (const { name, template } of DECKS) {
    const { output } = await runTool(run, [{ path: source(name) }], { template });
    outputs.set(name, { path: output.path, metadata: output.metadata as Record<string, unknown> });
  }
  rendered = await renderDecks([...DECKS.map(({ name }) => source(name)), ...DECKS.map(({ name }) => outputs.get(name)!.path)]);
  // The revamped logo deck as a Revamp that dropped them would leave it: no pictures, and its last slide emptied.
  const broken = join(work, 'lost.pptx');
  await mutateDeck(outputs.get('az-SlideMasters.pptx')!.path, broken, (entry, data) => {
    if (!/^ppt\/slides\/slide\d+\.xml$/.test(entry)) return undefined;
    let xml = data.toString('utf8').replace(/<p:pic>[\s\S]*?<\/p:pic>/g, '');
    if (entry.endsWith('slide3.xml')) xml = xml.replace(/<p:sp>[\s\S]*?<\/p:sp>/g, '');
    return Buffer.from(xml);
  });
  lost = (await checkLayout({ deck: broken, source: source('az-SlideMasters.pptx'), workDir: work, sameWords: true })).issues;
  // The backdrop deck revamped as before this carry: the background picture's logo and band gone with it.
  const bare = join(work, 'backdrop-lost.pptx');
  await mutateDeck(outputs.get('backdrop-logo-band.pptx')!.path, bare, (entry, data) =>
    /^ppt\/slides\/slide\d+\.xml$/.test(entry)
      ? Buffer.from(
          data.toString('utf8').replace(/<p:pic><p:nvPicPr><p:cNvPr id="\d+" name="Background (content|watermark)[\s\S]*?<\/p:pic>/g, ''),
        )
      : undefined,
  );
  lostBackdrop = (await checkLayout({ deck: bare, source: built, workDir: work, sameWords: true })).issues;
}, 500_000);
afterAll(cleanupWorkDirs);

describe('revamp keeps what the old layouts and masters showed', () => {
  it('keeps the quiz’s answer marked in red red, on answer boxes given one lighter fill where every answer reads', () => {
    // poi-keyframes slide 25: the right answer in red (srgbClr) on boxes filled with the theme's accent1, which
    // Sunrise makes burnt orange; the loop's repair used to make that answer the same colour as the others.
    const { metadata, path } = outputs.get('poi-keyframes.pptx')!;
    const xml = zipText(path, 'ppt/slides/slide25.xml');
    const boxes = [...xml.matchAll(/<p:sp>[\s\S]*?<\/p:sp>/g)].map((m) => m[0]).filter((shape) => /[A-D]\) Ujung/.test(shape));
    expect(boxes).toHaveLength(4);
    const fills = boxes.map((shape) => /<\/a:prstGeom><a:solidFill><a:srgbClr val="([0-9A-F]{6})"/.exec(shape)?.[1]);
    expect(new Set(fills).size, fills.join()).toBe(1);
    const fill = fills[0]!;
    // Their own fill now (before, the style's accent1: no fill of their own).
    expect(fill).toMatch(/^[0-9A-F]{6}$/);
    expect(fill).not.toBe(findDeckTemplate('sunrise')!.colors.accent1);
    const colors = boxes.map((shape) => [...shape.matchAll(/<a:rPr[^>]*><a:solidFill><a:srgbClr val="([0-9A-F]{6})"/g)].map((m) => m[1]!));
    const marked = boxes.findIndex((shape) => shape.includes('C) Ujung'));
    for (const [i, runs] of colors.entries()) {
      // 18 pt, the deck's default size: WCAG asks 3:1, the restyle 3.5:1.
      for (const color of runs) expect(contrast(color, fill), `${i}: ${color}`).toBeGreaterThanOrEqual(3.5);
      const [r, g, b] = [0, 2, 4].map((at) => parseInt(runs[0]!.slice(at, at + 2), 16)) as [number, number, number];
      expect(r > g + 80 && r > b + 80, `${i}: ${runs[0]}`).toBe(i === marked);
    }
    // Red reaches only the large-text ratio on a pale fill: the marked answer is set in bold, large text at 14 pt
    // too, so fitting cannot shrink it into the 4.5:1 bracket.
    expect(boxes[marked]!.match(/<a:rPr[^>]*>/g)!.every((rPr) => / b="1"/.test(rPr))).toBe(true);
    // Read as readable by the checker: the loop did not repaint the answers.
    expect(metadata.layoutIssues).toEqual([]);
  });

  it('keeps the marked answer red on a quiz slide laid out as it was, over its photo (slide 22)', () => {
    // Fitted to 17.5 pt there, the red answer needed 4.5:1, and the loop's repair turned it dark like the others.
    const xml = zipText(outputs.get('poi-keyframes.pptx')!.path, 'ppt/slides/slide22.xml');
    const answer = [...xml.matchAll(/<p:sp>[\s\S]*?<\/p:sp>/g)].map((m) => m[0]).find((shape) => shape.includes('D) Jaringan meristem'))!;
    const runs = [...answer.matchAll(/<a:rPr([^>]*)><a:solidFill><a:srgbClr val="([0-9A-F]{6})"/g)];
    expect(runs.length).toBeGreaterThan(0);
    for (const [, attrs, color] of runs) {
      const [r, g, b] = [0, 2, 4].map((at) => parseInt(color!.slice(at, at + 2), 16)) as [number, number, number];
      expect(r > g + 80 && r > b + 80, color).toBe(true);
      expect(attrs).toMatch(/ b="1"/);
    }
  });

  it('puts the layouts’ logos on the revamped slides', () => {
    const path = outputs.get('az-SlideMasters.pptx')!.path;
    // Each slide of the source shows one or two small logos from its layout (and none of its own).
    const expected = [1, 2, 1];
    expected.forEach((logos, i) => {
      const slide = zipText(path, `ppt/slides/slide${i + 1}.xml`);
      expect(slide.match(/<p:pic>/g)?.length ?? 0, `slide ${i + 1}`).toBeGreaterThanOrEqual(logos);
      for (const id of [...slide.matchAll(/r:embed="([^"]+)"/g)].map((m) => m[1]!)) {
        expect(zipText(path, `ppt/slides/_rels/slide${i + 1}.xml.rels`)).toContain(`Id="${id}"`);
      }
    });
  });

  it('shows every word the source pages showed, the running heading and buttons included', () => {
    for (const [i, { name }] of DECKS.entries()) {
      const before = rendered[i]!;
      const after = rendered[DECKS.length + i]!;
      expect(after.pages, name).toBe(before.pages);
      let checked = 0;
      for (let page = 1; page <= before.pages; page++) {
        // pdftotext may run two shapes' words together in one render ("Profil" + "Proses"): such a word counts
        // when both its parts are on the other page.
        const shown = pageWords(after.pdf, page).join(' ');
        const there = (word: string): boolean =>
          shown.includes(word) ||
          [...word].some((_, k) => k >= 3 && k <= word.length - 3 && shown.includes(word.slice(0, k)) && shown.includes(word.slice(k)));
        const missing = pageWords(before.pdf, page).filter((word) => !there(word));
        expect(missing, `${name} page ${page}`).toEqual([]);
        checked += pageWords(before.pdf, page).length;
      }
      expect(checked, name).toBeGreaterThan(5);
    }
    // The heading every page of the Biology deck shows comes from its master, not from the slides.
    const page = execFileSync('pdftotext', ['-f', '5', '-l', '5', rendered[DECKS.length + 1]!.pdf, '-'], { encoding: 'utf8' });
    expect(page.replace(/\s+/g, ' ')).toMatch(/PERTUMBUHAN DAN PERKEMBANGAN PADA TUMBUHAN/);
    expect(page).toMatch(/Menu[\s\S]*Simulasi/);
  });

  it('reports no missing content on them', () => {
    for (const { name } of DECKS) {
      const issues = (outputs.get(name)!.metadata.layoutIssues ?? []) as LayoutIssue[];
      expect(
        issues.filter((issue) => issue.kind === 'missing'),
        name,
      ).toEqual([]);
    }
  });

  it('fits text clear of what the old layout drew where it ran onto it, until the checker flags nothing', () => {
    const { metadata, path } = outputs.get('poi-keyframes.pptx')!;
    expect(metadata.layoutIssues).toEqual([]);
    // Laid out as they were, the heading still ran under the oval: those slides had their text fitted clear.
    expect(metadata.slidesTextFittedClear).toEqual(expect.arrayContaining([22, 28]));
    // A shape's XML, from its name to its end, and its frame (EMU).
    const shapeXml = (xml: string, name: string): string => {
      const at = xml.indexOf(`name="${name}"`);
      return xml.slice(at, xml.indexOf('</p:sp>', at));
    };
    const frame = (shape: string): number[] =>
      /<a:off x="(-?\d+)" y="(-?\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(shape)!.slice(1).map(Number);
    for (const slide of [22, 28]) {
      const xml = zipText(path, `ppt/slides/slide${slide}.xml`);
      const heading = shapeXml(xml, 'Rectangle 56');
      const [, headingTop, , headingHeight] = frame(heading);
      expect(headingTop! + headingHeight!, `slide ${slide}`).toBeLessThanOrEqual(frame(shapeXml(xml, 'Oval 57'))[1]!);
      // It no longer grows with its text (in PowerPoint either).
      expect(heading, `slide ${slide}`).not.toContain('<a:spAutoFit/>');
    }
  });

  it('has the layout checker flag a deck that lost them: the pictures, the words and the emptied slide', () => {
    const missing = lost.filter((issue) => issue.kind === 'missing');
    expect(missing.find((issue) => issue.slide === 1)?.excerpt).toBe('1 picture');
    expect(missing.find((issue) => issue.slide === 2)?.excerpt).toBe('2 pictures');
    expect(missing.some((issue) => issue.slide === 3 && issue.excerpt === 'an empty slide')).toBe(true);
    expect(missing.find((issue) => issue.slide === 3 && /words?/.test(issue.detail))?.excerpt).toMatch(/modifyme/);
    // The window words them by code (shared/contract/layout-findings.ts).
    for (const [slide, count] of [
      [1, 1],
      [2, 2],
    ] as const) {
      const pictures = missing.find((issue) => issue.slide === slide)!;
      expect(['content-lost', 'pictures-lost']).toContain(pictures.code);
      expect(Number(pictures.params.had) - Number(pictures.params.has)).toBe(count);
    }
    const codes = missing.filter((issue) => issue.slide === 3).map((issue) => issue.code);
    expect(codes).toEqual(expect.arrayContaining(['slide-empty', 'words-lost']));
    expect(missing.find((issue) => issue.code === 'words-lost')?.params.count).toBeGreaterThan(0);
  });

  it('carries the logo and footer band the layout drew inside its background picture, clear of the text', async () => {
    const path = outputs.get('backdrop-logo-band.pptx')!.path;
    const slide = zipText(path, 'ppt/slides/slide2.xml');
    const pictures = [...slide.matchAll(/<p:pic><p:nvPicPr><p:cNvPr id="\d+" name="Background content[\s\S]*?<\/p:pic>/g)].map((m) => m[0]);
    expect(pictures).toHaveLength(2);
    const rels = zipText(path, 'ppt/slides/_rels/slide2.xml.rels');
    for (const picture of pictures) {
      const id = /r:embed="([^"]+)"/.exec(picture)![1]!;
      const target = new RegExp(`Id="${id}"[^>]*Target="\\.\\./media/([^"]+\\.png)"`).exec(rels)?.[1];
      expect(target, id).toBeDefined();
      expect(zipText(path, `[Content_Types].xml`)).toMatch(new RegExp(`/ppt/media/${target}"|Extension="png"`));
    }
    // Rendered: the band's green and the logo's red are on the page (the design has neither colour) …
    const i = DECKS.findIndex((deck) => deck.name === 'backdrop-logo-band.pptx');
    const shares = async (pdf: string): Promise<number[]> => {
      const png = execFileSync('pdftoppm', ['-f', '2', '-l', '2', '-r', '30', '-png', pdf]);
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const near = (rgb: number[]): number => {
        let n = 0;
        for (let p = 0; p < data.length; p += 3) if (rgb.every((c, k) => Math.abs(data[p + k]! - c) < 40)) n++;
        return n / (info.width * info.height);
      };
      return [near(BAND_GREEN), near(LOGO_RED)];
    };
    const [green, red] = await shares(rendered[DECKS.length + i]!.pdf);
    const [sourceGreen] = await shares(rendered[i]!.pdf);
    expect(sourceGreen).toBeGreaterThan(0.03);
    expect(green).toBeGreaterThan(0.01);
    // The logo is at half size or so: the title's box takes the top right corner where it was.
    expect(red).toBeGreaterThan(0.001);
    // … and no word of the slide lies on either picture.
    const frames = pictures.map((picture) =>
      /<a:off x="(\d+)" y="(\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>/
        .exec(picture)!
        .slice(1)
        .map((n) => Number(n) / 12700),
    );
    const bbox = execFileSync('pdftotext', ['-bbox', '-f', '2', '-l', '2', rendered[DECKS.length + i]!.pdf, '-'], { encoding: 'utf8' });
    const words = [...bbox.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g)];
    expect(words.length).toBeGreaterThan(10);
    for (const [, x0, y0, x1, y1, word] of words) {
      for (const [x, y, w, h] of frames) {
        const clear = Number(x1) <= x! || Number(x0) >= x! + w! || Number(y1) <= y! || Number(y0) >= y! + h!;
        expect(clear, word).toBe(true);
      }
    }
  });

  it('keeps the banner across the title slide at its size and place, the title and subtitle below it', () => {
    const path = outputs.get('backdrop-logo-band.pptx')!.path;
    const slide = zipText(path, 'ppt/slides/slide1.xml');
    const banners = [...slide.matchAll(/<p:pic><p:nvPicPr><p:cNvPr id="\d+" name="Background content[\s\S]*?<\/p:pic>/g)];
    expect(banners).toHaveLength(1);
    const [x, y, cx, cy] = /<a:off x="(\d+)" y="(\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(banners[0]![0])!.slice(1).map(Number);
    // Shrunk above the title it was half as wide (free-spot.ts); below it, the text left the banner as it was.
    expect(cx! / 9144000).toBeGreaterThan(0.97);
    expect(x! / 9144000).toBeLessThan(0.02);
    expect(Math.abs(y! / 6858000 - BANNER_TOP)).toBeLessThan(0.02);
    expect(Math.abs((y! + cy!) / 6858000 - BANNER_FOOT)).toBeLessThan(0.02);
    // Rendered: every word of the title and subtitle lies below the banner's foot, none below the slide's.
    const i = DECKS.findIndex((deck) => deck.name === 'backdrop-logo-band.pptx');
    const bbox = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', rendered[DECKS.length + i]!.pdf, '-'], { encoding: 'utf8' });
    const words = [...bbox.matchAll(/yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)</g)];
    expect(words.map((word) => word[3]).join(' ')).toContain('Title of the first slide');
    for (const [, y0, y1, word] of words) {
      expect(Number(y0), word).toBeGreaterThanOrEqual(((y! + cy!) / 12700) * 0.995);
      expect(Number(y1), word).toBeLessThanOrEqual(540);
    }
  });

  it('carries the pale watermark faint behind everything, and the band across the whole slide', async () => {
    const path = outputs.get('backdrop-logo-band.pptx')!.path;
    const slide = zipText(path, 'ppt/slides/slide2.xml');
    const frameOf = (picture: string): number[] =>
      /<a:off x="(\d+)" y="(\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(picture)!.slice(1).map(Number);
    const mark = /<p:pic><p:nvPicPr><p:cNvPr id="\d+" name="Background watermark"[\s\S]*?<\/p:pic>/.exec(slide)?.[0];
    expect(mark).toBeDefined();
    // Drawn first: behind the band, the logo and the slide's own text.
    expect(slide.indexOf(mark!)).toBeLessThan(slide.indexOf('<p:sp>'));
    expect(slide.indexOf(mark!)).toBeLessThan(slide.indexOf('name="Background content'));
    // The band (the widest carried picture) spans the slide, as in its source, and is not over the text.
    const band = [...slide.matchAll(/<p:pic><p:nvPicPr><p:cNvPr id="\d+" name="Background content[\s\S]*?<\/p:pic>/g)]
      .map((m) => frameOf(m[0]))
      .sort((a, b) => b[2]! - a[2]!)[0]!;
    expect(band[2]! / 9144000).toBeGreaterThanOrEqual(0.9);
    // Rendered: on the ring the watermark drew (centre 70 %, 45 % of the slide, radius 30 % of its height) the page is
    // a little darker than just inside it — faint, as on its source (19 off white), never a strong line.
    const i = DECKS.findIndex((deck) => deck.name === 'backdrop-logo-band.pptx');
    const png = execFileSync('pdftoppm', ['-f', '2', '-l', '2', '-r', '40', '-png', rendered[DECKS.length + i]!.pdf]);
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (fx: number, fy: number): number => {
      const p = (Math.round(fy * info.height) * info.width + Math.round(fx * info.width)) * 3;
      return (data[p]! + data[p + 1]! + data[p + 2]!) / 3;
    };
    const steps = Array.from({ length: 48 }, (_, k) => (k / 48) * 2 * Math.PI);
    const differences = steps
      .map((a) => {
        const [dx, dy] = [(0.3 * Math.cos(a) * info.height) / info.width, 0.3 * Math.sin(a)];
        return at(0.7 + 0.85 * dx, 0.45 + 0.85 * dy) - at(0.7 + dx, 0.45 + dy);
      })
      .sort((a, b) => a - b);
    const median = differences[differences.length >> 1]!;
    expect(median).toBeGreaterThan(3);
    expect(median).toBeLessThan(40);
  });

  it('has the layout checker flag a revamp that lost what the background picture drew', () => {
    const missing = lostBackdrop.filter((issue) => issue.kind === 'missing');
    expect(missing.find((issue) => issue.slide === 2)?.excerpt).toBe('2 pictures');
    expect(missing.find((issue) => issue.slide === 1)?.excerpt).toBe('1 picture');
  });
});

describe('what a background picture draws on its ground', () => {
  it('finds a logo and a band, and nothing in a plain ground with a pale watermark or in a photo', async () => {
    const content = await backdropContent(await backdropPicture());
    // The logo (drawn at 86 %, 3 %, 10 % × 13 % of the picture) and the band (0, 90 %, 100 % × 5 %), a little padded.
    const expected = [
      [86, 3, 10, 13],
      [0, 90, 100, 5],
    ];
    expect(content?.regions).toHaveLength(2);
    content!.regions.forEach((region, i) => region.forEach((n, k) => expect(Math.abs(n * 100 - expected[i]![k]!)).toBeLessThan(2.5)));
    const plain = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="800" height="600"><circle cx="400" cy="300" r="200" fill="none" stroke="#ececec" stroke-width="30"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    expect((await backdropContent(plain))?.regions).toEqual([]);
    const noise = Buffer.alloc(200 * 150 * 3);
    for (let p = 0; p < noise.length; p++) noise[p] = (p * 7919) % 251;
    expect(
      await backdropContent(
        await sharp(noise, { raw: { width: 200, height: 150, channels: 3 } })
          .png()
          .toBuffer(),
      ),
    ).toBeNull();
  });
});

describe('where a background picture’s content goes on the new layout', () => {
  const size = { cx: 9144000, cy: 6858000 };
  const body: [number, number, number, number] = [628650, 1905000, 7886700, 4271963];
  const slideNumber: [number, number, number, number] = [6457950, 6356350, 2057400, 365125];
  const clear = (a: readonly number[], b: readonly number[]): boolean =>
    a[0]! + a[2]! <= b[0]! || b[0]! + b[2]! <= a[0]! || a[1]! + a[3]! <= b[1]! || b[1]! + b[3]! <= a[1]!;

  it('keeps it where nothing is, and moves a footer band that meets the text to the foot, smaller, clear of it all', () => {
    expect(freeSpot([0, 0, 900000, 600000], [body], size)).toEqual([0, 0, 900000, 600000]);
    const band: [number, number, number, number] = [0, 6035040, 9144000, 342900];
    const spot = freeSpot(band, [body, slideNumber], size)!;
    expect(spot[1]).toBeGreaterThan(body[1] + body[3]);
    expect(spot[2]).toBeLessThan(band[2]);
    expect(spot[2] / band[2]).toBeCloseTo(spot[3] / band[3], 2);
    for (const busy of [body, slideNumber]) expect(clear(spot, busy)).toBe(true);
    // No room near its place even at 30 %: it is not put anywhere.
    expect(freeSpot(band, [[0, 3000000, size.cx, size.cy - 3000000]], size)).toBeNull();
  });
});
