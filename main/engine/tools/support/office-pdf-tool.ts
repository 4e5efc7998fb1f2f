/** The run of a converter to PDF through LibreOffice: one input, the PDF with its page count, the input's size. */
import { stat } from 'node:fs/promises';
import type { ToolContext, ToolRun } from '../tool';
import type { ToolInput } from '../../lib/files/tool-input';
import { ToolError } from '../../lib/errors/tool-error';
import { officeToPdf } from '../../lib/office/office-to-pdf';
import type { OfficeKind } from '../../lib/office/office-to-pdf';

export interface OfficePdfTool {
  kind: OfficeKind;
  /** The refusal when no file came: "Send one document." */
  missing: string;
  /** Throws a ToolError when the PDF shows LibreOffice could not really read the input. */
  check?: (pdf: string, input: ToolInput, ctx: ToolContext) => Promise<void>;
}

export function officePdfRun(tool: OfficePdfTool): ToolRun {
  return async (ctx) => {
    const input = ctx.inputs[0];
    if (!input) throw new ToolError('invalid_parameter', tool.missing);
    ctx.reportProgress(5);
    const { pdf, pages, base } = await officeToPdf({ input, kind: tool.kind, workDir: ctx.workDir, signal: ctx.signal });
    await tool.check?.(pdf, input, ctx);
    const size = (await stat(pdf)).size;
    ctx.reportProgress(100);
    return {
      path: pdf,
      fileName: `${base}.pdf`,
      mimeType: 'application/pdf',
      metadata: { pages, inputSize: input.size },
      preview: { bytes: size },
    };
  };
}
