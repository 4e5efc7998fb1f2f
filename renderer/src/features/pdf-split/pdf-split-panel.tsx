import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { KEEP_ACTIVE_CONTENT } from '../../shared/ui/keep-active-content-field';
import { PasswordField } from '../../shared/ui/password-field';
import { PdfPartsResult } from './pdf-split-result';

const pdfSplitIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M4 2.5h7.5v6H4zM8.5 11.5H16v6H8.5z" />
    <path d="M7.75 8.5v1.5l4.5 1.5" />
  </svg>
);

export const pdfSplitPanel = definePanel<SchemaValues>({
  id: 'pdf-split',
  group: 'pdf',
  toolType: 'pdf.split',
  navLabel: 'Split PDF',
  icon: pdfSplitIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['PDF', 'PDFs'],
  actionLabel: 'Split',
  listLabel: 'PDFs to split',
  readyHint: 'Each PDF becomes a ZIP of smaller PDFs, named by their pages.',
  options: schemaOptions(
    'pdf.split',
    [
      {
        name: 'mode',
        label: 'Split',
        choices: [
          { value: 'ranges', label: 'By ranges' },
          { value: 'every', label: 'Every few pages' },
          { value: 'pages', label: 'A file per page' },
          { value: 'bookmarks', label: 'By bookmarks' },
        ],
      },
      { name: 'ranges', label: 'Ranges', hint: 'By ranges: one file per range, such as “1-3, 4-6, 7-” (7- is to the end).' },
      { name: 'every', label: 'Pages per file', hint: 'Every few pages: this many pages in each file.' },
      { name: 'password', label: 'Password', hint: 'Only for a PDF that needs one to open.', Component: PasswordField },
      KEEP_ACTIVE_CONTENT,
    ],
    {
      blocker: (values) =>
        values.mode === 'ranges' && !String(values.ranges ?? '').trim() ? 'Type the ranges to split by, such as “1-3, 4-6, 7-”.' : null,
    },
  ),
  ResultView: PdfPartsResult,
});
