import { useCallback } from 'react';
import type { StagedFile } from '../../../../shared/contract/ipc';
import type { ToolDescriptor } from '../../../../shared/contract/service';
import { fileRefusal } from '../../../../shared/tools/file-acceptance';
import { deckhand } from '../bridge';
import { asDeckhandError } from '../bridge-error';
import { useToolLoader } from '../use-tools';
import type { ToolLoader } from '../use-tools';
import { inspectorOf } from './deck-inspection';
import { intakeStoreFor } from './intake-store';
import type { IntakeStore, StagedItem } from './intake-store';
import type { Panel } from './panel-definition';
import { loadPanelTool } from './panel-tool';
import { translate, translateOr } from '../../i18n/i18n';
import { panelNoun } from './panel-words';
import { refusalWords } from '../recipe-words';

let nextKey = 1;
const newKey = () => `staged-${nextKey++}`;

interface Candidate {
  name: string;
  size: number;
  /** The browser's MIME guess; often empty for Office files. */
  type?: string;
}

/** The most files this panel stages at once. */
export function stagingLimit(panel: Panel, tool: ToolDescriptor): number {
  if (panel.maxStaged !== undefined) return panel.maxStaged;
  if (panel.batch === 'each' || tool.maxFiles === null) return Number.POSITIVE_INFINITY;
  return tool.maxFiles;
}

/** One reason per refused file, in the window's language (core and the engine say the same in English). */
export function checkCandidates<T extends Candidate>(
  candidates: readonly T[],
  panel: Panel,
  tool: ToolDescriptor,
  alreadyStaged: number,
): { accepted: T[]; refusals: string[] } {
  const accepted: T[] = [];
  const refusals: string[] = [];
  const limit = stagingLimit(panel, tool);
  for (const candidate of candidates) {
    const refusal = fileRefusal(tool, { name: candidate.name, size: candidate.size, mimeType: candidate.type });
    if (refusal) refusals.push(refusalWords(tool, refusal.reason));
    else if (alreadyStaged + accepted.length >= limit) {
      const noun = panelNoun(panel);
      refusals.push(
        translate('panel.refused.limit', {
          name: candidate.name,
          tool: tool.title,
          limit,
          one: translate(`noun.${noun}.one`),
          files: translate(`noun.${noun}.count`, { count: limit }),
        }),
      );
    } else accepted.push(candidate);
  }
  return { accepted, refusals };
}

/** The panel's store and what its tool takes of `candidates`; every refusal is shown with its reason. */
async function admit<T extends Candidate>(
  panel: Panel,
  loadTool: ToolLoader,
  candidates: readonly T[],
): Promise<{ store: IntakeStore; accepted: T[] }> {
  const store = intakeStoreFor(panel.id);
  const tool = await loadPanelTool(panel, loadTool).catch(() => undefined);
  if (!tool) {
    store.getState().refuse([translate('panel.refused.noBackend', { tool: translateOr(`nav.panel.${panel.id}`, panel.navLabel) })]);
    return { store, accepted: [] };
  }
  const { accepted, refusals } = checkCandidates(candidates, panel, tool, store.getState().items.length);
  if (refusals.length > 0) store.getState().refuse(refusals);
  return { store, accepted };
}

/** The panel's own look at a file it now holds (a deck's slides); a file it cannot read is marked with the reason. */
async function inspectItem(panel: Panel, store: IntakeStore, key: string, staged: StagedFile): Promise<void> {
  try {
    await inspectorOf(panel)?.(staged, (patch) => store.getState().update(key, patch));
  } catch (reason) {
    store.getState().update(key, { state: 'failed', error: asDeckhandError(reason).message });
  }
}

/** Dropped or picked browser files: checked against the tool, then staged (uploaded to the host in web mode). */
export async function addFilesToPanel(panel: Panel, loadTool: ToolLoader, files: File[]): Promise<void> {
  const { store, accepted } = await admit(panel, loadTool, files);
  const entries = accepted.map((file) => ({
    file,
    item: {
      key: newKey(),
      name: file.name,
      size: file.size,
      state: 'staging',
      sentBytes: 0,
      ...(file.type.startsWith('image/') ? { previewUrl: URL.createObjectURL(file) } : {}),
    } satisfies StagedItem,
  }));
  store.getState().add(entries.map((entry) => entry.item));
  // One at a time: in web mode each stage is an upload, and sequential uploads show honest per-file progress.
  for (const { file, item } of entries) {
    let staged: StagedFile | undefined;
    try {
      [staged] = await deckhand().files.stage([file], (progress) => {
        store.getState().update(item.key, { sentBytes: progress.sentBytes });
      });
      if (!staged) throw new Error(translate('panel.refused.unreadable'));
    } catch (reason) {
      store.getState().update(item.key, { state: 'failed', error: asDeckhandError(reason).message });
      continue;
    }
    store.getState().update(item.key, { state: 'ready', sentBytes: item.size, staged, size: staged.size });
    await inspectItem(panel, store, item.key, staged);
  }
}

/** Files main already knows by path (command line, second launch, Edit the list, Open Files…). */
export async function addStagedToPanel(panel: Panel, loadTool: ToolLoader, files: readonly StagedFile[]): Promise<void> {
  const { store, accepted } = await admit(panel, loadTool, files);
  const items = accepted.map(
    (staged) =>
      ({ key: newKey(), name: staged.name, size: staged.size, state: 'ready', sentBytes: staged.size, staged }) satisfies StagedItem,
  );
  store.getState().add(items);
  for (const item of items) await inspectItem(panel, store, item.key, item.staged);
}

export interface PanelIntake {
  addFiles: (files: File[]) => Promise<void>;
  addStaged: (files: readonly StagedFile[]) => Promise<void>;
}

/** Where every file enters a panel, whichever way it came. */
export function usePanelIntake(panel: Panel): PanelIntake {
  const loadTool = useToolLoader();
  const addFiles = useCallback((files: File[]) => addFilesToPanel(panel, loadTool, files), [panel, loadTool]);
  const addStaged = useCallback((files: readonly StagedFile[]) => addStagedToPanel(panel, loadTool, files), [panel, loadTool]);
  return { addFiles, addStaged };
}
