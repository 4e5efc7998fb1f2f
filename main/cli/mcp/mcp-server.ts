/**
 * `deckhand mcp`: a Model Context Protocol server on stdin/stdout (the official TypeScript SDK), so an assistant on
 * this computer can run Deckhand's tools on the user's files. One MCP tool per tool type this backend runs, named
 * after the type with `_` for `.` (`pptx_join`), taking `files` (paths, in order), `params` (the tool's own params
 * schema), `output` (an absolute file or folder path) and `overwrite`; plus `run_recipe`, `list_recipes` and `list_tasks`. A result is the
 * output paths and the task's metadata; a failure is an MCP tool error carrying the engine's reason.
 */
import path from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import type { RecipeRunState } from '../../../shared/contract/recipes';
import type { ToolDescriptor } from '../../../shared/contract/service';
import { ENGLISH_WORDING, kindsTakenIn } from '../../../shared/i18n/recipes/recipe-words';
import { findTool } from '../../../shared/tools/catalog';
import { countRule } from '../../../shared/tools/file-acceptance';
import type { RecipeLibrary } from '../../core/recipes/recipe-library';
import type { CliBackend } from '../cli-backend';
import { executeRecipe } from '../run-command';
import { LineGuard, tooLargeError } from './line-guard';

const files = z
  .array(z.string().min(1))
  .min(1)
  .describe('Absolute paths of the input files, in order (for a merge: the slide order). A folder stands for the files in it.');
const output = z
  .string()
  .min(1)
  .optional()
  .describe(
    'Where to save, as an absolute path: a file (when one file comes out) or a folder (ending with a slash). Default: the folder of the first input file. An existing file is not replaced unless overwrite is true; outputs in a folder take the next free name ("deck (2).pptx").',
  );
const overwrite = z.boolean().optional().describe('Replace an existing output file (default false). An input file is never replaced.');

/**
 * The server's working folder is whatever the assistant started it in, so a relative path would land somewhere the
 * person did not mean: refused, as the description says.
 */
function absoluteOutput(given: string | undefined): string | undefined {
  if (given !== undefined && !path.isAbsolute(given))
    throw new Error(`output must be an absolute path (got “${given}”): a relative one would be taken from this server's own folder.`);
  return given;
}

export function mcpToolName(type: string): string {
  return type.replace(/\./g, '_');
}

function describeTool(tool: ToolDescriptor): string {
  return `${tool.summary} Takes ${kindsTakenIn(ENGLISH_WORDING, tool.extensions)}; ${tool.title} ${countRule(tool)}.`;
}

type ToolResult = { content: { type: 'text'; text: string }[]; structuredContent: Record<string, unknown> };

/** What the assistant gets: the output paths and each task's metadata, or an error with the engine's reason. */
function answer(state: RecipeRunState): ToolResult {
  const failed = state.files.filter((file) => file.status !== 'ready');
  if (failed.length > 0) {
    const reasons = failed.map((file) => {
      const step = state.steps[file.step];
      return `${file.name}: ${file.error?.message ?? file.status}${step && state.steps.length > 1 ? ` (at step ${file.step + 1}, ${step.title})` : ''}`;
    });
    throw new Error(reasons.join('\n'));
  }
  const outputs = [...new Map(state.files.flatMap((file) => file.outputs).map((o) => [o.taskId, o])).values()];
  const structured = {
    outputs: outputs.map((o) => o.path ?? o.fileName),
    files: outputs.map((o) => ({
      path: o.path ?? null,
      fileName: o.fileName,
      size: o.size ?? null,
      taskId: o.taskId,
      ...(o.note ? { note: o.note } : {}),
    })),
    steps: state.steps.map((step) => step.type),
  };
  return { content: [{ type: 'text', text: JSON.stringify(structured, null, 2) }], structuredContent: structured };
}

function defaultOutput(inputs: readonly string[], given: string | undefined): string {
  return given ?? `${path.dirname(path.resolve(inputs[0] ?? '.'))}${path.sep}`;
}

export async function createMcpServer(backend: CliBackend, library: RecipeLibrary, version: string): Promise<McpServer> {
  const server = new McpServer({ name: 'deckhand', version });
  const run = async (recipe: unknown, inputs: string[], out: string | undefined, replace = false): Promise<ToolResult> => {
    const state = await executeRecipe(backend, {
      recipe,
      inputs,
      output: defaultOutput(inputs, absoluteOutput(out)),
      keep: false,
      overwrite: replace,
    });
    return answer(state);
  };

  for (const tool of await backend.tools()) {
    const definition = findTool(tool.type);
    if (!definition || tool.unavailable || !tool.local) continue;
    server.registerTool(
      mcpToolName(tool.type),
      {
        title: tool.title,
        description: describeTool(tool),
        inputSchema: { files, params: definition.params.optional().describe(`The params of ${tool.type}.`), output, overwrite },
      },
      async (args) =>
        run({ name: tool.type, steps: [{ type: tool.type, params: args.params ?? {} }] }, args.files, args.output, args.overwrite),
    );
  }

  server.registerTool(
    'run_recipe',
    {
      title: 'Run a recipe',
      description:
        'Runs several Deckhand tools in a row on the files: each step takes what the step before made. `recipe` is the name of a recipe (see list_recipes), the path of a recipe .json file, or the recipe itself: {"name": "…", "steps": [{"type": "convertor.ppt2pptx"}, {"type": "translation", "params": {"from": "en", "to": "es"}}]}.',
      inputSchema: { recipe: z.union([z.string().min(1), z.record(z.string(), z.unknown())]), files, output, overwrite },
    },
    async (args) =>
      run(typeof args.recipe === 'string' ? await library.find(args.recipe) : args.recipe, args.files, args.output, args.overwrite),
  );

  server.registerTool(
    'list_recipes',
    { title: 'List recipes', description: 'The saved and built-in recipes run_recipe takes by name, with their steps.' },
    async () => {
      const recipes = (await library.list()).map(({ recipe, builtIn }) => ({ ...recipe, builtIn }));
      return { content: [{ type: 'text', text: JSON.stringify(recipes, null, 2) }], structuredContent: { recipes } };
    },
  );

  server.registerTool(
    'list_tasks',
    {
      title: 'List tasks',
      description: "The backend's tasks, newest first: id, tool type, status, result file name, error.",
      inputSchema: { type: z.string().optional(), limit: z.number().int().min(1).max(200).optional() },
    },
    async (args) => {
      const page = await backend.client.listTasks({ ...(args.type ? { type: args.type } : {}), maxResults: args.limit ?? 50 });
      const tasks = page.tasks.map(({ id, type, name, status, createdAt, result, error }) => ({
        id,
        type,
        name,
        status,
        createdAt,
        ...(result ? { fileName: result.fileName, size: result.size } : {}),
        ...(error ? { error } : {}),
      }));
      return {
        content: [{ type: 'text', text: JSON.stringify({ total: page.total, tasks }, null, 2) }],
        structuredContent: { total: page.total, tasks },
      };
    },
  );
  return server;
}

/** The longest JSON-RPC message read: tool calls carry paths and params, never file contents. */
const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;

/** Serves until the client closes stdin. stdout carries the protocol only: anything logged goes to stderr. */
export async function serveMcp(backend: CliBackend, library: RecipeLibrary): Promise<void> {
  // eslint-disable-next-line no-console -- stdout is the protocol's: a stray log line there would break it
  console.log = console.error;
  // eslint-disable-next-line no-console -- as above
  console.info = console.error;
  const server = await createMcpServer(backend, library, process.env.npm_package_version ?? '0.1.0');
  // Lines over the limit are answered with an error and dropped before the SDK's buffer sees them (line-guard.ts).
  const input = process.stdin.pipe(
    new LineGuard(MAX_MESSAGE_BYTES, (bytes) => process.stdout.write(tooLargeError(bytes, MAX_MESSAGE_BYTES))),
  );
  const transport = new StdioServerTransport(input, process.stdout, { maxBufferSize: 2 * MAX_MESSAGE_BYTES });
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    input.once('end', () => resolve());
  });
  await server.connect(transport);
  await closed;
  await server.close();
}
