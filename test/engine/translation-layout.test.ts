/**
 * Translate (Apertium en→es) through the layout checker, as every task runs it: on a deck built with long text in
 * tight boxes, a table and a crowded title, and on corpus decks. Nothing may be flagged: what the first fit leaves
 * flagged is fitted again from the render (tools/support/translation-fit-loop.ts).
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutIssue } from '../../main/engine/layout-check/check-layout';
import { run } from '../../main/engine/tools/translation';
import { CORPUS_ROOT } from '../helpers/corpus';
import { picture, table, textBox, writeLayoutDeck } from '../helpers/layout-deck';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';

let dir: string;

const BODY = [
  'The team reviewed the quarterly results with the finance department',
  'Customers asked for a simpler way to share their presentations',
  'We will hire two engineers to work on the new translation features',
  'Every region reported better sales than last year',
];

interface Metadata {
  layoutIssues?: LayoutIssue[];
  unfitShapes?: { slide: number | null; excerpt: string }[];
  layoutCheck?: string;
}

async function translate(path: string): Promise<{ out: string; metadata: Metadata }> {
  const { output } = await runTool(run, [{ path, name: path.split('/').pop()! }], { from: 'en', to: 'es' });
  const out = join(dir, `${Math.random().toString(36).slice(2)}.pptx`);
  await copyFile(output.path, out);
  return { out, metadata: output.metadata as Metadata };
}

function unexplained(metadata: Metadata): LayoutIssue[] {
  const unfit = new Set((metadata.unfitShapes ?? []).map((shape) => shape.slide));
  return (metadata.layoutIssues ?? []).filter((issue) => !unfit.has(issue.slide));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'translation-layout-'));
});

afterAll(async () => {
  await cleanupWorkDirs();
  await rm(dir, { recursive: true, force: true });
});

describe('Translate through the layout checker', () => {
  it('fits long Spanish text in a built deck: nothing flagged', async () => {
    const deck = join(dir, 'built.pptx');
    await writeLayoutDeck(deck, [
      textBox({ id: 2, x: 40, y: 30, w: 640, h: 60, size: 40, title: true, paragraphs: ['Our annual customer survey'] }) +
        textBox({ id: 3, x: 40, y: 110, w: 400, h: 250, size: 20, paragraphs: BODY }) +
        picture(4, { x: 470, y: 120, w: 220, h: 160 }),
      textBox({ id: 2, x: 40, y: 30, w: 640, h: 60, size: 40, title: true, paragraphs: ['Plans for next year'] }) +
        table(
          3,
          { x: 40, y: 120, w: 640, h: 150 },
          [
            ['Region', 'Result of the survey', 'Next step'],
            ['North', 'Customers want faster support', 'Hire two more people'],
            ['South', 'Prices are too high for small teams', 'Offer a cheaper plan'],
          ],
          16,
        ),
      textBox({ id: 2, x: 40, y: 30, w: 300, h: 50, size: 32, title: true, paragraphs: ['Thank you for coming'] }) +
        textBox({ id: 3, x: 40, y: 90, w: 300, h: 70, size: 24, paragraphs: ['Questions are welcome at any time'] }) +
        textBox({ id: 4, x: 40, y: 165, w: 300, h: 40, size: 20, paragraphs: ['Write to the support team'] }),
    ]);
    const { metadata } = await translate(deck);
    expect(metadata.layoutCheck).toBeUndefined();
    expect(metadata.layoutIssues).toEqual([]);
    expect(metadata.unfitShapes).toEqual([]);
  });

  it.each(['poi-SampleShow.pptx', 'pp-tbl-cell.pptx', 'poi-aptia.pptx'])('leaves nothing flagged on %s', async (name) => {
    const { metadata } = await translate(join(CORPUS_ROOT, 'pptx', name));
    expect(metadata.layoutIssues).toBeDefined();
    expect(metadata.layoutIssues).toEqual([]);
    // What the check would still flag is reported per shape; here there is nothing.
    expect(unexplained(metadata)).toEqual([]);
    expect(metadata.unfitShapes).toEqual([]);
  });
});
