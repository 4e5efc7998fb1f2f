import { OpenPdfAction, PdfPagesResult } from '../../shared/ui/pdf-result';
import { definePanel } from '../../shared/panel/panel-definition';
import { wordPdfIcon } from './word-pdf-icon';

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
