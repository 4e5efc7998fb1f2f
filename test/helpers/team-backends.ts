/**
 * The team server's seams for tests: one throwaway cluster per test process (started on first use, stopped when the
 * last engine using it closes), a fresh database and blob folder per engine.
 *
 * `DECKHAND_TEST_BACKEND=postgres npx vitest run --project full test/engine/server-api.test.ts` runs an engine test
 * against them: startTestEngine (helpers/engine.ts) asks here.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EngineBackends } from '../../main/engine/engine-backends';
import { teamBackends, type TeamRole } from '../../main/engine/team/team-backends';
import { startPgCluster, type PgCluster } from './pg-cluster';

let cluster: Promise<PgCluster> | undefined;
let users = 0;

export function wantsTeamBackends(): boolean {
  return process.env.DECKHAND_TEST_BACKEND === 'postgres';
}

export interface TestTeam {
  databaseUrl: string;
  blobsDir: string;
  cluster: PgCluster;
  /** One node's seams on this database and blob folder. */
  backends(dataDir: string, role?: TeamRole): EngineBackends;
  close(): Promise<void>;
}

export async function startTestTeam(): Promise<TestTeam> {
  users++;
  cluster ??= startPgCluster();
  const pg = await cluster;
  const databaseUrl = await pg.createDatabase(`t_${randomBytes(6).toString('hex')}`);
  const blobsDir = await mkdtemp(join(tmpdir(), 'deckhand-blobs-'));
  return {
    databaseUrl,
    blobsDir,
    cluster: pg,
    backends: (dataDir, role = 'all') => teamBackends({ databaseUrl, blobsDir, dataDir, role }),
    async close() {
      await rm(blobsDir, { recursive: true, force: true });
      if (--users === 0) {
        cluster = undefined;
        await pg.stop();
      }
    },
  };
}
