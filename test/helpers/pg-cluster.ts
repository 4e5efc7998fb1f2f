/**
 * A throwaway PostgreSQL cluster for tests and the bench: `initdb` in a temp folder, `pg_ctl start` on a free port,
 * trust auth on 127.0.0.1 only. `initdb` refuses to run as root (which CI is), so as root the programs run as the
 * `postgres` user through `runuser`. The programs are found wherever PostgreSQL is installed (findPgBin).
 *
 *   const pg = await startPgCluster();
 *   const url = await pg.createDatabase('engine');   // postgres://postgres@127.0.0.1:<port>/engine
 *   await pg.restart();                              // fast stop (connections cut), then start again on the same port
 *   await pg.stop();                                 // stops and removes the folder
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { recordCost } from '../support/test-costs';

const run = promisify(execFile);

/**
 * The folder of PostgreSQL's server programs (`initdb`, `pg_ctl`): PG_BIN, then `pg_config --bindir`, then the
 * folders distributions and Homebrew install them in (the newest version first), then PATH. Debian's are not on PATH.
 */
function findPgBin(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    // No pg_config on PATH.
  }
  const versioned = (root: string, pattern: RegExp, tail: string): string[] =>
    (existsSync(root) ? readdirSync(root) : [])
      .filter((name) => pattern.test(name))
      .sort((a, b) => Number(/\d+/.exec(b)?.[0] ?? 0) - Number(/\d+/.exec(a)?.[0] ?? 0))
      .map((name) => join(root, name, tail));
  candidates.push(
    ...versioned('/usr/lib/postgresql', /^\d+$/, 'bin'),
    ...versioned('/usr', /^pgsql-\d+$/, 'bin'),
    '/usr/local/pgsql/bin',
    ...versioned('/opt/homebrew/opt', /^postgresql(@\d+)?$/, 'bin'),
    ...versioned('/usr/local/opt', /^postgresql(@\d+)?$/, 'bin'),
    ...(process.env.PATH ?? '').split(delimiter),
  );
  return candidates.find((dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

const PG_BIN = findPgBin() ?? '';

/** Why no cluster can be made here (PostgreSQL's programs are missing), or null when they are present. */
export const PG_MISSING: string | null = PG_BIN
  ? null
  : "PostgreSQL's initdb and pg_ctl were not found (PG_BIN, pg_config, /usr/lib/postgresql/*/bin, PATH): install PostgreSQL (.ci/run does) or set PG_BIN";

/**
 * For `describe.skipIf(withoutPostgres('…'))`: true, with a loud line on stderr naming what is skipped and why, when
 * no cluster can be made. In CI (the `CI` variable set) a missing PostgreSQL fails the file instead: the team
 * server's tests must run there.
 */
export function withoutPostgres(what: string): boolean {
  if (PG_MISSING && process.env.CI) throw new Error(`${what} needs PostgreSQL in CI: ${PG_MISSING}`);
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

async function createPgCluster(): Promise<PgCluster> {
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

export function startPgCluster(): Promise<PgCluster> {
  return recordCost('postgres', createPgCluster);
}
