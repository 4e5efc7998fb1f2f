/**
 * qpdf, the PDF tools' page and structure program (merge, split, rotate, encrypt, overlay, repair): Debian's `qpdf`
 * package, run as a separate process with a time limit like every program here. `DECKHAND_QPDF` may name its path.
 * Its exit codes (docs/pdf-tools.md): 0 done, 3 done with warnings (a repaired xref table), 2 failed.
 */
import { ToolError } from '../errors/tool-error';
import { locateProgram } from '../process/program-registry';
import { ProcessTimeoutError, runProcess } from '../process/process-runner';

/** Found through the program registry (lib/process/program-registry.ts), DECKHAND_QPDF first. */
export const locateQpdf = (): Promise<string> => locateProgram('qpdf');

/** A bound for one qpdf run on files of ordinary size; page work on a 10,000-page file stays well inside it. */
export const QPDF_TIMEOUT_MS = 180_000;

export interface QpdfRun {
  stdout: string;
  /** qpdf's warnings (exit code 3): the file was repaired, or something was left out. */
  warnings: string;
}

/** What a failed qpdf run says about the PDF `name`, in the user's words. */
function failureFor(stderr: string, name: string): ToolError {
  if (/invalid password/i.test(stderr)) {
    return new ToolError(
      'invalid_parameter',
      `“${name}” is password-protected and the password given does not open it: type its password in the Password field and try again.`,
      { reason: { code: 'pdf-password', params: { file: name } } },
    );
  }
  const detail = stderr
    .split('\n')
    .map((line) => line.replace(/^(qpdf|WARNING): /, '').trim())
    .find((line) => line && !/^operation succeeded/i.test(line));
  const said = detail ? detail.slice(0, 200) : '';
  return new ToolError('invalid_file', `“${name}” is not a PDF Deckhand can read${said ? ` (qpdf: ${said})` : ''}.`, {
    // qpdf's own words stay as they are, inside a client's sentence.
    reason: { code: 'pdf-unreadable', params: { file: name, detail: said } },
  });
}

/**
 * Runs qpdf; throws ToolError naming `name` (the user's file) when it fails, `timeout` when it runs past its bound.
 * stdout is collected up to `maxStdoutBytes` (the JSON of a large file's outline can be long).
 */
export async function runQpdf(
  args: readonly string[],
  options: { signal: AbortSignal; name: string; timeoutMs?: number; maxStdoutBytes?: number },
): Promise<QpdfRun> {
  const qpdf = await locateQpdf();
  const timeoutMs = options.timeoutMs ?? QPDF_TIMEOUT_MS;
  try {
    const result = await runProcess(qpdf, args, {
      signal: options.signal,
      timeoutMs,
      maxStdoutBytes: options.maxStdoutBytes ?? 64 * 1024 * 1024,
    });
    if (result.exitCode === 0 || result.exitCode === 3) return { stdout: result.stdout, warnings: result.stderr };
    throw failureFor(result.stderr, options.name);
  } catch (error) {
    if (error instanceof ProcessTimeoutError) {
      throw new ToolError('timeout', `qpdf did not finish “${options.name}” within ${Math.round(timeoutMs / 1000)} s.`);
    }
    throw error;
  }
}

/** "1,2,3,7,6" → "1-3,7,6": a long pick stays within one argument's length limit. */
export function compactRange(pages: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < pages.length;) {
    let j = i;
    while (j + 1 < pages.length && pages[j + 1] === pages[j]! + 1) j += 1;
    parts.push(j > i ? `${pages[i]}-${pages[j]}` : String(pages[i]));
    i = j + 1;
  }
  return parts.join(',');
}

/** `--password=…` for qpdf, or nothing when no password was given (an empty user password opens without one). */
export function passwordArgs(password: string | undefined): string[] {
  return password ? [`--password=${password}`] : [];
}

/**
 * Opens a PDF the way every PDF tool does first: its page count, or a ToolError saying it is not a PDF, is damaged
 * past repair, or needs a password it was not given. qpdf repairs a broken xref table as it reads (exit 3).
 */
export async function openPdf(file: string, name: string, password: string | undefined, signal: AbortSignal): Promise<number> {
  const { stdout } = await runQpdf([...passwordArgs(password), '--show-npages', file], { signal, name });
  const pages = Number(stdout.trim());
  if (!Number.isInteger(pages) || pages < 1) throw new ToolError('invalid_file', `“${name}” is a PDF without pages.`);
  return pages;
}

/**
 * The check every PDF tool runs on its own output before handing it back (`qpdf --check`): a structure qpdf finds
 * broken is Deckhand's fault, so it fails the task instead of passing the file on.
 */
export async function checkPdfOutput(file: string, signal: AbortSignal, password?: string): Promise<void> {
  const qpdf = await locateQpdf();
  const result = await runProcess(qpdf, [...passwordArgs(password), '--check', file], {
    signal,
    timeoutMs: QPDF_TIMEOUT_MS,
    maxStdoutBytes: 64 * 1024,
  });
  if (result.exitCode !== 0) {
    throw new Error(`qpdf --check found the output damaged: ${(result.stderr || result.stdout).slice(0, 500)}`);
  }
}

/** The page objects of a PDF, in page order, as qpdf's JSON names them ("12 0 R"). */
export async function pageObjects(file: string, signal: AbortSignal): Promise<string[]> {
  const { stdout } = await runQpdf(['--json', '--json-key=pages', file], { signal, name: 'the merged PDF' });
  const json = JSON.parse(stdout) as { pages: Array<{ object: string }> };
  return json.pages.map((page) => page.object);
}

/** Most bytes of qpdf's JSON of every object a tool reads (`--json-output --json-stream-data=none`). */
export const MAX_OBJECTS_JSON_BYTES = 512 * 1024 * 1024;

/**
 * qpdf's JSON v2 of every object, as `[header, objects]`; a PDF whose structure alone is larger than
 * MAX_OBJECTS_JSON_BYTES (the output was cut there) is refused in words rather than failing on broken JSON.
 */
export function parseObjects<T>(json: string, name: string): [Record<string, unknown>, Record<string, T>] {
  try {
    return (JSON.parse(json) as { qpdf: [Record<string, unknown>, Record<string, T>] }).qpdf;
  } catch {
    throw new ToolError(
      'invalid_file',
      `“${name}” has more structure than Deckhand reads (over ${MAX_OBJECTS_JSON_BYTES / 1024 / 1024} MB of objects).`,
    );
  }
}
