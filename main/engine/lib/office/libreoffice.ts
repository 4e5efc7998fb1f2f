/**
 * Headless LibreOffice for conversions. Each run gets its own user profile: two `soffice` processes sharing a profile
 * make one of them exit with no output (see docs/toolchain.md), and a per-job profile also keeps a crashed
 * run's recovery state away from the next one.
 */
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { ToolError } from '../errors/tool-error';
import { locateProgram } from '../process/program-registry';
import type { FileFormat } from '../formats/file-format';
import { prepareLibreOfficeInput } from './libreoffice-input';
import { writeLockedDownProfile } from './libreoffice-profile';
import { officeArgs, officeEnv, type WarmOffice } from './office-standby';
import { exitDescription, stoppedFailure } from '../process/process-exit';
import { lastLines, ProcessTimeoutError, runProcess } from '../process/process-runner';

export const SOFFICE_TIMEOUT_MS = 5 * 60_000;

/** `DECKHAND_SOFFICE`, then `soffice`/`libreoffice` on PATH, then the usual install folders (lib/process/program-registry.ts). */
export const locateSoffice = (): Promise<string> => locateProgram('libreoffice');

/** soffice, checked to have the module a task needs (Writer for documents, Impress for decks; the registry's `partOf`). */
export const locateLibreOfficeWriter = (): Promise<string> => locateProgram('libreoffice-writer');
export const locateLibreOfficeImpress = (): Promise<string> => locateProgram('libreoffice-impress');

/** LibreOffice's Impress PDF export, as a `--convert-to` target: a presentation's pages as the slides. */
export const IMPRESS_PDF_EXPORT = 'pdf:impress_pdf_Export';

export interface ConvertOptions {
  /** The file to convert. */
  input: string;
  /** What the file is, when the caller decided it (a damaged package); else it is sniffed. Picks the import filter. */
  format?: FileFormat;
  /** The name the user knows the file by, for messages. */
  displayName: string;
  /** A private directory for this job: the profile and the output go inside it. */
  jobDir: string;
  /** `--convert-to` target, e.g. `pdf` or `pdf:impress_pdf_Export`. */
  convertTo: string;
  /** Extension of the expected output, e.g. `.pdf`. */
  outputExtension: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** A LibreOffice already running (office-standby.ts) to do the conversion in; it is ended afterwards either way. */
  warm?: WarmOffice;
}

/** Converts `input`; returns the output file path. Every failure a person can act on is a ToolError. */
export async function convertWithLibreOffice(options: ConvertOptions): Promise<string> {
  try {
    return await convert(options);
  } finally {
    // Whatever a standby did, it does nothing else (it normally exits by itself once done).
    options.warm?.end();
  }
}

async function convert(options: ConvertOptions): Promise<string> {
  const soffice = await locateSoffice();
  const timeoutMs = options.timeoutMs ?? SOFFICE_TIMEOUT_MS;
  const profileDir = options.warm?.profileDir ?? path.join(options.jobDir, 'lo-profile');
  const outDir = path.join(options.jobDir, 'lo-out');
  const safeDir = path.join(options.jobDir, 'lo-safe');
  await Promise.all([
    mkdir(outDir, { recursive: true }),
    mkdir(safeDir, { recursive: true }),
    options.warm ? undefined : writeLockedDownProfile(profileDir),
  ]);
  // Untrusted input: links to local files and the network must lead nowhere before LibreOffice opens it, and it is
  // opened with its own format's filter, never guessed.
  const prepared = await prepareLibreOfficeInput(options.input, safeDir, options.displayName, options.format);
  const input = prepared.path;

  const args = [...officeArgs(profileDir), `--infilter=${prepared.filter}`, '--convert-to', options.convertTo, '--outdir', outDir, input];
  let result;
  try {
    result = await runProcess(soffice, args, {
      signal: options.signal,
      timeoutMs,
      killTree: true,
      cwd: options.jobDir,
      env: officeEnv(),
    });
  } catch (error) {
    if (error instanceof ProcessTimeoutError) {
      const minutes = Math.round(timeoutMs / 60_000);
      throw new ToolError('timeout', `Converting “${options.displayName}” took longer than ${minutes} minutes and was stopped.`, {
        reason: { code: 'conversion-timeout', params: { file: options.displayName, minutes } },
      });
    }
    throw error;
  }

  const expected = path.basename(input, path.extname(input)) + options.outputExtension;
  const produced = (await readdir(outDir)).find((name) => name === expected);
  if (produced) return path.join(outDir, produced);

  const detail = lastLines(result.stderr.replace(/^.*javaldx.*$/gm, ''), 2);
  if (result.exitCode === 0 || /could not be loaded/i.test(result.stderr)) {
    // LibreOffice exits 0 without output when the input is unreadable ("source file could not be loaded").
    throw new ToolError(
      'invalid_file',
      `LibreOffice could not open “${options.displayName}”: the file is damaged, password-protected or not a format it reads.`,
      { reason: { code: 'office-unreadable', params: { file: options.displayName } } },
    );
  }
  const stopped = stoppedFailure('LibreOffice', options.displayName, result);
  if (stopped) throw stopped;
  throw new ToolError(
    'conversion_failed',
    `LibreOffice failed to convert “${options.displayName}” (${exitDescription(result)})${detail ? `: ${detail}` : '.'}`,
  );
}
