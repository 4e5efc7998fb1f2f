import { OpenPdfAction, PdfPagesResult } from '../../shared/ui/pdf-result';
import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { KEEP_ACTIVE_CONTENT } from '../../shared/ui/keep-active-content-field';
import { PasswordField } from '../../shared/ui/password-field';
import { WatermarkPictureField } from './watermark-picture-field';

const pdfStampIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M4.5 2.5h11v15h-11z" />
    <path d="M7 11.5 13 6.5M8.5 15h3" />
  </svg>
);

export const pdfStampPanel = definePanel<SchemaValues>({
  id: 'pdf-stamp',
  group: 'pdf',
  toolType: 'pdf.stamp',
  navLabel: 'Number & watermark',
  icon: pdfStampIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['PDF', 'PDFs'],
  actionLabel: 'Stamp',
  listLabel: 'PDFs to stamp',
  readyHint: 'Each PDF gets the numbers and watermark set here.',
  options: schemaOptions('pdf.stamp', [
    {
      name: 'numberFormat',
      label: 'Numbers',
      choices: [
        { value: 'n', label: '3' },
        { value: 'n / total', label: '3 / 12' },
        { value: 'Page n of total', label: 'Page 3 of 12' },
      ],
    },
    {
      name: 'position',
      label: 'Where',
      control: 'select',
      choices: [
        { value: 'bottom-center', label: 'Bottom, centre' },
        { value: 'bottom-right', label: 'Bottom, right' },
        { value: 'bottom-left', label: 'Bottom, left' },
        { value: 'top-center', label: 'Top, centre' },
        { value: 'top-right', label: 'Top, right' },
        { value: 'top-left', label: 'Top, left' },
      ],
    },
    { name: 'startAt', label: 'First page counts as' },
    { name: 'fontSize', label: 'Number size', unit: 'pt' },
    { name: 'watermark', label: 'Watermark', hint: 'Text across the pages, such as “DRAFT”; empty for none.' },
    { name: 'watermarkPicture', label: 'Watermark picture', Component: WatermarkPictureField },
    { name: 'pictureSize', label: 'Picture size', unit: '% of the page', hint: 'Its width, as a share of the page’s.' },
    { name: 'opacity', label: 'Watermark opacity', hint: 'From 0.05 (faint) to 1 (solid).' },
    { name: 'angle', label: 'Watermark angle', unit: '°' },
    { name: 'watermarkPages', label: 'Watermark on pages', hint: 'Such as “1, 3-5, 8-”; empty for every page.' },
    { name: 'pageNumbers', label: 'Number the pages' },
    { name: 'skipFirst', label: 'No number on the first page' },
    { name: 'password', label: 'Password', hint: 'Only for a PDF that needs one to open.', Component: PasswordField },
    KEEP_ACTIVE_CONTENT,
  ]),
  ResultView: PdfPagesResult,
  ResultActions: OpenPdfAction,
});
