import { definePanel } from '../../shared/panel/panel-definition';
import { PptPptxResult } from './ppt-pptx-result';

const pptPptxIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="4" width="7" height="9" rx="1" />
    <rect x="10.5" y="7" width="7" height="9" rx="1" />
    <path d="M6 15.5c0 1.2 1 2 2.2 2H10M8.5 16l1.5 1.5L8.5 19" />
  </svg>
);

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
