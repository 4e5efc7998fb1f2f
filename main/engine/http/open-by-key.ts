import type { ServerResponse } from 'node:http';
import type { People } from '../store/people';

/** How often open responses are looked at again anyway: a revocation announced while a node was away is not missed. */
const RECHECK_MS = 60_000;

/**
 * The responses a person's key has open (event streams above all: they stay open for hours), so that revoking the key
 * ends them instead of leaving them to tell its holder of the person's tasks. A revocation on any node is announced
 * (People.onRevoked); each key still in use is checked again then, and once a minute.
 */
export class OpenByKey {
  private readonly open = new Map<ServerResponse, string>();
  private readonly timer: NodeJS.Timeout;
  private readonly stopListening: () => void;
  private checking: Promise<void> | null = null;
  private again = false;

  constructor(private readonly people: People) {
    this.stopListening = people.onRevoked(() => void this.recheck());
    this.timer = setInterval(() => void this.recheck(), RECHECK_MS);
    this.timer.unref();
  }

  track(res: ServerResponse, key: string): void {
    this.open.set(res, key);
    res.once('close', () => this.open.delete(res));
  }

  /**
   * Ends every tracked response whose key no longer authenticates; a database out of reach ends nothing. A call
   * while a check is under way runs another once it is done: that check may have read the keys before the revocation.
   */
  recheck(): Promise<void> {
    if (this.checking) {
      this.again = true;
      return this.checking;
    }
    this.checking = (async () => {
      try {
        do {
          this.again = false;
          await this.checkOnce();
        } while (this.again);
      } finally {
        this.checking = null;
      }
    })();
    return this.checking;
  }

  private async checkOnce(): Promise<void> {
    const verdicts = new Map<string, boolean>();
    for (const [res, key] of [...this.open]) {
      if (!verdicts.has(key)) verdicts.set(key, await this.people.authenticate(key).then(Boolean, () => true));
      if (verdicts.get(key)) continue;
      this.open.delete(res);
      // A stream ends like any other (its client reconnects and is told 401); an answer still being written is cut.
      if (res.headersSent && String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')) res.end();
      else res.destroy();
    }
  }

  close(): void {
    clearInterval(this.timer);
    this.stopListening();
    this.open.clear();
  }
}
