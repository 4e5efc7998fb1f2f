/**
 * Create and Revamp per slide: Create on a 30-slide Markdown outline (the sample outline's patterns repeated) and
 * Revamp on a corpus deck, each beside LibreOffice converting the same output deck to PDF — not the same job, but a
 * familiar scale for "time per slide" (and what the layout check each task runs costs on top, as it renders once).
 * The layout check is turned off while measuring the tools themselves. Best of 3 on this shared machine.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run as create } from '../../main/engine/tools/generation';
import { run as revamp } from '../../main/engine/tools/revamp';
import type { ToolRun } from '../../main/engine/tools/tool';
import { CORPUS_ROOT } from '../helpers/corpus';
import { bestOf, loadNote } from './bench-timing';
import { repeatedOutline } from './sample-outline';

const OUTLINE_SLIDES = 30;
const REVAMP_DECK = 'poi-45545_Comment.pptx';
const ROUNDS = 3;

async function once<P>(tool: ToolRun<P>, params: P, input: string | null, keep: string, scratch: string): Promise<number> {
  const workDir = mkdtempSync(join(scratch, 'job-'));
  try {
    const inputs = input ? [{ path: input, name: REVAMP_DECK, size: 0, mimeType: 'application/octet-stream' }] : [];
    const out = await tool({ inputs, params, workDir, signal: new AbortController().signal, reportProgress: () => {} });
    copyFileSync(out.path, keep);
    return (out.metadata as { slides: number }).slides;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

function toPdf(deck: string, scratch: string): void {
  execFileSync(
    'soffice',
    [`-env:UserInstallation=file://${join(scratch, 'lo-profile')}`, '--headless', '--convert-to', 'pdf', '--outdir', scratch, deck],
    {
      stdio: 'ignore',
    },
  );
}

const perSlide = (ms: number, slides: number): string => `${(ms / slides).toFixed(1)} ms/slide`;

export async function runBench(log: (line: string) => void): Promise<void> {
  const before = process.env.DECKHAND_LAYOUT_CHECK;
  process.env.DECKHAND_LAYOUT_CHECK = '0';
  const scratch = mkdtempSync(join(tmpdir(), 'deckhand-bench-cr-'));
  try {
    toPdf(join(CORPUS_ROOT, 'pptx', REVAMP_DECK), scratch); // LibreOffice's first start (its profile) is not measured
    const created = join(scratch, 'created.pptx');
    const revamped = join(scratch, 'revamped.pptx');
    const outline = repeatedOutline(OUTLINE_SLIDES);
    // A first run makes the deck LibreOffice converts (and loads the fonts and modules the measured runs use).
    const slides = await once(create, { inputText: outline }, null, created, scratch);
    const c = await bestOf(
      ROUNDS,
      () => once(create, { inputText: outline }, null, created, scratch),
      () => Promise.resolve(toPdf(created, scratch)),
    );
    log(
      `Create, ${OUTLINE_SLIDES}-slide outline (${slides} slides out): ${perSlide(c.ours.wall, slides)} (${(c.ours.wall / 1000).toFixed(2)} s, CPU ${perSlide(c.ours.cpu, slides)})`,
    );
    log(`  LibreOffice, that deck → PDF: ${perSlide(c.reference.wall, slides)} (CPU ${perSlide(c.reference.cpu, slides)})`);
    const source = join(CORPUS_ROOT, 'pptx', REVAMP_DECK);
    const revampSlides = await once(revamp, {}, source, revamped, scratch);
    const r = await bestOf(
      ROUNDS,
      () => once(revamp, {}, source, revamped, scratch),
      () => Promise.resolve(toPdf(revamped, scratch)),
    );
    log(
      `Revamp, ${REVAMP_DECK} (${revampSlides} slides out): ${perSlide(r.ours.wall, revampSlides)} (CPU ${perSlide(r.ours.cpu, revampSlides)})`,
    );
    log(`  LibreOffice, that deck → PDF: ${perSlide(r.reference.wall, revampSlides)} (CPU ${perSlide(r.reference.cpu, revampSlides)})`);
    log(loadNote());
  } finally {
    if (before === undefined) delete process.env.DECKHAND_LAYOUT_CHECK;
    else process.env.DECKHAND_LAYOUT_CHECK = before;
    rmSync(scratch, { recursive: true, force: true });
  }
}
