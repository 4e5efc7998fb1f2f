import { OpenPdfAction } from '../../shared/ui/pdf-result';
import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { pdfIcon } from './pdf-icon';
import { INCLUDE_HIDDEN_LABEL, PdfConvertResult } from './pdf-result';

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
  ResultActions: OpenPdfAction,
});
