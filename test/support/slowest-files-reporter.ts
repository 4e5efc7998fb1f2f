import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { writeTimings, type FileTimings } from './file-timings';

/** How many of the slowest files the end of a run lists. */
const SHOWN = 15;

/** A file's wall time in its worker: its import, its hooks and its tests. */
function secondsOf(module: TestModule): number {
  const diagnostic = module.diagnostic();
  return (diagnostic.prepareDuration + diagnostic.setupDuration + diagnostic.collectDuration + diagnostic.duration) / 1000;
}

/**
 * Prints the slowest test files at the end of a run (issue #34: where the suite's time goes stays visible in every CI
 * log), and with DECKHAND_RECORD_TIMINGS=1 stores every file's time in test/timings.json for the sequencer.
 */
export class SlowestFilesReporter implements Reporter {
  private root = process.cwd();

  onInit(ctx: { config: { root: string } }): void {
    this.root = ctx.config.root;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows = modules
      .filter((module) => module.state() !== 'skipped')
      .map((module) => ({ file: relative(this.root, module.moduleId), project: module.project.name, seconds: secondsOf(module) }))
      .sort((a, b) => b.seconds - a.seconds);
    if (rows.length === 0) return;
    const total = rows.reduce((sum, row) => sum + row.seconds, 0);
    const lines = rows
      .slice(0, SHOWN)
      .map((row) => `${row.seconds.toFixed(1).padStart(8)} s  ${((row.seconds / total) * 100).toFixed(1).padStart(5)} %  ${row.file}`);
    console.log(
      `\nThe ${Math.min(SHOWN, rows.length)} slowest test files (of ${rows.length}, ${total.toFixed(0)} s in all, summed over workers):`,
    );
    console.log(lines.join('\n'));
    if (process.env.DECKHAND_RECORD_TIMINGS === '1') {
      const measured: FileTimings = Object.fromEntries(rows.map((row) => [row.file, Math.round(row.seconds * 10) / 10]));
      writeTimings(measured);
      console.log(`Times of ${rows.length} files recorded in test/timings.json.`);
    }
  }
}
