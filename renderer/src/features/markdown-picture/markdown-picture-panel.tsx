import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { MarkdownPictureResult } from './markdown-picture-result';

const markdownPictureIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2" y="4.5" width="16" height="11" rx="1.5" />
    <path d="M5 12.5v-5l2 2.5 2-2.5v5M13.5 7.5v5M11.5 10.5l2 2 2-2" />
  </svg>
);

export const markdownPicturePanel = definePanel<SchemaValues>({
  id: 'markdown-picture',
  group: 'media',
  toolType: 'convertor.markdown2png',
  navLabel: 'Markdown to PNG',
  icon: markdownPictureIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['document', 'documents'],
  actionLabel: 'Render',
  listLabel: 'Markdown documents to render',
  readyHint: 'Each document becomes a PNG picture of the whole text.',
  options: schemaOptions('convertor.markdown2png', [
    {
      name: 'theme',
      label: 'Theme',
      choices: [
        { value: 'light', label: 'Light' },
        { value: 'dark', label: 'Dark' },
      ],
    },
    { name: 'pageWidth', label: 'Page width', unit: 'px' },
    {
      name: 'scale',
      label: 'Pixel density',
      choices: [
        { value: 1, label: '1×' },
        { value: 2, label: '2×' },
        { value: 3, label: '3×' },
      ],
      hint: '2× makes a picture twice as wide and high, for sharp text.',
    },
  ]),
  ResultView: MarkdownPictureResult,
});
