import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, type GetTextShapesParams } from '../../main/engine/tools/pptx-get-text-shapes';
import { run as parse } from '../../main/engine/tools/pptx-parse';
import { CORPUS_ROOT } from '../helpers/corpus';
import { runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { readZipEntries } from '../helpers/package-checks';
import { cleanupWorkDirs, expectToolError, runTool } from '../helpers/tool-harness';
import { sofficeConvert } from '../helpers/soffice';

const PPTX = join(CORPUS_ROOT, 'pptx');
const DEFAULTS: GetTextShapesParams = {
  hasChildren: true,
  includeNotes: false,
  includeLayout: false,
  includeMaster: false,
  ignoreEmptyText: false,
  onlyBrief: false,
  needFixDuplicatedShapeId: false,
};
/** Decks whose slides show exactly their shapes' words: no charts, automatic bullets or all-caps styles. */
const PLAIN_DECKS = [
  'pp-txt-font-typeface.pptx',
  'pp-tbl-cell.pptx',
  'pp-test_slides.pptx',
  'poi-table-with-theme.pptx',
  'poi-SmartArt.pptx',
  'poi-EmbeddedVideo.pptx',
  'pp-mst-slide-layouts.pptx',
];

interface Shape {
  id: number;
  name: string;
  type: string;
  left: number;
  top: number;
  width: number;
  height: number;
  content?: { text?: string; picture?: { path: string } };
  children?: Shape[];
}
interface Result {
  pageNum: number;
  width: number;
  height: number;
  slides: { index: number; file: string; spTree: Shape[]; notes?: string[] }[];
  layouts?: { file: string }[];
  masters?: { file: string }[];
  images?: Record<string, [string, number, string]>;
}

let dir: string;
let engine: TestEngine;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-shapes-test-'));
  // The reference: what LibreOffice shows of each plain deck, as a PDF (outside our code).
  await sofficeConvert(
    PLAIN_DECKS.map((d) => join(PPTX, d)),
    { outDir: join(dir, 'pdf'), profile: `${dir}/profile` },
  );
  engine = await startTestEngine();
}, 300_000);
afterAll(async () => {
  await engine?.close();
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function shapes(deck: string, params: Partial<GetTextShapesParams> = {}): Promise<Result> {
  const { output } = await runTool(run, [{ path: join(PPTX, deck) }], { ...DEFAULTS, ...params });
  return JSON.parse(await readFile(output.path, 'utf8')) as Result;
}

const texts = (list: readonly Shape[]): string[] => list.flatMap((s) => [s.content?.text ?? '', ...texts(s.children ?? [])]);
const words = (text: string): string[] => text.split(/\s+/).filter(Boolean).sort();

describe('pptx.getTextShapes', () => {
  it('finds every word LibreOffice shows on the slides (pdftotext of its PDF)', async () => {
    for (const deck of PLAIN_DECKS) {
      const result = await shapes(deck);
      const shown = execFileSync('pdftotext', [join(dir, 'pdf', deck.replace(/\.pptx$/, '.pdf')), '-'], { encoding: 'utf8' });
      expect(words(result.slides.flatMap((s) => texts(s.spTree)).join(' ')), deck).toEqual(words(shown));
    }
  }, 300_000);

  it('describes shapes with positions in EMU inside the slide, and pictures with their bytes and md5', async () => {
    const result = await shapes('pp-shp-picture.pptx');
    expect([result.width, result.height]).toEqual([9144000, 6858000]);
    const pictures = result.slides.flatMap((s) => s.spTree).filter((s) => s.type === 'picture');
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      expect(picture.left + picture.width).toBeLessThanOrEqual(result.width);
      const path = picture.content!.picture!.path;
      const bytes = execFileSync('unzip', ['-p', join(PPTX, 'pp-shp-picture.pptx'), path]);
      expect(result.images![path]).toEqual([path, bytes.length, createHash('md5').update(bytes).digest('hex')]);
    }
    // A threshold larger than any picture's share of the slide drops them all.
    const filtered = await shapes('pp-shp-picture.pptx', { imageFilter: 0.99 });
    expect(filtered.slides.flatMap((s) => s.spTree).filter((s) => s.type === 'picture')).toEqual([]);
  });

  it('keeps group children inside their group, or leaves them out with hasChildren: false', async () => {
    const result = await shapes('pp-shp-groupshape.pptx');
    const groups = result.slides[0]!.spTree.filter((s) => s.type === 'group');
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(group.children!.length).toBeGreaterThan(0);
      for (const child of group.children!) {
        expect(child.left).toBeGreaterThanOrEqual(group.left - 1);
        expect(child.top).toBeGreaterThanOrEqual(group.top - 1);
        expect(child.left + child.width).toBeLessThanOrEqual(group.left + group.width + 1);
        expect(child.top + child.height).toBeLessThanOrEqual(group.top + group.height + 1);
      }
    }
    const flat = await shapes('pp-shp-groupshape.pptx', { hasChildren: false });
    expect(flat.slides[0]!.spTree.filter((s) => s.type === 'group').every((g) => g.children === undefined)).toBe(true);
  });

  it('honours pickPages, includeNotes, includeLayout, includeMaster, ignoreEmptyText and onlyBrief', async () => {
    const picked = await shapes('pp-tbl-cell.pptx', { pickPages: [2] });
    expect(picked.pageNum).toBe(3);
    expect(picked.slides.map((s) => s.index)).toEqual([2]);

    const notes = await shapes('pp-prs-notes.pptx', { includeNotes: true });
    // The notes body only: the notes page's slide-number placeholder ("1") is not part of the notes.
    expect(notes.slides[0]!.notes).toEqual(['Notes']);
    expect((await shapes('pp-prs-notes.pptx')).slides[0]!.notes).toBeUndefined();

    const withParts = await shapes('pp-mst-slide-layouts.pptx', { includeLayout: true, includeMaster: true });
    expect(withParts.layouts!.length).toBeGreaterThan(0);
    expect(withParts.masters!.map((m) => m.file)).toEqual(['ppt/slideMasters/slideMaster1.xml']);

    const all = await shapes('pp-shp-groupshape.pptx');
    const nonEmpty = await shapes('pp-shp-groupshape.pptx', { ignoreEmptyText: true });
    expect(all.slides[0]!.spTree.length).toBeGreaterThan(0);
    expect(nonEmpty.slides[0]!.spTree).toEqual([]);

    const brief = await shapes('pp-txt-font-typeface.pptx', { onlyBrief: true });
    const first = brief.slides[0]!.spTree[0]!;
    expect(Object.keys(first).sort()).toEqual(['content', 'height', 'id', 'left', 'name', 'path', 'top', 'type', 'width']);
    expect(Object.keys(first.content!)).toEqual(['text']);
  });

  it('refuses a page that does not exist, and runs through the engine with counts in the result', async () => {
    await expectToolError(
      runTool(run, [{ path: join(PPTX, 'pp-tbl-cell.pptx') }], { ...DEFAULTS, pickPages: [9] }),
      'invalid_parameter',
      /slide 9 does not exist/,
    );
    const { task, output } = await runTask(engine, {
      type: 'pptx.getTextShapes',
      files: [{ path: join(PPTX, 'pp-txt-font-typeface.pptx') }],
      params: { ignoreEmptyText: true },
    });
    expect(task.status).toBe('completed');
    const result = JSON.parse(output!.toString('utf8')) as Result;
    expect(task.result).toMatchObject({ pageNum: 1, slides: 1, textShapes: result.slides[0]!.spTree.length, mimeType: 'application/json' });
  });
});

describe('pptx.parse', () => {
  interface ParsedShape {
    type: string;
    xfrm?: { x: number; y: number; cx: number; cy: number };
    txBody?: { children: { children: { t: string }[] }[] };
    table?: { trs: { cells: { txBody: { children: { children: { t: string }[] }[] } }[] }[] };
    picture?: { blip: string };
    children?: ParsedShape[];
  }
  const bodyText = (body?: { children: { children: { t: string }[] }[] }): string =>
    (body?.children ?? []).map((p) => p.children.map((r) => r.t).join('')).join('\n');
  const allText = (list: readonly ParsedShape[]): string[] =>
    list.flatMap((s) => [
      bodyText(s.txBody),
      ...(s.table?.trs ?? []).flatMap((r) => r.cells.map((c) => bodyText(c.txBody))),
      ...allText(s.children ?? []),
    ]);

  it('delivers result.json and the pictures, each file named in `files` with its bytes and md5', async () => {
    const deck = join(PPTX, 'pp-shp-picture.pptx');
    const { output } = await runTool(parse, [{ path: deck }], {});
    const entries = await readZipEntries(output.path);
    const result = JSON.parse(entries.get('result.json')!.toString('utf8')) as {
      width: number;
      slides: { spTree: ParsedShape[] }[];
      files: Record<string, [string, number, string]>;
    };
    const blips = result.slides.flatMap((s) => s.spTree).flatMap((s) => (s.picture ? [s.picture.blip] : []));
    expect(blips.length).toBeGreaterThan(0);
    for (const blip of blips) {
      const [name, bytes, md5] = result.files[blip]!;
      const original = execFileSync('unzip', ['-p', deck, blip]);
      expect(entries.get(name)).toEqual(original);
      expect([bytes, md5]).toEqual([original.length, createHash('md5').update(original).digest('hex')]);
    }
    expect((output.metadata as { files: { name: string }[] }).files.map((f) => f.name).sort()).toEqual([...entries.keys()].sort());
  });

  it('reads tables and placeholder positions: the words match LibreOffice’s PDF of the deck', async () => {
    const deck = 'pp-tbl-cell.pptx';
    const { output } = await runTool(parse, [{ path: join(PPTX, deck) }], {});
    const result = JSON.parse((await readZipEntries(output.path)).get('result.json')!.toString('utf8')) as {
      slides: { spTree: ParsedShape[] }[];
    };
    const shown = execFileSync('pdftotext', [join(dir, 'pdf', deck.replace(/\.pptx$/, '.pdf')), '-'], { encoding: 'utf8' });
    expect(words(result.slides.flatMap((s) => allText(s.spTree)).join(' '))).toEqual(words(shown));
    expect(result.slides.flatMap((s) => s.spTree).some((s) => s.type === 'Table')).toBe(true);
    for (const shape of result.slides.flatMap((s) => s.spTree)) expect(shape.xfrm, shape.type).toBeDefined();
  });
});
