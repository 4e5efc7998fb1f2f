/** pdf.unlock: a PDF whose password the user knows, written again without encryption by qpdf (`--decrypt`). */
import { join } from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { OFFICE_MIME } from '../../../shared/tools/tool-definition';
import { ToolError } from '../lib/errors/tool-error';
import { checkPdfOutput, locateQpdf, runQpdf } from '../lib/pdf/qpdf';
import { runProcess } from '../lib/process/process-runner';
import { openSinglePdf, removedNote } from './support/pdf-input';
import { defineEngineTool, type ToolRun } from './tool';

export const run: ToolRun<ParamsOf<'pdf.unlock'>> = async (ctx) => {
  const { signal } = ctx;
  const pdf = await openSinglePdf(ctx);
  // `--is-encrypted` exits 0 for an encrypted file and 2 for one that is not.
  const probe = await runProcess(await locateQpdf(), ['--is-encrypted', pdf.input.path], { signal, timeoutMs: 60_000 });
  if (probe.exitCode === 2) throw new ToolError('invalid_file', `“${pdf.input.name}” has no password or limits to remove.`);
  const fileName = `${pdf.base}-unlocked.pdf`;
  const output = join(ctx.workDir, fileName);
  await runQpdf([pdf.plain, output], { signal, name: pdf.input.name });
  await checkPdfOutput(output, signal);
  return { path: output, fileName, mimeType: OFFICE_MIME.pdf, metadata: { ...removedNote([pdf]), pages: pdf.pages } };
};

export const engineTool = defineEngineTool({ type: 'pdf.unlock', run });
