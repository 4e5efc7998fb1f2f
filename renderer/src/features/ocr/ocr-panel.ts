import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { ocrIcon } from './ocr-icon';
import { OCR_LANGUAGE_CHOICES } from './ocr-languages';
import { OcrResult } from './ocr-result';

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
      control: 'select',
      hint: 'Each language needs its Tesseract data on this computer; the task says which package to install if it is missing.',
    },
  ]),
  ResultView: OcrResult,
});
