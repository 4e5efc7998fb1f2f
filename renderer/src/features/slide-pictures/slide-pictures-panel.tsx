import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { SlidePicturesResult } from './slide-pictures-result';

const slidePicturesIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="3.5" width="11" height="8" rx="1.2" />
    <rect x="6.5" y="8.5" width="11" height="8" rx="1.2" />
    <path d="m8.5 15 2.5-2.5 2 2 1.5-1.5 2 2" />
  </svg>
);

export const slidePicturesPanel = definePanel<SchemaValues>({
  id: 'slide-pictures',
  group: 'media',
  toolType: 'convertor.ppt2image',
  navLabel: 'Slide pictures',
  icon: slidePicturesIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['presentation', 'presentations'],
  actionLabel: 'Render',
  readyHint: 'Each presentation becomes a ZIP with one picture per slide.',
  options: schemaOptions('convertor.ppt2image', [
    {
      name: 'resolution',
      label: 'Picture width',
      choices: [
        { value: 1080, label: '1080 px' },
        { value: 1920, label: '1920 px' },
        { value: 2560, label: '2560 px' },
      ],
      hint: 'The long side of each picture; the other follows the slide’s shape.',
    },
    {
      name: 'format',
      label: 'Format',
      choices: [
        { value: 'png', label: 'PNG' },
        { value: 'jpg', label: 'JPEG' },
      ],
      hint: 'PNG keeps text sharp; JPEG makes smaller files of photos.',
    },
  ]),
  ResultView: SlidePicturesResult,
});
