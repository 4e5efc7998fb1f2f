import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { deckTextIcon } from './deck-text-icon';
import { DeckTextResult } from './deck-text-result';

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
