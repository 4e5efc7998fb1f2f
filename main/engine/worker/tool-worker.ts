/**
 * Worker-thread entry: loads one tool, runs it once, reports progress and the outcome to the engine.
 * The HTTP process never loads tool code (sharp, ffmpeg wrappers, the PPTX library); a hung or crashing
 * tool only takes this thread down.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { browserFailure } from '../lib/browser/browser-failure';
import { recordChildProcessesIn } from '../lib/process/process-records';
import type { ToolRun } from '../tools/tool';
import type { ParentMessage, WorkerFailure, WorkerJob, WorkerMessage } from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('tool-worker must run in a worker thread');
const job = workerData as WorkerJob;
const controller = new AbortController();

port.on('message', (message: ParentMessage) => {
  if (message.kind === 'abort') controller.abort(new Error('The task was cancelled.'));
});

function send(message: WorkerMessage): void {
  port?.postMessage(message);
}

async function loadRun(): Promise<ToolRun<Record<string, unknown>>> {
  if (job.source.kind === 'module') {
    const url = job.source.url.startsWith('file:') ? job.source.url : pathToFileURL(job.source.url).href;
    const mod = (await import(url)) as Record<string, unknown>;
    const run = mod[job.source.exportName];
    if (typeof run !== 'function') throw new Error(`module has no function export "${job.source.exportName}"`);
    return run as ToolRun<Record<string, unknown>>;
  }
  const { TOOL_LOADERS } = await import('../tools/registry');
  const loader = TOOL_LOADERS[job.type];
  if (!loader) throw new Error(`no module is registered for ${job.type}`);
  const { engineTool } = await loader();
  if (engineTool.type !== job.type) throw new Error(`the module registered for ${job.type} runs ${engineTool.type}`);
  // Params were checked against the type's own schema at intake.
  return engineTool.run as unknown as ToolRun<Record<string, unknown>>;
}

function describeFailure(err: unknown): WorkerFailure {
  if (err instanceof Error && err.name === 'ToolError' && typeof (err as { code?: unknown }).code === 'string') {
    return { toolError: true, code: (err as Error & { code: string }).code, message: err.message };
  }
  // The headless browser's own words name its internals ("Execution context was destroyed"): say what the page did.
  const browser = browserFailure(err, job.inputs[0]?.name ?? 'the page');
  if (browser) return { toolError: true, code: browser.code, message: browser.message };
  const message = err instanceof Error ? err.message : String(err);
  return { toolError: false, code: 'internal_error', message };
}

recordChildProcessesIn(job.processDir ?? null);

try {
  const run = await loadRun();
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
  });
  send({ kind: 'done', output: structuredClone(output) });
} catch (err) {
  send({ kind: 'failed', error: describeFailure(err) });
}
