/**
 * A failure names the input it concerns as a field (`file`), on the wire, whether the engine refuses the request at
 * intake (a file whose content is not what its name says, a file of a kind the tool does not take) or fails the task
 * later (a deck that is not a ZIP package, named by the ZIP reader); the engine's English sentence stays as it was.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_ROOT } from '../helpers/corpus';
import { createTask, postTask, startTestEngine, waitForTask, type TestEngine } from '../helpers/engine';

let engine: TestEngine;
beforeAll(async () => {
  engine = await startTestEngine();
});
afterAll(async () => {
  await engine?.close();
});

describe('failures name their input as a field', () => {
  it('in a refusal at intake', async () => {
    const wrongKind = await postTask(engine.baseUrl, engine.key, {
      type: 'pptx.join',
      files: [
        { name: 'good.pptx', content: 'x' },
        { name: 'budget.csv', content: 'quarter,revenue\n' },
      ],
    });
    expect(wrongKind.status).toBe(400);
    expect(await wrongKind.json()).toMatchObject({ code: 'invalid_parameter', file: 'budget.csv' });

    const notADeck = await postTask(engine.baseUrl, engine.key, {
      type: 'pptx.join',
      files: [
        { name: 'renamed.pptx', content: '%PDF-1.7\n%âãÏÓ\n' },
        { name: 'other.pptx', content: '%PDF-1.7\n%âãÏÓ\n' },
      ],
    });
    expect(notADeck.status).toBe(400);
    const body = (await notADeck.json()) as { code: string; message: string; file?: string };
    expect(body).toMatchObject({ code: 'invalid_parameter', file: 'renamed.pptx' });
    expect(body.message).toContain('renamed.pptx');
  });

  it('in a failed task, with the library’s words as its detail', async () => {
    const deck = await readFile(join(CORPUS_ROOT, 'pptx/poi-SampleShow.pptx'));
    // Cut in half: still a ZIP by its first bytes, so intake takes it, and the ZIP reader finds it damaged.
    const created = await createTask(engine.baseUrl, engine.key, {
      type: 'pptx.join',
      files: [
        { name: 'good.pptx', content: deck },
        { name: 'broken deck.pptx', content: deck.subarray(0, Math.floor(deck.length / 2)) },
      ],
    });
    const task = await waitForTask(engine.baseUrl, engine.key, created.id);
    expect(task.status).toBe('failed');
    expect(task.error).toMatchObject({ code: 'invalid_file', file: 'broken deck.pptx' });
    expect(task.error?.detail).toBeTruthy();
    expect(task.error?.message).toContain(task.error?.detail);
  });
});
