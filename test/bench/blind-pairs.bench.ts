/**
 * `npm run bench -- blind-pairs`: a blind judgement set for Revamp (issue #35) — 40 slide pairs, each a corpus slide
 * beside its revamp, from decks of different kinds and spread over the designs. Both sides are rendered by
 * LibreOffice at the same size and put side by side in one PNG, the revamp's side chosen at random (seeded, so the
 * set can be made again), labelled only "A" and "B". The key (which side is the revamp, deck, slide, design) is
 * written apart from the pictures, for whoever scores the judge. Set `DECKHAND_BLIND_OUT` (the pictures' folder)
 * and `DECKHAND_BLIND_KEY` (the key's file); they default to the system's temp folder.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import sharp from 'sharp';
import { run as revamp } from '../../main/engine/tools/revamp';
import { DECK_TEMPLATES, type DeckTemplateId } from '../../shared/tools/deck-templates';
import { renderDecks } from '../engine/pptx-test-support';
import { CORPUS_ROOT } from '../helpers/corpus';
import { readZipEntries } from '../helpers/package-checks';

const PAIRS = 40;
const SEED = 35;
/** Decks of different kinds and how many of their slides go into the set. */
const DECKS: { deck: string; kind: string; take: number }[] = [
  { deck: 'poi-keyframes.pptx', kind: 'student deck, menu and heading in its master, photo backdrop', take: 12 },
  { deck: 'poi-aptia.pptx', kind: 'campaign-style deck, logo and banner in its layouts, steps, a table', take: 9 },
  { deck: 'poi-45545_Comment.pptx', kind: 'process steps (chevrons), a logo, a matrix picture', take: 11 },
  { deck: 'poi-themes.pptx', kind: 'gradient, texture and picture backgrounds from layouts and masters', take: 8 },
];
/** Each side's width in pixels; both sides of a pair are the same size (the revamp keeps the slide size). */
const SIDE = 640;
const GAP = 24;
const LABEL = 44;

/** Mulberry32: a small seeded generator, so the same seed gives the same set. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], rand: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The deck's slide parts in presentation order. */
async function slideParts(path: string): Promise<string[]> {
  const entries = await readZipEntries(path);
  const text = (part: string): string => entries.get(part)?.toString('utf8') ?? '';
  const targets = new Map(
    [...text('ppt/_rels/presentation.xml.rels').matchAll(/<Relationship [^>]*?Id="([^"]+)"[^>]*?Target="([^"]+)"/g)].map((m) => [
      m[1]!,
      posix.normalize(posix.join('ppt', m[2]!.replace(/^\//, '../'))),
    ]),
  );
  return [...text('ppt/presentation.xml').matchAll(/<p:sldId [^>]*?r:id="([^"]+)"/g)].map((m) => targets.get(m[1]!)!);
}

async function pagePng(pdf: string, page: number, dir: string, name: string): Promise<Buffer> {
  const stem = join(dir, name);
  execFileSync('pdftoppm', [
    '-png',
    '-singlefile',
    '-scale-to-x',
    String(SIDE),
    '-scale-to-y',
    '-1',
    '-f',
    String(page),
    '-l',
    String(page),
    pdf,
    stem,
  ]);
  return sharp(`${stem}.png`).toBuffer();
}

function label(text: string): Buffer {
  return Buffer.from(
    `<svg width="${SIDE}" height="${LABEL}"><text x="${SIDE / 2}" y="${LABEL - 10}" font-family="DejaVu Sans, sans-serif" ` +
      `font-size="32" font-weight="bold" text-anchor="middle" fill="#111">${text}</text></svg>`,
  );
}

async function composePair(left: Buffer, right: Buffer, dest: string): Promise<void> {
  const height = Math.max((await sharp(left).metadata()).height ?? 0, (await sharp(right).metadata()).height ?? 0);
  await sharp({ create: { width: 2 * SIDE + 3 * GAP, height: height + LABEL + 2 * GAP, channels: 3, background: '#d8d8d8' } })
    .composite([
      { input: label('A'), left: GAP, top: GAP / 2 },
      { input: label('B'), left: 2 * GAP + SIDE, top: GAP / 2 },
      { input: left, left: GAP, top: LABEL + GAP },
      { input: right, left: 2 * GAP + SIDE, top: LABEL + GAP },
    ])
    .png()
    .toFile(dest);
}

export async function runBench(log: (line: string) => void): Promise<void> {
  const outDir = process.env.DECKHAND_BLIND_OUT ?? join(tmpdir(), 'deckhand-blind');
  const keyFile = process.env.DECKHAND_BLIND_KEY ?? join(tmpdir(), 'deckhand-blind-key.json');
  mkdirSync(outDir, { recursive: true });
  for (const name of readdirSync(outDir)) if (/^pair-\d+\.png$/.test(name)) rmSync(join(outDir, name));
  const rand = random(SEED);
  const scratch = mkdtempSync(join(tmpdir(), 'deckhand-bench-blind-'));
  try {
    // Which slides, and each one's design: the designs dealt out in turn over a shuffled list of the picks.
    const picks: { deck: string; kind: string; slide: number; design: string }[] = [];
    for (const { deck, kind, take } of DECKS) {
      const count = (await slideParts(join(CORPUS_ROOT, 'pptx', deck))).length;
      const slides = shuffle(
        Array.from({ length: count }, (_, i) => i + 1),
        rand,
      )
        .slice(0, take)
        .sort((a, b) => a - b);
      for (const slide of slides) picks.push({ deck, kind, slide, design: '' });
    }
    const designs = DECK_TEMPLATES.map((template) => template.id);
    shuffle(picks, rand).forEach((pick, i) => (pick.design = designs[i % designs.length]!));
    const order = shuffle(picks, rand).slice(0, PAIRS);

    // One revamp per deck and design used, then one LibreOffice run for every source and output.
    const runs = new Map<string, { path: string; issues: number }>();
    for (const { deck, design } of order) {
      const id = `${deck}|${design}`;
      if (runs.has(id)) continue;
      const workDir = mkdtempSync(join(scratch, 'job-'));
      const out = await revamp({
        inputs: [{ path: join(CORPUS_ROOT, 'pptx', deck), name: deck, size: 0, mimeType: 'application/octet-stream' }],
        params: { template: design as DeckTemplateId },
        workDir,
        signal: new AbortController().signal,
        reportProgress: () => {},
      });
      runs.set(id, { path: out.path, issues: ((out.metadata as { layoutIssues?: unknown[] }).layoutIssues ?? []).length });
      log(`revamped ${deck} onto ${design}`);
    }
    const sources = DECKS.map(({ deck }) => join(CORPUS_ROOT, 'pptx', deck));
    const outputs = [...runs.values()].map((entry) => entry.path);
    mkdirSync(join(scratch, 'renders'));
    const rendered = await renderDecks([...sources, ...outputs], join(scratch, 'renders'));
    const sourcePdf = new Map(DECKS.map(({ deck }, i) => [deck, rendered[i]!.pdf]));
    const outputPdf = new Map([...runs.keys()].map((id, i) => [id, rendered[sources.length + i]!.pdf]));

    const key: Record<string, unknown>[] = [];
    for (const [i, pick] of order.entries()) {
      const id = `${pick.deck}|${pick.design}`;
      // Revamp keeps each original slide's part; continuation slides are new parts right after it.
      const sourceParts = await slideParts(join(CORPUS_ROOT, 'pptx', pick.deck));
      const outputParts = await slideParts(runs.get(id)!.path);
      const page = outputParts.indexOf(sourceParts[pick.slide - 1]!) + 1;
      const next = outputParts[page] ?? null;
      const continued = next !== null && !sourceParts.includes(next);
      const before = await pagePng(sourcePdf.get(pick.deck)!, pick.slide, scratch, `s${i}`);
      const after = await pagePng(outputPdf.get(id)!, page, scratch, `r${i}`);
      const revampSide = rand() < 0.5 ? 'A' : 'B';
      const n = String(i + 1).padStart(2, '0');
      await composePair(revampSide === 'A' ? after : before, revampSide === 'A' ? before : after, join(outDir, `pair-${n}.png`));
      key.push({
        pair: `pair-${n}.png`,
        revamp: revampSide,
        source: revampSide === 'A' ? 'B' : 'A',
        deck: pick.deck,
        kind: pick.kind,
        slide: pick.slide,
        revampPage: page,
        continuedOnNextSlide: continued,
        design: pick.design,
      });
    }
    writeFileSync(
      keyFile,
      `${JSON.stringify({ seed: SEED, made: new Date().toISOString(), issuesPerRevamp: Object.fromEntries([...runs].map(([id, r]) => [id, r.issues])), pairs: key }, null, 2)}\n`,
    );
    const perDesign = designs.map((design) => `${design} ${order.filter((pick) => pick.design === design).length}`).join(', ');
    log(`${order.length} pairs in ${outDir}, key in ${keyFile}; per design: ${perDesign}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
