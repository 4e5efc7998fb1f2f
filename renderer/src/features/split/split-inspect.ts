import type { DeckOutline, StagedFile } from '../../../../shared/contract/ipc';
import { inspectDeck } from '../../shared/panel/deck-inspection';
import type { StagedItem } from '../../shared/panel/intake-store';

/** Reads the deck's slides as it is added; a deck without slides is refused at once, not after an upload. */
export async function inspectSplitDeck(file: StagedFile, patch: (facts: Pick<StagedItem, 'facts'>) => void): Promise<void> {
  let outline: DeckOutline | undefined;
  await inspectDeck(file, (facts) => {
    outline = facts.facts as DeckOutline;
  });
  if (outline && outline.slides.length === 0) throw new Error(`“${file.name}” has no slides, so there is nothing to split.`);
  patch({ facts: outline });
}
