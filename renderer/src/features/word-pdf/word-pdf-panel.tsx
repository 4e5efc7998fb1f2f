import { OpenPdfAction, PdfPagesResult } from '../../shared/ui/pdf-result';
import { definePanel } from '../../shared/panel/panel-definition';

const wordPdfIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M5 2.5h7l3.5 3.5v11.5H5z" />
    <path d="M12 2.5V6h3.5M7 9l1 4.5 1.5-3.5 1.5 3.5 1-4.5" />
  </svg>
);

export const wordPdfPanel = definePanel({
  id: 'word-pdf',
  group: 'convert',
  toolType: 'convertor.doc2pdf',
  navLabel: 'Word to PDF',
  icon: wordPdfIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['document', 'documents'],
  actionLabel: 'Convert',
  readyHint: 'Each document becomes a PDF of its own.',
  ResultView: PdfPagesResult,
  ResultActions: OpenPdfAction,
});
