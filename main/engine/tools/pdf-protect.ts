/**
 * pdf.protect: AES-256 encryption by qpdf (`--encrypt user owner 256`). Without an owner password the open password
 * guards the limits too; limits asked for with no password at all would be no limits, so the definition refuses that.
 */
import { join } from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { OFFICE_MIME } from '../../../shared/tools/tool-definition';
import { checkPdfOutput, runQpdf } from '../lib/pdf/qpdf';
import { openSinglePdf, removedNote } from './support/pdf-input';
import { defineEngineTool, type ToolRun } from './tool';

export const run: ToolRun<ParamsOf<'pdf.protect'>> = async (ctx) => {
  const { params, signal } = ctx;
  const pdf = await openSinglePdf(ctx);
  const user = params.openPassword ?? '';
  const owner = params.ownerPassword ?? user;
  const limits = [
    `--print=${params.allowPrint ? 'full' : 'none'}`,
    `--extract=${params.allowCopy ? 'y' : 'n'}`,
    `--modify=${params.allowChanges ? 'all' : 'none'}`,
  ];
  const fileName = `${pdf.base}-protected.pdf`;
  const output = join(ctx.workDir, fileName);
  await runQpdf([pdf.plain, '--encrypt', user, owner, '256', ...limits, '--', output], {
    signal,
    name: pdf.input.name,
  });
  await checkPdfOutput(output, signal, owner);
  return {
    path: output,
    fileName,
    mimeType: OFFICE_MIME.pdf,
    metadata: {
      ...removedNote([pdf]),
      pages: pdf.pages,
      encryption: 'AES-256',
      opensWithPassword: user !== '',
      limits: { print: params.allowPrint, copy: params.allowCopy, changes: params.allowChanges },
    },
  };
};

export const engineTool = defineEngineTool({ type: 'pdf.protect', run });
