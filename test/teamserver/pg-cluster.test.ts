import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPgCluster, withoutPostgres, type PgCluster } from '../helpers/pg-cluster';

const SKIP = withoutPostgres('test/teamserver/pg-cluster.test.ts');

let cluster: PgCluster;

beforeAll(async () => {
  if (SKIP) return;
  cluster = await startPgCluster();
});
afterAll(async () => {
  await cluster?.stop();
});

it.skipIf(SKIP)('makes a throwaway cluster that keeps its data across a restart', async () => {
  const url = await cluster.createDatabase('probe');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('CREATE TABLE t (v int)');
  await client.query('INSERT INTO t VALUES (42)');
  await client.end();

  await cluster.restart();
  const again = new pg.Client({ connectionString: url });
  await again.connect();
  const { rows } = await again.query<{ v: number }>('SELECT v FROM t');
  await again.end();
  expect(rows).toEqual([{ v: 42 }]);
});
