import { definePanel } from '../../shared/panel/panel-definition';
import { webpIcon } from './webp-icon';
import { WebpResult } from './webp-result';

export const webpPanel = definePanel({
  id: 'webp',
  group: 'media',
  toolType: 'image.convertWebp',
  navLabel: 'WebP pictures',
  icon: webpIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['picture', 'pictures'],
  actionLabel: 'Convert',
  readyHint: 'Each picture becomes a WebP file, usually much smaller, at the same size and look.',
  ResultView: WebpResult,
});
