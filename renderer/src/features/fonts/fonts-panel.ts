import { definePanel } from '../../shared/panel/panel-definition';
import { inspectFontsDeck } from './deck-font-info';
import { FontPicker } from './font-picker';
import { fontsIcon } from './fonts-icon';
import { INITIAL_FONTS_OPTIONS, fontsBlocker, fontsParams } from './fonts-options';
import type { FontsOptions } from './fonts-options';
import { FontsResult } from './fonts-result';

export const fontsPanel = definePanel<FontsOptions>({
  id: 'fonts',
  group: 'decks',
  toolType: 'pptx.embedFonts',
  navLabel: 'Embed fonts',
  icon: fontsIcon,
  batch: 'together',
  ordered: false,
  fileNoun: ['deck', 'decks'],
  actionLabel: 'Embed',
  listLabel: 'Deck to embed fonts in',
  readyHint: 'The chosen fonts go into the deck, so it looks the same on computers without them.',
  options: {
    initial: INITIAL_FONTS_OPTIONS,
    Component: FontPicker,
    toParams: fontsParams,
    blocker: fontsBlocker,
  },
  inspect: inspectFontsDeck,
  ResultView: FontsResult,
});
