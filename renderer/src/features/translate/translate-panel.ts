import { definePanel } from '../../shared/panel/panel-definition';
import { TranslateForm } from './translate-form';
import { translateIcon } from './translate-icon';
import { INITIAL_TRANSLATE_OPTIONS, translateBlocker, translateParams } from './translate-options';
import type { TranslateOptions } from './translate-options';
import { TranslateResult } from './translate-result';

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
