import type { Task } from '../../../shared/contract/service';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { retry } from '../../../shared/retry';
import { isIP } from 'node:net';
import { guardedLookup, OPEN_POLICY, refusalFor, type AddressPolicy } from '../lib/net/address-policy';

export interface WebhookOptions {
  /** Waits between attempts; attempts = delays + 1. */
  retryDelaysMs: number[];
  timeoutMs: number;
  /** Where deliveries may go (a team server keeps them out of private networks); default anywhere. */
  policy?: AddressPolicy;
}

/**
 * One POST, answered with its status. http.request rather than fetch: its `lookup` connects to the address the policy
 * judged, and a redirect is not followed (a receiver cannot bounce the server onto another address).
 */
function postJson(url: string, body: string, options: { policy: AddressPolicy; signal: AbortSignal; timeoutMs: number }): Promise<number> {
  const target = new URL(url);
  // An address written in the URL is connected to without a lookup: judged here. A name is judged in the lookup.
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  const refused = isIP(literal) ? refusalFor(options.policy, literal, [literal]) : null;
  if (refused) return Promise.reject(new Error(refused));
  return new Promise((resolve, reject) => {
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Deckhand-Engine' },
      lookup: guardedLookup(options.policy),
      signal: AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]),
    });
    request.once('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('error', reject);
    request.end(body);
  });
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
          const status = await postJson(url, body, { policy: this.options.policy ?? OPEN_POLICY, signal, timeoutMs });
          if (status < 200 || status >= 300) throw new Error(`HTTP ${status}`);
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
