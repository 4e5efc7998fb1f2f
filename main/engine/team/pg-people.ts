import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { PgListener } from './listener';
import { inTransaction } from './database';
import { HttpError } from '../lib/errors/http-error';
import type { People, Principal } from '../store/people';

/**
 * People and their keys on the team server (docs/team-server.md, "People and keys"). A key is shown once, when made;
 * only its sha256 is stored, so a copy of the database opens nothing. Limits are per person: unfinished tasks at
 * once, and input bytes per UTC day (`deckhand_usage`).
 */

/** The stored form of a key: what `keys create` printed, without a "Bearer " prefix or spaces around it. */
export function hashKey(key: string): string {
  const bare = key
    .trim()
    .replace(/^bearer\s+/i, '')
    .trim();
  return createHash('sha256').update(bare).digest('hex');
}

const MB = 1024 * 1024;

function megabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;
}

function tooManyTasks(unfinished: number, max: number): HttpError {
  return new HttpError(
    429,
    'too_many_tasks',
    `You have ${unfinished} unfinished tasks and your key allows ${max} at once: wait for one to finish (or cancel one), then send this task again.`,
  );
}

function dailyBytesUsed(used: number, adding: number, max: number): HttpError {
  return new HttpError(
    429,
    'daily_limit_reached',
    `This task's ${megabytes(adding)} would pass your daily allowance: ${megabytes(used)} of ${megabytes(max)} sent today (UTC). ` +
      "The allowance starts again at 00:00 UTC; ask the server's admin for a larger one.",
  );
}

interface Limits {
  max_concurrent_tasks: number | null;
  max_bytes_per_day: string | null;
}

const TODAY = `(now() AT TIME ZONE 'utc')::date`;

async function unfinishedCount(db: pg.Pool | pg.PoolClient, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM deckhand_tasks WHERE owner_id = $1 AND status IN ('pending', 'running')`,
    [userId],
  );
  return Number(rows[0]?.n ?? 0);
}

async function usedToday(db: pg.Pool | pg.PoolClient, userId: string): Promise<number> {
  const { rows } = await db.query<{ bytes: string }>(`SELECT bytes FROM deckhand_usage WHERE user_id = $1 AND day = ${TODAY}`, [userId]);
  return Number(rows[0]?.bytes ?? 0);
}

/**
 * Inside the transaction that stores a person's new task: refuses it (429) at a limit, else counts its bytes. The
 * person's row is locked first, so two creates of one person are judged one after the other.
 */
export async function admitTask(client: pg.PoolClient, userId: string, bytes: number): Promise<void> {
  const { rows } = await client.query<Limits>(
    'SELECT max_concurrent_tasks, max_bytes_per_day FROM deckhand_users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  const limits = rows[0];
  if (!limits) throw new HttpError(401, 'unauthorized', 'The API key is not valid for this engine: its person was removed.');
  if (limits.max_concurrent_tasks !== null) {
    const unfinished = await unfinishedCount(client, userId);
    if (unfinished >= limits.max_concurrent_tasks) throw tooManyTasks(unfinished, limits.max_concurrent_tasks);
  }
  const max = limits.max_bytes_per_day === null ? null : Number(limits.max_bytes_per_day);
  if (max !== null) {
    const used = await usedToday(client, userId);
    if (used + bytes > max) throw dailyBytesUsed(used, bytes, max);
  }
  await client.query(
    `INSERT INTO deckhand_usage (user_id, day, bytes) VALUES ($1, ${TODAY}, $2)
       ON CONFLICT (user_id, day) DO UPDATE SET bytes = deckhand_usage.bytes + EXCLUDED.bytes`,
    [userId, bytes],
  );
}

/** What a request may carry beyond its files (form fields, multipart framing) before the precheck counts it. */
const FORM_SLACK_BYTES = 256 * 1024;

/** Told whenever keys are revoked. */
const KEYS_REVOKED_CHANNEL = 'deckhand_keys_revoked';

export class PgPeople implements People {
  private secret = '';
  private readonly revokedListeners = new Set<() => void>();
  private listener: PgListener | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString?: string,
  ) {}

  onRevoked(listener: () => void): () => void {
    this.revokedListeners.add(listener);
    return () => void this.revokedListeners.delete(listener);
  }

  async close(): Promise<void> {
    await this.listener?.close();
  }

  /** Loads (or, on the cluster's first start, makes) the link-signing secret every node shares. */
  async open(): Promise<void> {
    await this.pool.query(`INSERT INTO deckhand_settings (name, value) VALUES ('link_secret', $1) ON CONFLICT (name) DO NOTHING`, [
      randomBytes(32).toString('base64url'),
    ]);
    const { rows } = await this.pool.query<{ value: string }>(`SELECT value FROM deckhand_settings WHERE name = 'link_secret'`);
    this.secret = rows[0]?.value ?? '';
    if (!this.secret) throw new Error('postgres: the link-signing secret could not be stored');
    // A reconnection also "wakes": a revocation may have been announced while the listener was away.
    if (this.connectionString) {
      this.listener = new PgListener(this.connectionString, KEYS_REVOKED_CHANNEL, () => {
        for (const listener of [...this.revokedListeners]) listener();
      });
      await this.listener.open();
    }
  }

  async authenticate(key: string): Promise<Principal | undefined> {
    const { rows } = await this.pool.query<{ id: string; admin: boolean }>(
      `SELECT u.id, u.admin FROM deckhand_keys k JOIN deckhand_users u ON u.id = k.user_id WHERE k.hash = $1 AND k.revoked_at IS NULL`,
      [hashKey(key)],
    );
    const row = rows[0];
    return row ? { userId: row.id, admin: row.admin } : undefined;
  }

  async isActive(userId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM deckhand_keys WHERE user_id = $1 AND revoked_at IS NULL LIMIT 1', [userId]);
    return Boolean(rowCount);
  }

  async precheck(principal: Principal, declaredBytes: number | null): Promise<void> {
    if (!principal.userId) return;
    const { rows } = await this.pool.query<Limits>('SELECT max_concurrent_tasks, max_bytes_per_day FROM deckhand_users WHERE id = $1', [
      principal.userId,
    ]);
    const limits = rows[0];
    if (!limits) return;
    if (limits.max_concurrent_tasks !== null) {
      const unfinished = await unfinishedCount(this.pool, principal.userId);
      if (unfinished >= limits.max_concurrent_tasks) throw tooManyTasks(unfinished, limits.max_concurrent_tasks);
    }
    if (limits.max_bytes_per_day !== null && declaredBytes !== null) {
      const max = Number(limits.max_bytes_per_day);
      const used = await usedToday(this.pool, principal.userId);
      if (used + declaredBytes > max + FORM_SLACK_BYTES) throw dailyBytesUsed(used, declaredBytes, max);
    }
  }

  linkSecret(): string {
    return this.secret;
  }
}

export interface NewKeyOptions {
  name: string;
  admin?: boolean;
  /** Unfinished tasks at once; null: no limit. Absent: unchanged for a known person, no limit for a new one. */
  maxConcurrentTasks?: number | null;
  maxBytesPerDay?: number | null;
}

export interface KeyListing {
  keyId: string;
  name: string;
  userId: string;
  admin: boolean;
  createdAt: string;
  revokedAt: string | null;
  maxConcurrentTasks: number | null;
  maxBytesPerDay: number | null;
  bytesToday: number;
}

/** `keys create`: the person (made on first use, limits updated when given) and a new key, returned once. */
export function createKey(pool: pg.Pool, options: NewKeyOptions): Promise<{ key: string; keyId: string; userId: string }> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO deckhand_users (id, name, admin, max_concurrent_tasks, max_bytes_per_day) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (name) DO UPDATE SET
           admin = CASE WHEN $6 THEN EXCLUDED.admin ELSE deckhand_users.admin END,
           max_concurrent_tasks = CASE WHEN $7 THEN EXCLUDED.max_concurrent_tasks ELSE deckhand_users.max_concurrent_tasks END,
           max_bytes_per_day = CASE WHEN $8 THEN EXCLUDED.max_bytes_per_day ELSE deckhand_users.max_bytes_per_day END
         RETURNING id`,
      [
        randomUUID(),
        options.name,
        options.admin ?? false,
        options.maxConcurrentTasks ?? null,
        options.maxBytesPerDay ?? null,
        options.admin !== undefined,
        options.maxConcurrentTasks !== undefined,
        options.maxBytesPerDay !== undefined,
      ],
    );
    const userId = rows[0]?.id ?? '';
    const key = `dhk_${randomBytes(32).toString('base64url')}`;
    const keyId = `k_${randomBytes(6).toString('hex')}`;
    await client.query('INSERT INTO deckhand_keys (id, user_id, hash) VALUES ($1, $2, $3)', [keyId, userId, hashKey(key)]);
    return { key, keyId, userId };
  });
}

/** `keys list`: every key with its person, limits and today's bytes (never the key itself: it is not stored). */
export async function listKeys(pool: pg.Pool): Promise<KeyListing[]> {
  const { rows } = await pool.query<{
    key_id: string;
    name: string;
    user_id: string;
    admin: boolean;
    created_at: Date;
    revoked_at: Date | null;
    max_concurrent_tasks: number | null;
    max_bytes_per_day: string | null;
    bytes_today: string | null;
  }>(
    `SELECT k.id AS key_id, u.name, u.id AS user_id, u.admin, k.created_at, k.revoked_at, u.max_concurrent_tasks, u.max_bytes_per_day,
            (SELECT bytes FROM deckhand_usage d WHERE d.user_id = u.id AND d.day = ${TODAY}) AS bytes_today
       FROM deckhand_keys k JOIN deckhand_users u ON u.id = k.user_id ORDER BY u.name, k.created_at`,
  );
  return rows.map((row) => ({
    keyId: row.key_id,
    name: row.name,
    userId: row.user_id,
    admin: row.admin,
    createdAt: row.created_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    maxConcurrentTasks: row.max_concurrent_tasks,
    maxBytesPerDay: row.max_bytes_per_day === null ? null : Number(row.max_bytes_per_day),
    bytesToday: Number(row.bytes_today ?? 0),
  }));
}

/** `keys revoke`: one key by its id, or every key of a person by name; the number of keys revoked now. */
export async function revokeKeys(pool: pg.Pool, which: { keyId: string } | { name: string }): Promise<number> {
  const { rowCount } =
    'keyId' in which
      ? await pool.query('UPDATE deckhand_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [which.keyId])
      : await pool.query(
          `UPDATE deckhand_keys SET revoked_at = now()
             WHERE revoked_at IS NULL AND user_id = (SELECT id FROM deckhand_users WHERE name = $1)`,
          [which.name],
        );
  // Every node closes what the revoked keys still have open (their event streams): http/open-by-key.ts.
  if (rowCount) await pool.query('SELECT pg_notify($1, $2)', [KEYS_REVOKED_CHANNEL, '']);
  return rowCount ?? 0;
}
