/**
 * The one progress throttle (issue #18), for the engine's task progress and core's upload progress: at most one
 * value per interval, the latest one delivered at the end of the interval, a final value (as `isFinal` judges)
 * at once, and a value the listener already has (as `same` judges) not again. A listener sees a bounded-rate
 * sequence that ends exact.
 */
export interface ThrottleOptions<T> {
  isFinal?: (value: T) => boolean;
  same?: (a: T, b: T) => boolean;
}

export class Throttle<T> {
  private lastAt = Number.NEGATIVE_INFINITY;
  private sent: { value: T } | undefined;
  private pending: { value: T } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly intervalMs: number,
    private readonly deliver: (value: T) => void,
    private readonly options: ThrottleOptions<T> = {},
  ) {}

  push(value: T): void {
    if (this.options.isFinal?.(value)) {
      this.clear();
      this.send(value);
      return;
    }
    if (!this.pending && this.isSent(value)) return;
    const wait = this.lastAt + this.intervalMs - Date.now();
    if (wait <= 0) {
      this.clear();
      this.send(value);
      return;
    }
    this.pending = { value };
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      const next = this.pending;
      this.pending = undefined;
      if (next && !this.isSent(next.value)) this.send(next.value);
    }, wait);
  }

  /** Drops a value still waiting (the operation ended). */
  clear(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = undefined;
  }

  private isSent(value: T): boolean {
    return this.sent !== undefined && this.options.same !== undefined && this.options.same(this.sent.value, value);
  }

  private send(value: T): void {
    this.sent = { value };
    this.lastAt = Date.now();
    this.deliver(value);
  }
}
