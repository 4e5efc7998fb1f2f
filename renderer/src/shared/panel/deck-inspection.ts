import type { DeckOutline, StagedFile } from '../../../../shared/contract/ipc';
import { deckhand } from '../bridge';
import { bridged } from '../bridge-error';
import type { StagedItem } from './intake-store';

/**
 * A panel's `inspect` for decks: reads the slides on this computer as the deck is added, so a deck the tool could not
 * read is marked at once with the reason (and every such deck in a drop, not one per attempt).
 */
export async function inspectDeck(file: StagedFile, patch: (facts: Pick<StagedItem, 'facts'>) => void): Promise<void> {
  const outline = await bridged(() => deckhand().files.inspectDeck(file.path));
  if (outline.problem) throw new Error(outline.problem);
  patch({ facts: outline });
}

/** The outline `inspectDeck` put on a staged item, if any. */
export function deckOutlineOf(item: StagedItem | undefined): DeckOutline | undefined {
  const facts = item?.facts as DeckOutline | undefined;
  return facts && Array.isArray(facts.slides) ? facts : undefined;
}
