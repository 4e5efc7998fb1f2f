import type { StagedFile } from '../../../../shared/contract/ipc';
import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { HtmlDeckResult } from './html-deck-result';

const htmlDeckIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M5 5.5 2.5 8 5 10.5M9 5.5l2.5 2.5L9 10.5" />
    <rect x="8.5" y="10" width="9" height="7" rx="1" />
    <path d="M10.5 12.5h5M10.5 14.5h3" />
  </svg>
);

/** "intro.html + 4 more": the deck is made of every page, not only the first. */
function deckName(_values: SchemaValues, files: readonly StagedFile[]): string | undefined {
  const [first] = files;
  if (!first) return undefined;
  return files.length === 1 ? first.name : `${first.name.slice(0, 200)} + ${files.length - 1} more`;
}

export const htmlDeckPanel = definePanel<SchemaValues>({
  id: 'html-deck',
  group: 'convert',
  toolType: 'convertor.html2pptx',
  navLabel: 'HTML to PPTX',
  icon: htmlDeckIcon,
  batch: 'together',
  ordered: true,
  fileNoun: ['page', 'pages'],
  actionLabel: 'Convert',
  listLabel: 'HTML pages, in slide order',
  readyHint: 'Each page becomes an editable slide, in this order.',
  options: schemaOptions(
    'convertor.html2pptx',
    [
      { name: 'width', label: 'Slide width', unit: 'px', hint: '1280 × 720 is a widescreen slide (13.33 × 7.5 in).' },
      { name: 'height', label: 'Slide height', unit: 'px' },
      {
        name: 'needEmbedFonts',
        label: 'Embed the fonts the pages use',
        hint: 'Google Fonts families this computer has go into the deck, so it looks the same elsewhere.',
      },
    ],
    {
      taskName: deckName,
      // The tool also takes HTML as a param, so it asks for no file; this panel makes slides from files only.
      blocker: (_values, items) => (items.length === 0 ? 'Add an HTML page to convert.' : null),
    },
  ),
  ResultView: HtmlDeckResult,
});
