import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool } from '../tool-definition';
import { pdfKeepActiveContent, pdfPassword } from './pdf-common';
import { paramCheck } from '../param-checks';

const newPassword = (description: string) => z.string().min(1).max(127).optional().describe(description);

export const pdfProtect = defineTool({
  type: 'pdf.protect',
  title: 'Protect a PDF',
  summary: 'Lock a PDF with a password (AES-256): one to open it, and one that guards printing, copying and changes.',
  extensions: ['.pdf'],
  mimeTypes: [OFFICE_MIME.pdf],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: z
    .object({
      openPassword: newPassword('Needed to open the PDF; empty = it opens without one'),
      ownerPassword: newPassword('Needed to lift the limits below; default the open password'),
      allowPrint: z.boolean().default(true),
      allowCopy: z.boolean().default(true),
      allowChanges: z.boolean().default(true),
      password: pdfPassword,
      keepActiveContent: pdfKeepActiveContent,
    })
    .strict(),
  crossCheck: (params) =>
    params.openPassword || params.ownerPassword
      ? null
      : paramCheck('protectPassword', 'Give a password to open the PDF, or one that guards its limits (or both).'),
  output: { kind: 'file', extension: '.pdf', mimeType: OFFICE_MIME.pdf },
  outputSuffix: 'protected',
  sdkResult: 'file',
  timeout: 'standard',
  requires: ['qpdf'],
  inspect: 'none',
  panel: 'pdf-protect',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});

export const pdfUnlock = defineTool({
  type: 'pdf.unlock',
  title: 'Unlock a PDF',
  summary: 'Remove the password of a PDF whose password you know, and the limits on printing and copying.',
  extensions: ['.pdf'],
  mimeTypes: [OFFICE_MIME.pdf],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: z
    .object({
      password: z.string().max(1024).optional().describe('The PDF’s password (not needed when it opens without one)'),
    })
    .strict(),
  output: { kind: 'file', extension: '.pdf', mimeType: OFFICE_MIME.pdf },
  outputSuffix: 'unlocked',
  sdkResult: 'file',
  timeout: 'standard',
  requires: ['qpdf'],
  inspect: 'none',
  panel: 'pdf-unlock',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});
