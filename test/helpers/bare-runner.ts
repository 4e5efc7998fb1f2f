/** A TaskRunner on given backends with no tools and long timeouts, for tests of what the runner does around runs. */
import type { EngineBackends } from '../../main/engine/engine-backends';
import type { JobQueue } from '../../main/engine/queue/job-queue';
import { TaskRunner } from '../../main/engine/queue/task-runner';
import { DEFAULT_WORK_BUDGET } from '../../main/engine/queue/work-budget';
import { ToolSet } from '../../main/engine/tools/tool-set';

export function bareRunner(backends: EngineBackends, queue: JobQueue = backends.queue): TaskRunner {
  return new TaskRunner(backends.tasks, queue, backends.blobs, backends.events, new ToolSet(), {
    leaseMs: 60_000,
    concurrency: 1,
    scratchFor: (id) => backends.scratchFor(id),
    timeoutFor: () => 60_000,
    progressIntervalMs: 100,
    abortGraceMs: 100,
    keepInputs: false,
    workBudget: DEFAULT_WORK_BUDGET,
    reserveBytes: 0,
    budgetIntervalMs: 1000,
  });
}
