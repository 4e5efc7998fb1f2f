/**
 * Every tool panel the app shows, in navigation order. Routes, the navigation, window-drop routing and task cards
 * are derived from this list: a new panel is a feature folder plus one line here.
 */
import { compressPanel } from '../features/compress';
import { createPanel } from '../features/create';
import { mergePanel } from '../features/merge';
import { pdfPanel } from '../features/pdf';
import { playerPanel } from '../features/player';
import { resizePanel } from '../features/resize';
import { revampPanel } from '../features/revamp';
import { splitPanel } from '../features/split';
import { translatePanel } from '../features/translate';
import { videoPanel } from '../features/video';
import type { Panel } from '../shared/panel/panel-definition';

export const PANELS: readonly Panel[] = [
  mergePanel,
  resizePanel,
  splitPanel,
  compressPanel,
  videoPanel,
  pdfPanel,
  playerPanel,
  translatePanel,
  createPanel,
  revampPanel,
];

export function panelById(id: string): Panel | undefined {
  return PANELS.find((panel) => panel.id === id);
}

/** The panel a task of this type belongs to (for its result view and for "show the task"). */
export function panelForType(type: string): Panel | undefined {
  return PANELS.find((panel) => panel.toolType === type);
}
