/**
 * Merge and split fidelity (issue #11): every slide of an output must look as it did in its own deck. Sources and
 * outputs are rendered by LibreOffice in one run (hidden slides included) and each output page is compared with its
 * source page (pptx-fidelity-support.ts): SSIM of the grayscale page at 128 px with a 1 px blur, the words on it,
 * and how its text is set (family, weight, colour, size relative to the page).
 *
 * Why 0.93: pages of same-size decks merge pixel-identical (1.000); pages of decks fitted to another size score
 * 0.945–0.998 in our measurements (a re-rounded font size re-wraps a line, a slide-number field changes, LibreOffice
 * ignores a source's 1 % background outset that the output honours); each defect of the issue scored at most 0.93
 * on its case before the fix (W1 0.85, W3 0.82, W4 0.61, W5 0.73, W6 0.91), and every one of them also changes the
 * words or the text styles, which must match exactly.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as join_ } from '../../main/engine/tools/pptx-join';
import { run as split } from '../../main/engine/tools/pptx-split';
import type { ToolOutput } from '../../main/engine/tools/tool';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import {
  firstTextDeck,
  largeWideDeck,
  laterTextDeck,
  office2007ChartDeck,
  sixteenTenDeck,
  stretchedBackgroundDeck,
  tiledBackgroundDeck,
} from './pptx-fidelity-decks';
import {
  comparePage,
  renderFidelity,
  sideBySide,
  type FidelityDeck,
  type FidelityPage,
  type FitMode,
  type PageMatch,
} from './pptx-fidelity-support';
import { CORPUS, zipEntries, zipText } from './pptx-test-support';

const SSIM_MIN = 0.93;
const corpus = (name: string): string => join(CORPUS, name);

interface MergeCase {
  files: string[];
  autoResize?: boolean;
  /** Slides hidden in the result: rendered all the same (ExportHiddenSlides), so pages still pair up. */
  hiddens?: number[];
  output?: ToolOutput;
}

let scratch: string;
const built: Record<string, string> = {};
const merges: Record<string, MergeCase> = {};
const splits: Record<string, { source: string; files: string[] }> = {};
let rendered: Map<string, FidelityDeck>;
const results: Array<{ label: string; source: FidelityPage; output: FidelityPage; match: PageMatch }> = [];

const MERGES = [
  'W1/W2 text defaults and tables',
  'W3 4:3 into 16:9',
  'W4 tiled backgrounds',
  'W5 16:9 into 4:3',
  'W6 2007 charts',
  'corpus mix',
  'autoResize off',
];
const SPLITS = ['laterText', 'poi-themes.pptx'];

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'deckhand-fidelity-'));
  const builders = {
    firstText: firstTextDeck,
    laterText: laterTextDeck,
    tiled: tiledBackgroundDeck,
    sixteenTen: sixteenTenDeck,
    stretched: stretchedBackgroundDeck,
    office2007: office2007ChartDeck,
    largeWide: largeWideDeck,
  };
  for (const [name, build] of Object.entries(builders)) {
    built[name] = join(scratch, `${name}.pptx`);
    await build(built[name]);
  }
  const b = (name: string): string => built[name] as string;
  Object.assign(merges, {
    'W1/W2 text defaults and tables': { files: [b('firstText'), b('laterText')] },
    'W3 4:3 into 16:9': { files: [corpus('poi-table-with-theme.pptx'), corpus('poi-aptia.pptx')], hiddens: [3] },
    'W4 tiled backgrounds': { files: [b('sixteenTen'), b('tiled')] },
    'W5 16:9 into 4:3': { files: [corpus('pp-sld-slides.pptx'), b('stretched')] },
    'W6 2007 charts': { files: [corpus('poi-chart-picture-bg.pptx'), b('office2007')] },
    // Mixed sizes (4:3, 16:9, 12196763 wide), default text styles (five kinds), tables, tiled and gradient
    // backgrounds, SmartArt, charts over a picture.
    'corpus mix': {
      files: [
        'poi-SampleShow.pptx',
        'poi-45545_Comment.pptx',
        'poi-EmbeddedAudio.pptx',
        'poi-SmartArt.pptx',
        'poi-chart-picture-bg.pptx',
        'pp-tbl-cell.pptx',
        'poi-table-with-theme.pptx',
        'poi-themes.pptx',
        'pp-dml-fill.pptx',
        'poi-pptx2svg.pptx',
        'poi-bug64693.pptx',
        'pp-cht-charts.pptx',
      ].map(corpus),
    },
    'autoResize off': { files: [b('largeWide'), corpus('pp-tbl-cell.pptx'), b('laterText')], autoResize: false },
  } satisfies Record<(typeof MERGES)[number], MergeCase>);
  for (const c of Object.values(merges)) {
    const params = { ...(c.autoResize === undefined ? {} : { autoResize: c.autoResize }), ...(c.hiddens ? { hiddens: c.hiddens } : {}) };
    c.output = (
      await runTool(
        join_,
        c.files.map((path) => ({ path })),
        params,
      )
    ).output;
  }
  for (const [name, source] of [
    ['laterText', b('laterText')],
    ['poi-themes.pptx', corpus('poi-themes.pptx')],
  ] as const) {
    const { output } = await runTool(split, [{ path: source }], {});
    const dir = await mkdtemp(join(scratch, 'split-'));
    execFileSync('unzip', ['-q', output.path, '-d', dir]);
    splits[name] = { source, files: (output.metadata?.files as string[]).map((f) => join(dir, f)) };
  }
  const files = [
    ...new Set([
      ...Object.values(merges).flatMap((c) => [...c.files, c.output?.path as string]),
      ...Object.values(splits).flatMap((s) => [s.source, ...s.files]),
    ]),
  ];
  const decks = await renderFidelity(files, join(scratch, 'render'));
  rendered = new Map(files.map((f, i) => [f, decks[i] as FidelityDeck]));
}, 900_000);

afterAll(async () => {
  // The worst pairs, side by side, for a person to look at (DECKHAND_FIDELITY_OUT=<dir> keeps them).
  const worst = [...results].sort((x, y) => x.match.ssim - y.match.ssim).slice(0, 6);
  const out = process.env.DECKHAND_FIDELITY_OUT;
  if (out) for (const [i, r] of worst.entries()) await sideBySide(r.source, r.output, join(out, `worst-${i + 1}.png`));
  console.log(`fidelity, worst pages:\n${worst.map((r) => `  ${r.match.ssim.toFixed(3)}  ${r.label}`).join('\n')}`);
  await cleanupWorkDirs();
  await rm(scratch, { recursive: true, force: true });
});

function deckOf(path: string): FidelityDeck {
  const deck = rendered.get(path);
  if (!deck) throw new Error(`not rendered: ${path}`);
  return deck;
}

/** Compares every page of `output` with its source page; returns what falls short, one line per page. */
async function shortfalls(
  label: string,
  sources: Array<{ name: string; page: FidelityPage }>,
  output: FidelityDeck,
  mode: FitMode,
): Promise<string[]> {
  expect(output.pages.length, label).toBe(sources.length);
  const problems: string[] = [];
  for (const [i, { name, page }] of sources.entries()) {
    const match = await comparePage(page, output.pages[i] as FidelityPage, mode);
    results.push({ label: `${label}: page ${i + 1} (${name})`, source: page, output: output.pages[i] as FidelityPage, match });
    const why = [
      match.ssim < SSIM_MIN ? `SSIM ${match.ssim.toFixed(3)}` : '',
      match.missing.length > 0 ? `missing words ${match.missing.join(' ')}` : '',
      match.extra.length > 0 ? `extra words ${match.extra.join(' ')}` : '',
      ...match.styleChanges,
    ].filter(Boolean);
    if (why.length > 0) problems.push(`page ${i + 1} (${name}): ${why.join('; ')}`);
  }
  return problems;
}

function mergeSources(c: MergeCase): Array<{ name: string; page: FidelityPage }> {
  return c.files.flatMap((f) => deckOf(f).pages.map((page, i) => ({ name: `${basename(f)} slide ${i + 1}`, page })));
}

describe('pptx.join fidelity: every page looks as its source page', () => {
  it.each(MERGES)('%s', async (name) => {
    const c = merges[name] as MergeCase;
    const problems = await shortfalls(name, mergeSources(c), deckOf(c.output?.path as string), c.autoResize === false ? 'keep' : 'scale');
    expect(problems).toEqual([]);
  });
});

describe('pptx.split fidelity: every single-slide deck looks as its source slide', () => {
  it.each(SPLITS)('%s', async (name) => {
    const s = splits[name] as { source: string; files: string[] };
    const source = deckOf(s.source);
    expect(s.files).toHaveLength(source.pages.length);
    const problems: string[] = [];
    for (const [i, file] of s.files.entries()) {
      problems.push(
        ...(await shortfalls(
          `${name} split ${i + 1}`,
          [{ name: `slide ${i + 1}`, page: source.pages[i] as FidelityPage }],
          deckOf(file),
          'scale',
        )),
      );
    }
    expect(problems).toEqual([]);
  });
});

describe('pptx.join fidelity: how each case is carried', () => {
  it('W1/W2: a later deck keeps its defaults in its own shapes, never over its shape or table styles', () => {
    const slide = zipText(merges['W1/W2 text defaults and tables']?.output?.path as string, 'ppt/slides/slide2.xml');
    const textBox = /<p:sp>.*?name="TextBox 901".*?<\/p:sp>/.exec(slide)?.[0] ?? '';
    // 18 pt (its own application default) against the first deck's 20 pt, and its theme's font, not Arial.
    expect(textBox).toMatch(/<a:lvl1pPr><a:defRPr sz="1800"><a:latin typeface="\+mn-lt"\/><\/a:defRPr><\/a:lvl1pPr>/);
    expect(textBox).toMatch(/<a:lvl2pPr>/);
    expect(textBox).not.toMatch(/<a:lvl3pPr>/);
    const styled = /<p:sp>.*?name="Rectangle 902".*?<\/p:sp>/.exec(slide)?.[0] ?? '';
    expect(styled).toContain('<a:defRPr sz="1800"/>');
    const cells = [...slide.matchAll(/<a:tc>.*?<\/a:tc>/g)].map((m) => m[0]);
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell).not.toMatch(/<a:lstStyle>.*(latin|solidFill|\bb=)/);
  });

  it('W3/W5: a stretched background picture is drawn over the content box, as one centred tile', () => {
    const w3 = merges['W3 4:3 into 16:9']?.output as ToolOutput;
    expect(w3.metadata?.hiddenSlides).toBe(1);
    const master = zipEntries(w3.path)
      .filter((n) => /^ppt\/slideMasters\/slideMaster\d+\.xml$/.test(n))
      .map((n) => zipText(w3.path, n));
    // aptia's picture is 1502 × 1127 px at 150 DPI; its master stretches it 1 % beyond the slide's top and bottom.
    expect(master.some((xml) => xml.includes('<a:tile tx="0" ty="0" sx="99867" sy="101819" flip="xy" algn="ctr"/>'))).toBe(true);
    expect(w3.metadata?.resizedDecks).toEqual([
      {
        file: 'poi-aptia.pptx',
        index: 2,
        slideSize: { cx: 9144000, cy: 6858000 },
        fit: 'scaled',
        scale: 1,
        box: { x: 1524000, y: 0, cx: 9144000, cy: 6858000 },
      },
    ]);
    const w5 = zipText(merges['W5 16:9 into 4:3']?.output?.path as string, 'ppt/slides/slide4.xml');
    expect(w5).toContain('<a:tile tx="0" ty="0" sx="93750" sy="70313" flip="xy" algn="ctr"/>');
  });

  it('W4: a tiled background scales with the content, its grid kept on the content', () => {
    const out = merges['W4 tiled backgrounds']?.output as ToolOutput;
    const layouts = zipEntries(out.path)
      .filter((n) => /^ppt\/slideLayouts\/slideLayout\d+\.xml$/.test(n))
      .map((n) => zipText(out.path, n));
    // 5/6 of the size; anchored at the slide's centre, which is the content's centre too (the picture is 12192 EMU
    // larger than the slide, so its first tile sits 5/6 × 6096 EMU off centre).
    expect(layouts.some((xml) => /<a:tile tx="5080" ty="5080" sx="83333" sy="83333" flip="none" algn="ctr"\/>/.test(xml))).toBe(true);
  });

  it('W6: the merged deck claims no newer PowerPoint than its oldest deck', () => {
    const app = zipText(merges['W6 2007 charts']?.output?.path as string, 'docProps/app.xml');
    expect(app).toContain('<AppVersion>12.0000</AppVersion>');
    expect(zipText(merges['corpus mix']?.output?.path as string, 'docProps/app.xml')).toContain('<AppVersion>12.0000</AppVersion>');
    expect(zipText(merges['W3 4:3 into 16:9']?.output?.path as string, 'docProps/app.xml')).toContain('<AppVersion>12.0000</AppVersion>');
    expect(zipText(merges['W5 16:9 into 4:3']?.output?.path as string, 'docProps/app.xml')).toContain('<AppVersion>14.0000</AppVersion>');
  });

  it('autoResize off: a smaller deck keeps its size, centred, and the result says so', () => {
    const out = merges['autoResize off']?.output as ToolOutput;
    expect(out.metadata).toMatchObject({ autoResize: false, slideSize: { cx: 18288000, cy: 10287000 } });
    const decks = out.metadata?.resizedDecks as Array<{ fit: string; scale: number; box: unknown }>;
    expect(decks).toHaveLength(2);
    for (const d of decks) expect(d).toMatchObject({ fit: 'kept', scale: 1, box: { x: 4572000, y: 1714500, cx: 9144000, cy: 6858000 } });
  });
});
