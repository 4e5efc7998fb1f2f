import { OpenPdfAction } from '../../shared/ui/pdf-result';
import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { KEEP_ACTIVE_CONTENT } from '../../shared/ui/keep-active-content-field';
import { PasswordField } from '../../shared/ui/password-field';
import { PdfCompressResult } from './pdf-compress-result';
import { TargetSizeField } from './target-size-field';

const pdfCompressIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M5 2.5h10v15H5z" />
    <path d="M10 4.5v4M8 6.5l2 2 2-2M10 15.5v-4M8 13.5l2-2 2 2" />
  </svg>
);

export const pdfCompressPanel = definePanel<SchemaValues>({
  id: 'pdf-compress',
  group: 'pdf',
  toolType: 'pdf.compress',
  navLabel: 'Compress PDF',
  icon: pdfCompressIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['PDF', 'PDFs'],
  actionLabel: 'Compress',
  listLabel: 'PDFs to compress',
  readyHint: 'A PDF that cannot be made smaller comes back unchanged.',
  options: schemaOptions('pdf.compress', [
    {
      name: 'level',
      label: 'Level',
      choices: [
        { value: 'quality', label: 'Best quality' },
        { value: 'balanced', label: 'Balanced' },
        { value: 'smallest', label: 'Smallest' },
      ],
      hint: 'Best quality packs the file without touching pictures; Balanced keeps pictures at 150 dpi, Smallest at 100 dpi.',
    },
    // Its label and hint are drawn by the field itself, in the window's language.
    { name: 'targetKB', label: 'Target size', Component: TargetSizeField },
    { name: 'password', label: 'Password', hint: 'Only for a PDF that needs one to open.', Component: PasswordField },
    KEEP_ACTIVE_CONTENT,
  ]),
  ResultView: PdfCompressResult,
  ResultActions: OpenPdfAction,
});
