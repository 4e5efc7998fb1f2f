import pg from 'pg';
export { isConnectionLoss } from '../lib/errors/connection-loss';

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

/** How long a health check waits for the database before calling it down. */
const PING_TIMEOUT_MS = 3000;

/** Whether the database answers a trivial query within a few seconds (`/health`, `/ready`). */
export async function databaseAnswers(pool: pg.Pool): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
  try {
    return await Promise.race([pool.query('SELECT 1').then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
