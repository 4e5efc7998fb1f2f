import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { pdfPicturesIcon } from './pdf-pictures-icon';
import { PdfPicturesResult } from './pdf-pictures-result';

export const pdfPicturesPanel = definePanel<SchemaValues>({
  id: 'pdf-pictures',
  group: 'media',
  toolType: 'convertor.pdf2image',
  navLabel: 'PDF to pictures',
  icon: pdfPicturesIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['PDF', 'PDFs'],
  actionLabel: 'Render',
  listLabel: 'PDFs to render',
  readyHint: 'Each PDF becomes a ZIP with one picture per page.',
  options: schemaOptions('convertor.pdf2image', [
    { name: 'resolution', label: 'Long side', unit: 'px', hint: 'The longer side of each picture, in pixels.' },
    {
      name: 'format',
      label: 'Format',
      choices: [
        { value: 'png', label: 'PNG' },
        { value: 'jpg', label: 'JPEG' },
      ],
    },
  ]),
  ResultView: PdfPicturesResult,
});
