import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { DeckTextResult } from './deck-text-result';

const deckTextIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="3.5" width="15" height="11" rx="1.5" />
    <path d="M6 7h8M6 9.5h8M6 12h5M7 17.5h6" />
  </svg>
);

export const deckTextPanel = definePanel<SchemaValues>({
  id: 'deck-text',
  group: 'extract',
  toolType: 'pptx.getTextShapes',
  navLabel: 'Deck text',
  icon: deckTextIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['deck', 'decks'],
  actionLabel: 'Read',
  listLabel: 'Decks to read',
  readyHint: 'Each deck’s text shows in its card; the JSON holds every shape with its position and styles.',
  options: schemaOptions('pptx.getTextShapes', [
    { name: 'includeNotes', label: 'Speaker notes too' },
    { name: 'ignoreEmptyText', label: 'Leave out shapes without text or content' },
    { name: 'includeLayout', label: 'Layouts too', hint: 'The slide layouts’ shapes, in the JSON.' },
    { name: 'includeMaster', label: 'Masters too', hint: 'The slide masters’ shapes, in the JSON.' },
  ]),
  ResultView: DeckTextResult,
});
