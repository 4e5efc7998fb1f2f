/**
 * Test-only tools for exercising the engine's queue, worker and HTTP layer without the real tools.
 * Pass ENGINE_TEST_TOOLS as `extraTools` to startEngine (startTestEngine does), or point the CLI at this file
 * with DECKHAND_ENGINE_TEST_TOOLS. They are never listed by GET /tools/types.
 *
 *   test.echo  — concatenates its inputs (+ params.suffix) into `<first name>-echo.txt`.
 *   test.sleep — waits params.ms in params.steps steps, reporting progress; params.busy blocks its thread
 *                instead of waiting; params.ignoreAbort keeps going when cancelled (the engine must terminate
 *                it); params.heartbeatFile gets a line every 50 ms while it runs; params.blockUntilFile first
 *                reports 50 %, writes `<blockUntilFile>.blocking` and blocks its thread until that file exists.
 *   test.fail  — params.mode: "tool" (ToolError), "crash" (plain Error), "exit" (thread exits), "noOutput",
 *                "browser" (the error Playwright throws when a page navigates during a capture).
 *   test.cloud — a cloud-only type (local: false): the engine must refuse it.
 */
import { threadId } from 'node:worker_threads';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ToolDefinition } from '../../shared/tools/catalog';
import { type ToolRun } from '../../main/engine/tools/tool';
import { ToolError } from '../../main/engine/lib/errors/tool-error';
import type { ExtraTool } from '../../main/engine/tools/tool-set';

const MB = 1024 * 1024;
const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const modulePath = fileURLToPath(import.meta.url);

function entry(type: string, overrides: Partial<ToolDefinition>): ToolDefinition {
  return {
    type,
    title: type,
    summary: 'Test-only tool',
    extensions: ['.txt', '.bin', '.pptx'],
    mimeTypes: ['text/plain', PPTX_MIME],
    minFiles: 1,
    maxFiles: 5,
    maxFileBytes: 10 * MB,
    params: z.object({}).strict(),
    output: { kind: 'file', extension: '.txt', mimeType: 'text/plain' },
    outputSuffix: 'echo',
    sdkResult: 'file',
    timeout: 'standard',
    requires: [],
    inspect: 'none',
    panel: { none: 'Test-only tool' },
    preview: 'output',
    recipeOutput: 'as-output',
    extractable: false,
    intakeChecks: {},
    local: true,
    ...overrides,
  };
}

export const ENGINE_TEST_TOOLS: ExtraTool[] = [
  {
    entry: entry('test.echo', { params: z.object({ suffix: z.string().optional() }).strict() }),
    modulePath,
    exportName: 'runEcho',
  },
  {
    entry: entry('test.sleep', {
      params: z
        .object({
          ms: z.number().int().min(0).max(600_000),
          steps: z.number().int().min(1).max(1000).optional(),
          busy: z.boolean().optional(),
          ignoreAbort: z.boolean().optional(),
          heartbeatFile: z.string().optional(),
          blockUntilFile: z.string().optional(),
        })
        .strict(),
    }),
    modulePath,
    exportName: 'runSleep',
  },
  {
    entry: entry('test.fail', { params: z.object({ mode: z.enum(['tool', 'crash', 'exit', 'noOutput', 'browser']) }).strict() }),
    modulePath,
    exportName: 'runFail',
  },
  { entry: entry('test.cloud', { local: false, maxFileBytes: null }), modulePath, exportName: 'runEcho' },
  { entry: entry('test.thread', {}), modulePath, exportName: 'runThread' },
];

/** Runs of runThread in this module instance: a worker kept for the next job keeps its modules, and so this count. */
let threadRuns = 0;

/** Says which worker thread ran it, and how many runs that thread's copy of this module has made. */
export const runThread: ToolRun<Record<string, never>> = async ({ workDir }) => {
  threadRuns += 1;
  const path = join(workDir, 'thread.txt');
  await writeFile(path, String(threadId));
  return { path, fileName: 'thread.txt', mimeType: 'text/plain', metadata: { thread: threadId, runs: threadRuns } };
};

export const runEcho: ToolRun<{ suffix?: string }> = async ({ inputs, params, workDir }) => {
  const parts = await Promise.all(inputs.map((input) => readFile(input.path)));
  const body = Buffer.concat([...parts, Buffer.from(params.suffix ?? '')]);
  const path = join(workDir, 'echo.txt');
  await writeFile(path, body);
  const stem = (inputs[0]?.name ?? 'echo').replace(/\.[^.]*$/, '');
  return {
    path,
    fileName: `${stem}-echo.txt`,
    mimeType: 'text/plain',
    metadata: { inputCount: inputs.length, inputNames: inputs.map((input) => input.name), inputSize: body.length },
    preview: { bytes: body.length },
  };
};

type SleepParams = { ms: number; steps?: number; busy?: boolean; ignoreAbort?: boolean; heartbeatFile?: string; blockUntilFile?: string };

export const runSleep: ToolRun<SleepParams> = async (ctx) => {
  const { params, workDir, signal } = ctx;
  const steps = params.steps ?? 10;
  const heartbeat = params.heartbeatFile ? setInterval(() => appendFileSync(params.heartbeatFile ?? '', `${Date.now()}\n`), 50) : undefined;
  try {
    if (params.blockUntilFile) {
      ctx.reportProgress(50);
      writeFileSync(`${params.blockUntilFile}.blocking`, '');
      while (!existsSync(params.blockUntilFile)) {
        // deliberately blocking this worker thread until the test lets it go
      }
    }
    for (let step = 1; step <= steps; step++) {
      const ms = params.ms / steps;
      if (params.busy) {
        const until = Date.now() + ms;
        while (Date.now() < until) {
          // deliberately blocking this worker thread
        }
      } else {
        if (!params.ignoreAbort) signal.throwIfAborted();
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, ms);
          if (!params.ignoreAbort) {
            signal.addEventListener(
              'abort',
              () => {
                clearTimeout(timer);
                reject(new Error('aborted'));
              },
              { once: true },
            );
          }
        });
      }
      ctx.reportProgress((step / steps) * 100);
    }
  } finally {
    clearInterval(heartbeat);
  }
  const path = join(workDir, 'slept.txt');
  await writeFile(path, `slept ${params.ms} ms\n`);
  return { path, fileName: 'slept.txt', mimeType: 'text/plain' };
};

export const runFail: ToolRun<{ mode: 'tool' | 'crash' | 'exit' | 'noOutput' | 'browser' }> = async ({ params, workDir }) => {
  await Promise.resolve();
  switch (params.mode) {
    case 'tool':
      throw new ToolError('invalid_file', 'The deck has no slides.');
    case 'crash':
      throw new Error('boom: something broke\n    at somewhere (file.ts:1:1)');
    case 'exit':
      process.exit(3);
      break;
    case 'browser':
      throw new Error('page.evaluate: Execution context was destroyed, most likely because of a navigation');
    case 'noOutput':
      return { path: join(workDir, 'missing.txt'), fileName: 'missing.txt', mimeType: 'text/plain' };
  }
  throw new Error('unreachable');
};
