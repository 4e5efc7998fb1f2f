/**
 * `npm run engine -- [--port N] [--host H] [--data DIR] [--key KEY] [--concurrency N]`
 * As a team server node (docs/team-server.md): add `--database postgres://… --blobs DIR [--role api|worker|all]`.
 * People and keys of a team server: `npm run engine -- keys create|list|revoke --database postgres://…` (team/keys-cli.ts).
 * Prints one line with the base URL once it listens. SIGTERM/SIGINT stop it cleanly (exit 0).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir } from './data-dir';
import { publishEngineAddress } from './engine-address';
import { runKeysCommand } from './team/keys-cli';
import { parseToolSelection, type ToolSelection } from './queue/tool-selection';
import { startEngine } from './server';
import { teamBackends, type TeamRole } from './team/team-backends';
import { providerSetupFromEnv } from './translation/env-setup';
import { testToolsFromEnv } from './test-tools-hook';

const USAGE =
  'Usage: npm run engine -- [--port N] [--host 127.0.0.1] [--data DIR] [--key KEY] [--concurrency N] [--lease-seconds N]\n' +
  '       [--database postgres://… --blobs DIR [--role api|worker|all] [--tools TYPES] [--webhook-allow HOSTS]]   (a team server node)\n' +
  '       npm run engine -- keys create|list|revoke --database postgres://… …    (people and their keys)';
const ROLES: readonly TeamRole[] = ['api', 'worker', 'all'];

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function intOption(value: string | undefined, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) fail(`--${name} must be a whole number from ${min} to ${max}.`);
  return Number(value);
}

async function main(): Promise<void> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        data: { type: 'string' },
        key: { type: 'string' },
        concurrency: { type: 'string' },
        database: { type: 'string' },
        blobs: { type: 'string' },
        role: { type: 'string' },
        tools: { type: 'string' },
        'lease-seconds': { type: 'string' },
        'webhook-allow': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (err) {
    fail((err as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const str = (name: string): string | undefined => (typeof values[name] === 'string' ? values[name] : undefined);
  const dataDir = resolve(str('data') ?? defaultDataDir());
  const key = str('key')?.trim();
  if (str('key') !== undefined && !key) fail('--key must not be empty.');

  const leaseSeconds = intOption(str('lease-seconds'), 'lease-seconds', 1, 3600);
  const database = str('database');
  const role = (str('role') ?? 'all') as TeamRole;
  if (!ROLES.includes(role)) fail('--role must be api, worker or all.');
  if (database === undefined && (str('blobs') !== undefined || str('role') !== undefined)) fail('--blobs and --role need --database.');
  if (database !== undefined && !str('blobs')) fail('--database needs --blobs DIR: the folder every node shares.');
  let tools: ToolSelection | undefined;
  if (str('tools') !== undefined) {
    if (database === undefined || role === 'api')
      fail('--tools chooses what a worker takes: it needs --database and --role worker or all.');
    try {
      tools = parseToolSelection(str('tools') ?? '');
    } catch (err) {
      fail((err as Error).message);
    }
  }
  if (str('webhook-allow') !== undefined && database === undefined) fail('--webhook-allow is for a team server (--database).');
  // A team server sends webhooks only to the public internet, and where its operator allowed (names, addresses, CIDRs).
  const webhookAllow = (str('webhook-allow') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const backends = database
    ? teamBackends({ databaseUrl: database, blobsDir: resolve(str('blobs') ?? ''), dataDir, role, tools })
    : undefined;

  const engine = await startEngine({
    dataDir,
    backends,
    key,
    host: str('host'),
    port: intOption(str('port'), 'port', 0, 65535),
    concurrency: intOption(str('concurrency'), 'concurrency', 1, 64),
    leaseMs: leaseSeconds === undefined ? undefined : leaseSeconds * 1000,
    ...(database === undefined ? {} : { webhook: { policy: { allowPrivate: false, allow: webhookAllow } } }),
    extraTools: await testToolsFromEnv(),
    // A worker node's HTTP is not meant to be routed to: nobody asks it for thumbnails.
    warmOffice: process.env.DECKHAND_WARM_OFFICE !== '0' && !(database !== undefined && role === 'worker'),
    providers: providerSetupFromEnv(process.env, (message) => console.warn(message)),
  });
  console.log(`Data: ${engine.dataDir}`);
  if (backends)
    console.log(`Team server node: role ${role}, blobs in ${resolve(str('blobs') ?? '')}${tools ? `, takes ${str('tools') ?? ''}` : ''}`);
  console.log(
    engine.keyFile ? `API key: stored in ${engine.keyFile} (send it as "Authorization: Bearer <key>")` : 'API key: as given by --key',
  );
  // The command line (`deckhand …`) finds this engine by it and uses it rather than starting another; it reads the
  // key from the data folder, so an engine with a key of its own (--key) is not announced.
  const unpublish = engine.keyFile ? await publishEngineAddress(engine.dataDir, engine.baseUrl) : () => Promise.resolve();
  // Last, so whoever waits for this line has seen the others.
  console.log(`Deckhand engine listening on ${engine.baseUrl}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      console.error(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: stopping…`);
    Promise.all([unpublish(), engine.close()]).then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('Engine did not stop cleanly', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[2] === 'keys') {
  runKeysCommand(process.argv.slice(3), (line) => console.log(line)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
} else {
  main().catch((err: unknown) => {
    console.error('Deckhand engine failed to start:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
