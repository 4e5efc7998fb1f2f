import { definePanel } from '../../shared/panel/panel-definition';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import {
  DECK_PARSE,
  ExtractOptionsForm,
  INITIAL_EXTRACT_OPTIONS,
  PDF_PARSE,
  WORD_PARSE,
  extractBlocker,
  extractParams,
  extractType,
} from './extract-options';
import { ExtractResult } from './extract-result';

const extractIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M4 2.5h7l3 3V9M4 2.5v15h5" />
    <path d="M6.5 7h5M6.5 10h3" />
    <rect x="11" y="12" width="6.5" height="5.5" rx="1" />
    <path d="m11.5 17 1.8-1.8 1.2 1.2 1-1 1.5 1.5" />
  </svg>
);

export const extractPanel = definePanel<SchemaValues>({
  id: 'extract',
  group: 'extract',
  toolType: PDF_PARSE,
  otherToolTypes: [DECK_PARSE, WORD_PARSE],
  requestType: extractType,
  heading: {
    title: 'Extract text and pictures',
    summary: 'Read the text (with its structure and positions) and the pictures of a PDF, a deck or a Word document, as a ZIP.',
  },
  navLabel: 'Text & pictures',
  icon: extractIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['document', 'documents'],
  actionLabel: 'Extract',
  listLabel: 'Documents to read',
  readyHint: 'Each document becomes a ZIP of result.json and its pictures.',
  options: {
    initial: INITIAL_EXTRACT_OPTIONS,
    Component: ExtractOptionsForm,
    toParams: extractParams,
    blocker: extractBlocker,
  },
  ResultView: ExtractResult,
});
