/**
 * Worker-thread entry: runs the jobs the engine sends, one at a time (worker-pool.ts keeps a finished worker for the
 * next job, its modules loaded), and reports each one's progress and outcome.
 * The HTTP process never loads tool code (sharp, ffmpeg wrappers, the PPTX library); a hung or crashing
 * tool only takes this thread down. `POST /tools/inspect`'s reading of a file runs here too (inspect/).
 */
import { parentPort } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { browserFailure } from '../lib/browser/browser-failure';
import { recordChildProcessesIn } from '../lib/process/process-records';
import type { InspectionExtras, StandbyLender } from '../inspect/inspection';
import type { WarmOffice } from '../lib/office/office-standby';
import { reasonOf, type ToolError } from '../lib/errors/tool-error';
import type { ToolContext } from '../tools/tool';
import type { ParentMessage, WorkerFailure, WorkerJob, WorkerMessage } from './worker-protocol';
import { reapJobChildren, reapWorkerChildren, recordWorkerChildren } from './worker-children';

const port = parentPort;
if (!port) throw new Error('tool-worker must run in a worker thread');

/** The job running now, with what belongs to it alone; null while the worker waits in the pool. */
interface Running {
  job: WorkerJob;
  controller: AbortController;
  /** Answers to this run's requests for the standby LibreOffice, in the order asked. */
  standbyAnswers: ((profileDir: string | null) => void)[];
}
let running: Running | null = null;

function send(message: WorkerMessage): void {
  port?.postMessage(message);
}

/** The LibreOffice the engine started in advance, borrowed from the engine's thread for one conversion. */
const standby: StandbyLender = {
  take: () =>
    new Promise<WarmOffice | null>((resolve) => {
      if (!running) return resolve(null);
      running.standbyAnswers.push((profileDir) =>
        resolve(profileDir ? { profileDir, end: () => send({ kind: 'standby', op: 'end' }) } : null),
      );
      send({ kind: 'standby', op: 'take' });
    }),
};

/** The context a worker's run gets: a tool's, plus what an inspection streams and borrows. */
type WorkerRun = (ctx: ToolContext<Record<string, unknown>> & InspectionExtras) => Promise<unknown>;

async function loadRun(job: WorkerJob): Promise<WorkerRun> {
  if (job.source.kind === 'inspection') {
    const { inspectFile } = await import('../inspect/inspect-file');
    return inspectFile as unknown as WorkerRun;
  }
  if (job.source.kind === 'module') {
    const url = job.source.url.startsWith('file:') ? job.source.url : pathToFileURL(job.source.url).href;
    const mod = (await import(url)) as Record<string, unknown>;
    const run = mod[job.source.exportName];
    if (typeof run !== 'function') throw new Error(`module has no function export "${job.source.exportName}"`);
    return run as WorkerRun;
  }
  const { TOOL_LOADERS } = await import('../tools/registry');
  const loader = TOOL_LOADERS[job.type];
  if (!loader) throw new Error(`no module is registered for ${job.type}`);
  const { engineTool } = await loader();
  if (engineTool.type !== job.type) throw new Error(`the module registered for ${job.type} runs ${engineTool.type}`);
  // Params were checked against the type's own schema at intake.
  return engineTool.run as unknown as WorkerRun;
}

function describeFailure(err: unknown, job: WorkerJob): WorkerFailure {
  // By name, not `instanceof`: a bundled tool module may carry its own copy of the class.
  if (err instanceof Error && err.name === 'ToolError' && typeof (err as { code?: unknown }).code === 'string') {
    const { code, file, detail } = err as ToolError;
    const reason = reasonOf(err as ToolError);
    return {
      toolError: true,
      code,
      message: err.message,
      ...(file ? { file } : {}),
      ...(detail ? { detail } : {}),
      ...(reason ? { reason } : {}),
    };
  }
  // The headless browser's own words name its internals ("Execution context was destroyed"): say what the page did.
  const browser = browserFailure(err, job.inputs[0]?.name ?? 'the page');
  if (browser) return { toolError: true, code: browser.code, message: browser.message, file: job.inputs[0]?.name };
  const message = err instanceof Error ? err.message : String(err);
  return { toolError: false, code: 'internal_error', message };
}

async function runJob(job: WorkerJob): Promise<void> {
  const controller = new AbortController();
  running = { job, controller, standbyAnswers: [] };
  recordChildProcessesIn(job.processDir ?? null);
  try {
    const run = await loadRun(job);
    send({ kind: 'started' });
    const output = await run({
      inputs: job.inputs,
      params: job.params,
      workDir: job.workDir,
      providers: job.providers,
      signal: controller.signal,
      reportProgress: (percent) => {
        if (Number.isFinite(percent)) send({ kind: 'progress', percent });
      },
      emit: (line) => send({ kind: 'line', line }),
      standby,
    });
    await reapJobChildren();
    running = null;
    send({ kind: 'done', output: structuredClone(output) });
  } catch (err) {
    await reapJobChildren();
    running = null;
    send({ kind: 'failed', error: describeFailure(err, job) });
  }
}

async function retire(): Promise<void> {
  await reapWorkerChildren();
  process.exit(0);
}

recordWorkerChildren();
port.on('message', (message: ParentMessage) => {
  if (message.kind === 'job') void runJob(message.job);
  else if (message.kind === 'retire') void retire();
  else if (message.kind === 'abort') running?.controller.abort(new Error('The task was cancelled.'));
  else if (message.kind === 'standby') running?.standbyAnswers.shift()?.(message.profileDir);
});
