import { definePanel } from '../../shared/panel/panel-definition';
import { keynoteIcon } from './keynote-icon';
import {
  INITIAL_KEYNOTE_OPTIONS,
  KEYNOTE_PICTURES,
  KeynoteOptionsForm,
  keynoteBlocker,
  keynoteParams,
  keynoteType,
} from './keynote-options';
import type { KeynoteOptions } from './keynote-options';
import { KeynoteActions, KeynoteResult } from './keynote-result';

export const keynotePanel = definePanel<KeynoteOptions>({
  id: 'keynote',
  group: 'convert',
  toolType: 'convertor.keynote2pdf',
  otherToolTypes: [KEYNOTE_PICTURES],
  requestType: keynoteType,
  heading: {
    title: 'Keynote to PDF or pictures',
    summary: 'Convert a Keynote presentation (.key) to a PDF, or to one picture per slide in a ZIP.',
  },
  navLabel: 'Keynote',
  icon: keynoteIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['presentation', 'presentations'],
  actionLabel: 'Convert',
  listLabel: 'Keynote presentations to convert',
  options: {
    initial: INITIAL_KEYNOTE_OPTIONS,
    Component: KeynoteOptionsForm,
    toParams: keynoteParams,
    blocker: keynoteBlocker,
  },
  ResultView: KeynoteResult,
  ResultActions: KeynoteActions,
});
