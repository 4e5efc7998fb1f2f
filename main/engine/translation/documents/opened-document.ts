import type { FitProblem } from './shape-fit';
import type { TextPlan } from './text-plan';

/** A document opened for translation: its lines in `plan`, written out once the plan has its translation. */
export interface OpenedDocument {
  plan: TextPlan;
  /** Slides, pages or sheets, for the estimate and the result; null when unknown. */
  pages: number | null;
  write(outPath: string): Promise<void>;
  /** After `write`: the shapes whose translation still does not fit (decks only). */
  fitProblems?(): FitProblem[];
  close(): void;
}
