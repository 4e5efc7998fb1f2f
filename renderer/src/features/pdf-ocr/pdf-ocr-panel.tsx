import { OpenPdfAction } from '../../shared/ui/pdf-result';
import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { KEEP_ACTIVE_CONTENT } from '../../shared/ui/keep-active-content-field';
import { PasswordField } from '../../shared/ui/password-field';
import { OCR_LANGUAGE_CHOICES } from '../../shared/ocr-languages';
import { PdfOcrResult } from './pdf-ocr-result';

const pdfOcrIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M4.5 2.5h8l3 3v12h-11z" />
    <path d="M7 9h6M7 12h4" />
    <circle cx="13.5" cy="14" r="2" />
    <path d="m15 15.5 1.5 1.5" />
  </svg>
);

export const pdfOcrPanel = definePanel<SchemaValues>({
  id: 'pdf-ocr',
  group: 'pdf',
  toolType: 'pdf.ocr',
  navLabel: 'Searchable PDF',
  icon: pdfOcrIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['PDF', 'PDFs'],
  actionLabel: 'Read',
  listLabel: 'PDFs to make searchable',
  readyHint: 'Scanned pages get their text, invisible, under the picture; pages with text are left alone.',
  options: schemaOptions('pdf.ocr', [
    {
      name: 'language',
      label: 'Language of the text',
      choices: OCR_LANGUAGE_CHOICES,
      languageChoices: true,
      control: 'select',
      hint: 'Each language needs its Tesseract data on this computer; the task says which package to install if it is missing.',
    },
    {
      name: 'straighten',
      label: 'Turn and straighten crooked pages',
      hint: 'A page scanned sideways, upside down or a little askew is stood upright and straight before it is read.',
    },
    { name: 'password', label: 'Password', hint: 'Only for a PDF that needs one to open.', Component: PasswordField },
    KEEP_ACTIVE_CONTENT,
  ]),
  ResultView: PdfOcrResult,
  ResultActions: OpenPdfAction,
});
