/**
 * Calls a tool's `run()` directly, the way the engine's worker does: inputs on disk, a fresh private workDir,
 * an AbortSignal, and a progress recorder. For tool-level tests; engine-level tests use ./engine.ts.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect } from 'vitest';
import { type ToolOutput, type ToolRun } from '../../main/engine/tools/tool';
import { ToolError } from '../../main/engine/lib/errors/tool-error';
import { type ToolInput } from '../../main/engine/lib/files/tool-input';

export interface HarnessFile {
  path: string;
  /** The user's file name; defaults to the file's own name. */
  name?: string;
  mimeType?: string;
}

export interface HarnessRun {
  output: ToolOutput;
  progress: number[];
  workDir: string;
}

const workDirs: string[] = [];

export async function toolInputs(files: HarnessFile[]): Promise<ToolInput[]> {
  return Promise.all(
    files.map(async (file) => ({
      path: file.path,
      name: file.name ?? basename(file.path),
      size: (await stat(file.path)).size,
      mimeType: file.mimeType ?? 'application/octet-stream',
    })),
  );
}

export async function newWorkDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'deckhand-tool-test-'));
  workDirs.push(dir);
  return dir;
}

/** Runs the tool; rejects with whatever the tool throws (ToolError for user-facing failures). */
export async function runTool<P>(
  run: ToolRun<P>,
  files: HarnessFile[],
  params: P,
  options: { signal?: AbortSignal; onProgress?: (percent: number) => void } = {},
): Promise<HarnessRun> {
  const workDir = await newWorkDir();
  const progress: number[] = [];
  const output = await run({
    inputs: await toolInputs(files),
    params,
    workDir,
    signal: options.signal ?? new AbortController().signal,
    reportProgress: (percent) => {
      progress.push(percent);
      options.onProgress?.(percent);
    },
  });
  return { output, progress, workDir };
}

/** Removes every workDir made by runTool/newWorkDir (call from afterAll). */
export async function cleanupWorkDirs(): Promise<void> {
  await Promise.all(workDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Awaits a tool run that must fail with a ToolError of this code (and message, when given); returns the error. */
export async function expectToolError(promise: Promise<unknown>, code: string, message?: RegExp): Promise<ToolError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ToolError);
  expect((error as ToolError).code).toBe(code);
  if (message) expect((error as ToolError).message).toMatch(message);
  return error as ToolError;
}
