import { definePanel } from '../../shared/panel/panel-definition';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { extractIcon } from './extract-icon';
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
