import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../shared/contract/service';
import {
  authHeaders,
  createTask,
  downloadResult,
  EngineHttpError,
  readTaskEvents,
  startTestEngine,
  waitForTask,
  type TestEngine,
} from '../helpers/engine';
import { CORPUS_ROOT } from '../helpers/corpus';
import { sofficeConvert } from '../helpers/soffice';

const CORPUS = `${CORPUS_ROOT}/pptx`;
const BROKEN = `${CORPUS_ROOT}/broken`;
const BROKEN_FILES = readdirSync(BROKEN).sort();
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

let engine: TestEngine;
let scratch: string;

beforeAll(async () => {
  engine = await startTestEngine({ testTools: false });
  scratch = await mkdtemp(join(tmpdir(), 'deckhand-join-e2e-'));
});
afterAll(async () => {
  await engine?.close();
  await rm(scratch, { recursive: true, force: true });
});

function slideCount(path: string): number {
  const listing = execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' });
  return listing.split('\n').filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).length;
}

describe('pptx.join through the HTTP API (end to end)', () => {
  it('merges two corpus decks, streams its progress, and serves a valid merged deck', async () => {
    const first = join(CORPUS, 'poi-SampleShow.pptx');
    const second = join(CORPUS, 'pp-sld-slides.pptx');
    const task = await createTask(engine.baseUrl, engine.key, {
      type: 'pptx.join',
      files: [{ path: first }, { path: second, type: PPTX }],
      params: {},
    });
    expect(task).toMatchObject({ type: 'pptx.join', status: 'pending', name: 'poi-SampleShow.pptx' });

    const events = await readTaskEvents(engine.baseUrl, engine.key, task.id, { timeoutMs: 60_000 });
    expect(events.closedByServer).toBe(true);
    const done = events.messages.at(-1);
    expect(done?.status, JSON.stringify(done?.error)).toBe('completed');
    if (!done?.result) throw new Error('no result');
    expect(done.result.mimeType).toBe(PPTX);
    expect(done.result.fileName).toMatch(/\.pptx$/);

    const bytes = await downloadResult(engine.key, done);
    expect(bytes.length).toBe(done.result.size);
    expect(createHash('md5').update(bytes).digest('hex')).toBe(done.result.md5);
    const [url, size, md5] = (await (
      await fetch(`${engine.baseUrl}/tools/tasks/${task.id}/download`, { headers: authHeaders(engine.key) })
    ).json()) as [string, number, string];
    expect([url, size, md5]).toEqual([done.result.url, done.result.size, done.result.md5]);

    const merged = join(scratch, 'merged.pptx');
    await writeFile(merged, bytes);
    execFileSync('unzip', ['-tq', merged]);
    expect(slideCount(merged)).toBe(slideCount(first) + slideCount(second));

    const profile = join(scratch, 'lo-profile');
    await sofficeConvert([merged], { outDir: scratch, profile });
    const info = execFileSync('pdfinfo', [join(scratch, 'merged.pdf')], { encoding: 'utf8' });
    expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBe(5);
  });

  it('answers every broken corpus file with 400 or a failed task naming it, and keeps serving', async () => {
    expect(BROKEN_FILES.length).toBeGreaterThanOrEqual(4);
    let failedTasks = 0;
    for (const name of BROKEN_FILES) {
      // Under its own name (.ppt is refused at intake) and posing as a .pptx: a damaged ZIP then reaches the merge
      // itself, an OLE2 file is refused at intake for what its content is.
      for (const posing of new Set([name, name.replace(/\.pptx?$/, '.pptx')])) {
        let created: Task;
        try {
          created = await createTask(engine.baseUrl, engine.key, {
            type: 'pptx.join',
            files: [{ path: join(CORPUS, 'pp-sld-slides.pptx') }, { path: join(BROKEN, name), name: posing }],
          });
        } catch (error) {
          if (!(error instanceof EngineHttpError)) throw error;
          expect(error.status, posing).toBe(400);
          expect(error.code, posing).toBe('invalid_parameter');
          expect(error.message, posing).toContain(posing);
          continue;
        }
        const done = await waitForTask(engine.baseUrl, engine.key, created.id);
        expect(done.status, posing).toBe('failed');
        expect(done.error, posing).toMatchObject({ code: 'invalid_file' });
        expect((done.error as { message: string }).message, posing).toContain(posing);
        failedTasks += 1;
      }
    }
    // Every damaged ZIP posing as a .pptx got past intake, so the merge itself met each of them.
    expect(failedTasks).toBe(BROKEN_FILES.filter((name) => name.endsWith('.pptx')).length);
    const health = await fetch(`${engine.baseUrl}/health`);
    expect(health.status).toBe(200);
    const list = await fetch(`${engine.baseUrl}/tools/tasks?type=pptx.join`, { headers: authHeaders(engine.key) });
    expect(list.status).toBe(200);
  });
});
