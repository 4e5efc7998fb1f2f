/**
 * The backend a `deckhand` command talks to. Local: an engine already running on the data folder (`npm run engine`,
 * another `deckhand watch`), found by the address it publishes there; else one started in this process for the
 * command and stopped after it. Cloud: DeckFlow's service, at `--base-url` / DECKFLOW_API_BASE with `--key` /
 * DECKFLOW_API_KEY. Server: a Deckhand team server (docs/team-server.md) at `--base-url` / DECKHAND_SERVER with a
 * personal `--key` / DECKHAND_SERVER_KEY. Every way the same core service client does the work.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ToolDescriptor } from '../../shared/contract/service';
import { fetchTranslationLanguages } from '../core/engine-translation-client';
import { LiveTaskFeed } from '../core/live-task-feed';
import type { StepPrecheck } from '../core/recipes/recipe-prepare';
import { translationPairPrecheck } from '../core/recipes/recipe-prepare';
import type { Chaining } from '../core/recipes/step-task';
import { ServiceClient } from '../core/service-client/service-client';
import { ServiceError } from '../core/service-client/service-error';
import { DEFAULT_CLOUD_BASE_URL } from '../core/settings-store';
import type { FollowTask } from '../core/task-waiters';
import { defaultDataDir } from '../engine/data-dir';
import { publishEngineAddress, readEngineAddress } from '../engine/engine-address';
import { KEY_FILE_NAME } from '../engine/engine-key';
import { cliT } from './cli-texts';

export interface BackendChoice {
  kind: 'local' | 'cloud' | 'server';
  /** Local: the engine's data folder (default: the one `npm run engine` uses). */
  dataDir?: string | undefined;
  /** Cloud: the service's address and key (default: DECKFLOW_API_BASE, DECKFLOW_API_KEY). */
  baseUrl?: string | undefined;
  key?: string | undefined;
}

export interface CliBackend {
  kind: 'local' | 'cloud' | 'server';
  client: ServiceClient;
  /** Intermediates of a recipe stay on the local engine; the cloud has them downloaded and uploaded again. */
  chaining: Chaining;
  /** Follows tasks through one live feed of the backend, shared by every run of this command. */
  follow: FollowTask;
  tools(): Promise<ToolDescriptor[]>;
  precheck: StepPrecheck | undefined;
  /** Where the engine keeps its data (local only): saved recipes and watch ledgers live beside it. */
  dataDir: string | null;
  /** Stops the engine this command started (none when it used a running one). */
  close(): Promise<void>;
}

const USER_AGENT = 'Deckhand-CLI';

async function runningEngine(dataDir: string): Promise<{ baseUrl: string; key: string } | null> {
  const address = await readEngineAddress(dataDir);
  if (!address) return null;
  const key = (await readFile(path.join(dataDir, KEY_FILE_NAME), 'utf8').catch(() => '')).trim();
  if (!key) return null;
  const client = new ServiceClient({ baseUrl: address.baseUrl, key, userAgent: USER_AGENT });
  try {
    await client.listTasks({ maxResults: 1 }, AbortSignal.timeout(5_000));
    return { baseUrl: address.baseUrl, key };
  } catch {
    return null;
  }
}

async function connectLocal(choice: BackendChoice): Promise<CliBackend> {
  const dataDir = path.resolve(choice.dataDir ?? process.env.DECKHAND_DATA ?? defaultDataDir());
  let engine = await runningEngine(dataDir);
  let stop = (): Promise<void> => Promise.resolve();
  if (!engine) {
    const [{ startEngine }, { providerSetupFromEnv }] = await Promise.all([
      import('../engine/server'),
      import('../engine/translation/env-setup'),
    ]);
    const started = await startEngine({
      dataDir,
      port: 0,
      providers: providerSetupFromEnv(process.env, (message) => process.stderr.write(`${message}\n`)),
    });
    const unpublish = await publishEngineAddress(dataDir, started.baseUrl);
    engine = { baseUrl: started.baseUrl, key: started.key };
    stop = async () => {
      await unpublish();
      await started.close();
    };
  }
  const { baseUrl, key } = engine;
  const client = new ServiceClient({ baseUrl, key, userAgent: USER_AGENT });
  const feed = new LiveTaskFeed(client);
  return {
    kind: 'local',
    client,
    chaining: 'engine',
    follow: feed.follow,
    tools: () => client.getToolTypes(),
    precheck: translationPairPrecheck(() => fetchTranslationLanguages({ baseUrl, key })),
    dataDir,
    close: async () => {
      feed.close();
      await stop();
    },
  };
}

function connectRemote(choice: BackendChoice): CliBackend {
  const server = choice.kind === 'server';
  const key = (choice.key ?? (server ? process.env.DECKHAND_SERVER_KEY : process.env.DECKFLOW_API_KEY) ?? '').trim();
  if (!key) {
    throw new ServiceError({
      code: 'no_key',
      message: cliT(server ? 'cli.serverNeedsKey' : 'cli.cloudNeedsKey'),
    });
  }
  const baseUrl = choice.baseUrl ?? (server ? process.env.DECKHAND_SERVER : (process.env.DECKFLOW_API_BASE ?? DEFAULT_CLOUD_BASE_URL));
  if (!baseUrl) {
    throw new ServiceError({
      code: 'invalid_parameter',
      message: cliT('cli.whichServer'),
    });
  }
  const client = new ServiceClient({ baseUrl, key, userAgent: USER_AGENT });
  const feed = new LiveTaskFeed(client);
  return {
    kind: server ? 'server' : 'cloud',
    client,
    chaining: 'transfer',
    follow: feed.follow,
    tools: () => client.getToolTypes(),
    precheck: undefined,
    dataDir: null,
    close: () => {
      feed.close();
      return Promise.resolve();
    },
  };
}

export async function connectBackend(choice: BackendChoice): Promise<CliBackend> {
  return choice.kind === 'local' ? connectLocal(choice) : connectRemote(choice);
}
