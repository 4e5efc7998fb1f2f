/**
 * Create is bounded (issue #19, item 5: a 52 KB outline of 10,500 headings took the engine to 5.1 GB in 10 s). The
 * engine runs as its own process so its memory can be read: the peak resident size the kernel records (VmHWM) must
 * stay far from gigabytes for an outline of 10,500 headings (refused, naming the limit) and for one at the limit
 * (made). The limits are the tool definition's, so the panel and the API state the same ones.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_LIMITS } from '../../shared/tools/definitions/generation';
import { createTask, postTask, waitForTask } from '../helpers/engine';
import { spawnEngine, type EngineProcess } from '../helpers/engine-process';

// These tests hold Create's limits; the layout check each Create also runs (one more LibreOffice render per deck) is
// tested in tool-generation.test.ts.
process.env.DECKHAND_LAYOUT_CHECK = '0';

const key = 'generation-limits';
const GiB = 1024 ** 3;
let dataDir: string;
let engine: EngineProcess;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'deckhand-generation-limits-'));
  engine = await spawnEngine(['--port', '0', '--data', dataDir, '--key', key], { testTools: false });
});
afterAll(async () => {
  if (engine) {
    engine.child.kill('SIGTERM');
    await engine.exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

/** The engine process's peak resident memory so far, in bytes. */
function peakRss(): number {
  const status = readFileSync(`/proc/${engine.child.pid}/status`, 'utf8');
  return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]) * 1024;
}

function outline(headings: number): string {
  return `# Plans\n\n${Array.from({ length: headings }, (_, i) => `## Point ${i + 1}`).join('\n')}\n`;
}

describe.skipIf(process.platform !== 'linux')('Create’s bounds', { timeout: 600_000 }, () => {
  it('refuses an outline of 10,500 headings with the limit, without the engine growing to gigabytes', async () => {
    const text = outline(10_500);
    expect(text.length).toBeGreaterThan(50_000);
    const task = await createTask(engine.baseUrl, key, {
      type: 'generation',
      files: [{ name: 'outline.md', content: text }],
      params: { inputText: 'Plans', useModel: false },
    });
    const done = await waitForTask(engine.baseUrl, key, task.id);
    expect(done.status).toBe('failed');
    expect(done.error).toEqual({
      code: 'invalid_parameter',
      message: `The outline makes 10,501 slides; Create makes at most ${GENERATION_LIMITS.maxSlides} per deck. Split it into several decks.`,
    });
    expect(peakRss()).toBeLessThan(GiB);
  });

  it('makes a deck at the limit, still far from gigabytes', async () => {
    const task = await createTask(engine.baseUrl, key, {
      type: 'generation',
      files: [{ name: 'outline.md', content: outline(GENERATION_LIMITS.maxSlides - 1) }],
      params: { inputText: 'Plans', useModel: false },
    });
    const done = await waitForTask(engine.baseUrl, key, task.id);
    expect(done.status, JSON.stringify(done.error)).toBe('completed');
    expect(done.result).toMatchObject({ slides: GENERATION_LIMITS.maxSlides });
    expect(peakRss()).toBeLessThan(GiB);
  });

  it('refuses at intake a page count over the limit, saying the limit', async () => {
    const response = await postTask(engine.baseUrl, key, {
      type: 'generation',
      params: { inputText: '# Plans', pageCount: GENERATION_LIMITS.maxSlides + 1 },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'invalid_parameter',
      message: expect.stringContaining(`params.pageCount must be ≤ ${GENERATION_LIMITS.maxSlides}`) as unknown,
    });
  });
});
