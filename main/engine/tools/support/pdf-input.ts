/** What the PDF tools share: opening their inputs, reading the page lists people typed, naming the output. */
import { join } from 'node:path';
import { safeFileBase, splitFileName } from '../../lib/files/file-names';
import { ToolError } from '../../lib/errors/tool-error';
import { describeRemoved, withoutActiveContent } from '../../lib/pdf/active-content';
import { openPdf, passwordArgs, runQpdf } from '../../lib/pdf/qpdf';
import { pagesOf, parsePageRanges } from '../../../../shared/tools/page-ranges';
import type { ToolContext, ToolInput } from '../tool';

export interface OpenedPdf {
  input: ToolInput;
  pages: number;
  /** The input's name without extension, safe for the output's: "Board pack". */
  base: string;
  /** An unlocked copy without active content (lib/pdf/active-content.ts): what the tool works on. */
  plain: string;
  /** What was taken out ("1 JavaScript action, 1 embedded file"), or null. */
  removed: string | null;
}

/**
 * One input opened (a damaged, locked or pretend PDF fails here with its reason) and copied unlocked, without its
 * scripts, launch actions and embedded files unless the task asks to keep them, into the work folder as
 * `plain-<index>.pdf`.
 */
type PdfParams = { password?: string | undefined; keepActiveContent?: boolean | undefined };

export async function openPdfInput(ctx: ToolContext<PdfParams>, input: ToolInput, index: number): Promise<OpenedPdf> {
  const pages = await openPdf(input.path, input.name, ctx.params.password, ctx.signal);
  const plain = join(ctx.workDir, `plain-${index}.pdf`);
  const base = safeFileBase(splitFileName(input.name).base, 'document');
  if (ctx.params.keepActiveContent === true) {
    // Asked to keep it: only unlocked, as every tool's copy is.
    await runQpdf([...passwordArgs(ctx.params.password), '--decrypt', input.path, plain], { signal: ctx.signal, name: input.name });
    return { input, pages, base, plain, removed: null };
  }
  const report = await withoutActiveContent(input.path, plain, {
    password: ctx.params.password,
    name: input.name,
    scratchJson: join(ctx.workDir, `active-content-${index}.json`),
    signal: ctx.signal,
  });
  return { input, pages, base, plain, removed: describeRemoved(report) };
}

/** The task's one PDF, opened as openPdfInput does. */
export async function openSinglePdf(ctx: ToolContext<PdfParams>): Promise<OpenedPdf> {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one PDF file.');
  return openPdfInput(ctx, input, 0);
}

/** The result metadata's note of active content taken out of the inputs, when any was. */
export function removedNote(opened: readonly OpenedPdf[]): { activeContentRemoved?: string[] } {
  const notes = opened.flatMap((pdf) => (pdf.removed ? [`“${pdf.input.name}”: ${pdf.removed}`] : []));
  return notes.length > 0 ? { activeContentRemoved: notes } : {};
}

/** The pages a page-list param names, against the PDF's page count; `what` names the param in the message. */
export function pageList(text: string | undefined, pages: number, what: string): number[] | null {
  if (text === undefined || text.trim() === '') return null;
  const ranges = parsePageRanges(text);
  const resolved = typeof ranges === 'string' ? ranges : pagesOf(ranges, pages);
  if (typeof resolved === 'string') throw new ToolError('invalid_parameter', `${what}: ${resolved}`);
  return resolved;
}
