import { definePanel } from '../../shared/panel/panel-definition';
import { mergeTaskName } from './merge-name';
import { INITIAL_MERGE_OPTIONS, MergeOptionsForm, mergeBlocker, mergeParams } from './merge-options';
import type { MergeOptions } from './merge-options';
import { mergeIcon } from './merge-icon';

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
