import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions, type SchemaValues } from '../../shared/panel/schema-options-form';
import { VideoResult } from './video-result';

const videoIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="4.5" width="11" height="11" rx="1.5" />
    <path d="m13.5 8.5 4-2.5v8l-4-2.5" />
  </svg>
);

const VIDEO_NAME = /\.(mp4|mov|m4v|avi|mkv|webm)$/i;

export const videoPanel = definePanel<SchemaValues>({
  id: 'video',
  group: 'media',
  toolType: 'video.compress',
  navLabel: 'Reduce video',
  icon: videoIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['video', 'videos'],
  actionLabel: 'Reduce',
  listLabel: 'Videos to reduce',
  readyHint: 'Each video becomes an H.264 MP4 at the resolution chosen, as long as before.',
  options: schemaOptions('video.compress', [
    {
      name: 'resolution',
      label: 'Resolution',
      choices: [
        { value: 'original', label: 'Original' },
        { value: '1080p', label: '1080p' },
        { value: '720p', label: '720p' },
        { value: '480p', label: '480p' },
      ],
      hint: 'Larger videos are scaled down to this height (the width follows); smaller ones keep their size. 720p is about half the file of 1080p.',
    },
    {
      name: 'quality',
      label: 'Quality',
      choices: [
        { value: 'high', label: 'High' },
        { value: 'balanced', label: 'Balanced' },
        { value: 'small', label: 'Small' },
      ],
      hint: 'High: cleaner fine detail, about 1.5× the size of Balanced. Small: about half of Balanced, softer in motion.',
    },
    {
      name: 'audio',
      label: 'Sound',
      choices: [
        { value: 'keep', label: 'Keep' },
        { value: 'drop', label: 'Drop' },
      ],
      hint: 'Dropping the sound saves about 1 MB per minute.',
    },
    {
      name: 'targetMB',
      label: 'Aim for a size',
      unit: 'MB',
      hint: 'Optional: the video is encoded twice to land close to this size (quality then follows the size). Empty: no size is aimed at.',
    },
  ]),
  ResultView: VideoResult,
  claimsDrop: (files) => files.length > 0 && files.every((file) => VIDEO_NAME.test(file.name)),
});
