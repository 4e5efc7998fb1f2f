import { definePanel } from '../../shared/panel/panel-definition';
import { WebpResult } from './webp-result';

const webpIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="3.5" width="15" height="13" rx="1.5" />
    <path d="m2.5 13 4-4 3.5 3.5 2-2 5.5 5" />
    <circle cx="13.5" cy="7" r="1.3" />
  </svg>
);

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
