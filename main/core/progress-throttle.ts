/**
 * Passes at most one value per interval, always delivering the latest one eventually and the final one
 * (as judged by `isFinal`) at once, so a listener sees a monotonic, bounded-rate sequence that ends exact.
 */
export class Throttle<T> {
  private last = 0;
  private pending: T | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly intervalMs: number,
    private readonly deliver: (value: T) => void,
    private readonly isFinal: (value: T) => boolean = () => false,
  ) {}

  push(value: T): void {
    const now = Date.now();
    if (this.isFinal(value) || now - this.last >= this.intervalMs) {
      this.clear();
      this.last = now;
      this.deliver(value);
      return;
    }
    this.pending = value;
    this.timer ??= setTimeout(
      () => {
        this.timer = null;
        const next = this.pending;
        this.pending = null;
        if (next !== null) {
          this.last = Date.now();
          this.deliver(next);
        }
      },
      this.intervalMs - (now - this.last),
    );
  }

  /** Drops a value still waiting (the operation ended). */
  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
  }
}
