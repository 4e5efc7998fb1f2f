/**
 * Revamp draws a slide's table of numbers as a native chart and keeps the table on a slide inserted after it: on a
 * deck built here (a table alone under its title, a table beside a list, a table of names that stays a table), the
 * output passes the package verifier, each chart part's series equal its table, LibreOffice draws the charts
 * (their labels are on the pages), every word of the tables is still in the deck, and the layout checker —
 * comparing with the source — finds nothing. Text too pale on its panel, which the checker finds on the render, takes a
 * colour that reads there.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseNumber } from '../../main/engine/generation/chart-data';
import { checkLayout } from '../../main/engine/layout-check/check-layout';
import { verifyPackage } from '../../main/engine/lib/pptx';
import { run } from '../../main/engine/tools/revamp';
import { chartSeries } from '../helpers/chart-series';
import { PALE_SLIDE, table, textBox, writeLayoutDeck } from '../helpers/layout-deck';
import { contrast } from '../../main/engine/templates/color-contrast';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { mutateDeck, renderDecks, zipEntries, zipText } from './pptx-test-support';

const UNITS = [
  ['Region', 'Units'],
  ['North', '420'],
  ['South', '310'],
  ['East', '515'],
  ['West', '280'],
];
const REVENUE = [
  ['Quarter', 'Revenue', 'Costs'],
  ['Q1 2025', '120', '80'],
  ['Q2 2025', '135', '90'],
  ['Q3 2025', '160', '95'],
  ['Q4 2025', '190', '110'],
];
const PEOPLE = [
  ['Name', 'Role'],
  ['Ana', 'Lead'],
  ['Bo', 'Developer'],
];

const SLIDES = [
  textBox({ id: 2, x: 36, y: 20, w: 648, h: 60, title: true, paragraphs: ['Units sold by region'], size: 32 }) +
    table(3, { x: 60, y: 120, w: 600, h: 250 }, UNITS, 18),
  textBox({ id: 2, x: 36, y: 20, w: 648, h: 60, title: true, paragraphs: ['Revenue and costs this year'], size: 32 }) +
    textBox({ id: 3, x: 36, y: 110, w: 300, h: 300, paragraphs: ['Revenue grew every quarter', 'Costs grew more slowly'], size: 20 }) +
    table(4, { x: 360, y: 120, w: 330, h: 220 }, REVENUE, 16),
  textBox({ id: 2, x: 36, y: 20, w: 648, h: 60, title: true, paragraphs: ['Who leads the work'], size: 32 }) +
    table(3, { x: 60, y: 120, w: 600, h: 150 }, PEOPLE, 20),
  // Pale grey on a pale gradient panel (the layout checker flags it): Revamp gives it a colour that reads there.
  PALE_SLIDE,
];

let dir: string;
let source: string;
let output: { path: string; metadata: Record<string, unknown> };
let pages: string[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-revamp-charts-'));
  source = join(dir, 'numbers.pptx');
  await writeLayoutDeck(source, SLIDES);
  const result = await runTool(run, [{ path: source }], { template: 'sunrise' });
  output = { path: result.output.path, metadata: result.output.metadata as Record<string, unknown> };
  const rendered = (await renderDecks([output.path], dir))[0]!;
  pages = execFileSync('pdftotext', [rendered.pdf, '-'], { encoding: 'utf8' }).split('\f');
}, 300_000);
afterAll(async () => {
  await cleanupWorkDirs();
  await rm(dir, { recursive: true, force: true });
});

const chartOn = (slide: number): string | null => {
  const rels = zipText(output.path, `ppt/slides/_rels/slide${slide}.xml.rels`);
  const target = /relationships\/chart" Target="\.\.\/charts\/(chart\d+\.xml)"/.exec(rels)?.[1];
  return target ? zipText(output.path, `ppt/charts/${target}`) : null;
};

/** The output's slide parts in presentation order. */
function slideOrder(): number[] {
  const rels = zipText(output.path, 'ppt/_rels/presentation.xml.rels');
  const ids = [...zipText(output.path, 'ppt/presentation.xml').matchAll(/<p:sldId [^>]*r:id="([^"]+)"/g)].map((m) => m[1]!);
  return ids.map((id) => Number(new RegExp(`Id="${id}"[^>]*Target="slides/slide(\\d+)\\.xml"`).exec(rels)![1]));
}

describe('revamp draws tables of numbers as charts', () => {
  it('writes a valid deck in which the layout checker finds nothing, the tables on slides of their own', async () => {
    expect((await verifyPackage(output.path)).problems).toEqual([]);
    expect(output.metadata).toMatchObject({ slides: 6, charts: 2, layoutIssues: [] });
    expect(output.metadata.slidesKeptAsLaidOut).toBeUndefined();
    expect(zipEntries(output.path).filter((name) => /^ppt\/embeddings\/.*\.xlsx$/.test(name))).toHaveLength(2);
  });

  it('gives each chart the table’s figures as its series, in the design’s accents', () => {
    const order = slideOrder();
    for (const [n, rows, kind] of [
      [0, UNITS, 'column'],
      [2, REVENUE, 'line'],
    ] as const) {
      const xml = chartOn(order[n]!);
      expect(xml, `slide ${n + 1}`).not.toBeNull();
      const read = chartSeries(xml!);
      expect(read.kind).toBe(kind);
      expect(read.series.map((s) => s.name)).toEqual(rows[0]!.slice(1));
      read.series.forEach((series, s) => {
        expect(series.categories).toEqual(rows.slice(1).map((row) => row[0]));
        expect(series.values).toEqual(rows.slice(1).map((row) => parseNumber(row[s + 1]!)!.value));
      });
      expect(xml).toContain('<a:schemeClr val="accent1"/>');
      // The chart replaced the table on its slide; the next slide holds the table.
      expect(zipText(output.path, `ppt/slides/slide${order[n]!}.xml`)).not.toContain('<a:tbl>');
      const next = zipText(output.path, `ppt/slides/slide${order[n + 1]!}.xml`);
      expect(next).toContain('<a:tbl>');
      expect(next).toContain('(cont.)');
    }
    // The table of names stays a table, with no chart.
    expect(zipText(output.path, `ppt/slides/slide${order[4]!}.xml`)).toContain('<a:tbl>');
    expect(chartOn(order[4]!)).toBeNull();
  });

  it('is drawn as charts by LibreOffice, and every word of the tables is still on the pages', () => {
    expect(pages.filter((page) => page.trim())).toHaveLength(6);
    const flat = (page: string): string => page.replace(/\s+/g, ' ');
    expect(flat(pages[0]!)).toMatch(/North.*South.*East.*West/);
    expect(flat(pages[0]!)).toContain('515');
    expect(flat(pages[2]!)).toMatch(/Q1 2025.*Q4 2025/);
    expect(flat(pages[2]!)).toMatch(/Revenue.*Costs/);
    for (const [page, rows] of [
      [1, UNITS],
      [3, REVENUE],
    ] as const) {
      for (const cell of rows.flat()) expect(flat(pages[page]!), cell).toContain(cell);
    }
  });

  it('gives text too faint on what lies under it a colour that reads there, and checks again', async () => {
    // The pale words lie on a gradient the deck's XML cannot judge; the checker measured them on the render.
    expect(output.metadata.slidesTextMadeReadable).toEqual([4]);
    const xml = zipText(output.path, `ppt/slides/slide${slideOrder()[5]!}.xml`);
    const color = /<a:srgbClr val="([0-9A-F]{6})"\/><\/a:solidFill>(?:(?!<a:t>)[\s\S])*<a:t>Pale words/.exec(xml)?.[1];
    expect(color).toBeDefined();
    expect(contrast(color!, 'F2F2F2')).toBeGreaterThanOrEqual(4.5);
    // The dark words were readable and keep their colour.
    expect(/<a:srgbClr val="[0-9A-F]{6}"\/><\/a:solidFill>(?:(?!<a:t>)[\s\S])*<a:t>Dark words/.test(xml)).toBe(false);
    // Checked on its own (not only against the source, which had it faint): nothing faint is left.
    const { issues } = await checkLayout({ deck: output.path, workDir: dir });
    expect(issues.filter((issue) => issue.kind === 'low-contrast')).toEqual([]);
  }, 120_000);

  it('has the layout checker flag the chart slide when the table after it is gone', async () => {
    const order = slideOrder();
    const broken = join(dir, 'no-table.pptx');
    await mutateDeck(output.path, broken, (entry, data) =>
      entry === `ppt/slides/slide${order[1]!}.xml`
        ? Buffer.from(data.toString('utf8').replace(/<p:graphicFrame>[\s\S]*?<\/p:graphicFrame>/, ''))
        : undefined,
    );
    const map = [1, null, 2, null, 3, 4];
    const { issues } = await checkLayout({ deck: broken, source, slideMap: (n) => map[n - 1] ?? null, workDir: dir, sameWords: true });
    const missing = issues.filter((issue) => issue.kind === 'missing' && issue.slide === 1).map((issue) => issue.excerpt);
    expect(missing).toContain('1 table');
    expect(missing.some((excerpt) => /table cells? with text/.test(excerpt))).toBe(true);
  }, 120_000);
});
