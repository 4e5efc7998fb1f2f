import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { PdfPicturesResult } from './pdf-pictures-result';

const pdfPicturesIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M4 2.5h6.5l3 3v5" />
    <path d="M4 2.5v12h4" />
    <rect x="10" y="11" width="7.5" height="6.5" rx="1" />
    <path d="m11 16.5 2-2 1.5 1.5 1-1 1.5 1.5" />
  </svg>
);

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
