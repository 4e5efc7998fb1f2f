/**
 * The same ZIP bombs fed to every tool that reads a package, through the real engine over loopback (issue #18); the
 * tools and their package formats come from the definitions' accepted extensions. A bomb in a package's own
 * directory is refused at upload (422 zip_bomb, naming the file); one spread over archives inside a package reaches
 * the tool, which answers a failed task saying zip_bomb if it opens them. The engine must not expand anything on the
 * way. One reader with one set of guards (main/engine/lib/zip) is what makes this hold
 * for all of them at once.
 */
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../shared/contract/service';
import { FORMAT_OF_EXTENSION, ZIP_FORMATS } from '../../main/engine/lib/formats/file-format';
import { CATALOG, findTool } from '../../shared/tools/catalog';
import { CORPUS_ROOT } from '../helpers/corpus';
import { authHeaders, postTask, startTestEngine, waitForTask, type TaskFileSpec, type TestEngine } from '../helpers/engine';
import { BOMB_KINDS, makeBombs, type BombKind, type Bombs } from '../helpers/zip-bombs';

interface ToolCase {
  type: string;
  ext: string;
  params: unknown;
  /** Files sent before the bomb (a merge takes two decks). */
  before: TaskFileSpec[];
}

const DECK = join(CORPUS_ROOT, 'pptx/pp-shp-picture.pptx');

/** Params a tool needs beyond its defaults to get as far as reading the package; checked against its schema below. */
const PARAMS: Readonly<Record<string, unknown>> = {
  'pptx.embedFonts': { usedFonts: ['Roboto'] },
  translation: { from: 'en', to: 'es', provider: 'apertium' },
  generation: { inputText: 'Bombs' },
};

/** Every extension whose files are ZIP packages (a deck, a document, a Keynote file, an archive). */
const isPackage = (ext: string): boolean => {
  const format = FORMAT_OF_EXTENSION[ext];
  return format !== undefined && ZIP_FORMATS.has(format);
};

/**
 * Every locally run tool whose input is (or may be) a ZIP package, with each package format its definition accepts;
 * a tool that takes several files gets decks before the bomb up to its minimum.
 */
const CASES: ToolCase[] = CATALOG.filter((definition) => definition.local).flatMap((definition) =>
  definition.extensions.filter(isPackage).map((ext) => ({
    type: definition.type,
    ext,
    params: PARAMS[definition.type] ?? {},
    before: Array.from({ length: Math.max(0, definition.minFiles - 1) }, () => ({ path: DECK })),
  })),
);

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
});

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
    params: tool.params,
    files: [...tool.before, bomb],
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
  it('sends each tool params its schema takes, and takes its list from the definitions', () => {
    for (const tool of CASES) expect(findTool(tool.type)?.params.safeParse(tool.params).success, tool.type).toBe(true);
    expect(Object.keys(PARAMS).filter((type) => !CASES.some((tool) => tool.type === type))).toEqual([]);
    // The tools of DeckFlow's service that read decks, documents and archives, as a floor for the derivation.
    for (const type of ['pptx.join', 'pptx.split', 'file.compress', 'translation', 'revamp', 'convertor.keynote2pdf']) {
      expect(CASES.map((tool) => tool.type)).toContain(type);
    }
    expect(CASES.find((tool) => tool.type === 'pptx.join')?.before).toHaveLength(1);
  });

  it.each(CASES.map((tool) => [`${tool.type} (${tool.ext})`, tool] as const))('%s', async (_, tool) => {
    const answers = await Promise.all(BOMB_KINDS.map(async (kind) => [kind, await submit(tool, kind)] as const));
    for (const [kind, answer] of answers) {
      const label = `${tool.type} ${tool.ext} ${kind}: ${answer.status} ${answer.code ?? ''} ${answer.message ?? ''}`;
      if (kind !== 'nested') {
        // A bomb in the package's own directory is refused at upload (the intake's sniffing opens every package's
        // directory under the same guards), before any task is queued.
        expect([answer.status, answer.code], label).toEqual([422, 'zip_bomb']);
        expect(answer.message, label).toContain(`${kind}-bomb${tool.ext}`);
        continue;
      }
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
