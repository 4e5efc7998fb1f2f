/**
 * The same ZIP bombs fed to every tool that reads a package, through the real engine over loopback (issue #18):
 * each must answer a failed task saying zip_bomb, or refuse the upload (a Keynote file the local engine does not
 * translate), and the engine must not expand anything on the way. One reader with one set of
 * guards (main/engine/lib/zip) is what makes this hold for all of them at once.
 */
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../shared/contract/service';
import { CORPUS_ROOT } from '../helpers/corpus';
import { authHeaders, postTask, startTestEngine, waitForTask, type TaskFileSpec, type TestEngine } from '../helpers/engine';
import { BOMB_KINDS, makeBombs, type BombKind, type Bombs } from '../helpers/zip-bombs';

interface ToolCase {
  type: string;
  ext: string;
  params?: unknown;
  /** Files sent before the bomb (a merge takes two decks). */
  before?: TaskFileSpec[];
}

const DECK = join(CORPUS_ROOT, 'pptx/pp-shp-picture.pptx');

/** Every tool whose input is (or may be) a ZIP package, with each package format it takes. */
const CASES: ToolCase[] = [
  { type: 'pptx.join', ext: '.pptx', before: [{ path: DECK }] },
  { type: 'pptx.split', ext: '.pptx' },
  { type: 'file.compress', ext: '.pptx' },
  { type: 'file.compress', ext: '.zip' },
  { type: 'file.compress', ext: '.docx' },
  { type: 'file.compress', ext: '.xlsx' },
  { type: 'file.compress', ext: '.key' },
  { type: 'pptx.embedFonts', ext: '.pptx', params: { usedFonts: ['Roboto'] } },
  { type: 'pptx.getFontInfo', ext: '.pptx' },
  { type: 'pptx.getTextShapes', ext: '.pptx' },
  { type: 'pptx.parse', ext: '.pptx' },
  { type: 'docx.parseTextAndImage', ext: '.docx' },
  { type: 'translation', ext: '.pptx', params: { from: 'en', to: 'es', provider: 'apertium' } },
  { type: 'translation', ext: '.docx', params: { from: 'en', to: 'es', provider: 'apertium' } },
  { type: 'translation', ext: '.xlsx', params: { from: 'en', to: 'es', provider: 'apertium' } },
  { type: 'translation', ext: '.key', params: { from: 'en', to: 'es', provider: 'apertium' } },
  { type: 'revamp', ext: '.pptx' },
  { type: 'revamp', ext: '.key' },
  { type: 'convertor.keynote2pdf', ext: '.key' },
  { type: 'convertor.keynote2image', ext: '.key' },
  { type: 'convertor.ppt2pdf', ext: '.pptx' },
  { type: 'convertor.ppt2pdf', ext: '.key' },
  { type: 'convertor.ppt2pdf', ext: '.odp' },
  { type: 'convertor.ppt2image', ext: '.pptx' },
  { type: 'convertor.ppt2pptx', ext: '.odp' },
  { type: 'convertor.ppt2video', ext: '.pptx' },
  { type: 'convertor.doc2pdf', ext: '.docx' },
  { type: 'convertor.doc2pdf', ext: '.odt' },
  { type: 'generation', ext: '.docx', params: { inputText: 'Bombs' } },
];

/**
 * The nested bomb is a bomb only to a tool that opens the archives inside a package: file.compress does, for a
 * .zip. Every other tool sees a small package whose embedded archives are files like any other: it may refuse the
 * package for lacking the parts it needs, or carry the archives through untouched.
 */
function opensNested(kind: BombKind, tool: ToolCase): boolean {
  return kind !== 'nested' || (tool.type === 'file.compress' && tool.ext === '.zip');
}

let engine: TestEngine;
let bombs: Bombs;
let peakRss = 0;
let baselineRss = 0;
let sampler: NodeJS.Timeout | undefined;

beforeAll(async () => {
  bombs = await makeBombs();
  engine = await startTestEngine({ testTools: false });
  baselineRss = process.memoryUsage().rss;
  peakRss = baselineRss;
  sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
}, 120_000);

afterAll(async () => {
  if (sampler) clearInterval(sampler);
  await engine?.close();
});

interface Answer {
  status: number;
  /** The task's final status, when the upload was taken. */
  task?: string;
  code: string | undefined;
  message: string | undefined;
}

/** A refused upload (4xx) or the failed task's error. */
async function submit(tool: ToolCase, kind: BombKind): Promise<Answer> {
  const bomb: TaskFileSpec = { name: `${kind}-bomb${tool.ext}`, content: bombs.bytes[kind] };
  const response = await postTask(engine.baseUrl, engine.key, {
    type: tool.type,
    params: tool.params ?? {},
    files: [...(tool.before ?? []), bomb],
  });
  if (!response.ok) {
    const body = (await response.json()) as { code?: string; message?: string };
    return { status: response.status, code: body.code, message: body.message };
  }
  const created = (await response.json()) as Task;
  const done = await waitForTask(engine.baseUrl, engine.key, created.id);
  const error = done.error as { code?: string; message?: string } | undefined;
  return { status: response.status, task: done.status, code: error?.code, message: error?.message };
}

describe('every tool that reads a package refuses a ZIP bomb', () => {
  it.each(CASES.map((tool) => [`${tool.type} (${tool.ext})`, tool] as const))('%s', async (_, tool) => {
    const answers = await Promise.all(BOMB_KINDS.map(async (kind) => [kind, await submit(tool, kind)] as const));
    for (const [kind, answer] of answers) {
      const label = `${tool.type} ${tool.ext} ${kind}: ${answer.status} ${answer.code ?? ''} ${answer.message ?? ''}`;
      if (answer.status >= 400) {
        expect(answer.status, label).toBeLessThan(500);
        continue;
      }
      if (!opensNested(kind, tool)) {
        if (answer.task === 'completed') continue;
        expect(['zip_bomb', 'invalid_file'], label).toContain(answer.code);
      } else {
        expect(answer.task, label).toBe('failed');
        expect(answer.code, label).toBe('zip_bomb');
      }
      // The message names the file the person sent, so they know which one to replace.
      expect(answer.message, label).toContain(`${kind}-bomb${tool.ext}`);
    }
  });

  it('the split result route refuses an output ZIP that became a bomb', async () => {
    const response = await postTask(engine.baseUrl, engine.key, { type: 'pptx.split', params: {}, files: [{ path: DECK }] });
    const done = await waitForTask(engine.baseUrl, engine.key, ((await response.json()) as Task).id);
    expect(done.status).toBe('completed');
    const outputDir = join(engine.dataDir, 'tasks', done.id, 'output');
    const [stored] = await readdir(outputDir);
    const url = `${engine.baseUrl}/files/${done.id}/${encodeURIComponent(done.result?.fileName ?? '')}/pp-shp-picture-slide-1.pptx`;
    expect((await fetch(url, { headers: authHeaders(engine.key) })).status).toBe(200);
    for (const kind of ['declared', 'ratio', 'entries'] as const) {
      await writeFile(join(outputDir, stored ?? ''), bombs.bytes[kind]);
      const answer = await fetch(url, { headers: authHeaders(engine.key) });
      expect(answer.status, kind).toBe(422);
      expect(await answer.json(), kind).toMatchObject({ code: 'zip_bomb' });
    }
  });

  it('expanded none of them: the engine’s memory stayed far below what one bomb unpacks to', () => {
    // The declared bomb alone is 10 GB; a gigabyte covers the engine's own work on ~120 small uploads.
    expect(peakRss - baselineRss).toBeLessThan(1024 ** 3);
  });
});
