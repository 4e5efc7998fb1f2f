import { definePanel } from '../../shared/panel/panel-definition';
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

const keynoteIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="3" width="15" height="9.5" rx="1.2" />
    <path d="M10 12.5v3M6.5 17.5h7M7 9.5l2-3 1.5 2 1-1.2 1.5 2.2" />
  </svg>
);

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
