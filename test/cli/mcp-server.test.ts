/**
 * `deckhand mcp` driven by the MCP SDK's own client over stdio, as an assistant would: the tools it lists (one per
 * tool type, `pptx_join` …), a merge of two corpus decks saved where asked, and failures as tool errors carrying
 * the engine's reason.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_ROOT } from '../helpers/corpus';
import { shareEngine } from '../helpers/deckhand-cli';
import { startTestEngine } from '../helpers/engine';
import type { TestEngine } from '../helpers/engine';
import { REPO_ROOT } from '../helpers/engine-process';
import { readZipEntries } from '../helpers/package-checks';

let engine: TestEngine;
let unshare: () => Promise<void>;
let work: string;
let client: Client;

beforeAll(async () => {
  engine = await startTestEngine({ testTools: false });
  unshare = await shareEngine(engine);
  work = await mkdtemp(join(tmpdir(), 'deckhand-mcp-'));
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', 'main/cli/index.ts', 'mcp', '--data', engine.dataDir],
    cwd: REPO_ROOT,
    env: { ...(process.env as Record<string, string>), DECKHAND_RECIPES: join(work, 'recipes') },
    stderr: 'inherit',
  });
  client = new Client({ name: 'deckhand-test', version: '1.0.0' });
  await client.connect(transport);
});
afterAll(async () => {
  await client.close();
  await unshare();
  await engine.close();
  await rm(work, { recursive: true, force: true });
});

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  const content = result.content as { type: string; text?: string }[];
  return content.map((part) => part.text ?? '').join('\n');
}

describe('deckhand mcp', () => {
  it('lists one tool per tool type, named with _ for ., with its params as the input schema; and the recipe tools', async () => {
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['pptx_join', 'pptx_split', 'image_resize', 'convertor_ppt2pdf', 'translation']));
    expect(names).toEqual(expect.arrayContaining(['run_recipe', 'list_recipes', 'list_tasks']));
    const join = tools.find((tool) => tool.name === 'pptx_join');
    expect(join?.inputSchema.required).toEqual(['files']);
    const properties = join?.inputSchema.properties as Record<string, { type?: string; properties?: Record<string, unknown> }>;
    expect(Object.keys(properties).sort()).toEqual(['files', 'output', 'params']);
    expect(Object.keys(properties.params?.properties ?? {})).toEqual(expect.arrayContaining(['hiddens', 'autoResize']));
  });

  it('merges two corpus decks into the file asked for, answering its path and metadata', async () => {
    const output = join(work, 'merged.pptx');
    const result = await client.callTool({
      name: 'pptx_join',
      arguments: {
        files: [join(CORPUS_ROOT, 'pptx/poi-SampleShow.pptx'), join(CORPUS_ROOT, 'pptx/poi-table-with-theme.pptx')],
        output,
      },
    });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ outputs: [output], steps: ['pptx.join'] });
    const parts = await readZipEntries(output);
    expect([...parts.keys()].filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))).toHaveLength(3);
    expect(JSON.parse(text(result))).toMatchObject({ outputs: [output] });
  });

  it('answers a tool error with the reason: refused before running, or the engine’s own', async () => {
    const one = await client.callTool({ name: 'pptx_join', arguments: { files: [join(CORPUS_ROOT, 'pptx/poi-SampleShow.pptx')] } });
    expect(one.isError).toBe(true);
    expect(text(one)).toMatch(/Merge decks needs at least 2 \.pptx files; 1 was given/);

    const broken = join(work, 'broken.pptx');
    await writeFile(broken, 'not a deck');
    const failed = await client.callTool({ name: 'pptx_split', arguments: { files: [broken], output: `${work}/` } });
    expect(failed.isError).toBe(true);
    expect(text(failed)).toMatch(/^broken\.pptx: .*broken\.pptx/);
  });

  it('lists the built-in recipes and runs one by name; lists tasks', async () => {
    const recipes = await client.callTool({ name: 'list_recipes', arguments: {} });
    expect(JSON.parse(text(recipes))).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Compress everything', builtIn: true })]),
    );
    const out = join(work, 'compressed');
    const ran = await client.callTool({
      name: 'run_recipe',
      arguments: { recipe: 'Compress everything', files: [join(CORPUS_ROOT, 'pptx/poi-SampleShow.pptx')], output: `${out}/` },
    });
    expect(ran.isError).toBeFalsy();
    expect((ran.structuredContent as { outputs: string[] }).outputs).toEqual([join(out, 'poi-SampleShow-compressed.pptx')]);
    const tasks = await client.callTool({ name: 'list_tasks', arguments: { limit: 5 } });
    expect(JSON.parse(text(tasks))).toMatchObject({ total: expect.any(Number) as unknown });
  });
});
