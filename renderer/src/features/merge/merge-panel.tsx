import { definePanel } from '../../shared/panel/panel-definition';
import { mergeTaskName } from './merge-name';
import { INITIAL_MERGE_OPTIONS, MergeOptionsForm, mergeBlocker, mergeParams } from './merge-options';
import type { MergeOptions } from './merge-options';

const mergeIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="3" width="7" height="9" rx="1.2" />
    <rect x="10.5" y="3" width="7" height="9" rx="1.2" />
    <path d="M6 12v2.5a1.5 1.5 0 0 0 1.5 1.5h5a1.5 1.5 0 0 0 1.5-1.5V12M10 16v2" />
  </svg>
);

export const mergePanel = definePanel<MergeOptions>({
  id: 'merge',
  group: 'decks',
  toolType: 'pptx.join',
  navLabel: 'Merge',
  icon: mergeIcon,
  batch: 'together',
  ordered: true,
  fileNoun: ['deck', 'decks'],
  actionLabel: 'Merge',
  listLabel: 'Decks to merge, in slide order',
  readyHint: 'Slides keep this order.',
  options: {
    initial: INITIAL_MERGE_OPTIONS,
    Component: MergeOptionsForm,
    toParams: mergeParams,
    blocker: mergeBlocker,
    taskName: (options, files) => options.outputName.trim() || mergeTaskName(files),
    outputName: (options) => options.outputName.trim() || undefined,
  },
  claimsDrop: (files) => files.length >= 2 && files.every((file) => /\.pptx$/i.test(file.name)),
});
