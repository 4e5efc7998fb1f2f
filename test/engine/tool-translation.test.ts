/**
 * Translation of decks with the real Apertium (en→es) on corpus decks and small decks with known text, checked
 * with an independent reader of the XML, verifyPackage, unzip and LibreOffice renders.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPackage } from '../../main/engine/lib/pptx';
import { checkLayout } from '../../main/engine/layout-check/check-layout';
import { run } from '../../main/engine/tools/translation';
import type { ParamsOf } from '../../shared/tools/catalog';
import { CORPUS_ROOT } from '../helpers/corpus';
import { deckText, ENGLISH_WORDS, partText } from '../helpers/drawing-text';
import { unzipTest } from '../helpers/package-checks';
import { writeTextDeck } from '../helpers/text-deck';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { mutateDeck, renderDecks, zipText } from './pptx-test-support';

// These tests read the translated XML; the layout check each task also runs (one more LibreOffice render per deck)
// is tested in translation-layout.test.ts.
process.env.DECKHAND_LAYOUT_CHECK = '0';

const DECKS = [
  'poi-aptia.pptx',
  'poi-45545_Comment.pptx',
  'poi-keyframes.pptx',
  'pp-tbl-cell.pptx',
  'poi-table-with-theme.pptx',
  'pp-cht-chart-type.pptx',
  'pp-prs-notes.pptx',
  'poi-themes.pptx',
];

const EN_ES: ParamsOf<'translation'> = { from: 'en', to: 'es' };
const letters = (text: string): boolean => /\p{L}/u.test(text);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-translate-test-'));
});
afterAll(async () => {
  await cleanupWorkDirs();
  await rm(dir, { recursive: true, force: true });
});

async function translate(path: string, params: ParamsOf<'translation'> = EN_ES): Promise<string> {
  const { output } = await runTool(run, [{ path }], params);
  return output.path;
}

describe('Apertium en→es on corpus decks', () => {
  const outputs = new Map<string, string>();

  beforeAll(async () => {
    for (const name of DECKS) outputs.set(name, await translate(join(CORPUS_ROOT, 'pptx', name)));
  });

  it('translates every paragraph, loses none, and keeps each run’s formatting on its words', async () => {
    let checked = 0;
    for (const name of DECKS) {
      const before = await deckText(join(CORPUS_ROOT, 'pptx', name));
      const after = await deckText(outputs.get(name)!);
      expect([...after.keys()].sort(), name).toEqual([...before.keys()].sort());
      for (const [part, source] of before) {
        const translated = after.get(part)!;
        expect(translated.paragraphs.length, `${name} ${part}`).toBe(source.paragraphs.length);
        source.paragraphs.forEach((runs, i) => {
          if (!runs.some((r) => letters(r.text))) return;
          const out = translated.paragraphs[i]!;
          const where = `${name} ${part} paragraph ${i}: ${runs.map((r) => r.text).join('')}`;
          checked++;
          expect(
            out.some((r) => letters(r.text)),
            where,
          ).toBe(true);
          expect(out.map((r) => r.text).join(''), where).not.toMatch(ENGLISH_WORDS);
          // No new formatting appears, and formatting that held a word is still there.
          const sourceFormats = new Set(runs.map((r) => r.format));
          for (const r of out) expect(sourceFormats.has(r.format), where).toBe(true);
          const outFormats = new Set(out.map((r) => r.format));
          for (const r of runs) if (/\p{L}{4,}/u.test(r.text)) expect(outFormats.has(r.format), where).toBe(true);
        });
        // Chart category and series names too.
        expect(translated.chartStrings.length).toBe(source.chartStrings.length);
        for (const text of translated.chartStrings) expect(text, `${name} ${part}`).not.toMatch(/\b(Series|Category)\b/);
      }
    }
    expect(checked).toBeGreaterThan(900);
  });

  it('writes packages that pass the structural checks and unzip -t', async () => {
    for (const name of DECKS) {
      const report = await verifyPackage(outputs.get(name)!);
      expect(report.problems, name).toEqual([]);
      unzipTest(outputs.get(name)!);
    }
  });

  it('renders in LibreOffice with the same page count as the source, in Spanish', async () => {
    const sources = DECKS.map((name) => join(CORPUS_ROOT, 'pptx', name));
    const rendered = await renderDecks([...sources, ...DECKS.map((name) => outputs.get(name)!)]);
    DECKS.forEach((name, i) => {
      expect(rendered[DECKS.length + i]!.pages, name).toBe(rendered[i]!.pages);
    });
    const aptia = execFileSync('pdftotext', [rendered[DECKS.length]!.pdf, '-'], { encoding: 'utf8' });
    expect(aptia).toMatch(/Asuntos comunes/);
    expect(aptia).not.toMatch(/Common issues/);
  }, 300_000);
});

describe('run formatting, links, glossary, grouped shapes and SmartArt', () => {
  it('keeps bold, italics and links on the words they were on when the word order changes', async () => {
    const deck = join(dir, 'formats.pptx');
    await writeTextDeck(deck, [
      {
        paragraphs: [
          [{ text: 'The ' }, { text: 'red', bold: true }, { text: ' car is ' }, { text: 'very', italic: true }, { text: ' fast.' }],
        ],
      },
      { paragraphs: [[{ text: 'Read the ' }, { text: 'annual report', link: 'https://example.com/report' }, { text: ' today.' }]] },
    ]);
    const out = await translate(deck);
    const slide = partText(zipText(out, 'ppt/slides/slide1.xml'));
    const [sentence, linked] = slide.paragraphs;
    expect(sentence!.map((r) => r.text).join('')).toBe('El coche rojo es muy rápido.');
    expect(sentence!.filter((r) => r.format.includes('b=1')).map((r) => r.text.trim())).toEqual(['rojo']);
    expect(sentence!.filter((r) => r.format.includes('i=1')).map((r) => r.text.trim())).toEqual(['muy']);
    const link = linked!.filter((r) => r.format.includes('hlinkClick'));
    expect(link.map((r) => r.text.trim()).join(' ')).toBe('informe anual');
    expect(zipText(out, 'ppt/slides/_rels/slide1.xml.rels')).toContain('https://example.com/report');
    expect((await verifyPackage(out)).problems).toEqual([]);
  });

  it('uses glossary terms exactly, also where Apertium would choose another word', async () => {
    const deck = join(dir, 'glossary.pptx');
    await writeTextDeck(deck, [{ paragraphs: [[{ text: 'Slide two shows the file of the deck.' }]] }]);
    const plain = partText(zipText(await translate(deck), 'ppt/slides/slide1.xml')).paragraphs[0]!;
    expect(plain.map((r) => r.text).join('')).toMatch(/lima|deslizamiento|cubierta/);
    const out = await translate(deck, {
      ...EN_ES,
      glossary: [
        { source: 'slide', target: 'diapositiva' },
        { source: 'file', target: 'archivo' },
        { source: 'deck', target: 'presentación' },
      ],
    });
    const text = partText(zipText(out, 'ppt/slides/slide1.xml'))
      .paragraphs[0]!.map((r) => r.text)
      .join('');
    expect(text).toMatch(/^Diapositiva /);
    expect(text).toContain('archivo');
    expect(text).toContain('presentación');
    expect(text).not.toMatch(/lima|deslizamiento|cubierta/);
    // useGlossary: false switches the list off.
    const off = await translate(deck, { ...EN_ES, useGlossary: false, glossary: [{ source: 'file', target: 'archivo' }] });
    expect(zipText(off, 'ppt/slides/slide1.xml')).not.toContain('archivo');
  });

  it('translates text in grouped shapes and in SmartArt (its data and its drawing)', async () => {
    const plant = (xml: string, text: string): string =>
      xml.replace(
        /(<a:p>(?:<a:pPr[^>]*\/>|<a:pPr[^>]*>(?:(?!<\/a:pPr>).)*<\/a:pPr>)?)(<a:endParaRPr[^>]*\/>)<\/a:p>/g,
        (_, start: string, end: string) => {
          return `${start}<a:r><a:rPr lang="en-US"/><a:t>${text}</a:t></a:r>${end}</a:p>`;
        },
      );
    const group = join(dir, 'group.pptx');
    await mutateDeck(join(CORPUS_ROOT, 'pptx', 'pp-shp-groupshape.pptx'), group, (name, data) =>
      name === 'ppt/slides/slide1.xml' ? Buffer.from(plant(data.toString('utf8'), 'The new house')) : undefined,
    );
    const smartArt = join(dir, 'smartart.pptx');
    await mutateDeck(join(CORPUS_ROOT, 'pptx', 'poi-SmartArt.pptx'), smartArt, (name, data) =>
      /^ppt\/diagrams\/(data|drawing)1\.xml$/.test(name) ? Buffer.from(plant(data.toString('utf8'), 'The new house')) : undefined,
    );
    for (const [deck, parts] of [
      [group, ['ppt/slides/slide1.xml']],
      [smartArt, ['ppt/diagrams/data1.xml', 'ppt/diagrams/drawing1.xml']],
    ] as const) {
      const out = await translate(deck);
      for (const part of parts) {
        const before = partText(zipText(deck, part))
          .paragraphs.flat()
          .filter((r) => r.text === 'The new house').length;
        const after = partText(zipText(out, part))
          .paragraphs.flat()
          .filter((r) => r.text === 'La casa nueva').length;
        expect(before, part).toBeGreaterThan(0);
        expect(after, part).toBe(before);
      }
    }
  });
});

describe('text that would overflow its box', () => {
  const BOX = { x: 457200, y: 457200, cx: 4000000, cy: 2050000 };
  const boxBottomPt = (BOX.y + BOX.cy) / 12700;
  const english =
    'The quarterly results show that the new products sold better than the old ones in every region, and the team expects more next year.';

  /** The lowest point of any word LibreOffice draws on the first page, in points. */
  function lowestWord(pdf: string): number {
    const boxes = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', pdf, '-'], { encoding: 'utf8' });
    return Math.max(...[...boxes.matchAll(/yMax="([\d.]+)"/g)].map((m) => Number(m[1])));
  }

  it('grows the box into the free room below it, so the text stays inside; the old box would spill', async () => {
    const deck = join(dir, 'overflow.pptx');
    await writeTextDeck(deck, [{ ...BOX, size: 24, autofit: 'none', paragraphs: [[{ text: english }]] }]);
    const out = await translate(deck);
    const slide = zipText(out, 'ppt/slides/slide1.xml');
    const grownCy = Number(/<a:ext cx="\d+" cy="(\d+)"/.exec(slide)?.[1]);
    expect(grownCy).toBeGreaterThan(BOX.cy);
    expect(slide).not.toMatch(/fontScale/);
    // The control: the same translation in the box as it was.
    const unfit = join(dir, 'overflow-unfit.pptx');
    await mutateDeck(out, unfit, (name, data) =>
      name === 'ppt/slides/slide1.xml' ? Buffer.from(data.toString('utf8').replace(`cy="${grownCy}"`, `cy="${BOX.cy}"`)) : undefined,
    );
    const [source, fitted, spilled] = await renderDecks([deck, out, unfit]);
    expect(lowestWord(source!.pdf)).toBeLessThanOrEqual(boxBottomPt);
    expect(lowestWord(fitted!.pdf)).toBeLessThanOrEqual((BOX.y + grownCy) / 12700);
    expect(lowestWord(spilled!.pdf)).toBeGreaterThan(boxBottomPt);
  });

  it('shrinks the text (written into its runs, no autofit added) when another box leaves no room below', async () => {
    const deck = join(dir, 'crowded.pptx');
    const below = { x: BOX.x, y: BOX.y + BOX.cy + 12700, cx: BOX.cx, cy: 1000000 };
    await writeTextDeck(deck, [
      { ...BOX, size: 24, autofit: 'none', paragraphs: [[{ text: english }]] },
      { ...below, size: 18, autofit: 'none', paragraphs: [[{ text: 'Sales' }]] },
    ]);
    const out = await translate(deck);
    const slide = zipText(out, 'ppt/slides/slide1.xml');
    const first = /<p:sp>.*?<\/p:sp>/s.exec(slide)?.[0] ?? '';
    expect(first).toContain('<a:noAutofit/>');
    expect(first).not.toMatch(/normAutofit|fontScale/);
    const sizes = [...first.matchAll(/<a:rPr[^>]* sz="(\d+)"/g)].map((m) => Number(m[1]) / 100);
    const spacing = [...first.matchAll(/<a:lnSpc><a:spcPct val="(\d+)"/g)].map((m) => Number(m[1]));
    // Smaller runs or tighter lines, body text at 10 pt or more.
    expect(Math.min(...sizes) < 24 || spacing.some((val) => val < 100000)).toBe(true);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(10);
    // LibreOffice draws it inside its box, clear of the box below.
    const { issues } = await checkLayout({ deck: out, workDir: dir });
    expect(issues.filter((issue) => issue.kind === 'overflow' || issue.kind === 'collision')).toEqual([]);
  });

  it('leaves a box alone when the translation still fits', async () => {
    const deck = join(dir, 'roomy.pptx');
    await writeTextDeck(deck, [{ ...BOX, cy: 3000000, size: 18, autofit: 'none', paragraphs: [[{ text: 'The red car is fast.' }]] }]);
    expect(zipText(await translate(deck), 'ppt/slides/slide1.xml')).toContain('<a:noAutofit/>');
  });
});
