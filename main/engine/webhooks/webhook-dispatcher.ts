import type { Task } from '../../../shared/contract/service';

export interface WebhookOptions {
  /** Waits between attempts; attempts = delays + 1. */
  retryDelaysMs: number[];
  timeoutMs: number;
}

/**
 * Delivers task snapshots to `notifyURL`s. Deliveries run in the background: a slow or dead receiver never
 * holds up a tool or another task. One task's deliveries go out in order; a failed one is retried with
 * backoff before the next is sent.
 */
export class WebhookDispatcher {
  private readonly chains = new Map<string, Promise<void>>();
  private readonly closing = new AbortController();

  constructor(private readonly options: WebhookOptions) {}

  /** `payload` replaces the task snapshot as the body (the external translation API posts its own shape). */
  notify(url: string, task: Task, payload: unknown = task): void {
    if (this.closing.signal.aborted) return;
    const body = JSON.stringify(payload);
    const previous = this.chains.get(task.id) ?? Promise.resolve();
    const next = previous.then(() => this.deliver(url, task, body));
    this.chains.set(task.id, next);
    void next.then(() => {
      if (this.chains.get(task.id) === next) this.chains.delete(task.id);
    });
  }

  /** Stops retries and in-flight requests; undelivered notifications are dropped. */
  async close(): Promise<void> {
    this.closing.abort();
    await Promise.all([...this.chains.values()]);
  }

  private async deliver(url: string, task: Task, body: string): Promise<void> {
    const attempts = this.options.retryDelaysMs.length + 1;
    let lastProblem = '';
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (this.closing.signal.aborted) return;
      if (attempt > 0) await this.wait(this.options.retryDelaysMs[attempt - 1] ?? 0);
      if (this.closing.signal.aborted) return;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': 'Deckhand-Engine' },
          body,
          redirect: 'manual',
          signal: AbortSignal.any([this.closing.signal, AbortSignal.timeout(this.options.timeoutMs)]),
        });
        await response.body?.cancel().catch(() => undefined);
        if (response.ok) return;
        lastProblem = `HTTP ${response.status}`;
      } catch (err) {
        lastProblem = (err as Error).message;
      }
    }
    if (!this.closing.signal.aborted) {
      console.warn(`webhook for task ${task.id} (${task.status}) to ${url} failed after ${attempts} attempts: ${lastProblem}`);
    }
  }

  private wait(ms: number): Promise<void> {
    const signal = this.closing.signal;
    return new Promise((resolve) => {
      const onAbort = (): void => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}
