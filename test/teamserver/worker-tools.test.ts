/**
 * A worker takes only what its operator gave it (`--tools`, issue #23 item 2: the machine with the GPU takes the model
 * work, the others leave it), beside what its programs allow: real worker processes on one Postgres.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTask, getTask, waitForTask } from '../helpers/engine';
import { REPO_ROOT } from '../helpers/engine-process';
import { withoutPostgres } from '../helpers/pg-cluster';
import { startTeamNodes, type TeamNodes } from '../helpers/team-nodes';

const run = promisify(execFile);
const SKIP = withoutPostgres('test/teamserver/worker-tools.test.ts');

let team: TeamNodes;

beforeAll(async () => {
  if (SKIP) return;
  team = await startTeamNodes();
});
afterAll(async () => {
  await team?.close();
});

it.skipIf(SKIP)('a worker claims only the tool types of its --tools; another takes the rest', async () => {
  const api = await team.start('api', 'api');
  const general = await team.start('worker', 'general', ['--tools', '!test.sleep']);
  expect(general.stdout()).toContain('takes !test.sleep');
  const key = team.operatorKey;

  const sleeper = await createTask(api.baseUrl, key, { type: 'test.sleep', params: { ms: 10 }, files: [{ name: 's.txt', content: 's' }] });
  const echo = await createTask(api.baseUrl, key, { type: 'test.echo', files: [{ name: 'e.txt', content: 'e' }] });
  // The echo, queued after the sleep, is done: the worker has looked at the queue since the sleep was in it.
  expect((await Promise.race([waitForTask(api.baseUrl, key, echo.id), team.unexpectedExit])).status).toBe('completed');
  expect((await getTask(api.baseUrl, key, sleeper.id)).status).toBe('pending');

  await team.start('worker', 'sleeper', ['--tools', 'test.sl*']);
  expect((await Promise.race([waitForTask(api.baseUrl, key, sleeper.id), team.unexpectedExit])).status).toBe('completed');
});

it.skipIf(SKIP)('refuses --tools on an API node and a malformed list, saying why', async () => {
  const refused = async (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'main/engine/cli.ts', '--database', team.databaseUrl, '--blobs', team.blobsDir, ...args], {
      cwd: REPO_ROOT,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => ({ code: err.code, stderr: err.stderr }),
    );
  const onApi = await refused('--role', 'api', '--tools', 'convertor.*');
  expect(onApi.code).toBe(2);
  expect(onApi.stderr).toMatch(/--tools chooses what a worker takes: it needs --database and --role worker or all\./);
  const malformed = await refused('--role', 'worker', '--tools', 'convertor.*,rm -rf');
  expect(malformed.code).toBe(2);
  expect(malformed.stderr).toMatch(/"rm -rf" is not a tool type/);
});
