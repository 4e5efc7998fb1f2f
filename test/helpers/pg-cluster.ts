/**
 * A throwaway PostgreSQL cluster for tests and the bench: `initdb` in a temp folder, `pg_ctl start` on a free port,
 * trust auth on 127.0.0.1 only. `initdb` refuses to run as root (which CI is), so as root the programs run as the
 * `postgres` user through `runuser`. Debian's binaries are not on PATH: PG_BIN, then Debian 12's folder, is used.
 *
 *   const pg = await startPgCluster();
 *   const url = await pg.createDatabase('engine');   // postgres://postgres@127.0.0.1:<port>/engine
 *   await pg.restart();                              // fast stop (connections cut), then start again on the same port
 *   await pg.stop();                                 // stops and removes the folder
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why no cluster can be made here (PostgreSQL's programs are missing), or null when they are present. */
export const PG_MISSING: string | null = existsSync(join(PG_BIN, 'initdb'))
  ? null
  : `PostgreSQL's initdb is not at ${PG_BIN}: install Debian's postgresql (.ci/run does) or set PG_BIN`;

/**
 * For `describe.skipIf(withoutPostgres('…'))`: true, with a loud line on stderr naming what is skipped and why, when
 * no cluster can be made. CI installs PostgreSQL, so there this is always false.
 */
export function withoutPostgres(what: string): boolean {
  if (PG_MISSING) console.error(`\n*** SKIPPED ${what}: ${PG_MISSING} ***\n`);
  return PG_MISSING !== null;
}

export interface PgCluster {
  port: number;
  /** The maintenance database's URL (`postgres`). */
  url: string;
  createDatabase(name: string): Promise<string>;
  /** A fast stop (connections cut), `whileDown` if given, then a start on the same port. */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function postgresIds(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  return { uid: Number(stdout.trim()), gid: Number(group.trim()) };
}

export async function startPgCluster(): Promise<PgCluster> {
  const root = await mkdtemp(join(tmpdir(), 'deckhand-pg-'));
  const dataDir = join(root, 'data');
  const ids = await postgresIds();
  if (ids) await chown(root, ids.uid, ids.gid);
  const as = (program: string, args: string[]) =>
    ids ? run('runuser', ['-u', 'postgres', '--', join(PG_BIN, program), ...args]) : run(join(PG_BIN, program), args);

  await as('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${root} -c fsync=off -c max_connections=200`;
  const start = () => as('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(root, 'log'), '-w', 'start']);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;

  return {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(name)}`;
    },
    async restart(whileDown) {
      await as('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      await whileDown?.();
      await start();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await as('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}
