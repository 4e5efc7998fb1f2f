/**
 * pdf.stamp: page numbers and a text or picture watermark. The stamp layer (lib/pdf/stamp-pages.ts) is laid over each page by
 * qpdf's `--overlay`, which fits it to the page as shown, turned pages included; the output passes `qpdf --check`.
 */
import { join } from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { OFFICE_MIME } from '../../../shared/tools/tool-definition';
import { pageSizes } from '../lib/pdf/page-sizes';
import { checkPdfOutput, runQpdf } from '../lib/pdf/qpdf';
import { writeStampPdf } from '../lib/pdf/stamp-pages';
import { stampPicture } from '../lib/pdf/stamp-picture';
import { openSinglePdf, pageList, removedNote } from './support/pdf-input';
import { defineEngineTool, type ToolRun } from './tool';

type Params = ParamsOf<'pdf.stamp'>;

/** "3", "3 / 12", "Page 3 of 12" for each page; null on a page without a number. */
export function pageLabels(
  params: Pick<Params, 'pageNumbers' | 'numberFormat' | 'startAt' | 'skipFirst'>,
  pages: number,
): Array<string | null> {
  const total = params.startAt + pages - 1;
  return Array.from({ length: pages }, (_, i) => {
    if (!params.pageNumbers || (params.skipFirst && i === 0)) return null;
    const n = params.startAt + i;
    if (params.numberFormat === 'n') return String(n);
    return params.numberFormat === 'n / total' ? `${n} / ${total}` : `Page ${n} of ${total}`;
  });
}

export const run: ToolRun<Params> = async (ctx) => {
  const { params, signal } = ctx;
  // A picture that is not one fails before the PDF is opened.
  const picture = params.watermarkPicture ? await stampPicture(params.watermarkPicture) : null;
  const pdf = await openSinglePdf(ctx);
  const plain = pdf.plain;
  const sizes = await pageSizes(plain, pdf.pages, signal);
  ctx.reportProgress(20);
  const watermark = params.watermark?.trim() || null;
  const marked = pageList(params.watermarkPages, pdf.pages, 'Watermark pages');
  const stamp = join(ctx.workDir, 'stamp.pdf');
  await writeStampPdf(stamp, sizes, {
    numbers: pageLabels(params, pdf.pages),
    position: params.position,
    fontSize: params.fontSize,
    watermark:
      watermark || picture
        ? {
            text: watermark,
            picture: picture ? { picture, size: params.pictureSize } : null,
            opacity: params.opacity,
            angle: params.angle,
            pages: marked ? new Set(marked) : null,
          }
        : null,
  });
  ctx.reportProgress(60);
  const fileName = `${pdf.base}-stamped.pdf`;
  const output = join(ctx.workDir, fileName);
  await runQpdf([plain, '--overlay', stamp, '--to=1-z', '--from=1-z', '--', output], { signal, name: pdf.input.name });
  await checkPdfOutput(output, signal);
  return {
    path: output,
    fileName,
    mimeType: OFFICE_MIME.pdf,
    metadata: {
      ...removedNote([pdf]),
      pages: pdf.pages,
      numbered: params.pageNumbers ? pdf.pages - (params.skipFirst ? 1 : 0) : 0,
      watermark: Boolean(watermark),
      watermarkPicture: Boolean(picture),
      watermarked: watermark || picture ? (marked ? new Set(marked).size : pdf.pages) : 0,
    },
  };
};

export const engineTool = defineEngineTool({ type: 'pdf.stamp', run });
