import { definePanel } from '../../shared/panel/panel-definition';
import { ImageDimensions } from './image-dimensions';
import { resizeIcon } from './resize-icon';
import { ResizeOptionsForm, resizeLimit, resizeParams } from './resize-options';
import type { ResizeOptions } from './resize-options';
import { ResizeResult } from './resize-result';

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
