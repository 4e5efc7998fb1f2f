import { definePanel } from '../../shared/panel/panel-definition';
import { CreateForm } from './create-form';
import { createIcon } from './create-icon';
import { INITIAL_CREATE_OPTIONS, createBlocker, createParams, createTaskName } from './create-options';
import type { CreateOptions } from './create-options';
import { CreateResult } from './create-result';

const OUTLINE_FILE = /\.(md|markdown|txt)$/i;

export const createPanel = definePanel<CreateOptions>({
  id: 'create',
  group: 'language',
  toolType: 'generation',
  navLabel: 'Create',
  icon: createIcon,
  batch: 'together',
  ordered: false,
  fileNoun: ['reference file', 'reference files'],
  actionLabel: 'Create',
  listLabel: 'Reference files',
  readyHint: 'A new deck is made from your text and reference files.',
  options: {
    initial: INITIAL_CREATE_OPTIONS,
    Component: CreateForm,
    toParams: createParams,
    taskName: createTaskName,
    blocker: createBlocker,
  },
  ResultView: CreateResult,
  // A Markdown or text file dropped on the window is an outline to make a deck from.
  claimsDrop: (files) => files.length > 0 && files.every((file) => OUTLINE_FILE.test(file.name)),
});
