/**
 * A recipe run as every front end shows it (the window over IPC, `deckhand run --json`, the MCP server): each input
 * file's place in the chain, its outputs and, when it failed, why. Pure types.
 */
import type { Recipe } from '../recipes/recipe-document';
import type { TaskError } from './service';

export type RecipeFileStatus = 'queued' | 'running' | 'ready' | 'failed' | 'cancelled';

export interface RecipeOutput {
  /** The task that made it (kept on the backend until saved, unless the run saved it into a folder). */
  taskId: string;
  fileName: string;
  size?: number;
  /** Where the run saved it, when it did. */
  path?: string;
  /** What the person should know of it: a size asked for that could not be reached. */
  note?: string;
}

export interface RecipeFileState {
  /** Stable within the run: retry names a file by it. */
  id: string;
  /** The input file's name. */
  name: string;
  status: RecipeFileStatus;
  /** 0-based: the step it is at, failed in, or `steps.length` once ready. */
  step: number;
  /** At a step that takes the files one by one after a step that made several: how many are done of how many. */
  pieces?: { done: number; total: number };
  /** 0–100 within the current step, when the backend reports it. */
  progress?: number;
  error?: TaskError;
  /** Set once ready (several after a gather share them). */
  outputs: RecipeOutput[];
}

export interface RecipeRunState {
  id: string;
  recipe: Recipe;
  /** Each step's tool, as the backend names it. */
  steps: { type: string; title: string }[];
  /** `finished`: every file is ready, failed or cancelled (a retry makes the run `running` again). */
  status: 'running' | 'finished' | 'cancelled';
  files: RecipeFileState[];
  startedAt: string;
  finishedAt?: string;
  /** The folder outputs are saved into as they are made; absent when they stay on the backend until saved. */
  outputDir?: string;
}

/** "Step 2 of 4: Translate", "Queued", "Ready", "Failed — the reason": a file's place in the chain, in words. */
export function describeFileState(run: Pick<RecipeRunState, 'steps'>, file: RecipeFileState): string {
  switch (file.status) {
    case 'queued':
      return 'Queued';
    case 'ready':
      return 'Ready';
    case 'cancelled':
      return 'Cancelled';
    case 'failed':
      return `Failed — ${file.error?.message ?? 'unknown reason'}`;
    case 'running': {
      const step = run.steps[file.step];
      const pieces = file.pieces && file.pieces.total > 1 ? ` (${file.pieces.done} of ${file.pieces.total})` : '';
      return `Step ${file.step + 1} of ${run.steps.length}: ${step?.title ?? ''}${pieces}`;
    }
  }
}

/** A recipe the window, the command line and the MCP server offer: saved by a person, or built in. */
export interface SavedRecipe {
  recipe: Recipe;
  builtIn: boolean;
  /** The saved document (absent for built-in recipes). */
  file?: string;
}

/** A watch folder: files that appear in `dir` go through the recipe, outputs into `outputDir`. */
export interface WatchFolderConfig {
  id: string;
  dir: string;
  outputDir: string;
  recipe: Recipe;
}

export interface WatchFolderStatus extends WatchFolderConfig {
  /** `paused`: by the person, or by something that must be fixed first (`reason` says what). */
  state: 'starting' | 'watching' | 'paused';
  reason?: string;
  /** Processed since it was set up (a restart keeps counting from its ledger). */
  done: number;
  failed: number;
  /** Files waiting, and the ones being processed now. */
  queued: number;
  current: string[];
  /** The latest outcomes, newest first (a few). */
  recent: { name: string; outcome: 'done' | 'failed'; detail: string; at: string }[];
}
