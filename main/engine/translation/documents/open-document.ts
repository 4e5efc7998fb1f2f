import { extname } from 'node:path';
import type { ToolInput } from '../../lib/files/tool-input';
import { ToolError } from '../../lib/errors/tool-error';
import type { OpenedDocument } from './opened-document';
import { openDocx } from './docx-text';
import { openPdf } from './pdf-text';
import { openPptx } from './pptx-text';
import { openXlsx } from './xlsx-text';
import type { TargetStyle } from './text-plan';

export type TranslatableKind = 'pptx' | 'docx' | 'xlsx' | 'pdf';

/** What the local engine translates; Keynote goes to the cloud service or through a .pptx export. */
export function translatableKind(name: string): TranslatableKind {
  const ext = extname(name).toLowerCase();
  if (ext === '.pptx' || ext === '.docx' || ext === '.xlsx' || ext === '.pdf') return ext.slice(1) as TranslatableKind;
  if (ext === '.key') {
    throw new ToolError(
      'unsupported_format',
      `“${name}” is a Keynote file: export it as .pptx from Keynote, or use the DeckFlow cloud service.`,
    );
  }
  throw new ToolError('unsupported_format', `“${name}” cannot be translated here: send a .pptx, .docx, .xlsx or a PDF with text.`);
}

export async function openDocument(
  kind: TranslatableKind,
  input: ToolInput,
  style: TargetStyle & { to: string },
  workDir: string,
  signal: AbortSignal,
): Promise<OpenedDocument> {
  switch (kind) {
    case 'pptx':
      return openPptx(input.path, input.name, style);
    case 'docx':
      return openDocx(input.path, input.name, style, style.to);
    case 'xlsx':
      return openXlsx(input.path, input.name, style);
    case 'pdf':
      return openPdf(input.path, input.name, style, workDir, signal);
  }
}
