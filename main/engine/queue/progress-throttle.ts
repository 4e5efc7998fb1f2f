/**
 * Passes progress on at most once per interval (the latest value wins, sent at the end of the interval),
 * so a tool reporting every chunk does not flood SSE clients.
 */
export class ProgressThrottle {
  private last = -1;
  private lastAt = 0;
  private pending: number | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly intervalMs: number,
    private readonly emit: (percent: number) => void,
  ) {}

  report(raw: number): void {
    const percent = Math.max(0, Math.min(100, Math.round(raw)));
    if (percent === this.last && this.pending === undefined) return;
    const wait = this.lastAt + this.intervalMs - Date.now();
    if (wait <= 0 && !this.timer) {
      this.send(percent);
      return;
    }
    this.pending = percent;
    this.timer ??= setTimeout(
      () => {
        this.timer = undefined;
        const value = this.pending;
        this.pending = undefined;
        if (value !== undefined && value !== this.last) this.send(value);
      },
      Math.max(0, wait),
    );
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = undefined;
  }

  private send(percent: number): void {
    this.last = percent;
    this.lastAt = Date.now();
    this.emit(percent);
  }
}
