import { OpenPdfAction, PdfPagesResult } from '../../shared/ui/pdf-result';
import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { PasswordField } from '../../shared/ui/password-field';

const pdfUnlockIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="4.5" y="9" width="11" height="8.5" rx="1.5" />
    <path d="M7 9V6.5a3 3 0 0 1 5.8-1.1M10 12.5v2" />
  </svg>
);

export const pdfUnlockPanel = definePanel<SchemaValues>({
  id: 'pdf-unlock',
  group: 'pdf',
  toolType: 'pdf.unlock',
  navLabel: 'Unlock PDF',
  icon: pdfUnlockIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['PDF', 'PDFs'],
  actionLabel: 'Unlock',
  listLabel: 'PDFs to unlock',
  readyHint: 'Each PDF is saved again without its password and limits.',
  options: schemaOptions('pdf.unlock', [
    {
      name: 'password',
      label: 'Password',
      hint: 'The PDF’s password; empty for one that only limits printing or copying.',
      Component: PasswordField,
    },
  ]),
  ResultView: PdfPagesResult,
  ResultActions: OpenPdfAction,
});
