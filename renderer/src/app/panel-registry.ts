/**
 * Every tool panel the app shows, in navigation order. Routes, the navigation, window-drop routing and task cards
 * are derived from this list: a new panel is a feature folder plus one line here.
 */
import { avifPanel } from '../features/avif/avif-panel';
import { compressPanel } from '../features/compress/compress-panel';
import { createPanel } from '../features/create/create-panel';
import { deckTextPanel } from '../features/deck-text/deck-text-panel';
import { extractPanel } from '../features/extract/extract-panel';
import { fontsPanel } from '../features/fonts/fonts-panel';
import { htmlDeckPanel } from '../features/html-deck/html-deck-panel';
import { htmlPicturePanel } from '../features/html-picture/html-picture-panel';
import { keynotePanel } from '../features/keynote/keynote-panel';
import { markdownPicturePanel } from '../features/markdown-picture/markdown-picture-panel';
import { mergePanel } from '../features/merge/merge-panel';
import { ocrPanel } from '../features/ocr/ocr-panel';
import { pdfPanel } from '../features/pdf/pdf-panel';
import { pdfCompressPanel } from '../features/pdf-compress/pdf-compress-panel';
import { pdfMergePanel } from '../features/pdf-merge/pdf-merge-panel';
import { pdfOcrPanel } from '../features/pdf-ocr/pdf-ocr-panel';
import { pdfOrganizePanel } from '../features/pdf-organize/pdf-organize-panel';
import { pdfProtectPanel } from '../features/pdf-protect/pdf-protect-panel';
import { pdfRedactPanel } from '../features/pdf-redact/pdf-redact-panel';
import { pdfStampPanel } from '../features/pdf-stamp/pdf-stamp-panel';
import { pdfUnlockPanel } from '../features/pdf-unlock/pdf-unlock-panel';
import { pdfSplitPanel } from '../features/pdf-split/pdf-split-panel';
import { pdfPicturesPanel } from '../features/pdf-pictures/pdf-pictures-panel';
import { playerPanel } from '../features/player/player-panel';
import { pptPptxPanel } from '../features/ppt-pptx/ppt-pptx-panel';
import { resizePanel } from '../features/resize/resize-panel';
import { revampPanel } from '../features/revamp/revamp-panel';
import { slidePicturesPanel } from '../features/slide-pictures/slide-pictures-panel';
import { slideVideoPanel } from '../features/slide-video/slide-video-panel';
import { splitPanel } from '../features/split/split-panel';
import { translatePanel } from '../features/translate/translate-panel';
import { videoPanel } from '../features/video/video-panel';
import { webpPanel } from '../features/webp/webp-panel';
import { wordPdfPanel } from '../features/word-pdf/word-pdf-panel';
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
  pdfMergePanel,
  pdfSplitPanel,
  pdfOrganizePanel,
  pdfCompressPanel,
  pdfOcrPanel,
  pdfStampPanel,
  pdfProtectPanel,
  pdfUnlockPanel,
  pdfRedactPanel,
  htmlDeckPanel,
  playerPanel,
  ocrPanel,
  deckTextPanel,
  extractPanel,
];

export function panelById(id: string): Panel | undefined {
  return PANELS.find((panel) => panel.id === id);
}
