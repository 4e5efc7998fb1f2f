import { definePanel } from '../../shared/panel/panel-definition';
import { ImageDimensions } from './image-dimensions';
import { ResizeOptionsForm, resizeLimit, resizeParams } from './resize-options';
import type { ResizeOptions } from './resize-options';
import { ResizeResult } from './resize-result';

const resizeIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="5" width="11" height="11" rx="1.5" />
    <path d="M11 2.5h6.5V9M17.5 2.5 11.5 8.5" />
  </svg>
);

export const resizePanel = definePanel<ResizeOptions>({
  id: 'resize',
  group: 'media',
  toolType: 'image.resize',
  navLabel: 'Resize',
  icon: resizeIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['picture', 'pictures'],
  actionLabel: 'Resize',
  options: {
    initial: { side: 'width', preset: 1280, custom: '' },
    Component: ResizeOptionsForm,
    toParams: resizeParams,
    blocker: (options) => (resizeLimit(options) === null ? `Type the largest ${options.side} in pixels (a whole number).` : null),
  },
  StagedDetail: ImageDimensions,
  ResultView: ResizeResult,
  claimsDrop: (files) => files.every((file) => /\.(jpe?g|png|webp|gif|tiff?|avif|heic|heif)$/i.test(file.name)),
});
