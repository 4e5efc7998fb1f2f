import { definePanel } from '../../shared/panel/panel-definition';
import { avifIcon } from './avif-icon';
import { AvifResult } from './avif-result';

export const avifPanel = definePanel({
  id: 'avif',
  group: 'media',
  toolType: 'image.convertAvif',
  navLabel: 'AVIF pictures',
  icon: avifIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['picture', 'pictures'],
  actionLabel: 'Convert',
  readyHint: 'Each picture becomes an AVIF file, often smaller than WebP, at the same size and look.',
  ResultView: AvifResult,
});
