/**
 * A team server as separate processes for scenarios and the cluster bench: one throwaway Postgres, one shared blob
 * folder, nodes started with the real command (`main/engine/cli.ts --database … --blobs … --role …`), people's keys
 * made with `keys create` run as a child process.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT, spawnEngine, type EngineProcess } from './engine-process';
import { startPgCluster, type PgCluster } from './pg-cluster';
import { descendantsRunning } from './process-tree';

const run = promisify(execFile);

export type NodeRole = 'api' | 'worker' | 'all';

export interface TeamNodes {
  cluster: PgCluster;
  databaseUrl: string;
  blobsDir: string;
  /** The operator's key (`--key`), given to every node. */
  operatorKey: string;
  /** `wrapper` runs the node through another program that execs it (as spawnEngine's), e.g. a small disk's. */
  start(role: NodeRole, name: string, extraArgs?: string[], wrapper?: string[]): Promise<EngineProcess>;
  /** Ends a node on purpose (SIGKILL: as a machine dies; SIGTERM: a drain) and waits for it to be gone. */
  kill(node: EngineProcess, signal: NodeJS.Signals): Promise<void>;
  /** Rejects, with the node's last words, when a node exits that nobody ended with `kill`: race waits against it. */
  unexpectedExit: Promise<never>;
  /** `keys create --name <name>`: the new key it printed. */
  makeKey(name: string, ...options: string[]): Promise<string>;
  close(): Promise<void>;
}

export async function keysCommand(...args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'main/engine/cli.ts', 'keys', ...args], { cwd: REPO_ROOT });
    return { stdout, stderr, code: 0 };
  } catch (err) {
    const failed = err as { stdout: string; stderr: string; code: number };
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
  }
}

/** Runs `keys create` and returns the key it printed, or throws with what it said. */
export async function createKey(databaseUrl: string, name: string, ...options: string[]): Promise<string> {
  const made = await keysCommand('create', '--database', databaseUrl, '--name', name, ...options);
  const key = /^(dhk_\S+)$/m.exec(made.stdout)?.[1];
  if (made.code !== 0 || !key) throw new Error(`keys create ${name} failed (${made.code}): ${made.stdout}${made.stderr}`);
  return key;
}

export async function startTeamNodes(options: { leaseSeconds?: number; env?: NodeJS.ProcessEnv } = {}): Promise<TeamNodes> {
  const cluster = await startPgCluster();
  const databaseUrl = await cluster.createDatabase('team');
  const root = await mkdtemp(join(tmpdir(), 'deckhand-team-'));
  const blobsDir = join(root, 'blobs');
  const operatorKey = randomBytes(16).toString('hex');
  const nodes: EngineProcess[] = [];
  const ended = new Set<EngineProcess>();
  let closing = false;
  let reportExit: (err: Error) => void = () => undefined;
  const unexpectedExit = new Promise<never>((_, reject) => (reportExit = reject));
  unexpectedExit.catch(() => undefined);
  return {
    unexpectedExit,
    cluster,
    databaseUrl,
    blobsDir,
    operatorKey,
    async start(role, name, extraArgs = [], wrapper) {
      const args = ['--database', databaseUrl, '--blobs', blobsDir, '--role', role, '--data', join(root, name), '--key', operatorKey];
      if (options.leaseSeconds) args.push('--lease-seconds', String(options.leaseSeconds));
      // No chat model here: the address of a closed port, so model work fails at once instead of waiting.
      const node = await spawnEngine([...args, ...extraArgs], { env: { OLLAMA_HOST: 'http://127.0.0.1:9', ...options.env }, wrapper });
      nodes.push(node);
      void node.exited.then(({ code, signal }) => {
        if (!closing && !ended.has(node))
          reportExit(new Error(`node ${name} exited by itself (${code ?? signal}):\n${node.stderr().slice(-6000)}`));
      });
      return node;
    },
    async kill(node, signal) {
      ended.add(node);
      node.child.kill(signal);
      await node.exited;
    },
    makeKey: (name, ...keyOptions) => createKey(databaseUrl, name, ...keyOptions),
    async close() {
      closing = true;
      for (const node of nodes) node.child.kill('SIGKILL');
      await Promise.all(nodes.map((node) => node.exited));
      await cluster.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** The task a descendant of `pid` running a matching program works for: its work folder is in its command line. */
export async function taskOfProgram(pid: number, name: RegExp): Promise<string | undefined> {
  for (const child of await descendantsRunning(pid, name)) {
    const commandLine = await readFile(`/proc/${child}/cmdline`, 'utf8').catch(() => '');
    const id = /\/tasks\/([0-9a-f-]{36})\//.exec(commandLine)?.[1];
    if (id) return id;
  }
  return undefined;
}
