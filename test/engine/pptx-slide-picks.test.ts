/**
 * Merge by slides and split by groups (issue #21) on corpus decks, checked without the engine's package code: each
 * output has exactly the chosen slides in the chosen order (the `<a:t>` text of every slide's XML, in the order of
 * presentation.xml's slide list, read with unzip), and LibreOffice's render of every output slide matches the render
 * of its source slide by the same measures as the whole-deck fidelity test (pptx-fidelity-support.ts: SSIM ≥ 0.93,
 * the same words, text set the same way).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as join_ } from '../../main/engine/tools/pptx-join';
import { run as split } from '../../main/engine/tools/pptx-split';
import type { ToolOutput } from '../../main/engine/tools/tool';
import { pptxJoin } from '../../shared/tools/definitions/pptx-join';
import { pptxSplit } from '../../shared/tools/definitions/pptx-split';
import { checkParams } from '../../shared/tools/params-errors';
import { localOnlyRefusal } from '../../shared/tools/tool-definition';
import { cleanupWorkDirs, expectToolError, runTool } from '../helpers/tool-harness';
import { comparePage, renderFidelity, type FidelityDeck, type FidelityPage } from './pptx-fidelity-support';
import { CORPUS, mutateDeck, unzipTest, zipText } from './pptx-test-support';

const SSIM_MIN = 0.93;
const corpus = (name: string): string => join(CORPUS, name);
const THEMES = corpus('poi-themes.pptx');
const APTIA = corpus('poi-aptia.pptx');
const TABLES = corpus('pp-tbl-cell.pptx');
const COMMENT = corpus('poi-45545_Comment.pptx');

/** Deck 3's slide 2 first, then deck 1 without its slide 2, deck 2's last and first slides, deck 3's slide 3. */
const PICKS = [
  { file: 2, slide: 2 },
  { file: 0, slide: 1 },
  { file: 0, slide: 3 },
  { file: 0, slide: 4 },
  { file: 1, slide: 9 },
  { file: 1, slide: 1 },
  { file: 2, slide: 3 },
];
const SOURCES = [THEMES, APTIA, TABLES];

/** poi-themes with three sections over its ten slides (ids from its presentation.xml). */
const SECTIONS = [
  { name: 'Office themes', ids: [256, 263, 264] },
  { name: 'Austin', ids: [257, 261, 262, 265] },
  { name: 'Treck', ids: [258, 260, 266] },
];

let scratch: string;
let sectionsDeck: string;
let merged: ToolOutput;
let every2: { output: ToolOutput; files: string[] };
let bySections: { output: ToolOutput; files: string[] };
let rendered: Map<string, FidelityDeck>;

/** Each slide's text in slide order, from the package itself (presentation.xml's sldIdLst → its relationships). */
function slideTexts(deck: string): string[] {
  const presentation = zipText(deck, 'ppt/presentation.xml');
  const rels = zipText(deck, 'ppt/_rels/presentation.xml.rels');
  const list = /<p:sldIdLst>(.*?)<\/p:sldIdLst>/s.exec(presentation)?.[1] ?? '';
  return [...list.matchAll(/r:id="([^"]+)"/g)].map((m) => {
    const rel = new RegExp(`<Relationship [^>]*Id="${m[1]}"[^>]*>`).exec(rels)?.[0] ?? '';
    const target = /Target="([^"]+)"/.exec(rel)?.[1] ?? '';
    const part = target.startsWith('/') ? target.slice(1) : `ppt/${target}`;
    return [...zipText(deck, part).matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((t) => t[1]).join('|');
  });
}

async function unzipped(output: ToolOutput): Promise<string[]> {
  const dir = await mkdtemp(join(scratch, 'zip-'));
  execFileSync('unzip', ['-q', output.path, '-d', dir]);
  return (output.metadata?.files as string[]).map((name) => join(dir, name));
}

function deckOf(path: string): FidelityDeck {
  const deck = rendered.get(path);
  if (!deck) throw new Error(`not rendered: ${path}`);
  return deck;
}

/** Every page of `output` against the source pages it should show; one line per page that falls short. */
async function shortfalls(output: string, sources: Array<{ deck: string; slide: number }>): Promise<string[]> {
  const pages = deckOf(output).pages;
  expect(pages).toHaveLength(sources.length);
  const problems: string[] = [];
  for (const [i, { deck, slide }] of sources.entries()) {
    const source = deckOf(deck).pages[slide - 1] as FidelityPage;
    const match = await comparePage(source, pages[i] as FidelityPage, 'scale');
    const why = [
      match.ssim < SSIM_MIN ? `SSIM ${match.ssim.toFixed(3)}` : '',
      match.missing.length > 0 ? `missing words ${match.missing.join(' ')}` : '',
      match.extra.length > 0 ? `extra words ${match.extra.join(' ')}` : '',
      ...match.styleChanges,
    ].filter(Boolean);
    if (why.length > 0) problems.push(`${basename(output)} page ${i + 1} (${basename(deck)} slide ${slide}): ${why.join('; ')}`);
  }
  return problems;
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'deckhand-slide-picks-'));
  sectionsDeck = join(scratch, 'themes-with-sections.pptx');
  const sectionLst = SECTIONS.map(
    (s, i) =>
      `<p14:section name="${s.name}" id="{0000000${i}-0000-4000-8000-000000000000}"><p14:sldIdLst>${s.ids
        .map((id) => `<p14:sldId id="${id}"/>`)
        .join('')}</p14:sldIdLst></p14:section>`,
  ).join('');
  await mutateDeck(THEMES, sectionsDeck, (name, data) =>
    name === 'ppt/presentation.xml'
      ? Buffer.from(
          data
            .toString('utf8')
            .replace(
              '</p:presentation>',
              `<p:extLst><p:ext uri="{521415D9-36F7-43E2-AB2F-B90AF26B5E84}"><p14:sectionLst xmlns:p14="http://schemas.microsoft.com/office/powerpoint/2010/main">${sectionLst}</p14:sectionLst></p:ext></p:extLst></p:presentation>`,
            ),
        )
      : undefined,
  );
  merged = (
    await runTool(
      join_,
      SOURCES.map((path) => ({ path })),
      { slides: PICKS },
    )
  ).output;
  const every = (await runTool(split, [{ path: COMMENT }], { every: 2 })).output;
  every2 = { output: every, files: await unzipped(every) };
  const sections = (await runTool(split, [{ path: sectionsDeck }], { bySections: true as const })).output;
  bySections = { output: sections, files: await unzipped(sections) };
  const files = [...SOURCES, COMMENT, sectionsDeck, merged.path, ...every2.files, ...bySections.files];
  const decks = await renderFidelity(files, join(scratch, 'render'));
  rendered = new Map(files.map((f, i) => [f, decks[i] as FidelityDeck]));
}, 900_000);

afterAll(async () => {
  await cleanupWorkDirs();
  await rm(scratch, { recursive: true, force: true });
});

describe('pptx.join with slides', () => {
  it('has exactly the chosen slides, in the chosen order', () => {
    unzipTest(merged.path);
    const sources = SOURCES.map(slideTexts);
    expect(slideTexts(merged.path)).toEqual(PICKS.map(({ file, slide }) => sources[file]?.[slide - 1]));
    expect(merged.metadata?.slides).toBe(PICKS.length);
  });

  it('renders every slide as its source slide renders', async () => {
    expect(
      await shortfalls(
        merged.path,
        PICKS.map(({ file, slide }) => ({ deck: SOURCES[file] as string, slide })),
      ),
    ).toEqual([]);
  });

  it('gives each run of slides from one deck its own section, so sections stay consecutive', () => {
    const presentation = zipText(merged.path, 'ppt/presentation.xml');
    const sections = [...presentation.matchAll(/<p14:section name="([^"]*)"[^>]*><p14:sldIdLst>(.*?)<\/p14:sldIdLst>/g)].map((m) => [
      m[1],
      (m[2]?.match(/<p14:sldId /g) ?? []).length,
    ]);
    expect(sections).toEqual([
      ['pp-tbl-cell', 1],
      ['poi-themes', 3],
      ['poi-aptia', 2],
      ['pp-tbl-cell', 1],
    ]);
  });

  it('refuses a slide the deck lacks, a slide chosen twice and a file index beyond the decks, in words', async () => {
    const files = SOURCES.map((path) => ({ path }));
    await expectToolError(
      runTool(join_, files, { slides: [{ file: 2, slide: 4 }] }),
      'invalid_parameter',
      /“pp-tbl-cell\.pptx” has no slide 4; it has 3 slides/,
    );
    await expectToolError(
      runTool(join_, files, {
        slides: [
          { file: 0, slide: 1 },
          { file: 0, slide: 1 },
        ],
      }),
      'invalid_parameter',
      /slide 1 of “poi-themes\.pptx” is chosen twice/,
    );
    const names = SOURCES.map((path) => basename(path));
    const beyond = checkParams(pptxJoin, { slides: [{ file: 3, slide: 1 }] }, names);
    expect(beyond.ok ? '' : beyond.message).toMatch(/file is 3, but only 3 decks were sent/);
    const zero = checkParams(pptxJoin, { slides: [{ file: 0, slide: 0 }] }, names);
    expect(zero.ok).toBe(false);
  });

  it('is refused for DeckFlow’s cloud, which merges whole decks', () => {
    expect(localOnlyRefusal(pptxJoin, { slides: PICKS })).toMatch(/local engine only/);
    expect(localOnlyRefusal(pptxJoin, { hiddens: [1] })).toBeNull();
  });
});

describe('pptx.split into groups', () => {
  it('every 2 slides: decks of two, named after their first slide’s title (made safe and unique), else “Slides 3–4”', () => {
    expect(every2.output.metadata?.files).toEqual([
      'Removing financing obstacles through project structuring.pptx',
      'Slides 3–4.pptx',
      'Project preparation.pptx',
      'Project structuring local conditions.pptx',
      'Water financing model.pptx',
      'Removing financing obstacles through project structuring (2).pptx',
    ]);
    const source = slideTexts(COMMENT);
    expect(every2.files.map(slideTexts)).toEqual([0, 2, 4, 6, 8, 10].map((first) => source.slice(first, first + 2)));
  });

  it('every 2 slides: each page renders as its source slide', async () => {
    const problems: string[] = [];
    for (const [i, file] of every2.files.entries()) {
      const slides = [2 * i + 1, 2 * i + 2].filter((n) => n <= 11);
      problems.push(
        ...(await shortfalls(
          file,
          slides.map((slide) => ({ deck: COMMENT, slide })),
        )),
      );
    }
    expect(problems).toEqual([]);
  });

  it('by sections: one deck per section of p14:sectionLst, named after the section', async () => {
    expect(bySections.output.metadata?.files).toEqual(['Office themes.pptx', 'Austin.pptx', 'Treck.pptx']);
    const source = slideTexts(sectionsDeck);
    expect(bySections.files.map(slideTexts)).toEqual([source.slice(0, 3), source.slice(3, 7), source.slice(7, 10)]);
    const problems: string[] = [];
    const firsts = [1, 4, 8];
    for (const [i, file] of bySections.files.entries()) {
      const count = SECTIONS[i]?.ids.length ?? 0;
      problems.push(
        ...(await shortfalls(
          file,
          Array.from({ length: count }, (_, k) => ({ deck: sectionsDeck, slide: (firsts[i] as number) + k })),
        )),
      );
    }
    expect(problems).toEqual([]);
  });

  it('groups as ranges: "1-3,7" makes two decks in the order given; a deck without sections is told so', async () => {
    const { output } = await runTool(split, [{ path: APTIA }], {
      groups: [
        [7, 8],
        [1, 2, 3],
      ],
    });
    expect(output.metadata?.files).toEqual(['Technical and drafting changes in exposure drafts.pptx', 'Slides 1–3.pptx']);
    const [first, second] = await unzipped(output);
    const source = slideTexts(APTIA);
    expect(slideTexts(first as string)).toEqual(source.slice(6, 8));
    expect(slideTexts(second as string)).toEqual(source.slice(0, 3));
    await expectToolError(runTool(split, [{ path: APTIA }], { bySections: true as const }), 'invalid_parameter', /has no sections/);
    await expectToolError(
      runTool(split, [{ path: APTIA }], { groups: [[1, 10]] }),
      'invalid_parameter',
      /groups\[0\]: slide 10 does not exist/,
    );
    const both = checkParams(pptxSplit, { every: 2, indexes: [1] }, ['a.pptx']);
    expect(both.ok ? '' : both.message).toMatch(/choose one way to split, not indexes and every/);
    expect(localOnlyRefusal(pptxSplit, { every: 2 })).toMatch(/local engine only/);
    expect(localOnlyRefusal(pptxSplit, { indexes: [1] })).toBeNull();
  });
});
