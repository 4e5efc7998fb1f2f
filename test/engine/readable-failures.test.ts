/**
 * Failures say what happened, not the internals (issue #19, item 13): the headless browser's "Execution context was
 * destroyed" becomes what the page did, and an ffmpeg killed while it converts (as the system does when memory runs
 * out) is "stopped before it finished" — a failure Try again can mend — rather than "exit code null" or a file
 * called invalid.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserFailure } from '../../main/engine/lib/browser/browser-failure';
import { run as compressVideo } from '../../main/engine/tools/video-compress';
import { ToolError } from '../../main/engine/lib/errors/tool-error';
import { createTask, startTestEngine, waitForTask } from '../helpers/engine';
import type { TestEngine } from '../helpers/engine';
import { descendantsRunning } from '../helpers/process-tree';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';

let dir: string;
let engine: TestEngine;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-readable-'));
  engine = await startTestEngine();
});

afterAll(async () => {
  await engine?.close();
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('failures in plain words', () => {
  it('says what a page did when the browser lost it, through the engine', async () => {
    const created = await createTask(engine.baseUrl, engine.key, {
      type: 'test.fail',
      params: { mode: 'browser' },
      files: [{ name: 'looping.txt', content: 'a page' }],
    });
    const task = await waitForTask(engine.baseUrl, engine.key, created.id);
    expect(task).toMatchObject({ status: 'failed', error: { code: 'invalid_file' } });
    const message = (task.error as { message: string }).message;
    expect(message).toContain('“looping.txt” changed while it was being rendered');
    expect(message).not.toMatch(/Execution context|page\.evaluate/);
    // Other failures of the browser keep their own words or become a plain "closed".
    expect(browserFailure(new Error('browserContext.newPage: Target page, context or browser has been closed'), 'p.html')?.code).toBe(
      'interrupted',
    );
    expect(browserFailure(new Error('something else'), 'p.html')).toBeNull();
  });

  it('calls an ffmpeg killed mid-conversion stopped, not the file invalid', { timeout: 600_000 }, async () => {
    // Long enough that the conversion is still running when it is killed, on any machine.
    const video = join(dir, 'long clip.mp4');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1280x720:rate=30:duration=120',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-y',
      video,
    ]);
    const controller = new AbortController();
    const running = runTool(compressVideo, [{ path: video }], {}, { signal: controller.signal }).then(
      () => null,
      (error: unknown) => error,
    );
    let killed: number[] = [];
    await expect
      .poll(async () => {
        // Only this test's own ffmpeg: another copy of the suite may be converting a clip of the same name.
        const ours = await descendantsRunning(process.pid, /ffmpeg/);
        // …and the one converting this clip, not another test's.
        killed = ours.filter((pid) => {
          try {
            return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('long clip.mp4');
          } catch {
            return false;
          }
        });
        return killed.length;
      })
      .toBeGreaterThan(0);
    for (const pid of killed) process.kill(pid, 'SIGKILL');
    const error = await running;
    expect(error).toBeInstanceOf(ToolError);
    expect(error).toMatchObject({ code: 'interrupted' });
    expect((error as ToolError).message).toMatch(/^ffmpeg was stopped before it finished “long clip\.mp4” \(SIGKILL\)/);
    expect((error as ToolError).message).not.toContain('exit code null');
  });
});
