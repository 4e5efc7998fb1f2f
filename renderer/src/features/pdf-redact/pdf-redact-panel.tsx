import { OpenPdfAction } from '../../shared/ui/pdf-result';
import { definePanel } from '../../shared/panel/panel-definition';
import { redactOptions, type RedactOptions } from './pdf-redact-options';
import { PdfRedactResult } from './pdf-redact-result';

const pdfRedactIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M4.5 2.5h11v15h-11z" />
    <rect x="6.5" y="7" width="7" height="2.5" fill="currentColor" />
    <path d="M6.5 12.5h7M6.5 15h4" />
  </svg>
);

export const pdfRedactPanel = definePanel<RedactOptions>({
  id: 'pdf-redact',
  group: 'pdf',
  toolType: 'pdf.redact',
  navLabel: 'Redact PDF',
  icon: pdfRedactIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['PDF', 'PDFs'],
  actionLabel: 'Redact',
  listLabel: 'PDFs to redact',
  readyHint: 'What is removed is taken out of the pages, not covered; the card lists what went, page by page.',
  options: redactOptions,
  ResultView: PdfRedactResult,
  ResultActions: OpenPdfAction,
});
