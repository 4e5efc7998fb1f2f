/**
 * Ghostscript's pdfwrite, for what qpdf cannot do: re-encoding and downsampling pictures, subsetting fonts. Run as a
 * separate process (it is AGPL) with `-dSAFER` and a time limit. `DECKHAND_GHOSTSCRIPT` may name its path.
 */
import { ToolError } from '../errors/tool-error';
import { locateProgram } from '../process/program-registry';
import { ProcessTimeoutError, runProcess } from '../process/process-runner';

/** Found through the program registry (lib/process/program-registry.ts), DECKHAND_GHOSTSCRIPT first. */
export const locateGhostscript = (): Promise<string> => locateProgram('ghostscript');

/** Rewrites `input` into `output` with pdfwrite and these settings; throws ToolError when Ghostscript fails or hangs. */
export async function ghostscriptPdfwrite(
  input: string,
  output: string,
  settings: readonly string[],
  options: { signal: AbortSignal; name: string; timeoutMs?: number },
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 300_000;
  const args = ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=pdfwrite', ...settings, `-sOutputFile=${output}`, input];
  try {
    const result = await runProcess(await locateGhostscript(), args, { signal: options.signal, timeoutMs, maxStdoutBytes: 64 * 1024 });
    if (result.exitCode !== 0) {
      const detail = (result.stderr || result.stdout).trim().split('\n')[0] ?? '';
      throw new ToolError('invalid_file', `Ghostscript could not rewrite “${options.name}”${detail ? ` (${detail.slice(0, 200)})` : ''}.`);
    }
  } catch (error) {
    if (error instanceof ProcessTimeoutError) {
      throw new ToolError('timeout', `Ghostscript did not finish “${options.name}” within ${Math.round(timeoutMs / 1000)} s.`);
    }
    throw error;
  }
}
