import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTask, startTestEngine, type TaskSpec, type TestEngine } from '../helpers/engine';
import { CORPUS_ROOT } from '../helpers/corpus';

let engine: TestEngine;

beforeAll(async () => {
  engine = await startTestEngine();
});
afterAll(async () => {
  await engine?.close();
});

async function expectRejected(spec: TaskSpec, message: RegExp): Promise<void> {
  const before = readdirSync(join(engine.dataDir, 'tasks'));
  const response = await postTask(engine.baseUrl, engine.key, spec);
  const body = (await response.json()) as { code: string; message: string };
  expect(response.status, body.message).toBe(400);
  expect(body.code).toBe('invalid_parameter');
  expect(body.message).toMatch(message);
  expect(readdirSync(join(engine.dataDir, 'tasks'))).toEqual(before);
}

const slide = (n: number): { name: string; content: string } => ({ name: `slide-${n}.html`, content: `<h1>Slide ${n}</h1>` });

describe('intake checks that span params and files', () => {
  it('refuses an HTML player pack whose contents do not match the files one to one', async () => {
    await expectRejected(
      { type: 'html.buildPlayer', files: [slide(1), slide(2)], params: { contents: [{ key: 'a' }] } },
      /contents has 1 entry but 2 HTML files were sent/,
    );
  });

  it('refuses a font family that Google Fonts does not have, before any work', async () => {
    await expectRejected(
      {
        type: 'pptx.embedFonts',
        files: [{ path: `${CORPUS_ROOT}/pptx/pp-minimal.pptx` }],
        params: { usedFonts: ['Roboto', 'Not A Real Family 42'] },
      },
      /Unknown Google Fonts family "Not A Real Family 42"/,
    );
  });

  it('accepts a matching player pack', async () => {
    const response = await postTask(engine.baseUrl, engine.key, {
      type: 'html.buildPlayer',
      files: [slide(1), slide(2)],
      params: { contents: [{ key: 'a' }, { key: 'b' }] },
    });
    expect(response.status).toBe(200);
  });
});
