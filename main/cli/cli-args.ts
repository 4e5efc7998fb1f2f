/**
 * The command line's words: `deckhand <command> …` with the options every command shares. Parsing only; a mistake
 * here is a UsageError (exit status 2) that says what was wrong and how the command is written.
 */
import { parseArgs } from 'node:util';

export const USAGE = `Usage:
  deckhand <tool> FILES… [--param name=value]… [--params JSON] [-o OUT]   run one tool (e.g. pptx.join, image.resize)
  deckhand run RECIPE FILES… [-o DIR] [--save-steps DIR]                  run a recipe (a .json file or a recipe's name)
  deckhand watch DIR --recipe RECIPE -o OUT [--ledger FILE]               process every file that appears in DIR
  deckhand tasks list [--type TYPE] [--limit N] | get ID | delete ID…      the backend's tasks
  deckhand recipes | tools                                                 what can run
  deckhand mcp                                                             an MCP server on stdin/stdout

Options: --backend local|cloud|server (default local), --data DIR (the local engine's data folder), --base-url URL and
--key KEY (the cloud: default DECKFLOW_API_BASE, DECKFLOW_API_KEY; a Deckhand server: its address and your personal
key, default DECKHAND_SERVER, DECKHAND_SERVER_KEY), --json (machine-readable output), --keep (keep
the tasks on the backend after saving), -h/--help.`;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface CliOptions {
  command: string;
  positionals: string[];
  backend: 'local' | 'cloud' | 'server';
  dataDir: string | undefined;
  baseUrl: string | undefined;
  key: string | undefined;
  json: boolean;
  keep: boolean;
  output: string | undefined;
  params: Record<string, unknown>;
  saveSteps: string | undefined;
  recipe: string | undefined;
  ledger: string | undefined;
  type: string | undefined;
  limit: number | undefined;
  help: boolean;
}

/** `name=value`: the value as JSON when it is JSON (numbers, booleans, arrays), else as text. */
function paramPair(pair: string): [string, unknown] {
  const equals = pair.indexOf('=');
  if (equals <= 0) throw new UsageError(`--param takes name=value, e.g. --param maxWidth=800 (got “${pair}”).`);
  const name = pair.slice(0, equals).trim();
  const raw = pair.slice(equals + 1);
  try {
    return [name, JSON.parse(raw) as unknown];
  } catch {
    return [name, raw];
  }
}

function jsonParams(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--params is not valid JSON (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UsageError('--params must be a JSON object, e.g. {"maxWidth": 800}.');
  return value as Record<string, unknown>;
}

export function parseCli(argv: readonly string[]): CliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        backend: { type: 'string' },
        data: { type: 'string' },
        'base-url': { type: 'string' },
        key: { type: 'string' },
        json: { type: 'boolean' },
        keep: { type: 'boolean' },
        output: { type: 'string', short: 'o' },
        param: { type: 'string', multiple: true },
        params: { type: 'string' },
        'save-steps': { type: 'string' },
        recipe: { type: 'string' },
        ledger: { type: 'string' },
        type: { type: 'string' },
        limit: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const backend = values.backend ?? 'local';
  if (backend !== 'local' && backend !== 'cloud' && backend !== 'server') {
    throw new UsageError(`--backend is local, cloud or server, not “${backend}”.`);
  }
  const params = {
    ...(values.params === undefined ? {} : jsonParams(values.params)),
    ...Object.fromEntries((values.param ?? []).map(paramPair)),
  };
  let limit: number | undefined;
  if (values.limit !== undefined) {
    if (!/^\d+$/.test(values.limit) || Number(values.limit) < 1 || Number(values.limit) > 200)
      throw new UsageError('--limit is a whole number from 1 to 200.');
    limit = Number(values.limit);
  }
  const [command = '', ...rest] = positionals;
  return {
    command,
    positionals: rest,
    backend,
    dataDir: values.data,
    baseUrl: values['base-url'],
    key: values.key,
    json: values.json === true,
    keep: values.keep === true,
    output: values.output,
    params,
    saveSteps: values['save-steps'],
    recipe: values.recipe,
    ledger: values.ledger,
    type: values.type,
    limit,
    help: values.help === true || command === 'help',
  };
}
