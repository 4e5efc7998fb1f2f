/**
 * `deckhand mcp` driven by the MCP SDK's own client over stdio, as an assistant would: the tools it lists (one per
 * tool type, `pptx_join` …), a merge of two corpus decks saved where asked, and failures as tool errors carrying
 * the engine's reason.
 */
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
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
    expect(Object.keys(properties).sort()).toEqual(['files', 'output', 'overwrite', 'params']);
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

  it('never writes over a file unless asked, never over an input, and refuses a relative output', async () => {
    const decks = [join(CORPUS_ROOT, 'pptx/poi-SampleShow.pptx'), join(CORPUS_ROOT, 'pptx/poi-table-with-theme.pptx')];
    const output = join(work, 'kept.pptx');
    await writeFile(output, 'a file of the person');
    const refused = await client.callTool({ name: 'pptx_join', arguments: { files: decks, output } });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toContain(output);
    expect(text(refused)).toContain('overwrite');
    expect(await readFile(output, 'utf8')).toBe('a file of the person');

    const replaced = await client.callTool({ name: 'pptx_join', arguments: { files: decks, output, overwrite: true } });
    expect(replaced.isError).toBeFalsy();
    expect(replaced.structuredContent).toMatchObject({ outputs: [output] });
    expect([...(await readZipEntries(output)).keys()].filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))).toHaveLength(3);

    // The merge's own input as its output: refused whatever overwrite says, the input untouched.
    const input = join(work, 'input.pptx');
    await copyFile(decks[0] ?? '', input);
    const before = await readFile(input);
    const onInput = await client.callTool({ name: 'pptx_join', arguments: { files: [input, decks[1]], output: input, overwrite: true } });
    expect(onInput.isError).toBe(true);
    expect(text(onInput)).toContain('one of the files to work on');
    expect((await readFile(input)).equals(before)).toBe(true);

    const relative = await client.callTool({ name: 'pptx_join', arguments: { files: decks, output: 'merged.pptx' } });
    expect(relative.isError).toBe(true);
    expect(text(relative)).toContain('absolute path');

    // Into a folder that has the name already: the next free name, and the answer says which.
    const folder = join(work, 'into-folder');
    await mkdir(folder);
    await writeFile(join(folder, 'poi-SampleShow-compressed.pptx'), 'there first');
    const compressed = await client.callTool({ name: 'file_compress', arguments: { files: [decks[0]], output: `${folder}/` } });
    expect(compressed.isError).toBeFalsy();
    expect(compressed.structuredContent).toMatchObject({ outputs: [join(folder, 'poi-SampleShow-compressed (2).pptx')] });
    expect(await readFile(join(folder, 'poi-SampleShow-compressed.pptx'), 'utf8')).toBe('there first');
  });

  it('answers a 50 MB message with a JSON-RPC error and keeps serving', async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'main/cli/index.ts', 'mcp', '--data', engine.dataDir], {
      cwd: REPO_ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const lines: Array<{ id?: unknown; error?: { message: string }; result?: unknown }> = [];
    let pending = '';
    server.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (pending + chunk).split('\n');
      pending = parts.pop() ?? '';
      for (const part of parts) if (part.trim()) lines.push(JSON.parse(part) as (typeof lines)[number]);
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    const send = (message: unknown): void => void server.stdin.write(`${JSON.stringify(message)}\n`);
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
    });
    await expect.poll(() => lines.some((line) => line.id === 1), { timeout: 120_000 }).toBe(true);
    send({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'pptx_join', arguments: { files: ['x'.repeat(50 * 1024 * 1024)] } },
    });
    send({ jsonrpc: '2.0', id: 3, method: 'tools/list' });
    await expect.poll(() => lines.some((line) => line.id === 3), { timeout: 120_000 }).toBe(true);
    const refused = lines.find((line) => line.id === null);
    expect(refused?.error?.message).toMatch(/50 MB or more.*up to 8 MB/);
    expect(server.exitCode).toBeNull();
    server.stdin.end();
    expect(await exited).toBe(0);
  });
});
