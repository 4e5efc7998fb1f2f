import type { DeckLayout } from '../../layout-check/deck-layout';
import type { KeyedIssue } from '../../layout-check/layout-issue';
import type { FitProblem } from './fit-types';
import type { TextPlan } from './text-plan';

/** What a render of the source showed, for fitting the translation around it (decks only). */
export interface WriteContext {
  sourceLayout?: DeckLayout | null;
  /** The output will be checked and may be fitted again (`refit`): keep what that needs. */
  checked?: boolean;
}

/** A document opened for translation: its lines in `plan`, written out once the plan has its translation. */
export interface OpenedDocument {
  plan: TextPlan;
  /** Slides, pages or sheets, for the estimate and the result; null when unknown. */
  pages: number | null;
  write(outPath: string, context?: WriteContext): Promise<void>;
  /** After `write`: the shapes whose translation still does not fit (decks only). */
  fitProblems?(): FitProblem[];
  /**
   * After `write` and a layout check of the output: fits again the shapes the check flagged, with what the render
   * showed, and writes the deck again. Returns how many shapes were fitted again (0: nothing more to try).
   */
  refit?(outPath: string, issues: readonly KeyedIssue[], output: DeckLayout): Promise<number>;
  close(): void;
}
