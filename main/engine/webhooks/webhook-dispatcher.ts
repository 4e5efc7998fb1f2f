import type { Task } from '../../../shared/contract/service';
import { retry } from '../../../shared/retry';

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

  /**
   * Resolves once every notification handed over so far was delivered or given up on (after its last retry): what
   * a caller waits for before it may say that no further delivery will come.
   */
  async settled(): Promise<void> {
    while (this.chains.size > 0) await Promise.all([...this.chains.values()]);
  }

  /** Stops retries and in-flight requests; undelivered notifications are dropped. */
  async close(): Promise<void> {
    this.closing.abort();
    await Promise.all([...this.chains.values()]);
  }

  private async deliver(url: string, task: Task, body: string): Promise<void> {
    const { retryDelaysMs, timeoutMs } = this.options;
    const signal = this.closing.signal;
    if (signal.aborted) return;
    try {
      await retry(
        async () => {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'user-agent': 'Deckhand-Engine' },
            body,
            redirect: 'manual',
            signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
          });
          await response.body?.cancel().catch(() => undefined);
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
        },
        { delayFor: (failures) => (signal.aborted ? undefined : retryDelaysMs[failures]), signal },
      );
    } catch (err) {
      if (signal.aborted) return;
      const attempts = retryDelaysMs.length + 1;
      console.warn(`webhook for task ${task.id} (${task.status}) to ${url} failed after ${attempts} attempts: ${(err as Error).message}`);
    }
  }
}
