/**
 * A tool panel, described once: which tool it drives, how files are staged and sent, and the parts only this tool
 * has (its options form, extra row details, its result view). The app's registry lists every panel; routes,
 * navigation, window-drop routing and task cards are derived from it. A new panel = a feature folder exporting one
 * of these, plus its registry entry; the tool's definition names the panel's id (`panel`).
 */
import type { ComponentType, ReactNode } from 'react';
import type { StagedFile } from '../../../../shared/contract/ipc';
import type { Task, ToolDescriptor } from '../../../../shared/contract/service';
import type { FileFacts } from '../../../../shared/tools/file-acceptance';
import type { ResultActions } from '../submission-state';
import type { StagedItem } from './intake-store';

export interface OptionsProps<O> {
  options: O;
  setOptions: (patch: Partial<O>) => void;
  tool: ToolDescriptor;
  /** The staged files, in order (ready or still being added). */
  items: readonly StagedItem[];
  /** Set while nothing may change (a submission is starting). */
  disabled: boolean;
}

export interface PanelOptions<O> {
  initial: O;
  Component: ComponentType<OptionsProps<O>>;
  /** The task's params; checked with the tool's own schema (shared/tools) before anything is sent. */
  toParams: (options: O, files: readonly StagedFile[]) => Record<string, unknown>;
  /** The task's display name (History, notifications); default the first file's name. */
  taskName?: (options: O, files: readonly StagedFile[]) => string | undefined;
  /** The result file's name without extension, when the person chose one; default the tool's own naming. */
  outputName?: (options: O, files: readonly StagedFile[]) => string | undefined;
  /** Why the options are not complete yet ("Pick at least one font"), in the panel's own words; null when they are. */
  blocker?: (options: O, items: readonly StagedItem[]) => string | null;
}

/** Where a panel sits in the navigation, in this order. */
export const PANEL_GROUPS = [
  { id: 'decks', label: 'Decks' },
  { id: 'language', label: 'Translate & create' },
  { id: 'convert', label: 'Convert' },
  { id: 'pdf', label: 'PDF' },
  { id: 'media', label: 'Pictures & video' },
  { id: 'extract', label: 'Read & extract' },
] as const;

export type PanelGroup = (typeof PANEL_GROUPS)[number]['id'];

export interface PanelDefinition<O = never> {
  /** Route and storage id: `#/merge`. */
  id: string;
  group: PanelGroup;
  toolType: string;
  /**
   * A panel over several tools (Keynote to PDF or to pictures; one parser per kind of document): the tool types it
   * starts besides `toolType`. It takes a file when any of its tools does; `requestType` picks each task's tool.
   */
  otherToolTypes?: readonly string[];
  /** The tool a task starts, from the options and the task's files; default `toolType`. */
  requestType?: (options: O, files: readonly StagedFile[]) => string;
  /** The heading and summary of a panel over several tools (a one-tool panel shows its tool's own). */
  heading?: { title: string; summary: string };
  navLabel: string;
  /** A 20×20 line icon for the navigation. */
  icon: ReactNode;
  /** 'together': one task with every staged file, in order; 'each': one task per staged file. */
  batch: 'together' | 'each';
  /** Offer reordering (the order is the tool's order, e.g. slide order). */
  ordered: boolean;
  /** Most files the panel stages; default the tool's maxFiles for 'together', no bound for 'each'. */
  maxStaged?: number;
  /** What the files are called: ['deck', 'decks']. */
  fileNoun: readonly [string, string];
  /** The start button: "Merge", "Resize"; also "Add a picture to resize." */
  actionLabel: string;
  /** The staged list's accessible name; default "Pictures to resize". */
  listLabel?: string;
  /** Said when everything is ready to start (default "Ready."), e.g. "Slides keep this order." */
  readyHint?: string;
  options?: PanelOptions<O>;
  /**
   * Reads a staged file on this computer as soon as it is added (a deck's slides, say), so a damaged file is reported
   * at once instead of after a round trip; throws to mark the file as not added, or patches the item with facts.
   * Only for a look of the panel's own: a tool whose definition says `inspect: 'deck'` gets its decks read anyway.
   */
  inspect?: (file: StagedFile, patch: (facts: Pick<StagedItem, 'facts'>) => void) => Promise<void>;
  /** Extra facts on a staged row (dimensions, a thumbnail, duration). */
  StagedDetail?: ComponentType<{ item: StagedItem }>;
  /** Shown in a completed task's card, above Save as (before → after size, dimensions …). */
  ResultView?: ComponentType<{ task: Task }>;
  /** Buttons beside Save as… in a completed task's card: "Extract to folder…", "Open" once saved. */
  ResultActions?: ResultActions;
  /**
   * Claims a window drop that the open panel does not take: Merge for several decks, Resize for pictures. When no
   * panel or several panels claim a drop, the app asks which tool to use.
   */
  claimsDrop?: (files: readonly FileFacts[]) => boolean;
}

/** A registry entry: options typed inside the definition, erased for the list. */
export type Panel = PanelDefinition<unknown>;

export function definePanel<O = never>(definition: PanelDefinition<O>): Panel {
  // The options' type is only ever used by the definition's own functions, which receive what `initial` started.
  return definition as unknown as Panel;
}
