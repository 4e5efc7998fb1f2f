import { definePanel } from '../../shared/panel/panel-definition';
import { CreateForm } from './create-form';
import { INITIAL_CREATE_OPTIONS, createBlocker, createParams, createTaskName } from './create-options';
import type { CreateOptions } from './create-options';
import { CreateResult } from './create-result';

const createIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="4" width="12" height="9" rx="1.2" />
    <path d="M5 7.5h5M5 10h3.5M8.5 13v3M5.5 16.5h6" />
    <path d="M16 2.5v4M14 4.5h4" />
  </svg>
);

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
