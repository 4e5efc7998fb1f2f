import { OpenPdfAction } from '../../shared/ui/pdf-result';
import { definePanel } from '../../shared/panel/panel-definition';
import { pageOptions, type PageOptions } from '../../shared/pdf-pages/page-options';
import { KEEP_ACTIVE_CONTENT } from '../../shared/ui/keep-active-content-field';
import { PasswordField } from '../../shared/ui/password-field';
import { PdfMergeResult } from './pdf-merge-result';

const pdfMergeIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M3 2.5h5.5v7H3zM11.5 2.5H17v7h-5.5z" />
    <path d="M5.75 9.5v2.5L10 14.5l4.25-2.5V9.5M10 14.5v3" />
  </svg>
);

export const pdfMergePanel = definePanel<PageOptions>({
  id: 'pdf-merge',
  group: 'pdf',
  toolType: 'pdf.merge',
  navLabel: 'Merge PDFs',
  icon: pdfMergeIcon,
  batch: 'together',
  ordered: true,
  fileNoun: ['PDF', 'PDFs'],
  actionLabel: 'Merge',
  listLabel: 'PDFs to merge',
  readyHint: 'The PDFs are joined in this order.',
  options: pageOptions('merge', 'pdf.merge', [
    { name: 'bookmarks', label: 'A bookmark per file', hint: 'Named after the file, with its own bookmarks under it.' },
    { name: 'password', label: 'Password', hint: 'Only for PDFs that need one to open.', Component: PasswordField },
    KEEP_ACTIVE_CONTENT,
  ]),
  ResultView: PdfMergeResult,
  ResultActions: OpenPdfAction,
});
