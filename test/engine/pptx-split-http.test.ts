/**
 * pptx.split through the real engine over loopback HTTP: the task completes with the ZIP, its preview counts the
 * files, and a bad index comes back as a failed task with the tool's invalid_parameter error.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTask, runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { BROKEN, CORPUS, zipEntries } from './pptx-test-support';
import { CORPUS_ROOT } from '../helpers/corpus';

let engine: TestEngine;
let scratch: string;

beforeAll(async () => {
  engine = await startTestEngine({ testTools: false });
  scratch = await mkdtemp(join(tmpdir(), 'deckhand-split-http-'));
});
afterAll(async () => {
  await engine?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('pptx.split over HTTP', () => {
  it('returns a ZIP of the chosen single-slide decks', async () => {
    const { task, output } = await runTask(engine, {
      type: 'pptx.split',
      files: [{ path: join(CORPUS, 'pp-cht-chart-type.pptx') }],
      params: { indexes: [2, 5] },
    });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    expect(task.preview).toEqual({ fileNumber: 2 });
    expect(task.result?.mimeType).toBe('application/zip');
    const zip = join(scratch, 'split.zip');
    await writeFile(zip, output as Buffer);
    execFileSync('unzip', ['-tq', zip]);
    expect(zipEntries(zip)).toEqual(['pp-cht-chart-type-slide-2.pptx', 'pp-cht-chart-type-slide-5.pptx']);
  });

  it('fails the task with invalid_parameter for an index beyond the deck', async () => {
    const { task } = await runTask(engine, {
      type: 'pptx.split',
      files: [{ path: join(CORPUS, 'pp-sld-slides.pptx') }],
      params: { indexes: [4] },
    });
    expect(task.status).toBe('failed');
    expect(task.error).toMatchObject({
      code: 'invalid_parameter',
      message: 'indexes: slide 4 does not exist; pp-sld-slides.pptx has 3 slides',
    });
  });

  it('answers a wrong format and bad params with 400, a broken deck with a failed task, and keeps serving', async () => {
    for (const spec of [
      { files: [{ path: `${CORPUS_ROOT}/office/poi-bug65649.docx` }], params: {} },
      { files: [{ path: join(CORPUS, 'pp-sld-slides.pptx') }], params: { indexes: ['two'] } },
      { files: [{ path: join(CORPUS, 'pp-sld-slides.pptx') }], params: { indexes: [0] } },
      { files: [{ path: join(CORPUS, 'pp-sld-slides.pptx') }], params: { pages: [1] } },
    ]) {
      const response = await postTask(engine.baseUrl, engine.key, { type: 'pptx.split', ...spec });
      const body = (await response.json()) as { code: string; message: string };
      expect(response.status, JSON.stringify(spec.params)).toBe(400);
      expect(body.code).toBe('invalid_parameter');
      expect(body.message.length).toBeGreaterThan(10);
    }
    const name = 'poi-clusterfuzz-testcase-minimized-POIXSLFFuzzer-5463285576892416.pptx';
    const { task } = await runTask(engine, { type: 'pptx.split', files: [{ path: join(BROKEN, name) }] });
    expect(task.status).toBe('failed');
    expect(task.error).toMatchObject({ code: 'invalid_file' });
    expect((task.error as { message: string }).message).toContain(name);
    expect((await fetch(`${engine.baseUrl}/health`)).status).toBe(200);
  });
});
