import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { PdfConvertActions } from './pdf-next-steps';
import { INCLUDE_HIDDEN_LABEL, PdfConvertResult } from './pdf-result';

const pdfIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M5 2.5h7l3.5 3.5v11.5H5z" />
    <path d="M12 2.5V6h3.5M7.5 10.5h5M7.5 13.5h3.5" />
  </svg>
);

export const pdfPanel = definePanel<SchemaValues>({
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
  options: schemaOptions('convertor.ppt2pdf', [
    {
      name: 'includeHidden',
      label: INCLUDE_HIDDEN_LABEL,
      hint: 'Off: slides hidden in the deck are left out of the PDF, as in a slide show.',
    },
  ]),
  ResultView: PdfConvertResult,
  ResultActions: PdfConvertActions,
});
