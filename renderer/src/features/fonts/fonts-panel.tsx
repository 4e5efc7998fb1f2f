import { definePanel } from '../../shared/panel/panel-definition';
import { inspectFontsDeck } from './deck-font-info';
import { FontPicker } from './font-picker';
import { INITIAL_FONTS_OPTIONS, fontsBlocker, fontsParams } from './fonts-options';
import type { FontsOptions } from './fonts-options';
import { FontsResult } from './fonts-result';

const fontsIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M3 16.5 8 3.5h1l5 13M5 12h7" />
    <path d="M14.5 9.5h3M16 8v9" />
  </svg>
);

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
