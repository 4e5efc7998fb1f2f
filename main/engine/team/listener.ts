import pg from 'pg';

const RECONNECT_MS = 500;

/**
 * One connection that LISTENs to a channel and comes back by itself after Postgres drops it (a restart, a failover).
 * `wake` is called for every notification and after every (re)connection, once the LISTEN is in place: a notification
 * may have been lost while it was away, so whoever listens treats both as "look again".
 */
export class PgListener {
  private client: pg.Client | undefined;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly wake: () => void,
  ) {}

  async open(): Promise<void> {
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('error', () => this.reconnectLater(client));
    client.on('end', () => this.reconnectLater(client));
    client.on('notification', () => this.wake());
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    this.client = client;
    this.wake();
  }

  private reconnectLater(client: pg.Client): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.reconnectTimer = setTimeout(() => {
      this.connect().catch((err: unknown) => {
        console.warn(`postgres: listener on ${this.channel} not back yet (${(err as Error).message})`);
        this.client = client;
        this.reconnectLater(client);
      });
    }, RECONNECT_MS);
  }
}
