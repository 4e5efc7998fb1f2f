import { definePanel } from '../../shared/panel/panel-definition';
import { pptPptxIcon } from './ppt-pptx-icon';
import { PptPptxResult } from './ppt-pptx-result';

export const pptPptxPanel = definePanel({
  id: 'ppt-pptx',
  group: 'convert',
  toolType: 'convertor.ppt2pptx',
  navLabel: 'PPT to PPTX',
  icon: pptPptxIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['presentation', 'presentations'],
  actionLabel: 'Convert',
  readyHint: 'Each old-format presentation becomes a .pptx deck of its own.',
  ResultView: PptPptxResult,
});
