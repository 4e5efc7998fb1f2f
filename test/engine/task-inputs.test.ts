/**
 * `POST /tools/tasks` with JSON `inputs`: a task made from other tasks' results where they are on the engine (a whole
 * result, or a file inside a ZIP result), from a failed task's own inputs (Retry when the client's files are gone), and
 * the clear refusals for inputs that are not there.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../shared/contract/service';
import { CORPUS_ROOT } from '../helpers/corpus';
import { authHeaders, createTask, downloadResult, runTask, startTestEngine, waitForTask } from '../helpers/engine';
import type { TestEngine } from '../helpers/engine';
import { readZipEntries } from '../helpers/package-checks';

let engine: TestEngine;

beforeAll(async () => {
  engine = await startTestEngine();
});
afterAll(async () => {
  await engine.close();
});

function postInputs(body: unknown, query = ''): Promise<Response> {
  return fetch(`${engine.baseUrl}/tools/tasks${query}`, {
    method: 'POST',
    headers: { ...authHeaders(engine.key), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function refusal(body: unknown, query = ''): Promise<{ status: number; code: string; message: string }> {
  const response = await postInputs(body, query);
  return { status: response.status, ...((await response.json()) as { code: string; message: string }) };
}

describe('tasks made from other tasks’ results', () => {
  let split: Task;

  beforeAll(async () => {
    ({ task: split } = await runTask(engine, { type: 'pptx.split', files: [{ path: join(CORPUS_ROOT, 'pptx/poi-SampleShow.pptx') }] }));
    expect(split.status).toBe('completed');
  });

  it('merges two decks out of a split’s ZIP, and takes a whole result as it is', async () => {
    const files = split.result?.files as string[];
    expect(files).toHaveLength(2);
    const response = await postInputs({
      type: 'pptx.join',
      params: {},
      inputs: [
        { task: split.id, entry: files[1] },
        { task: split.id, entry: files[0] },
      ],
    });
    expect(response.status).toBe(200);
    const joined = await waitForTask(engine.baseUrl, engine.key, ((await response.json()) as Task).id);
    expect(joined).toMatchObject({ status: 'completed', name: files[1] });
    const dir = join(engine.dataDir, 'check');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'joined.pptx'), await downloadResult(engine.key, joined));
    const parts = await readZipEntries(join(dir, 'joined.pptx'));
    expect([...parts.keys()].filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))).toHaveLength(2);

    const info = await postInputs({ type: 'pptx.getFontInfo', inputs: [{ task: joined.id }] });
    expect(info.status).toBe(200);
    expect(await waitForTask(engine.baseUrl, engine.key, ((await info.json()) as Task).id)).toMatchObject({ status: 'completed' });
    // The source's output is still there after another task took it (a hard link, not a move).
    expect((await downloadResult(engine.key, joined)).length).toBeGreaterThan(0);
  });

  it('refuses inputs that are not there, saying which', async () => {
    expect(
      await refusal({ type: 'pptx.join', inputs: [{ task: '00000000-0000-4000-8000-000000000000' }, { task: split.id }] }),
    ).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^inputs\[0\]: no task “00000000-0000-4000-8000-000000000000” in this space/) as unknown,
    });
    expect(await refusal({ type: 'pptx.getFontInfo', inputs: [{ task: split.id, entry: 'nothing.pptx' }] })).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^inputs\[0\]: .*has no file named “nothing\.pptx”/) as unknown,
    });
    expect(await refusal({ type: 'pptx.getFontInfo', inputs: [{ task: split.id }] })).toMatchObject({
      status: 400,
      message: expect.stringMatching(/is not a file Deck fonts takes: it takes \.pptx files, not \.zip/) as unknown,
    });
    expect(await refusal({ type: 'pptx.getFontInfo', inputs: [{ task: split.id }] }, '?spaceId=other')).toMatchObject({ status: 400 });
    expect(await refusal({ type: 'pptx.getFontInfo', inputs: [split.id] })).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^inputs must be an array of/) as unknown,
    });
    const running = await createTask(engine.baseUrl, engine.key, {
      type: 'test.sleep',
      files: [{ name: 'a.txt', content: 'x' }],
      params: { ms: 60_000, steps: 2 },
    });
    expect(await refusal({ type: 'test.echo', inputs: [{ task: running.id }] })).toMatchObject({
      status: 400,
      message: expect.stringMatching(/only a completed task's result can be an input/) as unknown,
    });
    await fetch(`${engine.baseUrl}/tools/tasks/${running.id}`, { method: 'DELETE', headers: authHeaders(engine.key) });
  });
});

describe('a task made again from a failed task’s own inputs', () => {
  it('takes the inputs a failed run kept, in the order asked, and refuses what is not kept', async () => {
    const { task: failed } = await runTask(engine, {
      type: 'test.fail',
      params: { mode: 'tool' },
      files: [
        { name: 'a.txt', content: 'alpha' },
        { name: 'b.txt', content: 'beta' },
      ],
    });
    expect(failed.status).toBe('failed');

    const response = await postInputs({
      type: 'test.echo',
      inputs: [
        { task: failed.id, input: 2 },
        { task: failed.id, input: 1 },
      ],
    });
    expect(response.status).toBe(200);
    const again = await waitForTask(engine.baseUrl, engine.key, ((await response.json()) as Task).id);
    expect(again).toMatchObject({ status: 'completed', result: { inputNames: ['b.txt', 'a.txt'] } });
    expect((await downloadResult(engine.key, again)).toString()).toBe('betaalpha');
    // The failed task still has them (linked, not moved): a second retry works too.
    const twice = await postInputs({ type: 'test.echo', inputs: [{ task: failed.id, input: 1 }] });
    expect(await waitForTask(engine.baseUrl, engine.key, ((await twice.json()) as Task).id)).toMatchObject({ status: 'completed' });

    // A completed run's inputs are gone (only its result is kept); numbers are checked; a form mixing both is refused.
    expect(await refusal({ type: 'test.echo', inputs: [{ task: again.id, input: 1 }] })).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^inputs\[0\]: task .* no longer keeps its inputs/) as unknown,
    });
    expect(await refusal({ type: 'test.echo', inputs: [{ task: failed.id, input: 3 }] })).toMatchObject({
      status: 400,
      message: expect.stringMatching(/has 2 input\(s\), not 3/) as unknown,
    });
    for (const input of [
      { task: failed.id, input: 0 },
      { task: failed.id, input: 1, entry: 'a.txt' },
      { task: failed.id, input: '1' },
    ]) {
      expect(await refusal({ type: 'test.echo', inputs: [input] })).toMatchObject({
        status: 400,
        message: expect.stringMatching(/^inputs must be an array of/) as unknown,
      });
    }
  });
});
