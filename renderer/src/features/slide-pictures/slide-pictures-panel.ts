import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { slidePicturesIcon } from './slide-pictures-icon';
import { SlidePicturesResult } from './slide-pictures-result';

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
