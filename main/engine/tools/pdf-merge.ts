/**
 * pdf.merge: PDFs (or pages picked from them) into one, in the order given; a bookmark per input named after its file
 * with the input's own bookmarks under it. One MuPDF process (lib/pdf/mutool-merge.ts) when mutool is installed, else
 * qpdf: two runs besides one short read per input (lib/pdf/pdf-merge-json.ts, docs/pdf-tools.md "Merge").
 */
import { join } from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { safeFileBase, splitFileName } from '../lib/files/file-names';
import { ToolError } from '../lib/errors/tool-error';
import { cleanActiveContent, describeRemoved } from '../lib/pdf/active-content';
import { addOutline, remapOutline, type OutlineItem } from '../lib/pdf/pdf-outline';
import { mergeWithMutool } from '../lib/pdf/mutool-merge';
import { locateMutool } from '../lib/pdf/mutool';
import { laterVersion, mergeToJson, readMergedJson, readPdfFacts, writeMergedPdf, type PdfFacts } from '../lib/pdf/pdf-merge-json';
import { compactRange } from '../lib/pdf/qpdf';
import { eachAtMost } from '../lib/process/each-at-most';
import { OFFICE_MIME } from '../../../shared/tools/tool-definition';
import { defineEngineTool, type ToolRun } from './tool';

interface Pick {
  file: number;
  page: number;
}

/** Consecutive pages of one file as qpdf's `--pages` groups: "a.pdf 1-3", "b.pdf 2". */
function pageGroups(picks: readonly Pick[]): Array<{ file: number; range: string }> {
  const groups: Array<{ file: number; pages: number[] }> = [];
  for (const pick of picks) {
    const last = groups[groups.length - 1];
    if (last && last.file === pick.file) last.pages.push(pick.page);
    else groups.push({ file: pick.file, pages: [pick.page] });
  }
  return groups.map(({ file, pages }) => ({ file, range: compactRange(pages) }));
}

/** Inputs read at once beside the merge run: the machines are small, and qpdf reads are short. */
const READS_AT_ONCE = 2;

type Ctx = Parameters<ToolRun<ParamsOf<'pdf.merge'>>>[0];
type Merged = { path: string; pages: number; bookmarks: number; notes: string[] };

/** mutool's path, or null when it is not installed (qpdf's path then does the merge). */
async function mutoolIfInstalled(): Promise<string | null> {
  try {
    return await locateMutool();
  } catch (error) {
    if (error instanceof ToolError && error.code === 'tool_unavailable') return null;
    throw error;
  }
}

export const run: ToolRun<ParamsOf<'pdf.merge'>> = async (ctx) => {
  const { inputs, params, workDir } = ctx;
  if (inputs.length < 2) throw new ToolError('invalid_parameter', 'Send two or more PDFs to merge.');
  for (const [i, { file }] of (params.pages ?? []).entries()) {
    if (inputs[file] === undefined)
      throw new ToolError('invalid_parameter', `params.pages[${i}].file is ${file}, but only ${inputs.length} PDFs were sent.`);
  }
  const base = safeFileBase(splitFileName(inputs[0]!.name).base, 'document');
  const output = join(workDir, `${base}-merged.pdf`);
  const mutool = await mutoolIfInstalled();
  const merged = (mutool ? await mergeByMutool(ctx, mutool, output) : null) ?? (await mergeByQpdf(ctx, output));
  ctx.reportProgress(95);
  const { pages, bookmarks, notes } = merged;
  return {
    path: output,
    fileName: `${base}-merged.pdf`,
    mimeType: OFFICE_MIME.pdf,
    metadata: { ...(notes.length > 0 ? { activeContentRemoved: notes } : {}), pages, files: inputs.length, bookmarks },
  };
};

/** Null when MuPDF leaves the merge to qpdf (an input with a form). */
async function mergeByMutool(ctx: Ctx, mutool: string, output: string): Promise<Merged | null> {
  const { inputs, params } = ctx;
  const result = await mergeWithMutool(
    mutool,
    {
      inputs: inputs.map((input) => input.path),
      titles: inputs.map((input) => splitFileName(input.name).base),
      output,
      password: params.password ?? null,
      picks: params.pages ?? null,
      clean: params.keepActiveContent !== true,
      bookmarks: params.bookmarks === true,
    },
    inputs.map((input) => input.name),
    { workDir: ctx.workDir, signal: ctx.signal },
  );
  if (!result) return null;
  const notes = result.reports.flatMap((report, i) => {
    const removed = report ? describeRemoved(report) : null;
    return removed ? [`“${inputs[i]!.name}”: ${removed}`] : [];
  });
  return { path: output, pages: result.pages, bookmarks: result.bookmarks, notes };
}

async function mergeByQpdf(ctx: Ctx, output: string): Promise<Merged> {
  const { inputs, params, signal, workDir } = ctx;
  const clean = params.keepActiveContent !== true;
  const password = params.password;

  // The merge does not wait for the inputs to be read (every page is "1-z", a pick names its pages): the two run side
  // by side, and a failed read stops the merge.
  const groups = params.pages
    ? pageGroups(params.pages).map(({ file, range }) => ({ file: inputs[file]!.path, password, range }))
    : inputs.map((input) => ({ file: input.path, password, range: '1-z' }));
  const stop = new AbortController();
  const both = AbortSignal.any([signal, stop.signal]);
  const mergedJson = join(workDir, 'merged.json');
  const merging = mergeToJson(groups, mergedJson, join(workDir, 'stream'), both);
  merging.catch(() => {}); // awaited below, after the reads, whose failures name the file
  let facts: PdfFacts[];
  try {
    facts = await eachAtMost(inputs, READS_AT_ONCE, (input) =>
      readPdfFacts(input.path, input.name, { password, objects: clean, signal: both }),
    );
  } catch (error) {
    stop.abort();
    throw error;
  }
  const counts = facts.map((fact) => fact.pages);
  const picks: Pick[] =
    params.pages ?? inputs.flatMap((_, file) => Array.from({ length: counts[file]! }, (_, i) => ({ file, page: i + 1 })));
  for (const [i, { file, page }] of picks.entries()) {
    if (page > counts[file]!) {
      stop.abort();
      throw new ToolError(
        'invalid_parameter',
        `params.pages[${i}] asks for page ${page} of “${inputs[file]!.name}”, which has ${counts[file]} pages.`,
      );
    }
  }
  const notes = clean
    ? facts.flatMap((fact, i) => {
        const removed = describeRemoved(cleanActiveContent(fact.objects ?? {}).report);
        return removed ? [`“${inputs[i]!.name}”: ${removed}`] : [];
      })
    : [];
  await merging;
  ctx.reportProgress(60);

  const merged = await readMergedJson(mergedJson);
  if (merged.pages.length !== picks.length)
    throw new Error(`qpdf merged ${merged.pages.length} pages where ${picks.length} were asked for`);
  merged.header.pdfversion = facts.reduce((version, fact) => laterVersion(version, fact.pdfVersion), '1.4');
  // What --pages carried over from the pages (link and form actions, triggers, attachments) goes too.
  if (clean) cleanActiveContent(merged.objects);

  let bookmarks = 0;
  if (params.bookmarks) {
    const outline: OutlineItem[] = [];
    for (const [file, input] of inputs.entries()) {
      // Where each of this input's pages landed first in the merged file.
      const firstPosition = new Map<number, number>();
      picks.forEach((pick, position) => {
        if (pick.file === file && !firstPosition.has(pick.page)) firstPosition.set(pick.page, position + 1);
      });
      if (firstPosition.size === 0) continue;
      const own = remapOutline(facts[file]!.outline, (page) => firstPosition.get(page) ?? null);
      const start = Math.min(...firstPosition.values());
      outline.push({ title: splitFileName(input.name).base, page: start, view: ['/Fit'], open: true, kids: own });
    }
    merged.header.maxobjectid = addOutline(merged.objects, merged.rootRef, merged.pages, outline, Number(merged.header.maxobjectid));
    bookmarks = outline.length;
  }

  await writeMergedPdf(merged, mergedJson, output, signal);
  return { path: output, pages: picks.length, bookmarks, notes };
}

export const engineTool = defineEngineTool({ type: 'pdf.merge', run });
