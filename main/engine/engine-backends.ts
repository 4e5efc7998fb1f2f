import type { BlobStore } from './blobs/blob-store';
import { LocalBlobStore } from './blobs/local-blob-store';
import type { EventBus } from './events/event-bus';
import { MemoryEventBus } from './events/memory-event-bus';
import { EmbeddedJobQueue } from './queue/embedded-job-queue';
import type { JobQueue } from './queue/job-queue';
import { scratchFor, sweepLeftovers, type Scratch } from './queue/work-dir';
import { FileTaskStore } from './store/file-task-store';
import type { People } from './store/people';
import type { TaskRepository } from './store/task-repository';

/**
 * The four seams a shared engine replaces (docs/engine-seams.md): task records, the job queue, inputs and outputs,
 * and task events. The routes, the runner and the tools see only these interfaces.
 */
export interface EngineBackends {
  readonly tasks: TaskRepository;
  readonly queue: JobQueue;
  readonly blobs: BlobStore;
  readonly events: EventBus;
  /** A team server's people and their keys; absent on the embedded engine, whose one key is everyone's. */
  readonly people?: People;
  /** A run's local folders on this machine. */
  scratchFor(id: string): Scratch;
  /** The folder every node shares (a team server's blob folder): the SDK dialect's pre-uploads live there too. */
  readonly sharedFolder?: string;
  /** Whether the shared database answers (a team server); absent where there is none to lose. */
  databaseReachable?(): Promise<boolean>;
  /** Opens the stores (and clears what an earlier run of this machine left behind) before any task runs. */
  open(): Promise<void>;
  /** Stores what is not stored yet. */
  close(): Promise<void>;
}

/** The desktop engine's: task files, the queue file and task folders under the data dir, events in this process. */
export function embeddedBackends(dataDir: string): EngineBackends {
  const events = new MemoryEventBus();
  const tasks = new FileTaskStore(dataDir, events);
  const queue = new EmbeddedJobQueue(dataDir);
  return {
    tasks,
    queue,
    blobs: new LocalBlobStore(dataDir),
    events,
    scratchFor: (id) => scratchFor(dataDir, id),
    async open() {
      // Before any task runs again: programs an earlier engine left running would write into its work folder.
      await sweepLeftovers(dataDir);
      await tasks.open((message) => console.warn(message));
      await queue.open();
    },
    async close() {
      await queue.close();
      await tasks.flush();
      await events.close();
    },
  };
}
