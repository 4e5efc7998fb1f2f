/**
 * pdf.merge in one `mutool run` process (mutool-merge-script.ts): about a bare `qpdf --empty --pages` run's time, where
 * qpdf alone needed a read per input and two more runs (docs/pdf-tools.md "Merge"). MuPDF is AGPL: run as a separate
 * process, never linked (mutool.ts).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ToolError } from '../errors/tool-error';
import { ProcessTimeoutError, runProcess } from '../process/process-runner';
import type { ActiveContentReport } from './active-content';
import { MERGE_SCRIPT } from './mutool-merge-script';

const MUTOOL_TIMEOUT_MS = 300_000;

export interface MergeSpec {
  inputs: string[];
  /** The bookmark title of each input (its file name without extension). */
  titles: string[];
  output: string;
  password: string | null;
  /** 1-based pages in order; null for every page of every input. */
  picks: Array<{ file: number; page: number }> | null;
  clean: boolean;
  bookmarks: boolean;
}

export interface MergeResult {
  pages: number;
  bookmarks: number;
  /** Per input, what was taken out (null when active content is kept). */
  reports: Array<ActiveContentReport | null>;
}

type ScriptAnswer =
  | MergeResult
  | { error: 'unreadable' | 'password' | 'empty'; file: number; detail?: string }
  | { error: 'page'; pick: number; pages: number }
  /** An input has a form, which grafted pages would lose: the caller merges with qpdf instead. */
  | { error: 'forms'; file: number };

/**
 * Merges with MuPDF; throws ToolError in the words qpdf's path uses, naming the input (`names`: the users' file names).
 * Null, with nothing written, when an input has form fields (MuPDF's graft keeps their widgets, not the form).
 */
export async function mergeWithMutool(
  mutool: string,
  spec: MergeSpec,
  names: readonly string[],
  options: { workDir: string; signal: AbortSignal },
): Promise<MergeResult | null> {
  const script = join(options.workDir, 'merge.js');
  const specFile = join(options.workDir, 'merge.json');
  await writeFile(script, MERGE_SCRIPT);
  await writeFile(specFile, JSON.stringify(spec));
  let result;
  try {
    result = await runProcess(mutool, ['run', script, specFile], { signal: options.signal, timeoutMs: MUTOOL_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof ProcessTimeoutError)
      throw new ToolError('timeout', `MuPDF did not finish the merge within ${MUTOOL_TIMEOUT_MS / 1000} s.`);
    throw error;
  }
  const last = result.stdout.trim().split('\n').pop() ?? '';
  let answer: ScriptAnswer;
  try {
    answer = JSON.parse(last) as ScriptAnswer;
  } catch {
    throw new ToolError('invalid_file', `MuPDF could not merge the PDFs: ${result.stderr.trim().slice(0, 200)}`);
  }
  if (!('error' in answer)) return answer;
  if (answer.error === 'forms') return null;
  if (answer.error === 'page') {
    const pick = spec.picks![answer.pick]!;
    throw new ToolError(
      'invalid_parameter',
      `params.pages[${answer.pick}] asks for page ${pick.page} of “${names[pick.file]}”, which has ${answer.pages} pages.`,
    );
  }
  const name = names[answer.file];
  if (answer.error === 'password') {
    throw new ToolError(
      'invalid_parameter',
      `“${name}” is password-protected and the password given does not open it: type its password in the Password field and try again.`,
    );
  }
  if (answer.error === 'empty') throw new ToolError('invalid_file', `“${name}” is a PDF without pages.`);
  const detail = answer.detail?.replace(/^Error: /, '').slice(0, 200);
  throw new ToolError('invalid_file', `“${name}” is not a PDF Deckhand can read${detail ? ` (MuPDF: ${detail})` : ''}.`);
}
