import { definePanel } from '../../shared/panel/panel-definition';
import { TranslateForm } from './translate-form';
import { INITIAL_TRANSLATE_OPTIONS, translateBlocker, translateParams } from './translate-options';
import type { TranslateOptions } from './translate-options';
import { TranslateResult } from './translate-result';

const translateIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M2.5 4.5h8M6.5 2.5v2M4.5 4.5c.6 2.6 2.4 4.8 5 6M8.5 4.5c-.6 2.8-2.6 5.2-5.5 6.5" />
    <path d="M10.5 17.5l3.2-8 3.3 8M11.6 15h4.3" />
  </svg>
);

export const translatePanel = definePanel<TranslateOptions>({
  id: 'translate',
  group: 'language',
  toolType: 'translation',
  navLabel: 'Translate',
  icon: translateIcon,
  batch: 'together',
  ordered: false,
  fileNoun: ['document', 'documents'],
  actionLabel: 'Translate',
  listLabel: 'Document to translate',
  readyHint: 'The translation keeps the layout, fonts and formatting.',
  options: {
    initial: INITIAL_TRANSLATE_OPTIONS,
    Component: TranslateForm,
    toParams: translateParams,
    blocker: translateBlocker,
  },
  ResultView: TranslateResult,
});
