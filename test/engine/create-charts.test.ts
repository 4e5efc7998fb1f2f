/**
 * Create draws tables of numbers as native charts and crops outline pictures to fill their frame: one outline, one
 * LibreOffice render. The chart parts pass the package verifier, their series equal the tables' figures (read back
 * from the chart XML and from the embedded workbook), the kind follows the data's shape, LibreOffice draws each
 * chart (its axis labels and series names are in the PDF's text), the tables stay in the notes; a wide picture is
 * cropped (`a:srcRect`) and shows with its own proportions in the render.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartOf, parseNumber } from '../../main/engine/generation/chart-data';
import { cropToFill, shownAspect } from '../../main/engine/generation/picture-crop';
import { verifyPackage } from '../../main/engine/lib/pptx';
import { run } from '../../main/engine/tools/generation';
import { chartSeries } from '../helpers/chart-series';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { renderDecks, zipEntries, zipText, type RenderedDeck } from './pptx-test-support';

const TABLES = {
  line: {
    rows: [
      ['Quarter', 'Revenue', 'Costs'],
      ['Q1 2025', '120', '80'],
      ['Q2 2025', '135', '90'],
      ['Q3 2025', '160', '95'],
      ['Q4 2025', '190', '110'],
    ],
  },
  pie: {
    rows: [
      ['Area', 'Share'],
      ['Salaries', '55 %'],
      ['Rent', '20 %'],
      ['Travel', '10 %'],
      ['Other', '15 %'],
    ],
  },
  column: {
    rows: [
      ['Region', 'Units'],
      ['North', '420'],
      ['South', '310'],
      ['East', '515'],
      ['West', '280'],
    ],
  },
  bar: {
    rows: [
      ['Product line', 'Tickets', 'Resolved'],
      ['Home routers and mesh kits', '1,200', '1,100'],
      ['Business firewalls', '640', '600'],
      ['Cloud management portal', '980', '870'],
    ],
  },
} as const;
const TITLES = {
  line: 'Revenue by quarter',
  pie: 'Where the budget goes',
  column: 'Sales by region',
  bar: 'Support tickets by product line',
};

const markdownTable = (rows: readonly (readonly string[])[]): string =>
  [`| ${rows[0]!.join(' | ')} |`, `|${rows[0]!.map(() => '---').join('|')}|`, ...rows.slice(1).map((row) => `| ${row.join(' | ')} |`)].join(
    '\n',
  );

// A 600×200 picture: red, with a blue square in the middle (its squareness shows whether the picture is stretched).
async function widePicture(dir: string): Promise<string> {
  const square = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  const path = join(dir, 'wide.png');
  await sharp({ create: { width: 600, height: 200, channels: 3, background: '#ff0000' } })
    .composite([{ input: square, left: 240, top: 40 }])
    .png()
    .toFile(path);
  return path;
}

const OUTLINE = `# Numbers that matter

${(Object.keys(TABLES) as (keyof typeof TABLES)[]).map((kind) => `## ${TITLES[kind]}\n${markdownTable(TABLES[kind].rows)}`).join('\n\n')}

## People
| Name | Role |
|---|---|
| Ana | Lead |
| Bo | Dev |

## The river mouth
![A wide view of the delta](wide.png)
- Where the river meets the sea
`;

let deck: string;
let rendered: RenderedDeck;
let pages: string[];

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'deckhand-create-charts-'));
  const picture = await widePicture(dir);
  const { output } = await runTool(run, [{ path: picture }], { inputText: OUTLINE, template: 'midnight' });
  deck = output.path;
  expect(output.metadata?.layoutIssues).toEqual([]);
  rendered = (await renderDecks([deck], dir))[0]!;
  pages = execFileSync('pdftotext', ['-layout', rendered.pdf, '-'], { encoding: 'utf8' }).split('\f');
}, 240_000);

afterAll(cleanupWorkDirs);

describe('Create: tables of numbers become charts', () => {
  it('reads numbers as they are written and picks the chart the data calls for', () => {
    expect(parseNumber('1,200')?.value).toBe(1200);
    expect(parseNumber('−4.5')?.value).toBe(-4.5);
    expect(parseNumber('45 %')).toMatchObject({ value: 45, percent: true });
    expect(parseNumber('$3.2')).toMatchObject({ value: 3.2, currency: '$' });
    expect(parseNumber('about 3')).toBeNull();
    const table = (rows: readonly (readonly string[])[]) => ({ rows: rows.map((row) => row.map((text) => [{ text }])), align: [] });
    for (const kind of Object.keys(TABLES) as (keyof typeof TABLES)[]) expect(chartOf(table(TABLES[kind].rows))?.kind).toBe(kind);
    expect(
      chartOf(
        table([
          ['Name', 'Role'],
          ['Ana', 'Lead'],
          ['Bo', 'Dev'],
        ]),
      ),
    ).toBeNull();
    expect(
      chartOf(
        table([
          ['River', 'Length'],
          ['Nile', '6,650'],
        ]),
      ),
    ).toBeNull();
    // Series that cannot share an axis stay a table: visits beside a percentage, or thousands beside single figures.
    expect(
      chartOf(
        table([
          ['Region', 'Visits', 'First-time fix'],
          ['North', '1,240', '87 %'],
          ['South', '980', '91 %'],
        ]),
      ),
    ).toBeNull();
    expect(
      chartOf(
        table([
          ['Team', 'Tickets', 'Escalations'],
          ['North', '1,240', '12'],
          ['South', '980', '9'],
        ]),
      ),
    ).toBeNull();
  });

  it('writes a chart part and workbook per table of numbers that pass the package verifier', async () => {
    const report = await verifyPackage(deck);
    expect(report.problems).toEqual([]);
    const entries = zipEntries(deck);
    expect(entries.filter((name) => /^ppt\/charts\/chart\d+\.xml$/.test(name))).toHaveLength(4);
    expect(entries.filter((name) => /^ppt\/embeddings\/.*\.xlsx$/.test(name))).toHaveLength(4);
    const types = zipText(deck, '[Content_Types].xml');
    expect(types).toContain('application/vnd.openxmlformats-officedocument.drawingml.chart+xml');
    expect(types).toContain('Extension="xlsx"');
  });

  it('holds the tables’ figures as series, in the design’s accents, with the table in the notes', () => {
    (Object.keys(TABLES) as (keyof typeof TABLES)[]).forEach((kind, i) => {
      const slide = i + 2;
      const slideXml = zipText(deck, `ppt/slides/slide${slide}.xml`);
      expect(slideXml).toContain('<c:chart ');
      expect(slideXml).not.toContain('<a:tbl>');
      const rels = zipText(deck, `ppt/slides/_rels/slide${slide}.xml.rels`);
      const target = /relationships\/chart" Target="\.\.\/charts\/(chart\d+\.xml)"/.exec(rels)![1]!;
      const xml = zipText(deck, `ppt/charts/${target}`);
      const read = chartSeries(xml);
      const rows = TABLES[kind].rows;
      expect(read.kind).toBe(kind);
      expect(read.series.map((s) => s.name)).toEqual(rows[0].slice(1));
      read.series.forEach((series, s) => {
        expect(series.categories).toEqual(rows.slice(1).map((row) => row[0]));
        expect(series.values).toEqual(rows.slice(1).map((row) => parseNumber(row[s + 1]!)!.value));
      });
      expect(xml).toContain('<a:schemeClr val="accent1"/>');
      const notes = zipText(deck, `ppt/notesSlides/notesSlide${slide}.xml`);
      for (const row of rows) for (const cell of row) expect(notes).toContain(cell.replace('&', '&amp;'));
    });
    // The plain text table stays a table.
    expect(zipText(deck, 'ppt/slides/slide6.xml')).toContain('<a:tbl>');
  });

  it('embeds a workbook holding the same cells the chart names', () => {
    const dir = execFileSync('mktemp', ['-d'], { encoding: 'utf8' }).trim();
    // The column chart is on slide 4.
    const chart = /Target="\.\.\/charts\/(chart\d+)\.xml"/.exec(zipText(deck, 'ppt/slides/_rels/slide4.xml.rels'))![1]!;
    const rels = zipText(deck, `ppt/charts/_rels/${chart}.xml.rels`);
    const workbook = /Target="\.\.\/embeddings\/([^"]+)"/.exec(rels)![1]!;
    execFileSync('unzip', ['-q', '-o', deck, `ppt/embeddings/${workbook}`, '-d', dir]);
    const sheet = execFileSync('unzip', ['-p', join(dir, 'ppt/embeddings', workbook), 'xl/worksheets/sheet1.xml'], { encoding: 'utf8' });
    expect(sheet).toContain('<c r="B2"><v>420</v></c>');
    expect(sheet).toContain('<c r="A5" t="inlineStr"><is><t xml:space="preserve">West</t></is></c>');
    expect(zipText(deck, `ppt/charts/${chart}.xml`)).toContain('<c:f>Sheet1!$B$2:$B$5</c:f>');
  });

  it('is drawn by LibreOffice as a chart: axis labels and series names are on the page', () => {
    expect(rendered.pages).toBe(7);
    const words = (page: string): string => page.replace(/\s+/g, ' ');
    expect(words(pages[1]!)).toMatch(/Q1 2025.*Q4 2025/);
    expect(words(pages[1]!)).toMatch(/Revenue.*Costs/);
    expect(words(pages[1]!)).toMatch(/\b200\b/); // a value axis label
    expect(words(pages[2]!)).toMatch(/55\s?%/);
    expect(words(pages[2]!)).toContain('Salaries');
    expect(words(pages[3]!)).toMatch(/North.*South.*East.*West/);
    expect(words(pages[3]!)).toContain('515');
    expect(words(pages[4]!)).toContain('Home routers and mesh kits');
    expect(words(pages[4]!)).toMatch(/Resolved|Tickets/);
  });
});

describe('Create: pictures are cropped to fill their frame', () => {
  it('computes a centred crop that keeps the picture’s aspect', () => {
    const frame: [number, number, number, number] = [0, 0, 4000, 3000];
    const { box, crop } = cropToFill(frame, 500, 300);
    expect(box).toEqual(frame);
    expect(crop.l).toBe(crop.r);
    expect(shownAspect(500, 300, crop)).toBeCloseTo(4000 / 3000, 3);
    // Far wider than the frame: the crop stops at its limit and the frame shrinks to the picture's proportions.
    const wide = cropToFill(frame, 3000, 500);
    expect(shownAspect(3000, 500, wide.crop)).toBeCloseTo(wide.box[2] / wide.box[3], 2);
    expect(wide.box[3]).toBeLessThan(3000);
  });

  it('crops the outline’s wide picture with a:srcRect and shows it unstretched', async () => {
    const xml = zipText(deck, 'ppt/slides/slide7.xml');
    expect(xml).toMatch(/<a:srcRect [^>]*\/>/);
    // The blue square in the picture is still square on the rendered page.
    const png = join(tmpdir(), `deckhand-crop-${process.pid}`);
    execFileSync('pdftoppm', ['-f', '7', '-l', '7', '-r', '60', '-png', '-singlefile', rendered.pdf, png]);
    const { data, info } = await sharp(`${png}.png`).raw().toBuffer({ resolveWithObject: true });
    const box = { x0: Infinity, y0: Infinity, x1: -1, y1: -1 };
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        const i = (y * info.width + x) * info.channels;
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        if (!(b > 200 && r < 60 && g < 60)) continue;
        box.x0 = Math.min(box.x0, x);
        box.x1 = Math.max(box.x1, x);
        box.y0 = Math.min(box.y0, y);
        box.y1 = Math.max(box.y1, y);
      }
    }
    const squareAspect = (box.x1 - box.x0 + 1) / (box.y1 - box.y0 + 1);
    expect(squareAspect).toBeGreaterThan(0.93);
    expect(squareAspect).toBeLessThan(1.07);
    // What shows of the picture has its frame's proportions (a caption band may cover part of it on the page).
    const rect = /<a:srcRect([^>]*)\/>/.exec(xml)![1]!;
    const side = (name: string): number => Number(new RegExp(`${name}="(-?\\d+)"`).exec(rect)?.[1] ?? 0);
    const frame = /<p:pic>.*?<a:ext cx="(\d+)" cy="(\d+)"/.exec(xml)!;
    const shown = shownAspect(600, 200, { l: side('l'), r: side('r'), t: side('t'), b: side('b') });
    expect(shown).toBeCloseTo(Number(frame[1]) / Number(frame[2]), 2);
  });
});
