import { definePanel } from '../../shared/panel/panel-definition';
import { compressIcon } from './compress-icon';
import { CompressResult } from './compress-result';

export const compressPanel = definePanel({
  id: 'compress',
  group: 'decks',
  toolType: 'file.compress',
  navLabel: 'Compress',
  icon: compressIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['file', 'files'],
  actionLabel: 'Compress',
  readyHint: 'Each file is compressed on its own; pictures keep their look.',
  ResultView: CompressResult,
});
