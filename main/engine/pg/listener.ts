import pg from 'pg';

const RECONNECT_MS = 500;

/**
 * One connection that LISTENs to a channel and comes back by itself after Postgres drops it (a restart, a failover).
 * A notification may be lost while it is away, so whoever listens must treat `onConnected` as "look again": it is
 * called after every (re)connection, once the LISTEN is in place.
 */
export class PgListener {
  private client: pg.Client | undefined;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly handlers: { onNotify: (payload: string | undefined) => void; onConnected: () => void },
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
    client.on('notification', (message) => this.handlers.onNotify(message.payload));
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    this.client = client;
    this.handlers.onConnected();
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
