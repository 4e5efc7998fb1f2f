/**
 * A shared database out of reach (the team server's Postgres restarting, failing over or stopped) as opposed to one
 * that refused a statement. Kept free of the driver, so the HTTP edge and the runner can ask without loading it.
 */

/** SQLSTATEs of a server going away or not yet taking connections (class 08, and 57P01–57P03). */
const UNREACHABLE_STATES = /^(08\d{3}|57P0[123])$/;
const UNREACHABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/** node-postgres reports a dropped socket or a pool that could not connect only in its message. */
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery mode)|Client has encountered a connection error/i;

/** Whether `err` says the database could not be reached or dropped the connection rather than refused the statement. */
export function isConnectionLoss(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_STATES.test(code) || UNREACHABLE_ERRNOS.has(code))) return true;
  if (UNREACHABLE_MESSAGES.test(err.message)) return true;
  return err.cause !== undefined && err.cause !== err && isConnectionLoss(err.cause);
}

/** Seconds a client is told to wait (`Retry-After`) before it asks again while the database is out of reach. */
export const RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE = {
  code: 'database_unavailable',
  message: `The server cannot reach its database right now; nothing was changed. Try again in ${RETRY_AFTER_SECONDS} seconds.`,
} as const;
