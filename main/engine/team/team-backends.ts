import type { EngineBackends } from '../engine-backends';
import { SharedFolderBlobStore } from './shared-folder-blob-store';
import { PgEventBus } from './pg-event-bus';
import { createPool, databaseAnswers } from './database';
import { migrate } from './migrations';
import { PgPeople } from './pg-people';
import { PgBossJobQueue } from './pg-boss-job-queue';
import type { ToolSelection } from '../queue/tool-selection';
import { MAX_ATTEMPTS } from '../queue/task-runner';
import { scratchFor, sweepLeftovers } from '../queue/work-dir';
import { PgTaskRepository } from './pg-task-repository';
import { TOOL_REQUIREMENTS } from '../tools/availability';

export type TeamRole = 'api' | 'worker' | 'all';

export interface TeamBackendOptions {
  /** postgres://… shared by every node. */
  databaseUrl: string;
  /** The folder every node mounts (inputs and outputs). */
  blobsDir: string;
  /** This node's own folder: a run's scratch. */
  dataDir: string;
  /** `api` serves HTTP and claims no jobs; `worker` and `all` claim the jobs they can run. */
  role: TeamRole;
  /** Whether this node can run a tool type; default: every program its definition requires is found here. */
  canRun?: (type: string) => boolean | Promise<boolean>;
  /** The tool types its operator gave it (`--tools`); it claims only those it also has the programs for. */
  tools?: ToolSelection;
}

/** Whether every program a tool type needs is on this machine (its capabilities, as the job queue asks them). */
async function programsPresent(type: string): Promise<boolean> {
  for (const probe of TOOL_REQUIREMENTS[type] ?? []) {
    if (!(await probe().then(Boolean, () => false))) return false;
  }
  return true;
}

/**
 * The team server's seams (issue #23, docs/team-server.md): task records and events in Postgres, jobs on pg-boss, blobs
 * on a shared folder. Every node, API or worker, is built from the same four; the role decides whether it claims jobs.
 */
export function teamBackends(options: TeamBackendOptions): EngineBackends & { readonly role: TeamRole } {
  const pool = createPool(options.databaseUrl);
  const events = new PgEventBus(pool, options.databaseUrl);
  const tasks = new PgTaskRepository(pool);
  const queue = new PgBossJobQueue(pool, options.databaseUrl, {
    canRun: async (type) => (options.tools?.(type) ?? true) && (await (options.canRun ?? programsPresent)(type)),
    maxAttempts: MAX_ATTEMPTS,
    claims: options.role !== 'api',
  });
  const blobs = new SharedFolderBlobStore(options.blobsDir);
  const people = new PgPeople(pool, options.databaseUrl);
  return {
    role: options.role,
    tasks,
    queue,
    blobs,
    events,
    people,
    scratchFor: (id) => scratchFor(options.dataDir, id),
    databaseReachable: () => databaseAnswers(pool),
    sharedFolder: options.blobsDir,
    async open() {
      await sweepLeftovers(options.dataDir);
      await migrate(pool);
      await people.open();
      await blobs.open();
      await events.open();
      await queue.open();
    },
    async close() {
      await queue.close();
      await events.close();
      await people.close();
      await pool.end();
    },
  };
}
