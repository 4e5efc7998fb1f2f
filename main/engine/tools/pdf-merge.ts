/**
 * pdf.merge: PDFs (or pages picked from them) into one, in the order given, by qpdf; a bookmark per input named after
 * its file with the input's own bookmarks under it; the result passes `qpdf --check` before it is handed back.
 */
import { join } from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { safeFileBase, splitFileName } from '../lib/files/file-names';
import { ToolError } from '../lib/errors/tool-error';
import { readOutline, remapOutline, writeOutline, type OutlineItem } from '../lib/pdf/pdf-outline';
import { checkPdfOutput, compactRange, runQpdf } from '../lib/pdf/qpdf';
import { openPdfInput, removedNote, type OpenedPdf } from './support/pdf-input';
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

export const run: ToolRun<ParamsOf<'pdf.merge'>> = async (ctx) => {
  const { inputs, params, signal } = ctx;
  if (inputs.length < 2) throw new ToolError('invalid_parameter', 'Send two or more PDFs to merge.');
  const opened: OpenedPdf[] = [];
  for (const [i, input] of inputs.entries()) opened.push(await openPdfInput(ctx, input, i));
  const counts = opened.map((pdf) => pdf.pages);
  ctx.reportProgress(10);

  const picks: Pick[] =
    params.pages ?? inputs.flatMap((_, file) => Array.from({ length: counts[file]! }, (_, i) => ({ file, page: i + 1 })));
  for (const [i, { file, page }] of picks.entries()) {
    const name = inputs[file]?.name;
    if (name === undefined)
      throw new ToolError('invalid_parameter', `params.pages[${i}].file is ${file}, but only ${inputs.length} PDFs were sent.`);
    if (page > counts[file]!) {
      throw new ToolError('invalid_parameter', `params.pages[${i}] asks for page ${page} of “${name}”, which has ${counts[file]} pages.`);
    }
  }

  const pagesArgs = pageGroups(picks).flatMap(({ file, range }) => [opened[file]!.plain, range]);
  const joined = join(ctx.workDir, 'joined.pdf');
  await runQpdf(['--empty', '--pages', ...pagesArgs, '--', joined], { signal, name: 'the PDFs to merge' });
  ctx.reportProgress(60);

  const base = safeFileBase(splitFileName(inputs[0]!.name).base, 'document');
  const output = join(ctx.workDir, `${base}-merged.pdf`);
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
      const own = remapOutline(
        await readOutline(opened[file]!.plain, input.name, undefined, signal),
        (page) => firstPosition.get(page) ?? null,
      );
      const start = Math.min(...firstPosition.values());
      outline.push({ title: splitFileName(input.name).base, page: start, view: ['/Fit'], open: true, kids: own });
    }
    await writeOutline(joined, output, outline, join(ctx.workDir, 'outline.json'), signal);
    bookmarks = outline.length;
  } else {
    await runQpdf([joined, output], { signal, name: 'the merged PDF' });
  }
  ctx.reportProgress(90);
  await checkPdfOutput(output, signal);
  return {
    path: output,
    fileName: `${base}-merged.pdf`,
    mimeType: OFFICE_MIME.pdf,
    metadata: { ...removedNote(opened), pages: picks.length, files: inputs.length, bookmarks },
  };
};

export const engineTool = defineEngineTool({ type: 'pdf.merge', run });
