import { z } from 'zod';
import { isParamCheckCode, type ParamCheckCode, type ParamCheckProblem } from './param-checks';

type Issue = z.core.$ZodIssue;

/** A schema's refusal of one param, for an edge to word in its language (shared/i18n/param-problem-messages.ts). */
export type ParamProblemCode = 'required' | 'type' | 'min' | 'max' | 'unknown' | 'oneOf' | 'unexpected';
export const PARAM_PROBLEM_CODES: readonly ParamProblemCode[] = ['required', 'type', 'min', 'max', 'unknown', 'oneOf', 'unexpected'];

export interface ParamProblem {
  /** A schema's refusal, or a tool's own check of its params (shared/tools/param-checks.ts), worded alone. */
  code: ParamProblemCode | ParamCheckCode;
  /** The param's path under params ("maxWidth", "contents[0].title"); '' for params itself. */
  field: string;
  params: Record<string, string | number>;
}

/** A failed check: the English sentence, and its problems by code (the schema's, or the tool's own check). */
export interface ParamsRefusal {
  message: string;
  problems?: ParamProblem[];
  /** Problems beyond the five named. */
  more?: number;
}

function fieldOf(path: PropertyKey[]): string {
  return where(path).replace(/^params\.?/, '');
}

/** The issue by code; null where only zod's own words say it. */
function problemOf(issue: Issue): ParamProblem | null {
  const field = fieldOf(issue.path);
  const make = (code: ParamProblemCode, params: Record<string, string | number> = {}): ParamProblem => ({ code, field, params });
  switch (issue.code) {
    case 'invalid_type': {
      const received = /received (\w+)/.exec(issue.message)?.[1];
      return received === 'undefined' ? make('required') : make('type', { expected: issue.expected });
    }
    case 'too_small':
    case 'too_big': {
      const origin =
        issue.origin === 'string'
          ? 'string'
          : ['array', 'set'].includes(issue.origin)
            ? 'array'
            : ['number', 'int', 'bigint'].includes(issue.origin)
              ? 'number'
              : null;
      if (!origin) return null;
      const limit = Number('minimum' in issue ? issue.minimum : issue.maximum);
      return make(issue.code === 'too_small' ? 'min' : 'max', { origin, limit, inclusive: issue.inclusive !== false ? 'yes' : 'no' });
    }
    case 'unrecognized_keys':
      return make('unknown', { keys: issue.keys.join(', ') });
    case 'invalid_value':
      return make('oneOf', { values: issue.values.map(quote).join(', ') });
    case 'invalid_union': {
      const values = unionValues(issue);
      return values ? make('oneOf', { values: values.map(quote).join(', ') }) : make('unexpected');
    }
    case 'custom': {
      const check: unknown = issue.params?.check;
      const values = (issue.params?.values ?? {}) as Record<string, string | number>;
      return isParamCheckCode(check) ? { code: check, field, params: values } : null;
    }
    default:
      return null;
  }
}

/** The first five issues by code, or none when one of them has no code (its English is then the only words). */
export function paramProblems(error: z.ZodError): Pick<ParamsRefusal, 'problems' | 'more'> {
  const problems = error.issues.slice(0, 5).map(problemOf);
  if (problems.some((problem) => problem === null)) return {};
  const more = error.issues.length - 5;
  return { problems: problems as ParamProblem[], ...(more > 0 ? { more } : {}) };
}

function where(path: PropertyKey[]): string {
  let text = 'params';
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : `.${String(key)}`;
  return text;
}

function quote(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : String(value);
}

function stripPrefix(message: string): string {
  return message.replace(/^(Invalid input|Too small|Too big|Invalid option):\s*/i, '');
}

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function bound(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  const small = issue.code === 'too_small';
  const limit = Number('minimum' in issue ? issue.minimum : issue.maximum);
  const inclusive = issue.inclusive !== false;
  const word = small ? 'at least' : 'at most';
  switch (issue.origin) {
    case 'string':
      return `must have ${word} ${limit} character${limit === 1 ? '' : 's'}`;
    case 'array':
    case 'set':
      return `must have ${word} ${limit} item${limit === 1 ? '' : 's'}`;
    case 'number':
    case 'int':
    case 'bigint':
      return `must be ${small ? (inclusive ? '≥' : '>') : inclusive ? '≤' : '<'} ${limit}`;
    default:
      return `is too ${small ? 'small' : 'big'}: ${stripPrefix(issue.message)}`;
  }
}

function unionValues(issue: Issue): unknown[] | null {
  if (issue.code !== 'invalid_union') return null;
  const values: unknown[] = [];
  for (const branch of issue.errors) {
    for (const inner of branch) {
      if (inner.code !== 'invalid_value') return null;
      values.push(...inner.values);
    }
  }
  return values;
}

function describe(issue: Issue, allowedKeys: string[] | null): string {
  const at = where(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      const received = /received (\w+)/.exec(issue.message)?.[1];
      if (received === 'undefined') return `${at} is required (${issue.expected})`;
      return `${at} must be ${article(issue.expected === 'int' ? 'integer' : issue.expected)}${received ? ` (got ${received})` : ''}`;
    }
    case 'too_small':
    case 'too_big':
      return `${at} ${bound(issue)}`;
    case 'unrecognized_keys': {
      const keys = issue.keys.map(quote).join(', ');
      const allowed = allowedKeys && allowedKeys.length > 0 ? ` (allowed: ${allowedKeys.join(', ')})` : ' (this tool takes no params)';
      return `${at} has unknown field${issue.keys.length > 1 ? 's' : ''} ${keys}${issue.path.length === 0 ? allowed : ''}`;
    }
    case 'invalid_value':
      return `${at} must be ${issue.values.length === 1 ? quote(issue.values[0]) : `one of ${issue.values.map(quote).join(', ')}`}`;
    case 'invalid_union': {
      const values = unionValues(issue);
      if (values) return `${at} must be one of ${values.map(quote).join(', ')}`;
      return `${at} has an unexpected value`;
    }
    default:
      return `${at}: ${stripPrefix(issue.message)}`;
  }
}

/** Turns zod issues into one sentence a person can act on, naming each field and what was expected. */
export function readableParamsError(type: string, error: z.ZodError, schema: z.ZodType): string {
  const allowedKeys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : null;
  const parts = error.issues.slice(0, 5).map((issue) => describe(issue, allowedKeys));
  const more = error.issues.length > 5 ? `; and ${error.issues.length - 5} more` : '';
  return `Invalid params for ${type}: ${parts.join('; ')}${more}.`;
}

/**
 * Parses params with the tool's schema, then its cross-check against the files; one readable sentence when
 * either refuses. The engine answers 400 with it, core refuses before uploading, the panel shows it at once.
 */
export function checkParams(
  definition: {
    type: string;
    params: z.ZodType;
    crossCheck?: ((params: Record<string, unknown>, fileNames: readonly string[]) => ParamCheckProblem | null) | undefined;
  },
  value: unknown,
  fileNames: readonly string[] | null = null,
): { ok: true; params: Record<string, unknown> } | ({ ok: false } & ParamsRefusal) {
  const parsed = definition.params.safeParse(value);
  if (!parsed.success)
    return { ok: false, message: readableParamsError(definition.type, parsed.error, definition.params), ...paramProblems(parsed.error) };
  const params = parsed.data as Record<string, unknown>;
  const problem = fileNames && definition.crossCheck ? definition.crossCheck(params, fileNames) : null;
  if (!problem) return { ok: true, params };
  const { message, ...coded } = problem;
  return { ok: false, message, problems: [coded] };
}
