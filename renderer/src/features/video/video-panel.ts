import { definePanel } from '../../shared/panel/panel-definition';
import { videoIcon } from './video-icon';
import { VideoResult } from './video-result';

const VIDEO_NAME = /\.(mp4|mov|m4v|avi|mkv|webm)$/i;

export const videoPanel = definePanel({
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
  readyHint: 'Each video becomes an MP4 of at most 1080p, as long as before.',
  ResultView: VideoResult,
  claimsDrop: (files) => files.length > 0 && files.every((file) => VIDEO_NAME.test(file.name)),
});
