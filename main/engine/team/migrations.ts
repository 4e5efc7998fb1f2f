import type pg from 'pg';
import { inTransaction } from './database';

/**
 * The team server's schema, one step per version, applied in order on start. A step is never edited once released:
 * a change is a new step. Nodes starting together take an advisory lock, so each step runs once.
 */
const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: 'tasks and events',
    sql: `
      CREATE TABLE deckhand_tasks (
        id uuid PRIMARY KEY,
        -- Insertion order breaks ties between tasks created in the same millisecond (newest first).
        seq bigserial NOT NULL,
        owner_id text NOT NULL DEFAULT '',
        space_id text NOT NULL,
        type text NOT NULL,
        status text NOT NULL,
        created_at timestamptz NOT NULL,
        task jsonb NOT NULL,
        job jsonb NOT NULL
      );
      CREATE INDEX deckhand_tasks_list ON deckhand_tasks (owner_id, space_id, created_at DESC, seq DESC);
      CREATE INDEX deckhand_tasks_unfinished ON deckhand_tasks (created_at, seq) WHERE status IN ('pending', 'running');
      CREATE TABLE deckhand_events (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        change jsonb NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'people and keys',
    sql: `
      CREATE TABLE deckhand_users (
        id text PRIMARY KEY,
        name text NOT NULL UNIQUE,
        admin boolean NOT NULL DEFAULT false,
        max_concurrent_tasks integer,
        max_bytes_per_day bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE deckhand_keys (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES deckhand_users (id),
        -- sha256 of the key: the key itself is shown once, at creation.
        hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      );
      CREATE TABLE deckhand_usage (
        user_id text NOT NULL REFERENCES deckhand_users (id),
        day date NOT NULL,
        bytes bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, day)
      );
    `,
  },
  {
    version: 3,
    name: 'link secret and per-person counts',
    sql: `
      CREATE TABLE deckhand_settings (
        name text PRIMARY KEY,
        value text NOT NULL
      );
      CREATE INDEX deckhand_tasks_owner_unfinished ON deckhand_tasks (owner_id) WHERE status IN ('pending', 'running');
    `,
  },
];

const MIGRATION_LOCK = 7_302_023;

/** Brings the schema to the newest version; returns the versions applied now. */
export async function migrate(pool: pg.Pool): Promise<number[]> {
  return inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS deckhand_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ version: number }>('SELECT version FROM deckhand_migrations');
    const done = new Set(rows.map((row) => row.version));
    const applied: number[] = [];
    for (const step of MIGRATIONS) {
      if (done.has(step.version)) continue;
      await client.query(step.sql);
      await client.query('INSERT INTO deckhand_migrations (version, name) VALUES ($1, $2)', [step.version, step.name]);
      applied.push(step.version);
    }
    return applied;
  });
}
