import { definePanel } from '../../shared/panel/panel-definition';
import { AvifResult } from './avif-result';

const avifIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="3.5" width="15" height="13" rx="1.5" />
    <path d="m2.5 13 4-4 3.5 3.5 2-2 5.5 5" />
    <path d="M12 6.5h4M14 4.5v4" />
  </svg>
);

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
