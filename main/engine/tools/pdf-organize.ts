/**
 * pdf.organize: a PDF's pages in a new order, some turned, some taken out, by one qpdf run. Every param names pages
 * by their number in the PDF as sent; turning adds to a page's own rotation (qpdf `--rotate=+N`).
 */
import { join } from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { OFFICE_MIME } from '../../../shared/tools/tool-definition';
import { ToolError } from '../lib/errors/tool-error';
import { checkPdfOutput, compactRange, runQpdf } from '../lib/pdf/qpdf';
import { openSinglePdf, pageList, removedNote } from './support/pdf-input';
import { defineEngineTool, type ToolRun } from './tool';

const TURNS = [
  ['rotate90', 90, 'Turn 90°'],
  ['rotate180', 180, 'Turn 180°'],
  ['rotate270', 270, 'Turn 270°'],
] as const;

export const run: ToolRun<ParamsOf<'pdf.organize'>> = async (ctx) => {
  const { params, signal } = ctx;
  const pdf = await openSinglePdf(ctx);
  const order = pageList(params.order, pdf.pages, 'New order') ?? Array.from({ length: pdf.pages }, (_, i) => i + 1);
  const removed = new Set(pageList(params.remove, pdf.pages, 'Pages to take out') ?? []);
  const kept = order.filter((page) => !removed.has(page));
  if (kept.length === 0) throw new ToolError('invalid_parameter', 'Every page would be taken out: keep at least one.');

  const turnOf = new Map<number, number>();
  for (const [param, degrees, label] of TURNS) {
    for (const page of pageList(params[param], pdf.pages, label) ?? []) {
      const before = turnOf.get(page);
      if (before !== undefined && before !== degrees) {
        throw new ToolError('invalid_parameter', `Page ${page} is to be turned both ${before}° and ${degrees}°: choose one.`);
      }
      turnOf.set(page, degrees);
    }
  }
  // qpdf turns pages by their place in the result: a page placed twice is turned in both places.
  const rotateArgs = TURNS.flatMap(([, degrees]) => {
    const places = kept.flatMap((page, i) => (turnOf.get(page) === degrees ? [i + 1] : []));
    return places.length > 0 ? [`--rotate=+${degrees}:${compactRange(places)}`] : [];
  });

  const fileName = `${pdf.base}-organized.pdf`;
  const output = join(ctx.workDir, fileName);
  ctx.reportProgress(20);
  await runQpdf(['--empty', '--pages', pdf.plain, compactRange(kept), '--', ...rotateArgs, output], {
    signal,
    name: pdf.input.name,
  });
  await checkPdfOutput(output, signal);
  return {
    path: output,
    fileName,
    mimeType: OFFICE_MIME.pdf,
    metadata: {
      ...removedNote([pdf]),
      pages: kept.length,
      inputPages: pdf.pages,
      removed: pdf.pages - new Set(kept).size,
      turned: rotateArgs.length > 0 ? turnOf.size : 0,
    },
  };
};

export const engineTool = defineEngineTool({ type: 'pdf.organize', run });
