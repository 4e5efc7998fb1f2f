import { OpenPdfAction } from '../../shared/ui/pdf-result';
import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { KEEP_ACTIVE_CONTENT } from '../../shared/ui/keep-active-content-field';
import { PasswordField } from '../../shared/ui/password-field';

const pdfProtectIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="4.5" y="9" width="11" height="8.5" rx="1.5" />
    <path d="M7 9V6.5a3 3 0 0 1 6 0V9M10 12.5v2" />
  </svg>
);

export const pdfProtectPanel = definePanel<SchemaValues>({
  id: 'pdf-protect',
  group: 'pdf',
  toolType: 'pdf.protect',
  navLabel: 'Protect PDF',
  icon: pdfProtectIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['PDF', 'PDFs'],
  actionLabel: 'Protect',
  listLabel: 'PDFs to protect',
  readyHint: 'Each PDF is locked with AES-256.',
  options: schemaOptions(
    'pdf.protect',
    [
      { name: 'openPassword', label: 'Password to open', hint: 'Empty: the PDF opens without one.', Component: PasswordField },
      {
        name: 'ownerPassword',
        label: 'Password for the limits',
        hint: 'Lifts the limits below; empty: the password to open does.',
        Component: PasswordField,
      },
      { name: 'allowPrint', label: 'Allow printing' },
      { name: 'allowCopy', label: 'Allow copying text and pictures' },
      { name: 'allowChanges', label: 'Allow changes' },
      { name: 'password', label: 'Current password', hint: 'Only for a PDF that already needs one to open.', Component: PasswordField },
      KEEP_ACTIVE_CONTENT,
    ],
    {
      blocker: (values) =>
        String(values.openPassword ?? '').trim() || String(values.ownerPassword ?? '').trim()
          ? null
          : 'Type a password to open the PDF, or one for its limits (or both).',
    },
  ),
  ResultActions: OpenPdfAction,
});
