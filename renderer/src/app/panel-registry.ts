/**
 * Every tool panel the app shows, in navigation order. Routes, the navigation, window-drop routing and task cards
 * are derived from this list: a new panel is a feature folder plus one line here.
 */
import { avifPanel } from '../features/avif';
import { compressPanel } from '../features/compress';
import { createPanel } from '../features/create';
import { deckTextPanel } from '../features/deck-text';
import { extractPanel } from '../features/extract';
import { fontsPanel } from '../features/fonts';
import { htmlDeckPanel } from '../features/html-deck';
import { htmlPicturePanel } from '../features/html-picture';
import { keynotePanel } from '../features/keynote';
import { markdownPicturePanel } from '../features/markdown-picture';
import { mergePanel } from '../features/merge';
import { ocrPanel } from '../features/ocr';
import { pdfPanel } from '../features/pdf';
import { pdfPicturesPanel } from '../features/pdf-pictures';
import { playerPanel } from '../features/player';
import { pptPptxPanel } from '../features/ppt-pptx';
import { resizePanel } from '../features/resize';
import { revampPanel } from '../features/revamp';
import { slidePicturesPanel } from '../features/slide-pictures';
import { slideVideoPanel } from '../features/slide-video';
import { splitPanel } from '../features/split';
import { translatePanel } from '../features/translate';
import { videoPanel } from '../features/video';
import { webpPanel } from '../features/webp';
import { wordPdfPanel } from '../features/word-pdf';
import type { Panel } from '../shared/panel/panel-definition';

export const PANELS: readonly Panel[] = [
  mergePanel,
  resizePanel,
  webpPanel,
  avifPanel,
  splitPanel,
  compressPanel,
  fontsPanel,
  translatePanel,
  createPanel,
  revampPanel,
  videoPanel,
  slidePicturesPanel,
  pdfPicturesPanel,
  slideVideoPanel,
  htmlPicturePanel,
  markdownPicturePanel,
  pdfPanel,
  wordPdfPanel,
  pptPptxPanel,
  keynotePanel,
  htmlDeckPanel,
  playerPanel,
  ocrPanel,
  deckTextPanel,
  extractPanel,
];

export function panelById(id: string): Panel | undefined {
  return PANELS.find((panel) => panel.id === id);
}
