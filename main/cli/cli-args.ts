/**
 * The command line's words: `deckhand <command> …` with the options every command shares. Parsing only; a mistake
 * here is a UsageError (exit status 2) that says what was wrong and how the command is written.
 */
import { parseArgs } from 'node:util';
import { cliT } from './cli-texts';

/** The usage text in the terminal's language (cli-texts.ts). */
export const USAGE = cliT('usage');

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
  overwrite: boolean;
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
  if (equals <= 0) throw new UsageError(cliT('args.paramPair', { pair }));
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
    throw new UsageError(cliT('args.paramsJson', { problem: error instanceof Error ? error.message : String(error) }));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UsageError(cliT('args.paramsObject'));
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
        overwrite: { type: 'boolean' },
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
    throw new UsageError(cliT('args.backend', { value: backend }));
  }
  const params = {
    ...(values.params === undefined ? {} : jsonParams(values.params)),
    ...Object.fromEntries((values.param ?? []).map(paramPair)),
  };
  let limit: number | undefined;
  if (values.limit !== undefined) {
    if (!/^\d+$/.test(values.limit) || Number(values.limit) < 1 || Number(values.limit) > 200) throw new UsageError(cliT('args.limit'));
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
    overwrite: values.overwrite === true,
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
