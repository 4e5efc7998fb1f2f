import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { OCR_LANGUAGE_CHOICES } from '../../shared/ocr-languages';
import { OcrResult } from './ocr-result';

const ocrIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M2.5 6V3.5H5M15 3.5h2.5V6M17.5 14v2.5H15M5 16.5H2.5V14" />
    <path d="M6 7h8M6 10h8M6 13h5" />
  </svg>
);

export const ocrPanel = definePanel<SchemaValues>({
  id: 'ocr',
  group: 'extract',
  toolType: 'image.ocr',
  navLabel: 'Text in pictures',
  icon: ocrIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['picture', 'pictures'],
  actionLabel: 'Read',
  listLabel: 'Pictures to read',
  readyHint: 'The text of each picture shows in its card, ready to copy.',
  options: schemaOptions('image.ocr', [
    {
      name: 'language',
      label: 'Language of the text',
      choices: OCR_LANGUAGE_CHOICES,
      languageChoices: true,
      control: 'select',
      hint: 'Each language needs its Tesseract data on this computer; the task says which package to install if it is missing.',
    },
  ]),
  ResultView: OcrResult,
});
