import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { SlideVideoResult } from './slide-video-result';

const slideVideoIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="3.5" width="15" height="10" rx="1.5" />
    <path d="m8.5 6.5 3.5 2-3.5 2zM2.5 16.5h15M6 15.5v2M14 15.5v2" />
  </svg>
);

export const slideVideoPanel = definePanel<SchemaValues>({
  id: 'slide-video',
  group: 'media',
  toolType: 'convertor.ppt2video',
  navLabel: 'Slides to video',
  icon: slideVideoIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['presentation', 'presentations'],
  actionLabel: 'Record',
  readyHint: 'Each presentation becomes an MP4 video, slide after slide, with the narration it holds.',
  options: schemaOptions('convertor.ppt2video', [
    {
      name: 'slideSeconds',
      label: 'Seconds per slide',
      unit: 's',
      hint: 'For slides without a timing of their own; slides that advance by themselves keep theirs.',
    },
    {
      name: 'resolution',
      label: 'Picture height',
      choices: [
        { value: 720, label: '720p' },
        { value: 1080, label: '1080p' },
      ],
    },
  ]),
  ResultView: SlideVideoResult,
});
