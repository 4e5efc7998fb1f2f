/**
 * `npm run bench -- revamp-decks`: Revamp (issue #35) on corpus decks of different kinds × every built-in design,
 * each output checked by the tool itself against its source (the layout checker with `sameWords`: nothing lost,
 * nothing off the slide, nothing overlapping). Reports per deck and design the pages still flagged (target 0), what
 * they are, and the source slides the repair pass had to lay out as they were (the design could not place them).
 * `DECKHAND_BENCH_DECKS` / `DECKHAND_BENCH_DESIGNS` (comma-separated) narrow the run; `DECKHAND_BENCH_KEEP` names a
 * folder the revamped decks are copied to, to render and look at.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { run as revamp } from '../../main/engine/tools/revamp';
import { DECK_TEMPLATES, type DeckTemplateId } from '../../shared/tools/deck-templates';
import { CORPUS_ROOT } from '../helpers/corpus';

/** Decks of different kinds: what each stands for. */
export const REVAMP_DECKS: Record<string, string> = {
  'poi-keyframes.pptx': 'student deck, 4:3, heading and menu buttons in its master over a photo backdrop',
  'poi-aptia.pptx': 'campaign-style deck, 4:3, logo and banner in its layouts, stages, steps, a table',
  'poi-45545_Comment.pptx': 'chevron process steps, a logo, Times New Roman body, 4:3',
  'poi-themes.pptx': 'gradient, texture and picture backgrounds from layouts and masters, 4:3',
  'az-SlideMasters.pptx': 'logos drawn by the layouts, several masters',
  'az-SlideDimensions1.pptx': 'another slide size (16:10, 28 × 17.5 cm)',
};

const listed = (name: string): string[] | null =>
  process.env[name]
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean) ?? null;

interface Issue {
  slide: number | null;
  kind: string;
  excerpt: string;
}

export async function runBench(log: (line: string) => void): Promise<void> {
  const decks = listed('DECKHAND_BENCH_DECKS') ?? Object.keys(REVAMP_DECKS);
  const designs = listed('DECKHAND_BENCH_DESIGNS') ?? DECK_TEMPLATES.map((t) => t.id);
  const keep = process.env.DECKHAND_BENCH_KEEP;
  if (keep) mkdirSync(keep, { recursive: true });
  const scratch = mkdtempSync(join(tmpdir(), 'deckhand-bench-revamp-'));
  const totals = { runs: 0, flaggedPages: 0, kept: 0 };
  try {
    for (const deck of decks) {
      log(`${deck}: ${REVAMP_DECKS[deck] ?? ''}`);
      const source = join(CORPUS_ROOT, 'pptx', deck);
      for (const design of designs) {
        const workDir = mkdtempSync(join(scratch, 'job-'));
        const started = performance.now();
        const out = await revamp({
          inputs: [{ path: source, name: deck, size: 0, mimeType: 'application/octet-stream' }],
          params: { template: design as DeckTemplateId },
          workDir,
          signal: new AbortController().signal,
          reportProgress: () => {},
        });
        const seconds = (performance.now() - started) / 1000;
        const meta = out.metadata as { slides: number; layoutIssues?: Issue[]; layoutCheck?: string; slidesKeptAsLaidOut?: number[] };
        if (keep) copyFileSync(out.path, join(keep, `${basename(deck, '.pptx')}-${design}.pptx`));
        const issues = meta.layoutIssues ?? [];
        const pages = new Set(issues.map((issue) => issue.slide));
        const kept = meta.slidesKeptAsLaidOut ?? [];
        totals.runs += 1;
        totals.flaggedPages += pages.size;
        totals.kept += kept.length;
        log(
          `  ${design}: ${meta.slides} slides, ${meta.layoutCheck ?? `${pages.size} flagged page(s)`}, ` +
            `laid out as they were: ${kept.length ? kept.join(' ') : 'none'} (${seconds.toFixed(1)} s)`,
        );
        for (const issue of issues) log(`    slide ${issue.slide ?? '-'} ${issue.kind}: ${issue.excerpt.slice(0, 60)}`);
        rmSync(workDir, { recursive: true, force: true });
      }
    }
    log(`Total: ${totals.runs} revamps, ${totals.flaggedPages} flagged pages, ${totals.kept} slides laid out as they were`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
