/**
 * A task's progress as whole percents, passed on through the shared throttle (shared/throttle.ts) so a tool
 * reporting every chunk does not flood SSE clients; a percent already sent is not sent again.
 */
import { Throttle } from '../../../shared/throttle';

export class ProgressThrottle {
  private readonly throttle: Throttle<number>;

  constructor(intervalMs: number, emit: (percent: number) => void) {
    this.throttle = new Throttle(intervalMs, emit, { same: (a, b) => a === b });
  }

  report(raw: number): void {
    this.throttle.push(Math.max(0, Math.min(100, Math.round(raw))));
  }

  cancel(): void {
    this.throttle.clear();
  }
}
