import { OpenPdfAction, PdfPagesResult } from '../../shared/ui/pdf-result';
import { definePanel } from '../../shared/panel/panel-definition';
import { pdfIcon } from './pdf-icon';

export const pdfPanel = definePanel({
  id: 'pdf',
  group: 'convert',
  toolType: 'convertor.ppt2pdf',
  navLabel: 'Convert to PDF',
  icon: pdfIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['presentation', 'presentations'],
  actionLabel: 'Convert',
  readyHint: 'Each presentation becomes a PDF of its own.',
  ResultView: PdfPagesResult,
  ResultActions: OpenPdfAction,
});
