/**
 * Progress on a terminal: one line per input file (its place in the chain and a bar), redrawn in place at most ten
 * times a second, on stderr so stdout keeps only results. Off a terminal (a pipe, a log, --json) it draws nothing.
 */
import type { RecipeFileState, RecipeRunState } from '../../shared/contract/recipes';
import { cliFailureText, cliT, cliToolTitle } from './cli-texts';

function stepTitle(step: { type: string; title: string } | undefined): string {
  return step ? cliToolTitle(step) : '';
}

const BAR = 20;
const INTERVAL_MS = 100;

function bar(percent: number): string {
  const filled = Math.round((Math.max(0, Math.min(100, percent)) / 100) * BAR);
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR - filled)}]`;
}

/** A file's state in the terminal's language (the words of `describeFileState`, which the window shows in English). */
export function describeState(run: Pick<RecipeRunState, 'steps'>, file: RecipeFileState): string {
  switch (file.status) {
    case 'queued':
      return cliT('state.queued');
    case 'ready':
      return cliT('state.ready');
    case 'cancelled':
      return cliT('state.cancelled');
    case 'failed':
      return cliT('state.failed', { reason: file.error ? cliFailureText(file.error) : cliT('state.unknownReason') });
    case 'running': {
      const step = { step: file.step + 1, steps: run.steps.length, title: stepTitle(run.steps[file.step]) };
      return file.pieces && file.pieces.total > 1
        ? cliT('state.stepPieces', { ...step, done: file.pieces.done, total: file.pieces.total })
        : cliT('state.step', step);
    }
  }
}

export class ProgressView {
  private drawn = 0;
  private last = 0;
  private pending: RecipeRunState | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly stream: NodeJS.WriteStream & { isTTY?: boolean }) {}

  get active(): boolean {
    return this.stream.isTTY === true;
  }

  update(state: RecipeRunState): void {
    if (!this.active) return;
    this.pending = state;
    const wait = this.last + INTERVAL_MS - Date.now();
    if (wait <= 0) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), wait);
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const state = this.pending;
    if (!state) return;
    this.last = Date.now();
    const width = Math.max(40, (this.stream.columns || 100) - 1);
    const lines = state.files.map((file) => {
      const percent = file.status === 'ready' ? 100 : file.status === 'running' ? (file.progress ?? 0) : 0;
      const text = `${bar(percent)} ${file.name}: ${describeState(state, file)}`;
      return text.length > width ? `${text.slice(0, width - 1)}…` : text;
    });
    const up = this.drawn > 0 ? `\u001b[${this.drawn}F` : '';
    this.stream.write(`${up}${lines.map((line) => `\u001b[2K${line}`).join('\n')}\n`);
    this.drawn = lines.length;
  }

  /** Draws the last state (so the final line says Ready or why not). */
  end(): void {
    if (this.active && this.pending) this.flush();
  }
}
