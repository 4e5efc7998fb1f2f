import type { DeckOutline, StagedFile } from '../../../../shared/contract/ipc';
import { findTool } from '../../../../shared/tools/catalog';
import { deckhand } from '../bridge';
import { bridged } from '../bridge-error';
import type { StagedItem } from './intake-store';
import type { Panel, PanelDefinition } from './panel-definition';

type Inspector = NonNullable<PanelDefinition['inspect']>;

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

/** Reads the .pptx decks among a tool's files (Keynote files and PDFs go to the backend as they are). */
const inspectPptx: Inspector = (file, patch) => (/\.pptx$/i.test(file.name) ? inspectDeck(file, patch) : Promise.resolve());

/**
 * How a panel looks at a file as it is added: its own `inspect` (a split needs slides, Embed fonts reads the fonts
 * too), else what its tool's definition says (`inspect: 'deck'`: every deck is read here first, so a broken one is
 * said at once), else nothing.
 */
export function inspectorOf(panel: Panel): Inspector | undefined {
  return panel.inspect ?? (findTool(panel.toolType)?.inspect === 'deck' ? inspectPptx : undefined);
}
