import pg from 'pg';

/**
 * The team server's connection pool. An idle connection that Postgres drops (a restart, a failover) must not take the
 * node down: the pool reports it here and opens a new one at the next query, which is how nodes ride out a restart.
 */
export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 });
  pool.on('error', (err) => console.warn(`postgres: an idle connection was lost (${err.message}); a new one is opened when needed`));
  return pool;
}

/**
 * Runs `work` with a connection of its own. A checked-out connection has no error listener of the pool's, so one that
 * Postgres drops between two queries (a restart) would raise an unhandled 'error' and end the process: it is listened
 * to here, and released as broken so the pool does not hand it out again.
 */
export async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let lost: Error | undefined;
  const onError = (err: Error): void => {
    lost = err;
  };
  client.on('error', onError);
  try {
    return await work(client);
  } finally {
    client.off('error', onError);
    client.release(lost);
  }
}

/** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
export function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return withClient(pool, async (client) => {
    await client.query('BEGIN');
    try {
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
  });
}

/** SQLSTATEs of a server going away or not yet taking connections (class 08, and 57P01–57P03). */
const UNREACHABLE_STATES = /^(08\d{3}|57P0[123])$/;
const UNREACHABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/**
 * Whether `err` says the database could not be reached or dropped the connection (a restart, a failover) rather
 * than refused the statement. node-postgres reports a dropped socket only in its message.
 */
export function isConnectionLoss(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_STATES.test(code) || UNREACHABLE_ERRNOS.has(code))) return true;
  return /Connection terminated|timeout exceeded when trying to connect|the database system is (starting up|shutting down)/i.test(
    err.message,
  );
}

/**
 * Runs `work`, and again while the database is out of reach, for up to `withinMs`: a write whose loss would cost a
 * person their task (a run's outcome) rides out a restart instead of failing it. `work` must be safe to repeat: a
 * transaction whose commit was cut is either not applied or finds its condition no longer true.
 */
export async function retryWhileUnreachable<T>(work: () => Promise<T>, withinMs = 120_000): Promise<T> {
  const until = Date.now() + withinMs;
  for (let pause = 250; ; pause = Math.min(pause * 2, 2000)) {
    try {
      return await work();
    } catch (err) {
      if (!isConnectionLoss(err) || Date.now() + pause > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
